import { AppError } from "@shared/errors";
/** Enquiries: sent by visitors about a public property, worked through in the managers' inbox. */
import type { Paged } from "@shared/schemas/admin";
import type { Caller } from "@shared/schemas/auth";
import type {
  Enquiry,
  EnquiryStatus,
  enquiryInputSchema,
  enquiryQuerySchema,
} from "@shared/schemas/properties";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { ServerConfig } from "../../config";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { properties, propertyEnquiries, users } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { isUuid, manageCondition, publicCondition } from "./service";

/** A public property with the people to notify, or 404. */
async function findEnquirable(db: Db, id: string) {
  if (!isUuid(id)) throw notFound("Property not found");
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
      status: properties.status,
    })
    .from(properties)
    .where(and(eq(properties.id, id), publicCondition));
  if (!row) throw notFound("Property not found");
  if (row.status === "let")
    throw new AppError("conflict", "This home is let agreed and no longer takes enquiries.");
  const staff = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [row.landlordId, ...(row.agentId ? [row.agentId] : [])]));
  return { property: row, staff };
}

type EnquiryInput = z.output<typeof enquiryInputSchema>;

/**
 * Stores an enquiry about a public property (audited, from the actor's address) and e-mails its
 * landlord and agent. A filled honeypot field (`website`) is a bot: nothing is stored or sent.
 */
export async function submitEnquiry(
  deps: { db: Db; mailer: Mailer; config: Pick<ServerConfig, "publicUrl" | "site"> },
  actor: Actor,
  propertyId: string,
  input: EnquiryInput,
): Promise<void> {
  const { db, mailer, config } = deps;
  const { property, staff } = await findEnquirable(db, propertyId);
  if (input.website) return;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(propertyEnquiries)
      .values({
        propertyId: property.id,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        preferredTimes: input.preferredTimes,
        ip: actor.ip,
      })
      .returning({ id: propertyEnquiries.id });
    await audit(tx, actor, {
      action: "create",
      entity: "property_enquiry",
      entityId: row!.id,
      details: { propertyId: property.id, email: input.email },
    });
  });
  const link = `${config.publicUrl}/properties/${property.id}`;
  for (const person of staff) {
    await mailer.send({
      to: person.email,
      kind: "property_enquiry",
      replyTo: input.email,
      subject: `New enquiry: ${property.title}`,
      text: [
        `Hello ${person.name},`,
        "",
        `${input.name} has sent an enquiry about ${property.title}, ${property.city}.`,
        "",
        `E-mail: ${input.email}`,
        input.phone ? `Phone: ${input.phone}` : null,
        input.preferredTimes ? `Preferred viewing times: ${input.preferredTimes}` : null,
        "",
        input.message,
        "",
        `Listing: ${link}`,
        `Reply from your enquiries inbox in ${config.site.appName}.`,
      ]
        .filter((l) => l !== null)
        .join("\n"),
    });
  }
}

const enquiryColumns = {
  id: propertyEnquiries.id,
  propertyId: properties.id,
  propertyTitle: properties.title,
  propertyCity: properties.city,
  name: propertyEnquiries.name,
  email: propertyEnquiries.email,
  phone: propertyEnquiries.phone,
  message: propertyEnquiries.message,
  preferredTimes: propertyEnquiries.preferredTimes,
  status: propertyEnquiries.status,
  createdAt: propertyEnquiries.createdAt,
  updatedAt: propertyEnquiries.updatedAt,
};

interface EnquiryRow {
  id: string;
  propertyId: string;
  propertyTitle: string;
  propertyCity: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  preferredTimes: string | null;
  status: EnquiryStatus;
  createdAt: Date;
  updatedAt: Date;
}

export function toEnquiry(r: EnquiryRow): Enquiry {
  return {
    id: r.id,
    property: { id: r.propertyId, title: r.propertyTitle, city: r.propertyCity },
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    preferredTimes: r.preferredTimes,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Enquiries with their property, under a filter (the property's access rule included). */
const selectEnquiries = (db: Db, where: SQL | undefined) =>
  db
    .select(enquiryColumns)
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(where);

async function countEnquiries(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(where);
  return row?.n ?? 0;
}

/** A page of the enquiries about the properties the user manages, newest first. */
export async function listEnquiries(
  db: Db,
  user: Caller,
  q: z.output<typeof enquiryQuerySchema>,
): Promise<Paged<Enquiry>> {
  const where = and(
    manageCondition(user),
    q.status ? eq(propertyEnquiries.status, q.status) : undefined,
    q.propertyId ? eq(propertyEnquiries.propertyId, q.propertyId) : undefined,
  );
  return paginate(
    q,
    selectEnquiries(db, where)
      .orderBy(desc(propertyEnquiries.createdAt), desc(propertyEnquiries.id))
      .$dynamic(),
    countEnquiries(db, where),
    toEnquiry,
  );
}

/** Moves an enquiry about a property the user manages to a new status, audited. */
export async function setEnquiryStatus(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  status: EnquiryStatus,
): Promise<Enquiry> {
  if (!isUuid(id)) throw notFound("Enquiry not found");
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: propertyEnquiries.id, status: propertyEnquiries.status })
      .from(propertyEnquiries)
      .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
      .where(and(eq(propertyEnquiries.id, id), manageCondition(user)));
    if (!found) throw notFound("Enquiry not found");
    // Closing ends the applicant's private link for good: the link version is bumped here, on
    // close, not on reopen, so a reopened enquiry never brings the old URL back (and the old link
    // is dead from the moment of closing, not only once someone reopens). After a reopen the
    // applicant gets the new link with the next reply, or at once through "Send a new link".
    const closing = status === "closed" && found.status !== "closed";
    await tx
      .update(propertyEnquiries)
      .set({
        status,
        updatedAt: new Date(),
        ...(closing ? { linkVersion: sql`${propertyEnquiries.linkVersion} + 1` } : {}),
      })
      .where(eq(propertyEnquiries.id, id));
    const [row] = await selectEnquiries(tx, eq(propertyEnquiries.id, id));
    const enquiry = toEnquiry(row!);
    await audit(tx, actor, {
      action: "status_change",
      entity: "property_enquiry",
      entityId: id,
      details: { from: found.status, to: status, propertyId: enquiry.property.id },
    });
    return enquiry;
  });
}

/*
 * The enquiry's thread and viewings (the viewings feature) move it through these, inside their
 * own transactions and next to their own audit rows: the enquiries table is written only here.
 */

/** Moves an enquiry to a status as its thread or a viewing changes. */
export async function moveEnquiryStatus(tx: Db, id: string, status: EnquiryStatus, now: Date): Promise<void> {
  await tx.update(propertyEnquiries).set({ status, updatedAt: now }).where(eq(propertyEnquiries.id, id));
}

/** Something happened in the enquiry's thread (a message): it counts as updated. */
export async function touchEnquiry(tx: Db, id: string, now: Date): Promise<void> {
  await tx.update(propertyEnquiries).set({ updatedAt: now }).where(eq(propertyEnquiries.id, id));
}

/** Ends the applicant's private link by bumping its version; answers the enquiry as it now is. */
export async function bumpEnquiryLink(tx: Db, id: string, now: Date) {
  const [row] = await tx
    .update(propertyEnquiries)
    .set({ linkVersion: sql`${propertyEnquiries.linkVersion} + 1`, updatedAt: now })
    .where(eq(propertyEnquiries.id, id))
    .returning();
  return row!;
}
