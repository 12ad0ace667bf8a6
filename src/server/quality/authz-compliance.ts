import type { Side, World } from "./world";

/**
 * Authorization-matrix rows of the compliance engine (issue 16), spread into authz-table.ts: the
 * clock lists only the homes the caller manages, and a home's duties are its staff's alone.
 */
type Expected = number | readonly [number, number];
type Actor = "anonymous" | "admin" | "agent" | "landlord" | "tenant";
type Cell = { w: World; side: Side; actor: Actor; permitted: boolean };
type Row = {
  expect: Record<Actor, Expected>;
  note?: string;
  request(c: Cell): { path: string; json?: unknown } | Promise<{ path: string; json?: unknown }>;
  verify?(c: Cell, res: Response): Promise<void>;
};

export const managedRow = (ok: number) => ({
  anonymous: [401, 401] as const,
  admin: [ok, ok] as const,
  agent: [ok, 404] as const,
  landlord: [ok, 404] as const,
  tenant: [403, 403] as const,
});
const staffOnly = (ok: number): Record<Actor, Expected> => ({
  anonymous: 401,
  admin: ok,
  agent: ok,
  landlord: ok,
  tenant: 403,
});

export const complianceCases: Record<string, Row> = {
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
