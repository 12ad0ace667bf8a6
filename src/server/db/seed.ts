import type { Logger } from "../lib/logger";
import type { Db } from "./client";

/** A seeder adds its demo rows when its own tables are empty, so running seed twice changes nothing. */
export interface Seeder {
  name: string;
  run(db: Db, log: Logger): Promise<void>;
}

const seeders: Seeder[] = [];

export async function seedDemoData(db: Db, log: Logger): Promise<void> {
  for (const seeder of seeders) {
    await seeder.run(db, log);
  }
}
