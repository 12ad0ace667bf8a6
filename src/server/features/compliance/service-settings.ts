/** A landlord's or agent's compliance reminder settings: one row per user, defaults until saved. */
import { type ComplianceSettings, defaultLeadDays } from "@shared/schemas/compliance-settings";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { complianceSettings } from "../../db/schema";
import { type Actor, audit } from "../audit";

export const defaultSettings = (): ComplianceSettings => ({
  leadDays: [...defaultLeadDays],
  overdueWeekly: true,
  email: true,
});

const normalise = (leadDays: number[]) => [...new Set(leadDays)].sort((a, b) => b - a);

const fromRow = (row: typeof complianceSettings.$inferSelect): ComplianceSettings => ({
  leadDays: normalise(row.leadDays),
  overdueWeekly: row.overdueWeekly,
  email: row.email,
});

export async function getSettings(db: Db, userId: string): Promise<ComplianceSettings> {
  const [row] = await db.select().from(complianceSettings).where(eq(complianceSettings.userId, userId));
  return row ? fromRow(row) : defaultSettings();
}

/** Settings of many users at once (the reminders job): defaults for those who never saved any. */
export async function settingsOf(db: Db, userIds: string[]): Promise<Map<string, ComplianceSettings>> {
  const rows = userIds.length
    ? await db.select().from(complianceSettings).where(inArray(complianceSettings.userId, userIds))
    : [];
  const saved = new Map(rows.map((r) => [r.userId, fromRow(r)]));
  return new Map(userIds.map((id) => [id, saved.get(id) ?? defaultSettings()]));
}

/** Saves the caller's settings (validated by the route's schema) and audits the change. */
export async function saveSettings(
  db: Db,
  user: { id: string },
  actor: Actor,
  input: ComplianceSettings,
): Promise<ComplianceSettings> {
  const values = {
    leadDays: normalise(input.leadDays),
    overdueWeekly: input.overdueWeekly,
    email: input.email,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(complianceSettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: complianceSettings.userId, set: { ...values, updatedAt: new Date() } })
      .returning();
    await audit(tx, actor, {
      action: "update",
      entity: "compliance_settings",
      entityId: user.id,
      details: values,
    });
    return fromRow(row!);
  });
}
