/** Every payment on the platform, for the admins who hold the payments feature: list and CSV. */
import type {
  AdminPaymentList,
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
} from "@shared/schemas/admin-payments";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { likeEscape, paginate } from "../../db/paginate";
import { payments, properties, tenancies, users } from "../../db/schema";
import { paymentRowsCsv } from "../tenancies";

const tenantUser = alias(users, "tenant_user");
const landlordUser = alias(users, "landlord_user");
const EXPORT_LIMIT = 100_000;

type Filters = z.output<typeof adminPaymentFilterSchema>;

function whereOf(f: Filters): SQL | undefined {
  const like = f.property ? `%${likeEscape(f.property)}%` : "";
  return and(
    f.status ? eq(payments.status, f.status) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.from ? sql`${payments.paidOn} >= ${f.from}` : undefined,
    f.to ? sql`${payments.paidOn} <= ${f.to}` : undefined,
    f.landlordId ? eq(properties.landlordId, f.landlordId) : undefined,
    f.tenancyId ? eq(payments.tenancyId, f.tenancyId) : undefined,
    f.property
      ? or(
          ilike(properties.title, like),
          ilike(properties.addressLine1, like),
          ilike(properties.postcode, like),
          ilike(properties.city, like),
        )
      : undefined,
  );
}

/** The matching payments, newest first (the id last, so pages never overlap). */
function matching(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: payments.id,
      tenancyId: payments.tenancyId,
      amount: payments.amount,
      currency: payments.currency,
      paidOn: payments.paidOn,
      method: payments.method,
      status: payments.status,
      reference: payments.reference,
      propertyId: properties.id,
      propertyTitle: properties.title,
      landlordId: properties.landlordId,
      landlordName: landlordUser.name,
      tenantName: tenantUser.name,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
    .innerJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(where)
    .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id));
}

const sumWhere = (status: string) =>
  sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = ${status}), 0)`.mapWith(
    Number,
  );

/** Count and sums by status over every matching payment; joins only when a filter needs them. */
async function totalsOf(db: Db, f: Filters, where: SQL | undefined) {
  const sums = {
    count: sql<number>`count(*)`.mapWith(Number),
    completed: sumWhere("completed"),
    pending: sumWhere("pending"),
    failed: sumWhere("failed"),
    refunded: sumWhere("refunded"),
  };
  const [totals] =
    !f.property && !f.landlordId
      ? await db.select(sums).from(payments).where(where)
      : await db
          .select(sums)
          .from(payments)
          .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
          .innerJoin(properties, eq(properties.id, tenancies.propertyId))
          .where(where);
  return totals ?? { count: 0, completed: 0, pending: 0, failed: 0, refunded: 0 };
}

/** A page of payments with the totals by status over all that match. */
export async function listAdminPayments(
  db: Db,
  q: z.output<typeof adminPaymentListQuerySchema>,
): Promise<AdminPaymentList> {
  const where = whereOf(q);
  const totals = totalsOf(db, q, where);
  const page = await paginate(
    q,
    matching(db, where).$dynamic(),
    totals.then((t) => t.count),
    (r) => r,
  );
  return { ...page, totals: await totals };
}

/** The matching payments (up to 100,000) as CSV. */
export async function adminPaymentsCsv(db: Db, f: Filters): Promise<string> {
  const rows = await matching(db, whereOf(f)).limit(EXPORT_LIMIT);
  return paymentRowsCsv(rows, true);
}
