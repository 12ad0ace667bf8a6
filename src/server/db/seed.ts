import type { AppDeps } from "../context";
import { demoAgenciesSeeder } from "../features/agencies/seed";
import { demoListingViewsSeeder } from "../features/analytics/seed";
import { demoBankSeeder } from "../features/bank/seed";
import { demoBlogsSeeder } from "../features/blogs/seed";
import { demoComplianceSeeder } from "../features/compliance/seed";
import { demoExpensesSeeder } from "../features/expenses/seed";
import { demoMoneyHomesSeeder } from "../features/owners/seed";
import { demoPropertiesSeeder } from "../features/properties/seed";
import { demoStatementsSeeder } from "../features/statements/seed";
import { demoSupportSeeder } from "../features/support/seed";
import { demoTenanciesSeeder } from "../features/tenancies/seed";
import { demoUsersSeeder } from "../features/users/seed";
import { demoViewingsSeeder } from "../features/viewings/seed";
import { demoWorksSeeder } from "../features/works/seed";
import type { Db } from "./client";
import { readSetting, writeSetting } from "./instance-settings";
import type { Seeder } from "./seeder";

/** In dependency order: later seeders may use the rows of earlier ones. */
const seeders: Seeder[] = [
  demoUsersSeeder,
  demoPropertiesSeeder,
  demoAgenciesSeeder,
  // Tenancies before support: repair requests are raised about the homes their raisers rent.
  demoTenanciesSeeder,
  demoSupportSeeder,
  demoWorksSeeder,
  // After tenancies and support: the evidence is about their homes, and alarm faults are tickets.
  demoComplianceSeeder,
  // After tenancies and compliance: shares, values and agreements of the let homes.
  demoMoneyHomesSeeder,
  demoExpensesSeeder,
  demoBankSeeder,
  demoBlogsSeeder,
  demoListingViewsSeeder,
  // After properties and agencies: enquiries and viewings on the homes to let.
  demoViewingsSeeder,
  // Last: statements read the rent, fees and expenses of every seeder before.
  demoStatementsSeeder,
];

export async function seedDemoData(deps: AppDeps): Promise<void> {
  for (const seeder of seeders) {
    const started = performance.now();
    await seeder.run(deps);
    deps.logger.debug("seeded", { seeder: seeder.name, ms: Math.round(performance.now() - started) });
  }
}

/** The instance setting a finished demo seed leaves: the names of the seeders that ran. */
export const DEMO_SEED_SETTING = "demo_seed";
export const demoSeedSignature = (list: Seeder[] = seeders) => list.map((s) => s.name).join(",");

/**
 * Runs `seed` (the demo seed) unless the same seeders already finished on this database: a warm
 * start then skips their checks (each seeder's queries on its tables, most of a second of CPU on a
 * loaded machine). Recorded only once the seed succeeded, so a start interrupted mid-seed seeds again
 * (each seeder fills only empty tables); a seeder added to the list (another signature) runs the
 * seed again, and only its own, empty tables fill. Answers whether it ran the seed.
 */
export async function seedDemoOnce(
  db: Db,
  seed: () => Promise<void>,
  signature = demoSeedSignature(),
): Promise<boolean> {
  if ((await readSetting(db, DEMO_SEED_SETTING)) === signature) return false;
  await seed();
  await writeSetting(db, DEMO_SEED_SETTING, signature);
  return true;
}
