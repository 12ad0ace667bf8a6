import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { instanceSettings } from "./schema";

/**
 * The shared value of a generated setting: the first caller's `generate()` is stored
 * (`insert … on conflict do nothing`), and every caller, that one included, answers the value
 * read back, so all instances on the database agree. Start-up calls it under the start-up lock;
 * it stays correct without (two generators race, one insert wins, both read the winner).
 */
export async function sharedGeneratedSetting(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(instanceSettings).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.name, name));
  if (!row) throw new Error(`instance setting ${name} is missing just after it was written`);
  return row.value;
}

/** A setting's value, or null when it was never written. */
export async function readSetting(db: Db, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.name, name));
  return row?.value ?? null;
}

/** Writes (or replaces) a setting's value. */
export async function writeSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ name, value })
    .onConflictDoUpdate({ target: instanceSettings.name, set: { value } });
}
