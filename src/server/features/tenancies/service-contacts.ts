/**
 * A tenancy's contacts and rent payment details (issue 18 item 5): who manages the home, how to
 * reach them, the address for notices and the bank details the tenant pays into.
 * - Read: everyone who may read the tenancy (its tenant, the landlord or agent, admins).
 * - Write: the landlord or agent of the property and admins; the tenant gets 403.
 * - Privacy: the tenant sees the landlord's name always (Landlord and Tenant Act 1985 s.1 entitles
 *   them to it) but their e-mail only when the landlord manages the home without an agent; phone
 *   numbers are only those typed into these details, never an account's own phone.
 */
import type { Caller } from "@shared/schemas/auth";
import type { TenancyContacts, tenancyContactsInputSchema } from "@shared/schemas/tenancy-contacts";
import { desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { agencies, properties, tenancies, tenancyContacts, users } from "../../db/schema";
import { logoUrl } from "../agencies";
import { type Actor, audit } from "../audit";
import { findTenancy, isStaff } from "./access";

type Input = z.output<typeof tenancyContactsInputSchema>;
type Details = TenancyContacts["details"];

const fields = [
  "accountName",
  "sortCode",
  "accountNumber",
  "reference",
  "instructions",
  "phone",
  "emergencyPhone",
  "noticeAddress",
] as const satisfies readonly (keyof Details)[];

const empty: Details = Object.fromEntries(fields.map((f) => [f, null])) as Details;
const pick = (row: Record<keyof Details, string | null>): Details =>
  Object.fromEntries(fields.map((f) => [f, row[f]])) as Details;

/** The landlord's most recently saved details on another tenancy: where a new tenancy's form starts. */
async function latestOfLandlord(db: Db, landlordId: string) {
  const [row] = await db
    .select({ c: tenancyContacts })
    .from(tenancyContacts)
    .innerJoin(tenancies, eq(tenancies.id, tenancyContacts.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(eq(properties.landlordId, landlordId))
    .orderBy(desc(tenancyContacts.updatedAt))
    .limit(1);
  if (!row) return undefined;
  // The reference identifies one tenancy's payments: never carried over to another.
  return { ...pick(row.c), reference: null };
}

/** The agency managing the home, by name with its logo. */
async function agencyOf(db: Db, propertyId: string): Promise<TenancyContacts["agency"]> {
  const [a] = await db
    .select({ name: agencies.name, logoId: agencies.logoId, logoWidths: agencies.logoWidths })
    .from(properties)
    .innerJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(eq(properties.id, propertyId));
  return a ? { name: a.name, logoUrl: logoUrl(a) } : null;
}

export async function getContacts(db: Db, user: Caller, tenancyId: string): Promise<TenancyContacts> {
  const { property } = await findTenancy(db, user, tenancyId);
  const [saved] = await db.select().from(tenancyContacts).where(eq(tenancyContacts.tenancyId, tenancyId));
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        [property.landlordId, property.agentId].filter((x): x is string => !!x),
      ),
    );
  const landlord = people.find((p) => p.id === property.landlordId);
  const agent = property.agentId ? people.find((p) => p.id === property.agentId) : undefined;
  const staff = isStaff(user);
  const suggestion = !saved && staff ? await latestOfLandlord(db, property.landlordId) : undefined;
  return {
    details: saved ? pick(saved) : (suggestion ?? empty),
    updatedAt: saved ? saved.updatedAt.toISOString() : null,
    suggested: Boolean(suggestion),
    managedBy: agent ? "agent" : "landlord",
    landlord: {
      name: landlord?.name ?? "Your landlord",
      email: staff || !agent ? (landlord?.email ?? null) : null,
    },
    agent: agent ? { name: agent.name, email: agent.email } : null,
    agency: await agencyOf(db, property.id),
  };
}

/** Saves the whole set of details (staff of the property); audited with the fields that changed. */
export async function setContacts(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: Input,
): Promise<TenancyContacts> {
  await db.transaction(async (tx) => {
    await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    const [before] = await tx.select().from(tenancyContacts).where(eq(tenancyContacts.tenancyId, tenancyId));
    const values = { ...pick(input), updatedBy: user.id, updatedAt: new Date() };
    await tx
      .insert(tenancyContacts)
      .values({ tenancyId, ...values })
      .onConflictDoUpdate({ target: tenancyContacts.tenancyId, set: values });
    const changed = fields.filter((f) => (before ? before[f] : null) !== input[f]);
    // Field names only: bank details do not belong in the audit log.
    await audit(tx, actor, {
      action: "tenancy_contacts_updated",
      entity: "tenancy",
      entityId: tenancyId,
      details: { changed },
    });
  });
  return getContacts(db, user, tenancyId);
}
