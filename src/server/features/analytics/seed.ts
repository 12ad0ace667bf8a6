import { addDays, today } from "@shared/dates";
import { asc, count, sql } from "drizzle-orm";
import { listingViews, PUBLIC_PROPERTY_SQL, properties } from "../../db/schema";
import type { Seeder } from "../../db/seeder";

/**
 * Ninety days of listing views on the published demo listings, so listing performance has a
 * history: a steady, made-up but plausible daily count per listing (more at weekends).
 */
export const demoListingViewsSeeder: Seeder = {
  name: "listing-views",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(listingViews);
    if ((existing?.n ?? 0) > 0) return;
    const listed = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql.raw(PUBLIC_PROPERTY_SQL))
      .orderBy(asc(properties.createdAt), asc(properties.id));
    const last = today();
    const rows = listed.flatMap((p, i) =>
      Array.from({ length: 90 }, (_, d) => {
        const day = addDays(last, -d);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const weekend = weekday === 0 || weekday === 6;
        return { propertyId: p.id, day, views: ((i * 7 + d * 3) % 11) + (weekend ? 6 : 2) };
      }),
    );
    for (let i = 0; i < rows.length; i += 1000) await db.insert(listingViews).values(rows.slice(i, i + 1000));
  },
};
