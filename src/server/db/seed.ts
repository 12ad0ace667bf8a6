import type { AppDeps } from "../context";
import { demoBlogsSeeder } from "../features/blogs/seed";
import { demoListingViewsSeeder, demoRentSeeder } from "../features/dashboards/seed";
import { demoPropertiesSeeder } from "../features/properties/seed";
import { demoSupportSeeder } from "../features/support/seed";
import { demoTenanciesSeeder } from "../features/tenancies/seed";
import { demoUsersSeeder } from "../features/users/seed";

/** A seeder adds its demo rows when its own tables are empty, so running seed twice changes nothing. */
export interface Seeder {
  name: string;
  run(deps: AppDeps): Promise<void>;
}

/** In dependency order: later seeders may use the rows of earlier ones. */
const seeders: Seeder[] = [
  demoUsersSeeder,
  demoPropertiesSeeder,
  demoSupportSeeder,
  demoBlogsSeeder,
  demoTenanciesSeeder,
  demoRentSeeder,
  demoListingViewsSeeder,
];

export async function seedDemoData(deps: AppDeps): Promise<void> {
  for (const seeder of seeders) {
    const started = performance.now();
    await seeder.run(deps);
    deps.logger.debug("seeded", { seeder: seeder.name, ms: Math.round(performance.now() - started) });
  }
}
