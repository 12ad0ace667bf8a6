/**
 * Contractors (issue 18 item 2): each belongs to the book of the landlord or agent who added it;
 * admins see every book. Someone else's contractor is 404, as if it did not exist. For a works
 * order on a home, the book comes ranked by who covers the home (issue 42 item 12).
 */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import { coverageLabel, rankByCoverage } from "@shared/postcode-areas";
import type { Caller } from "@shared/schemas/auth";
import {
  type Contractor,
  type ContractorListItem,
  type contractorInputSchema,
  insuranceState,
} from "@shared/schemas/works";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { contractors, users, worksOrders } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findManaged, isUuid } from "../properties";

type Input = z.output<typeof contractorInputSchema>;
export type ContractorRow = typeof contractors.$inferSelect;

/** A book holds at most this many contractors. */
export const BOOK_MAX = 500;

/** Contractors the user may see and use: their own book (admins: all). */
export function bookCondition(user: Caller): SQL | undefined {
  return user.role === "admin" ? undefined : eq(contractors.ownerId, user.id);
}

export function toContractor(row: ContractorRow, ownerName: string, on = today()): Contractor {
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName,
    name: row.name,
    company: row.company,
    trade: row.trade,
    areas: row.areas,
    email: row.email,
    phone: row.phone,
    insuranceExpiresOn: row.insuranceExpiresOn,
    insurance: insuranceState(row.insuranceExpiresOn, on),
    gasSafeNumber: row.gasSafeNumber,
    niceicNumber: row.niceicNumber,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A contractor of the user's book (locked inside a transaction when asked), else 404. */
export async function findContractor(db: Db, user: Caller, id: string, lock = false) {
  if (!isUuid(id)) throw notFound("Contractor not found");
  const query = db
    .select()
    .from(contractors)
    .where(and(eq(contractors.id, id), bookCondition(user)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Contractor not found");
  return row;
}

export async function listContractors(db: Db, user: Caller): Promise<Contractor[]> {
  const rows = await db
    .select({ c: contractors, ownerName: users.name })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.ownerId))
    .where(bookCondition(user))
    .orderBy(asc(contractors.name), asc(contractors.id))
    .limit(BOOK_MAX);
  const on = today();
  return rows.map((r) => toContractor(r.c, r.ownerName, on));
}

/**
 * The book in the order to offer it for a works order on a home the caller manages (else 404):
 * those whose areas cover the home's postcode district, then those with no areas recorded, then
 * those outside their areas, each labelled. Nobody is left out: the agent decides.
 */
export async function contractorsForHome(
  db: Db,
  user: Caller,
  propertyId: string,
): Promise<ContractorListItem[]> {
  const home = await findManaged(db, user, propertyId);
  return rankByCoverage(await listContractors(db, user), home.postcode).map(({ contractor, coverage }) => ({
    ...contractor,
    coverage: { kind: coverage.kind, label: coverageLabel(coverage) },
  }));
}

const values = (input: Input) => ({
  name: input.name,
  company: input.company,
  trade: input.trade,
  areas: input.areas,
  email: input.email.toLowerCase(),
  phone: input.phone,
  insuranceExpiresOn: input.insuranceExpiresOn,
  gasSafeNumber: input.gasSafeNumber,
  niceicNumber: input.niceicNumber,
});

async function ownerName(db: Db, id: string) {
  const [u] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return u?.name ?? "";
}

/** Audited with the trade and registration numbers, not the contact details. */
const auditDetails = (input: Input) => ({
  trade: input.trade,
  areas: input.areas.length,
  insuranceExpiresOn: input.insuranceExpiresOn,
  gasSafeNumber: input.gasSafeNumber,
  niceicNumber: input.niceicNumber,
});

export async function createContractor(db: Db, user: Caller, actor: Actor, input: Input) {
  const row = await db.transaction(async (tx) => {
    const [n] = await tx.select({ n: count() }).from(contractors).where(eq(contractors.ownerId, user.id));
    if ((n?.n ?? 0) >= BOOK_MAX) {
      throw new AppError("conflict", `A contractor book holds at most ${BOOK_MAX} contractors.`);
    }
    const [created] = await tx
      .insert(contractors)
      .values({ ownerId: user.id, ...values(input) })
      .returning();
    await audit(tx, actor, {
      action: "contractor_create",
      entity: "contractor",
      entityId: created!.id,
      details: auditDetails(input),
    });
    return created!;
  });
  return toContractor(row, await ownerName(db, row.ownerId));
}

export async function updateContractor(db: Db, user: Caller, actor: Actor, id: string, input: Input) {
  const row = await db.transaction(async (tx) => {
    await findContractor(tx, user, id, true);
    const [updated] = await tx
      .update(contractors)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(contractors.id, id))
      .returning();
    await audit(tx, actor, {
      action: "contractor_update",
      entity: "contractor",
      entityId: id,
      details: auditDetails(input),
    });
    return updated!;
  });
  return toContractor(row, await ownerName(db, row.ownerId));
}

/** Removes a contractor with no works orders (those keep the history; 409 then). */
export async function deleteContractor(db: Db, user: Caller, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    await findContractor(tx, user, id, true);
    const [used] = await tx.select({ n: count() }).from(worksOrders).where(eq(worksOrders.contractorId, id));
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        "conflict",
        "This contractor has works orders, which keep their history: they stay in your book.",
      );
    }
    await tx.delete(contractors).where(eq(contractors.id, id));
    await audit(tx, actor, { action: "contractor_delete", entity: "contractor", entityId: id });
  });
}
