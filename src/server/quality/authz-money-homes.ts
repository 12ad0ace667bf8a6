import { addYears, today } from "@shared/dates";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { managementAgreements, properties, propertyOwners } from "../db/schema";
import { createInvitation } from "../features/auth/invitations";
import { requestAs, signedInUser, type TestUser } from "../test/harness";
import { type CellInput, type Expected, managedRow, only, type RouteCase, staffOnly } from "./authz-rows";
import type { Side, World } from "./world";

/**
 * Authorization-matrix rows of a home's owners, values and agreement, fee income and co-owner
 * invitations (issue 17), spread into authz-table.ts. Reads: the home's landlord, its agent,
 * admins (404 for anyone else; tenants 403 by the `properties` feature). Owners and the agreement
 * are changed by the landlord account and admins only: the agent reads them (403 on writes).
 * The co-owner boundary is checked on the landlord's own cell of GET /api/money/homes/{id}: an
 * accepted co-owner reads a home and changes nothing, a pending co-owner sees nothing.
 */

/** Landlord account and admins write; the home's agent may read, so 403 rather than 404. */
const ownerWrite = (
  ok: number,
): Record<"anonymous" | "admin" | "agent" | "landlord" | "tenant", Expected> => ({
  ...managedRow(ok),
  agent: [403, 404],
});

const home = (c: CellInput, tail = "") => `/api/money/homes/${c.side.propertyId}${tail}`;

async function ensureAgreement(c: CellInput) {
  const [p] = await c.w.ctx.database.db
    .select({ agentId: properties.agentId })
    .from(properties)
    .where(eq(properties.id, c.side.propertyId));
  await c.w.ctx.database.db
    .insert(managementAgreements)
    .values({
      propertyId: c.side.propertyId,
      agentId: p?.agentId ?? null,
      feeBp: 1000,
      vatBp: 2000,
      startsOn: addYears(today(), -1),
    })
    .onConflictDoNothing();
}

const agreementBody = () => ({ feeBp: 1200, fixedFeeMinor: 0, vatBp: 2000, startsOn: addYears(today(), -1) });

/** A fresh home of side B's landlord, shared 60/40 with `who` invited (not yet accepted). */
async function invitedTo(w: World, who: TestUser, side: Side = w.b) {
  const { db } = w.ctx.database;
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: side.landlord.id,
      title: "Matrix shared flat",
      type: "flat",
      status: "let",
      addressLine1: "3 Share Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
    })
    .returning({ id: properties.id });
  const created = await createInvitation(db, {
    email: who.email,
    role: "landlord",
    invitedBy: side.landlord.id,
  });
  await db.insert(propertyOwners).values([
    { propertyId: p!.id, userId: side.landlord.id, displayName: "B", shareBp: 6000, isPrimary: true },
    {
      propertyId: p!.id,
      displayName: "Invited",
      inviteEmail: who.email,
      invitationId: created.invitation.id,
      shareBp: 4000,
    },
  ]);
  return { propertyId: p!.id, token: created.token };
}

/** An accepted co-owner reads and cannot write; a pending one sees nothing (404). */
async function coOwnerBoundary(c: CellInput) {
  const { w } = c;
  const [co, pending] = await Promise.all([signedInUser(w.ctx, "landlord"), signedInUser(w.ctx, "landlord")]);
  const shared = await invitedTo(w, co);
  const accepted = await requestAs(w.ctx, co, "/api/money/owner-invitations/accept", {
    method: "POST",
    json: { token: shared.token },
  });
  expect(accepted.status, "co-owner accepts").toBe(200);
  const waiting = await invitedTo(w, pending);
  const at = (id: string, tail = "") => `/api/money/homes/${id}${tail}`;
  const status = async (u: TestUser, path: string, method = "GET", json?: unknown) =>
    (await requestAs(w.ctx, u, path, { method, json })).status;
  expect(await status(co, at(shared.propertyId)), "co-owner reads the home").toBe(200);
  expect(await status(co, at(shared.propertyId, "/owners")), "co-owner reads the owners").toBe(200);
  expect(
    await status(co, at(shared.propertyId, "/owners"), "PUT", { owners: [{ name: "X", shareBp: 10_000 }] }),
  ).toBe(403);
  expect(
    await status(co, at(shared.propertyId, "/values"), "PUT", {
      purchasePriceMinor: 1,
      purchasedOn: null,
      currentValueMinor: null,
    }),
  ).toBe(403);
  expect(await status(co, at(shared.propertyId, "/agreement"), "PUT", agreementBody())).toBe(403);
  expect(await status(co, at(shared.propertyId, "/agreement"), "DELETE")).toBe(403);
  expect(await status(co, at(c.w.b.propertyId)), "co-owner: other homes stay hidden").toBe(404);
  expect(await status(pending, at(waiting.propertyId)), "pending co-owner has no access").toBe(404);
  expect(await status(pending, at(waiting.propertyId, "/owners"))).toBe(404);
}

export const moneyHomeCases: Record<string, RouteCase> = {
  "GET /api/money/homes": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/homes" }),
  },
  "GET /api/money/homes/{propertyId}": {
    expect: managedRow(200),
    request: (c) => ({ path: home(c) }),
    verify: async (c) => {
      if (c.actor === "landlord" && c.row === "own") await coOwnerBoundary(c);
    },
  },
  "GET /api/money/homes/{propertyId}/owners": {
    expect: managedRow(200),
    request: (c) => ({ path: home(c, "/owners") }),
  },
  "PUT /api/money/homes/{propertyId}/owners": {
    expect: ownerWrite(200),
    request: (c) => ({
      path: home(c, "/owners"),
      json: { owners: [{ name: "Matrix Owner", shareBp: 10_000 }] },
    }),
  },
  "PUT /api/money/homes/{propertyId}/values": {
    expect: managedRow(200),
    request: (c) => ({
      path: home(c, "/values"),
      json: { purchasePriceMinor: 25_000_000, purchasedOn: "2018-05-01", currentValueMinor: 30_000_000 },
    }),
  },
  "GET /api/money/homes/{propertyId}/agreement": {
    expect: managedRow(200),
    request: async (c) => {
      await ensureAgreement(c);
      return { path: home(c, "/agreement") };
    },
  },
  "PUT /api/money/homes/{propertyId}/agreement": {
    expect: ownerWrite(200),
    request: (c) => ({ path: home(c, "/agreement"), json: agreementBody() }),
  },
  "DELETE /api/money/homes/{propertyId}/agreement": {
    expect: ownerWrite(200),
    request: async (c) => {
      await ensureAgreement(c);
      return { path: home(c, "/agreement") };
    },
  },
  "GET /api/money/fees": {
    expect: only(["admin", "agent"], 200),
    request: () => ({ path: "/api/money/fees" }),
  },
  "POST /api/money/owner-invitations/accept": {
    // Each caller holds a fresh invitation to their own address: only a landlord account accepts.
    expect: { ...only(["landlord"], 200) },
    request: async (c) => {
      if (!c.user) return { path: "/api/money/owner-invitations/accept", json: { token: "x".repeat(32) } };
      const { token } = await invitedTo(c.w, c.user);
      return { path: "/api/money/owner-invitations/accept", json: { token } };
    },
  },
};
