import { agencyMembers } from "../db/schema";
import type { TestUser } from "../test/harness";
import { agencyBody, type World } from "./world";

type Rows = Record<string, string>;
interface Target {
  prepare?(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid?(w: World, rows: Rows): Record<string, unknown>;
}

/** A new agent member of side A's agency (its member id). */
async function freshMember(w: World): Promise<Rows> {
  const user = await w.fresh.user("agent");
  const [row] = await w.ctx.database.db
    .insert(agencyMembers)
    .values({ agencyId: w.a.agencyId, userId: user.id, role: "negotiator" })
    .returning();
  return { id: row!.id };
}

/** Fuzz targets of agencies (spread into fuzz-targets.ts), sent by side A's agent (owner) or landlord. */
export const agencyFuzzTargets: Record<string, Target> = {
  "POST /api/agency": {
    as: (w) => w.a.agent,
    path: () => "/api/agency",
    valid: () => agencyBody("Fuzzed Agency"),
  },
  "PUT /api/agency": {
    as: (w) => w.a.agent,
    path: () => "/api/agency",
    valid: () => agencyBody("Agency A"),
  },
  "PATCH /api/agency/members/{id}": {
    prepare: freshMember,
    as: (w) => w.a.agent,
    path: (_w, r) => `/api/agency/members/${r.id}`,
    valid: () => ({ role: "accounts" }),
  },
  "POST /api/agency/invitations": {
    as: (w) => w.a.agent,
    path: () => "/api/agency/invitations",
    valid: () => ({ email: "fuzz-invitee@test.example", role: "negotiator" }),
  },
  "POST /api/agency-invitations/accept": {
    as: (w) => w.a.agent,
    path: () => "/api/agency-invitations/accept",
    valid: () => ({ token: "not-a-real-token-at-all" }),
  },
  "POST /api/agency/engagements": {
    as: (w) => w.a.agent,
    path: () => "/api/agency/engagements",
    valid: () => ({ email: "fuzz-landlord@test.example" }),
  },
  "POST /api/engagements": {
    as: (w) => w.a.landlord,
    path: () => "/api/engagements",
    valid: (w) => ({ agencyId: w.b.agencyId }),
  },
  "POST /api/engagements/{id}/accept": {
    as: (w) => w.a.landlord,
    path: () => `/api/engagements/${crypto.randomUUID()}/accept`,
    valid: () => ({}),
  },
};
