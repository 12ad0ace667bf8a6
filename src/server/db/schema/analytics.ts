import { date, integer, pgTable, primaryKey, uuid } from "drizzle-orm/pg-core";
import { properties } from "./properties";

/**
 * Public views of a listing, one counter per property per day (UTC), bumped by the server when
 * someone other than the property's own staff opens its page. Small and fast to sum by range.
 */
export const listingViews = pgTable(
  "listing_views",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);
