import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/** Managing properties: the list, one property, adding and changing one (pickers: service-pickers.ts). */

import {
  materialInformationFieldErrors,
  materialInformationMessage,
  missingMaterialInformation,
} from "@shared/law/material-information";
import type { Role } from "@shared/permissions";
import type { Paged } from "@shared/schemas/admin";
import {
  type ManagedProperty,
  type ManagedRow,
  type manageQuerySchema,
  monthlyRent,
  normalisePostcode,
  type propertyInputSchema,
  propertyIssues,
  type propertyPatchSchema,
} from "@shared/schemas/properties";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, paginate } from "../../db/paginate";
import { agencies, properties, propertyEnquiries, users } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { resolveAssignment } from "../agencies";
import { type Actor, audit } from "../audit";
import {
  baseDto,
  coversFor,
  descIndexed,
  findManaged,
  imagesOf,
  manageCondition,
  type PropertyRow,
  textSearch,
  toImage,
} from "./service";
import { listingsChanged } from "./service-listing";

const landlordUser = alias(users, "landlord_user");
const agentUser = alias(users, "agent_user");

const newEnquiriesCount = sql<number>`(select count(*)::int from ${propertyEnquiries} where ${propertyEnquiries.propertyId} = ${properties.id} and ${propertyEnquiries.status} = 'new')`;

const manageOrder = {
  updated: [descIndexed(properties.updatedAt), desc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  title: [asc(properties.title), asc(properties.id)],
  rent_asc: [asc(properties.rentPcm), asc(properties.id)],
  rent_desc: [desc(properties.rentPcm), desc(properties.id)],
} as const;

/** A page of the properties the user manages, with their people, cover and new enquiries. */
export async function listManaged(
  db: Db,
  user: Caller,
  q: z.output<typeof manageQuerySchema>,
): Promise<Paged<ManagedRow>> {
  const where = and(
    manageCondition(user),
    textSearch(q.q),
    q.status ? eq(properties.status, q.status) : undefined,
  );
  const page = await paginate(
    q,
    db
      .select({
        id: properties.id,
        title: properties.title,
        city: properties.city,
        postcode: properties.postcode,
        status: properties.status,
        published: properties.published,
        rentAmount: properties.rentAmount,
        rentPeriod: properties.rentPeriod,
        depositAmount: properties.depositAmount,
        jurisdiction: properties.jurisdiction,
        currency: properties.currency,
        updatedAt: properties.updatedAt,
        landlordId: landlordUser.id,
        landlordName: landlordUser.name,
        landlordEmail: landlordUser.email,
        agentId: agentUser.id,
        agentName: agentUser.name,
        agentEmail: agentUser.email,
        newEnquiries: newEnquiriesCount,
      })
      .from(properties)
      .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
      .leftJoin(agentUser, eq(agentUser.id, properties.agentId))
      .where(where)
      .orderBy(...manageOrder[q.sort])
      .$dynamic(),
    countWhere(db, properties, where),
    (r) => r,
  );
  const covers = await coversFor(
    db,
    page.items.map((r) => r.id),
  );
  const items: ManagedRow[] = page.items.map((r) => ({
    id: r.id,
    title: r.title,
    city: r.city,
    postcode: r.postcode,
    status: r.status,
    published: r.published,
    rentAmount: r.rentAmount,
    rentPeriod: r.rentPeriod,
    depositAmount: r.depositAmount,
    jurisdiction: r.jurisdiction,
    currency: r.currency,
    updatedAt: r.updatedAt.toISOString(),
    landlord: { id: r.landlordId, name: r.landlordName, email: r.landlordEmail },
    agent: r.agentId ? { id: r.agentId, name: r.agentName ?? "", email: r.agentEmail ?? "" } : null,
    newEnquiries: Number(r.newEnquiries),
    cover: covers.get(r.id) ?? null,
  }));
  return { ...page, items };
}

export async function getManaged(db: Db, user: Caller, id: string): Promise<ManagedProperty> {
  const p = await findManaged(db, user, id);
  return toManaged(db, p);
}

async function toManaged(db: Db, p: PropertyRow): Promise<ManagedProperty> {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [p.landlordId, ...(p.agentId ? [p.agentId] : [])]));
  const person = (id: string | null) => people.find((u) => u.id === id) ?? null;
  const [agency] = p.agencyId
    ? await db
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .where(eq(agencies.id, p.agencyId))
    : [];
  const [images, [enquiries]] = await Promise.all([
    imagesOf(db, p.id),
    db
      .select({ n: count() })
      .from(propertyEnquiries)
      .where(and(eq(propertyEnquiries.propertyId, p.id), eq(propertyEnquiries.status, "new"))),
  ]);
  return {
    ...baseDto(p),
    gasSupply: p.gasSupply,
    storeys: p.storeys,
    combustionApplianceRooms: p.combustionApplianceRooms,
    occupiers: p.occupiers,
    households: p.households,
    landlord: person(p.landlordId) ?? { id: p.landlordId, name: "", email: "" },
    agent: person(p.agentId),
    agency: agency ?? null,
    images: images.map(toImage),
    newEnquiries: enquiries?.n ?? 0,
  };
}

async function assertUserWithRole(db: Db, id: string, role: Role, field: string, message: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), eq(users.banned, false)));
  if (!row) throw new AppError("validation_error", message, { [field]: message });
}

type CreateInput = z.output<typeof propertyInputSchema>;

/**
 * A published listing shows its material information (src/shared/law/material-information.ts):
 * 409 naming each missing item. Drafts and unpublished rows may lack them.
 */
function assertMaterialInformation(p: Parameters<typeof missingMaterialInformation>[0]) {
  const missing = missingMaterialInformation(p);
  if (!missing.length) return;
  throw new AppError(
    "material_information_missing",
    materialInformationMessage(missing),
    materialInformationFieldErrors(missing),
  );
}

/** Adds a property (landlords to their own portfolio, admins for a named landlord), audited. */
export async function createProperty(
  db: Db,
  user: Caller,
  actor: Actor,
  input: CreateInput,
): Promise<ManagedProperty> {
  if (input.published) assertMaterialInformation(input);
  const property = await db.transaction(async (tx) => {
    const landlordId = await landlordForNew(tx, user, input);
    if (input.agentId) {
      await assertUserWithRole(tx, input.agentId, "agent", "agentId", "Choose an agent from the list");
    }
    const assigned = await resolveAssignment(tx, user, landlordId, {
      agencyId: input.agencyId ?? null,
      agentId: input.agentId ?? null,
    });
    const [row] = await tx
      .insert(properties)
      .values({
        ...input,
        landlordId,
        ...assigned,
        postcode: input.country === "GB" ? normalisePostcode(input.postcode) : input.postcode,
        rentPcm: monthlyRent(input.rentAmount, input.rentPeriod),
      })
      .returning();
    const created = await toManaged(tx, row!);
    await audit(tx, actor, {
      action: "create",
      entity: "property",
      entityId: created.id,
      details: {
        title: created.title,
        landlordId: created.landlord.id,
        agentId: created.agent?.id ?? null,
        ...(created.agency ? { agencyId: created.agency.id } : {}),
      },
    });
    return created;
  });
  await listingsChanged(db);
  return property;
}

async function landlordForNew(tx: Db, user: Caller, input: CreateInput): Promise<string> {
  if (user.role === "landlord") {
    if (input.landlordId && input.landlordId !== user.id) {
      throw fieldError("landlordId", "You can only add properties to your own portfolio");
    }
    return user.id;
  }
  if (user.role === "admin") {
    if (!input.landlordId) throw fieldError("landlordId", "Choose the landlord who owns this property");
    await assertUserWithRole(
      tx,
      input.landlordId,
      "landlord",
      "landlordId",
      "Choose a landlord from the list",
    );
    return input.landlordId;
  }
  throw new AppError("forbidden", "Only landlords and administrators can add properties.");
}

/** Which audit action an update is: publishing, archiving and reassigning are told apart. */
function updateAction(before: PropertyRow, after: PropertyRow): string {
  if (before.status !== "archived" && after.status === "archived") return "archive";
  if (!before.published && after.published) return "publish";
  if (before.published && !after.published) return "unpublish";
  if (
    before.landlordId !== after.landlordId ||
    before.agentId !== after.agentId ||
    before.agencyId !== after.agencyId
  )
    return "reassign";
  return "update";
}

type Patch = z.output<typeof propertyPatchSchema>;

/** Only an administrator moves a home to another landlord; an agent never changes the agent. They must exist. */
async function assertMayChangePeople(tx: Db, user: Caller, before: PropertyRow, patch: Patch) {
  if (patch.landlordId !== undefined && patch.landlordId !== before.landlordId) {
    if (user.role !== "admin") {
      throw fieldError("landlordId", "Only an administrator can move a property to another landlord");
    }
    await assertUserWithRole(
      tx,
      patch.landlordId,
      "landlord",
      "landlordId",
      "Choose a landlord from the list",
    );
  }
  if (patch.agentId !== undefined && patch.agentId !== before.agentId) {
    if (user.role === "agent") {
      throw fieldError("agentId", "Only the landlord or an administrator can change the agent");
    }
    if (patch.agentId) {
      await assertUserWithRole(tx, patch.agentId, "agent", "agentId", "Choose an agent from the list");
    }
  }
}

/** Who may change the people and the agency; they follow `resolveAssignment`. Answers the patch to write. */
async function assertMayReassign(tx: Db, user: Caller, before: PropertyRow, patch: Patch): Promise<Patch> {
  await assertMayChangePeople(tx, user, before, patch);
  const agencyChanged = patch.agencyId !== undefined && patch.agencyId !== before.agencyId;
  const agentChanged = patch.agentId !== undefined && patch.agentId !== before.agentId;
  if (agencyChanged && user.role === "agent")
    throw fieldError("agencyId", "Only the landlord or an administrator can change the agency");
  const landlordChanged = patch.landlordId !== undefined && patch.landlordId !== before.landlordId;
  if (!agencyChanged && !agentChanged && !landlordChanged) return patch;
  // A home leaving its agency leaves that agency's lead agent too.
  const agentId =
    patch.agentId !== undefined ? patch.agentId : agencyChanged && !patch.agencyId ? null : before.agentId;
  const assigned = await resolveAssignment(
    tx,
    user,
    patch.landlordId ?? before.landlordId,
    {
      agencyId: patch.agencyId !== undefined ? patch.agencyId : agentChanged ? null : before.agencyId,
      agentId,
    },
    { agencyId: before.agencyId, agentId: before.agentId },
  );
  return { ...patch, ...assigned };
}

/** A partial update: details, publishing, status, people; audited as what it is (`updateAction`). */
export async function updateProperty(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: Patch,
): Promise<ManagedProperty> {
  const property = await db.transaction(async (tx) => {
    const before = await findManaged(tx, user, id, true);
    const patch = await assertMayReassign(tx, user, before, input);
    const merged = { ...before, ...stripUndefined(patch) };
    // Archiving takes a property off the market.
    if (patch.status === "archived" && patch.published === undefined) merged.published = false;
    const issues = propertyIssues({
      country: merged.country,
      postcode: merged.postcode,
      published: merged.published,
      status: merged.status,
      jurisdiction: merged.jurisdiction,
      occupiers: merged.occupiers,
      households: merged.households,
      councilTaxBand: merged.councilTaxBand,
    });
    if (issues.length) {
      const fields = Object.fromEntries(issues.map((i) => [i.path, i.message]));
      throw new AppError(
        "validation_error",
        `Invalid input. ${issues.map((i) => i.message).join("; ")}`,
        fields,
      );
    }
    // Publishing, or keeping a listing published, needs its material information.
    if (merged.published) assertMaterialInformation(merged);
    const changed = Object.keys(patch).filter(
      (k) =>
        JSON.stringify(patch[k as keyof typeof patch]) !== JSON.stringify(before[k as keyof PropertyRow]),
    );
    const [row] = await tx
      .update(properties)
      .set({
        ...stripUndefined(patch),
        published: merged.published,
        postcode: merged.country === "GB" ? normalisePostcode(merged.postcode) : merged.postcode,
        rentPcm: monthlyRent(merged.rentAmount, merged.rentPeriod),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, id))
      .returning();
    const after = row!;
    const action = updateAction(before, after);
    const dto = await toManaged(tx, after);
    await audit(tx, actor, {
      action,
      entity: "property",
      entityId: id,
      details: {
        title: after.title,
        changed,
        ...(action === "reassign"
          ? {
              landlord: { from: before.landlordId, to: after.landlordId },
              agent: { from: before.agentId, to: after.agentId },
              agency: { from: before.agencyId, to: after.agencyId },
            }
          : {}),
        ...(before.status !== after.status ? { status: { from: before.status, to: after.status } } : {}),
      },
    });
    return dto;
  });
  await listingsChanged(db);
  return property;
}

function stripUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
