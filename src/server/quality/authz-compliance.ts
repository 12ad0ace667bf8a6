import { managedRow, type RouteCase, staffOnly } from "./authz-rows";

/**
 * Authorization-matrix rows of the compliance engine (issue 16), spread into authz-table.ts: the
 * clock lists only the homes the caller manages, and a home's duties are its staff's alone.
 */

export const complianceCases: Record<string, RouteCase> = {
  "GET /api/compliance/duties": {
    expect: staffOnly(200),
    note: "the clock holds the caller's homes only (admins: all)",
    request: () => ({ path: "/api/compliance/duties" }),
    verify: async (c, res) => {
      if (res.status !== 200) return;
      const text = await res.text();
      if (!text.includes(c.w.a.propertyId))
        throw new Error("the caller's own home is missing from the clock");
      const seesOther = text.includes(c.w.b.propertyId);
      if (c.actor !== "admin" && seesOther) throw new Error("the clock shows another user's home");
      if (c.actor === "admin" && !seesOther) throw new Error("the admin's clock misses a home");
    },
  },
  "GET /api/compliance/homes/{propertyId}": {
    expect: managedRow(200),
    request: (c) => ({ path: `/api/compliance/homes/${c.side.propertyId}` }),
  },
};
