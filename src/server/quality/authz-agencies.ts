import type { AgencyRole } from "@shared/permissions";
import { agencyEngagements, agencyInvitations, agencyMembers } from "../db/schema";
import { makeAgency } from "../features/agencies/agencies.factories";
import { hashToken } from "../features/agencies/common";
import type { TestUser } from "../test/harness";
import { type Actor, all, type CellInput, type Expected, only, type RouteCase } from "./authz-rows";
import { agencyBody, pngBlob, type Side } from "./world";

/**
 * Authorization-matrix rows of agencies (issue 18 item 1; spread into authz-table.ts). Each side's
 * agent owns the side's agency, engaged by the side's landlord; "other" rows belong to side B's
 * agency or landlord and answer 404. The agency boundary on homes, tenancies and money is covered by
 * every managed-row route: side B's homes are agency B's.
 */
const db = (c: CellInput) => c.w.ctx.database.db;

/** A row of the side's agency (agents) or of the side's landlord (landlords): either 200 or 404. */
const agentOrLandlordRow = (ok: number): Record<Actor, Expected> => ({
  anonymous: [401, 401],
  admin: [403, 403],
  agent: [ok, 404],
  landlord: [ok, 404],
  tenant: [403, 403],
});
const agentRow = (ok: number): Record<Actor, Expected> => ({
  ...agentOrLandlordRow(ok),
  landlord: [403, 403],
});

/** A fresh member of the side's agency (a new agent account): its member id. */
async function freshMember(c: CellInput, role: AgencyRole = "negotiator") {
  const user = await c.w.fresh.user("agent");
  const [row] = await db(c)
    .insert(agencyMembers)
    .values({ agencyId: c.side.agencyId, userId: user.id, role })
    .returning();
  return row!.id;
}

/** A pending invitation to join the side's agency, for `email` (with its token). */
async function freshInvitation(
  c: CellInput,
  side: Side,
  email = `invitee-${crypto.randomUUID()}@test.example`,
) {
  const token = crypto.randomUUID();
  const [row] = await db(c)
    .insert(agencyInvitations)
    .values({
      agencyId: side.agencyId,
      email,
      role: "negotiator",
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row!.id, token };
}

/**
 * An engagement the caller is the side of: for a landlord, a new agency with the side's landlord;
 * for an agent (and others), a new landlord with the side's agency. Pending (asked by the other
 * side, to accept) or active (to end).
 */
async function freshEngagement(c: CellInput, status: "pending" | "active") {
  const asLandlord = c.actor === "landlord";
  const agencyId = asLandlord ? await makeAgency(db(c)) : c.side.agencyId;
  const landlordId = asLandlord ? c.side.landlord.id : (await c.w.fresh.user("landlord")).id;
  const [row] = await db(c)
    .insert(agencyEngagements)
    .values({ agencyId, landlordId, status, requestedBy: asLandlord ? "agency" : "landlord" })
    .returning();
  return row!.id;
}

export const agencyCases: Record<string, RouteCase> = {
  "GET /api/agency": { expect: only(["agent"], 200), request: () => ({ path: "/api/agency" }) },
  "POST /api/agency": {
    expect: only(["agent"], 201),
    note: "an agent with no agency (a fresh one) founds one; the side's agent already has one (409, agencies.test.ts)",
    request: async (c) => ({
      path: "/api/agency",
      json: agencyBody("Fresh Agency"),
      ...(c.actor === "agent" ? { as: await c.w.fresh.user("agent") } : {}),
    }),
  },
  "PUT /api/agency": {
    expect: only(["agent"], 200),
    request: () => ({ path: "/api/agency", json: agencyBody("Agency A") }),
  },
  "PATCH /api/agency/members/{id}": {
    expect: agentRow(200),
    request: async (c) => ({
      path: `/api/agency/members/${await freshMember(c)}`,
      json: { role: "accounts" },
    }),
  },
  "DELETE /api/agency/members/{id}": {
    expect: agentRow(200),
    request: async (c) => ({ path: `/api/agency/members/${await freshMember(c)}` }),
  },
  "POST /api/agency/invitations": {
    expect: only(["agent"], 200),
    request: () => ({
      path: "/api/agency/invitations",
      json: { email: "invitee@test.example", role: "negotiator" },
    }),
  },
  "DELETE /api/agency/invitations/{id}": {
    expect: agentRow(200),
    request: async (c) => ({ path: `/api/agency/invitations/${(await freshInvitation(c, c.side)).id}` }),
  },
  "POST /api/agency-invitations/accept": {
    expect: only(["agent"], 200),
    note: "a fresh agent accepts an invitation sent to their address",
    request: async (c) => {
      const invitee = await c.w.fresh.user("agent");
      const { token } = await freshInvitation(c, c.w.a, invitee.email);
      return {
        path: "/api/agency-invitations/accept",
        json: { token },
        ...(c.actor === "agent" ? { as: invitee } : {}),
      };
    },
  },
  "POST /api/agency/engagements": {
    expect: only(["agent"], 200),
    request: () => ({ path: "/api/agency/engagements", json: { email: "landlord-invitee@test.example" } }),
  },
  "GET /api/agencies": {
    expect: only(["landlord", "admin"], 200),
    request: () => ({ path: "/api/agencies?q=Agency" }),
  },
  "GET /api/manage/agencies": {
    expect: only(["landlord", "admin"], 200),
    request: () => ({ path: "/api/manage/agencies" }),
  },
  "GET /api/engagements": { expect: only(["landlord"], 200), request: () => ({ path: "/api/engagements" }) },
  "POST /api/engagements": {
    expect: only(["landlord"], 200),
    note: "asks a new agency (the side's is engaged already)",
    request: async (c) => ({ path: "/api/engagements", json: { agencyId: await makeAgency(db(c)) } }),
  },
  "POST /api/engagements/{id}/accept": {
    expect: agentOrLandlordRow(200),
    request: async (c) => ({
      path: `/api/engagements/${await freshEngagement(c, "pending")}/accept`,
      json: {},
    }),
  },
  "POST /api/engagements/{id}/end": {
    expect: agentOrLandlordRow(200),
    request: async (c) => ({ path: `/api/engagements/${await freshEngagement(c, "active")}/end` }),
  },
  "POST /api/agency/logo": {
    expect: only(["agent"], 201),
    note: "the caller's agency (owner, manager)",
    request: async () => ({ path: "/api/agency/logo", form: { file: await pngBlob(200, 80) } }),
  },
  "DELETE /api/agency/logo": {
    expect: only(["agent"], 200),
    note: "the caller's agency; permitted cells upload one first",
    request: async (c) => {
      if (c.permitted) await logoOf(c, c.user!);
      return { path: "/api/agency/logo" };
    },
  },
  "GET /api/agency-logos/{logoId}/{width}": {
    expect: all(200),
    note: "public, like the agency's name (side A's agency's current logo)",
    request: async (c) => ({ path: await logoOf(c, c.w.a.agent) }),
  },
};

/** Uploads a logo for `user`'s agency; its URL. */
async function logoOf(c: CellInput, user: TestUser): Promise<string> {
  const form = new FormData();
  form.set("file", await pngBlob(200, 80), "logo.png");
  const res = await c.w.ctx.app.request("/api/agency/logo", {
    method: "POST",
    headers: { cookie: user.cookie },
    body: form,
  });
  if (res.status !== 201) throw new Error(`uploading a logo answered ${res.status}`);
  return ((await res.json()) as { logoUrl: string }).logoUrl;
}
