import { enquiryMessageSenders, viewingInterests, viewingStatuses } from "@shared/schemas/viewings";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { properties, propertyEnquiries } from "./properties";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The thread of an enquiry after its first message (which stays on the enquiry): staff replies
 * and the applicant's answers through their private link.
 */
export const enquiryMessages = pgTable(
  "enquiry_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => propertyEnquiries.id, { onDelete: "cascade" }),
    /** 'staff' or 'applicant'. */
    sender: text("sender", { enum: enquiryMessageSenders }).notNull(),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("enquiry_messages_enquiry_idx").on(t.enquiryId, t.createdAt), valid(t.sender)],
);

/**
 * A viewing time for an enquiry: offered by staff ('proposed'), picked by the applicant
 * ('booked', the other offers of that enquiry are then dropped), cancelled, or its outcome.
 */
export const viewings = pgTable(
  "viewings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => propertyEnquiries.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startsAt: ts("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    status: text("status", { enum: viewingStatuses }).notNull().default("proposed"),
    /** Who offered the time: the person the viewing is with, on whose calendar it shows. */
    hostId: text("host_id").references(() => users.id, { onDelete: "set null" }),
    interest: text("interest", { enum: viewingInterests }),
    note: text("note"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("viewings_enquiry_idx").on(t.enquiryId, t.startsAt),
    index("viewings_property_time_idx").on(t.propertyId, t.startsAt),
    index("viewings_booked_time_idx").on(t.startsAt).where(sql`status = 'booked'`),
    // An enquiry books one viewing at a time: a second booking race loses here.
    uniqueIndex("viewings_one_booked_idx").on(t.enquiryId).where(sql`status = 'booked'`),
    valid(t.status),
    valid(t.interest),
  ],
);
