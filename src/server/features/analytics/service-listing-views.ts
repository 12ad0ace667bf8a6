import { today } from "@shared/dates";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingViews, PUBLIC_PROPERTY_SQL, properties } from "../../db/schema";

/**
 * Counts one view of a public listing today (Europe/London) as an upsert on its (property, day) counter.
 * Views by the property's own landlord or agent, or by admins, are not counted, nor are views of
 * listings the public cannot see (a draft previewed by its owner).
 */
export async function recordListingView(
  db: Db,
  propertyId: string,
  viewer: { id: string; role: string } | null,
  now = new Date(),
): Promise<void> {
  if (viewer?.role === "admin") return;
  const viewerId = viewer?.id ?? "";
  await db.execute(sql`
    insert into ${listingViews} (property_id, day, views)
    select ${properties.id}, ${today(now)}::date, 1 from ${properties}
    where ${properties.id} = ${propertyId} and ${sql.raw(PUBLIC_PROPERTY_SQL)}
      and ${properties.landlordId} <> ${viewerId} and coalesce(${properties.agentId}, '') <> ${viewerId}
    on conflict (property_id, day) do update set views = ${listingViews.views} + 1`);
}
