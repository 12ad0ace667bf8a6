import { addYears, today as londonToday } from "@shared/dates";
import { earliestRentIncreaseStart } from "@shared/law";
import { eq } from "drizzle-orm";
import { properties, rentIncreaseNotices, tenancies, tenancyRents } from "../db/schema";
import { type CellInput, managedRow, type RouteCase, tenancyRow } from "./authz-rows";
import type { Side, World } from "./world";

/**
 * Authorization-matrix rows of the rent history and section 13 rent increases (spread into
 * authz-table.ts). Each side gets a tenancy that started two years ago (so an increase is allowed)
 * with a served notice; permitted writes act on fresh notices. Rows are written straight to the
 * database: the API that makes them is what the rows test.
 */

/** A tenancy of the side's tenant on a fresh property of the side (assigned to its agent). */
export async function rentTenancy(w: World, side: Side): Promise<string> {
  const { db } = w.ctx.database;
  const propertyId = await w.fresh.property(side);
  await db.update(properties).set({ status: "let" }).where(eqId(propertyId));
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId,
      tenantId: side.tenant.id,
      status: "active",
      startDate: `${addYears(londonToday(), -2).slice(0, 8)}01`,
      rentAmount: 100_000,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: side.landlord.id,
    })
    .returning();
  await db.insert(tenancyRents).values({
    tenancyId: t!.id,
    effectiveDate: t!.startDate,
    amount: 100_000,
    frequency: "monthly",
    dueDay: 1,
    kind: "initial",
  });
  return t!.id;
}

const eqId = (id: string) => eq(properties.id, id);

/** The earliest start of a notice served today on a tenancy made by `rentTenancy`. */
export function earliestStart(): string {
  const today = londonToday();
  const start = earliestRentIncreaseStart(
    {
      tenancyStart: `${addYears(today, -2).slice(0, 8)}01`,
      lastIncreaseStart: null,
      servedOn: today,
      frequency: "monthly",
      dueDay: 1,
    },
    "england",
  );
  if (!start.ok) throw new Error(start.message);
  return start.value;
}

/** A notice on a fresh tenancy of the side, in the given state, starting on the earliest valid day. */
export async function notice(w: World, side: Side, status: "draft" | "served" | "challenged") {
  const tenancyId = await rentTenancy(w, side);
  const today = londonToday();
  const [n] = await w.ctx.database.db
    .insert(rentIncreaseNotices)
    .values({
      tenancyId,
      status,
      currentRent: 100_000,
      newRent: 110_000,
      frequency: "monthly",
      startDate: earliestStart(),
      servedOn: status === "draft" ? null : today,
      serviceMethod: status === "draft" ? null : "post",
      challengedOn: status === "challenged" ? today : null,
      createdBy: side.landlord.id,
    })
    .returning();
  return { tenancyId, nid: n!.id };
}

const shared = new WeakMap<Side, ReturnType<typeof notice>>();
/** The side's served notice, made once and left as it is. */
function servedNotice(w: World, side: Side) {
  if (!shared.has(side)) shared.set(side, notice(w, side, "served"));
  return shared.get(side)!;
}

const path = (n: { tenancyId: string; nid: string }, tail = "") =>
  `/api/tenancies/${n.tenancyId}/rent-increases/${n.nid}${tail}`;
/** A fresh notice in `status` for a permitted cell, else the side's shared one. */
const target = (c: CellInput, status: "draft" | "served" | "challenged") =>
  c.permitted ? notice(c.w, c.side, status) : servedNotice(c.w, c.side);

export const rentIncreaseCases: Record<string, RouteCase> = {
  "GET /api/tenancies/{id}/rents": {
    expect: tenancyRow(200),
    request: async (c) => ({ path: `/api/tenancies/${(await servedNotice(c.w, c.side)).tenancyId}/rents` }),
  },
  "POST /api/tenancies/{id}/rent-increases": {
    expect: managedRow(201),
    request: async (c) => {
      const fresh = c.permitted ? await notice(c.w, c.side, "draft") : await servedNotice(c.w, c.side);
      // A permitted cell proposes on a tenancy whose draft was withdrawn first (one open at a time).
      if (c.permitted)
        await c.w.ctx.database.db
          .update(rentIncreaseNotices)
          .set({ status: "withdrawn", withdrawnAt: new Date() })
          .where(eq(rentIncreaseNotices.id, fresh.nid));
      const start = (
        await c.w.ctx.database.db
          .select({ s: rentIncreaseNotices.startDate })
          .from(rentIncreaseNotices)
          .where(eq(rentIncreaseNotices.id, fresh.nid))
      )[0]!.s;
      return {
        path: `/api/tenancies/${fresh.tenancyId}/rent-increases`,
        json: { newRent: 120_000, startDate: start },
      };
    },
  },
  "PATCH /api/tenancies/{id}/rent-increases/{nid}": {
    expect: managedRow(200),
    note: "only a draft can change; the shared notice is served, so refusals never reach it",
    request: async (c) => {
      const n = await target(c, "draft");
      const [row] = await c.w.ctx.database.db
        .select({ s: rentIncreaseNotices.startDate })
        .from(rentIncreaseNotices)
        .where(eq(rentIncreaseNotices.id, n.nid));
      return { path: path(n), json: { newRent: 115_000, startDate: row!.s } };
    },
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/withdraw": {
    expect: managedRow(200),
    request: async (c) => ({ path: path(await target(c, "draft"), "/withdraw") }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/serve": {
    expect: managedRow(200),
    request: async (c) => ({
      path: path(await target(c, "draft"), "/serve"),
      json: { servedOn: londonToday(), method: "hand", note: "Handed to the tenant at the door" },
    }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/challenge": {
    expect: tenancyRow(200),
    note: "the tenant records their own referral to the tribunal; staff may record it for them",
    request: async (c) => ({
      path: path(await target(c, "served"), "/challenge"),
      json: { challengedOn: londonToday() },
    }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/decision": {
    expect: managedRow(200),
    request: async (c) => ({
      path: path(await target(c, "challenged"), "/decision"),
      json: { decidedRent: 105_000, decidedOn: londonToday() },
    }),
  },
  "GET /api/tenancies/{id}/rent-increases/{nid}/form-4a.pdf": {
    expect: tenancyRow(200),
    note: "the tenant sees a notice once it was served",
    request: async (c) => ({ path: path(await servedNotice(c.w, c.side), "/form-4a.pdf") }),
  },
};
