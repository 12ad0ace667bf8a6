import { addDays, addYears, today } from "@shared/dates";
import type { TestUser } from "../test/harness";
import { complianceRecordCases } from "./authz-compliance-records";
import type { World } from "./world";

/** Fuzz targets of the compliance evidence records (spread into fuzz-targets.ts). */
type Rows = Record<string, string>;
interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

/** The path the matrix row builds for side A's landlord on a permitted cell (fresh rows made there). */
const matrixPath = async (w: World, key: string) =>
  (
    await complianceRecordCases[key]!.request({
      w,
      side: w.a,
      permitted: true,
      actor: "landlord",
      user: w.a.landlord,
      row: "own",
    })
  ).path;

const licence = () => ({
  kind: "selective",
  reference: "SEL-FUZZ",
  issuedOn: addDays(today(), -10),
  expiresOn: addYears(today(), 4),
  note: "Fuzzed",
});

export const complianceRecordFuzzTargets: Record<string, Target> = {
  "POST /api/compliance/homes/{propertyId}/licences": {
    prepare: async (w) => ({ path: await matrixPath(w, "POST /api/compliance/homes/{propertyId}/licences") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => r.path!,
    valid: licence,
  },
  "PUT /api/compliance/homes/{propertyId}/licences/{licenceId}": {
    prepare: async (w) => ({
      path: await matrixPath(w, "PUT /api/compliance/homes/{propertyId}/licences/{licenceId}"),
    }),
    as: (w) => w.a.agent,
    path: (_w, r) => r.path!,
    valid: licence,
  },
  "POST /api/compliance/tenancies/{tenancyId}/alarm-checks": {
    prepare: async () => ({}),
    as: (w) => w.a.landlord,
    path: (w) => `/api/compliance/tenancies/${w.a.tenancyId}/alarm-checks`,
    valid: () => ({ checkedOn: today(), smokeAlarmsOk: true, note: "All working" }),
  },
  "POST /api/compliance/tenancies/{tenancyId}/right-to-rent": {
    prepare: async () => ({}),
    as: (w) => w.a.landlord,
    path: (w) => `/api/compliance/tenancies/${w.a.tenancyId}/right-to-rent`,
    valid: () => ({
      occupierName: "Fuzz Adult",
      checkedOn: today(),
      method: "home_office_online",
      permission: "time_limited",
      permissionExpiresOn: addYears(today(), 2),
    }),
  },
  "PATCH /api/compliance/tenancies/{tenancyId}/right-to-rent": {
    prepare: async () => ({}),
    as: (w) => w.a.agent,
    path: (w) => `/api/compliance/tenancies/${w.a.tenancyId}/right-to-rent`,
    valid: () => ({ adultOccupiers: 2 }),
  },
  "PATCH /api/documents/{id}/remedial": {
    prepare: async (w) => ({ path: await matrixPath(w, "PATCH /api/documents/{id}/remedial") }),
    as: (w) => w.a.landlord,
    path: (_w, r) => r.path!,
    valid: () => ({
      outcome: "unsatisfactory",
      remedialDueOn: addDays(today(), 10),
      remedialDoneOn: today(),
      remedialConfirmedOn: today(),
    }),
  },
  "POST /api/documents/{id}/services": {
    prepare: async () => ({}),
    as: (w) => w.a.landlord,
    path: (w) => `/api/documents/${w.a.propertyDocumentId}/services`,
    valid: (w) => ({ tenancyId: w.a.tenancyId, method: "in_person", servedOn: today(), note: "By hand" }),
  },
};
