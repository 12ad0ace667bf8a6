import { createRoute, z } from "@hono/zod-openapi";
import {
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
} from "@shared/schemas/admin-payments";
import { and, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z as zod } from "zod";
import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import type { Db } from "../../db/client";
import { payments, properties, tenancies, users } from "../../db/schema";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { toCsv } from "../tenancies/service";

const tenantUser = alias(users, "tenant_user");
const landlordUser = alias(users, "landlord_user");
const EXPORT_LIMIT = 100_000;

type Filters = zod.output<typeof adminPaymentFilterSchema>;

/** Escapes LIKE wildcards so a search for "50%" means the text. */
const like = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function whereOf(f: Filters): SQL | undefined {
  return and(
    f.status ? eq(payments.status, f.status) : undefined,
    f.method ? eq(payments.method, f.method) : undefined,
    f.from ? sql`${payments.paidOn} >= ${f.from}` : undefined,
    f.to ? sql`${payments.paidOn} <= ${f.to}` : undefined,
    f.landlordId ? eq(properties.landlordId, f.landlordId) : undefined,
    f.tenancyId ? eq(payments.tenancyId, f.tenancyId) : undefined,
    f.property
      ? or(
          ilike(properties.title, like(f.property)),
          ilike(properties.addressLine1, like(f.property)),
          ilike(properties.postcode, like(f.property)),
          ilike(properties.city, like(f.property)),
        )
      : undefined,
  );
}

function baseQuery(db: Db) {
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
    .innerJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId));
}

/** Count and sums by status over every matching payment; joins only when a filter needs them. */
function totalsQuery(db: Db, f: Filters, where: SQL | undefined) {
  const sums = {
    count: sql<number>`count(*)`.mapWith(Number),
    completed: sumWhere("completed"),
    pending: sumWhere("pending"),
    failed: sumWhere("failed"),
    refunded: sumWhere("refunded"),
  };
  if (!f.property && !f.landlordId) return db.select(sums).from(payments).where(where);
  return db
    .select(sums)
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(where);
}

const sumWhere = (status: string) =>
  sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = ${status}), 0)`.mapWith(
    Number,
  );

/** Every payment on the platform, for the admins who hold the payments feature. */
export function adminPaymentRoutes() {
  const app = createRouter();
  app.use("/admin/payments", requireFeature("payments"));
  app.use("/admin/payments/*", requireFeature("payments"));

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/payments",
      tags: ["payments"],
      summary: "Every payment, filtered, newest first, with totals over all matching payments",
      request: { query: adminPaymentListQuerySchema },
      responses: {
        200: jsonResponse(adminPaymentListSchema, "Payments"),
        400: errorResponse("Bad filter"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const q = c.req.valid("query");
      const where = whereOf(q);
      const [items, [totals]] = await Promise.all([
        baseQuery(db)
          .where(where)
          .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        totalsQuery(db, q, where),
      ]);
      const t = totals ?? { count: 0, completed: 0, pending: 0, failed: 0, refunded: 0 };
      return c.json({ items, total: t.count, page: q.page, pageSize: q.pageSize, totals: t }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/payments/export.csv",
      tags: ["payments"],
      summary: "The payments matching the filters, as CSV",
      request: { query: adminPaymentFilterSchema },
      responses: {
        200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
        400: errorResponse("Bad filter"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const q = c.req.valid("query");
      const rows = await baseQuery(db)
        .where(whereOf(q))
        .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id))
        .limit(EXPORT_LIMIT);
      const body = toCsv([
        [
          "Paid on",
          "Property",
          "Landlord",
          "Tenant",
          "Amount",
          "Currency",
          "Method",
          "Reference",
          "Status",
          "Payment id",
          "Tenancy id",
        ],
        ...rows.map((r) => [
          r.paidOn,
          r.propertyTitle,
          r.landlordName,
          r.tenantName,
          (r.amount / 100).toFixed(2),
          r.currency,
          r.method,
          r.reference,
          r.status,
          r.id,
          r.tenancyId,
        ]),
      ]);
      const stamp = new Date().toISOString().slice(0, 10);
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="payments-${stamp}.csv"`,
        "Cache-Control": "private, no-store",
      }) as never;
    },
  );

  return app;
}
