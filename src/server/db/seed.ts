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
