import { taxYearOf } from "@shared/accounts/tax-year";
import { today as londonToday } from "@shared/dates";
import { type CellInput, only, type RouteCase, staffOnly } from "./authz-rows";

/**
 * Authorization-matrix rows of the money reports (issue 17 items 6 and 7), spread into
 * authz-table.ts. MTD figures are an owner's own tax record: landlords read their own (a co-owner
 * their share: tested in features/mtd/mtd.test.ts), admins any owner's with `ownerId`; agents are
 * refused with 403 (never owners: an owner's figures span homes other agents may manage), tenants
 * 403. The overview follows money read access: landlords their homes, agents the homes they
 * manage, admins all; tenants 403 by the `properties` feature.
 */

const year = () => taxYearOf(londonToday()).label;
/** Admins read side A's landlord; a landlord reads their own figures. */
const owner = (c: CellInput) => (c.actor === "admin" ? `&ownerId=${c.w.a.landlord.id}` : "");

/** The answer names side A's home and never side B's (admins see all homes in the overview). */
const onlyOwnHome =
  (adminSeesAll: boolean) =>
  async (c: CellInput, res: Response): Promise<void> => {
    if (res.status !== 200) return;
    const text = await res.text();
    if (!text.includes(c.w.a.propertyId)) throw new Error("the caller's own home is missing");
    const seesOther = text.includes(c.w.b.propertyId);
    if (adminSeesAll && c.actor === "admin") {
      if (!seesOther) throw new Error("the admin's overview misses a home");
    } else if (seesOther) throw new Error("shows another owner's home");
  };

export const mtdCases: Record<string, RouteCase> = {
  "GET /api/money/mtd": {
    expect: only(["admin", "landlord"], 200),
    note: "agents 403: MTD is the owner's own record",
    request: (c) => ({ path: `/api/money/mtd?taxYear=${year()}${owner(c)}` }),
    verify: onlyOwnHome(false),
  },
  "GET /api/money/mtd/export.csv": {
    expect: only(["admin", "landlord"], 200),
    request: (c) => ({ path: `/api/money/mtd/export.csv?taxYear=${year()}&quarter=1${owner(c)}` }),
  },
  "GET /api/money/mtd/export.json": {
    expect: only(["admin", "landlord"], 200),
    request: (c) => ({ path: `/api/money/mtd/export.json?taxYear=${year()}&quarter=4${owner(c)}` }),
  },
  "GET /api/money/mtd/transactions.csv": {
    expect: only(["admin", "landlord"], 200),
    request: (c) => ({ path: `/api/money/mtd/transactions.csv?taxYear=${year()}${owner(c)}` }),
  },
  "GET /api/money/overview": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/overview?months=12" }),
    verify: onlyOwnHome(true),
  },
};
