import { today } from "@shared/dates";
import type { TestUser } from "../test/harness";
import { earliestStart, notice, rentTenancy } from "./authz-rent-increases";
import type { World } from "./world";

/** Fuzz targets of the section 13 rent-increase endpoints (spread into fuzz-targets.ts). */
type Rows = Record<string, string>;
interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

const on = (status: "draft" | "served" | "challenged") => async (w: World) => {
  const n = await notice(w, w.a, status);
  return { id: n.tenancyId, nid: n.nid };
};
const at = (tail: string) => (_w: World, r: Rows) => `/api/tenancies/${r.id}/rent-increases/${r.nid}${tail}`;

export const rentIncreaseFuzzTargets: Record<string, Target> = {
  "POST /api/tenancies/{id}/rent-increases": {
    prepare: async (w) => ({ id: await rentTenancy(w, w.a) }),
    as: (w) => w.a.landlord,
    path: (_w, r) => `/api/tenancies/${r.id}/rent-increases`,
    valid: () => ({ newRent: 120_000, startDate: earliestStart() }),
  },
  "PATCH /api/tenancies/{id}/rent-increases/{nid}": {
    prepare: on("draft"),
    as: (w) => w.a.agent,
    path: at(""),
    valid: () => ({ newRent: 115_000, startDate: earliestStart() }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/serve": {
    prepare: on("draft"),
    as: (w) => w.a.landlord,
    path: at("/serve"),
    valid: () => ({ servedOn: today(), method: "post", note: "Certificate of posting kept" }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/challenge": {
    prepare: on("served"),
    as: (w) => w.a.tenant,
    path: at("/challenge"),
    valid: () => ({ challengedOn: today() }),
  },
  "POST /api/tenancies/{id}/rent-increases/{nid}/decision": {
    prepare: on("challenged"),
    as: (w) => w.a.landlord,
    path: at("/decision"),
    valid: () => ({ decidedRent: 105_000, decidedOn: today() }),
  },
};
