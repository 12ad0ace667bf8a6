import type { TestUser } from "../test/harness";
import { sideStatement } from "./authz-statements";
import type { World } from "./world";

type Rows = Record<string, string>;
interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

/** Fuzz targets of owner statements (spread into fuzz-targets.ts): the side's month exists, so no new rows. */
export const statementFuzzTargets: Record<string, Target> = {
  "POST /api/money/statements": {
    prepare: async (w) => ({ id: await sideStatement(w, w.a) }),
    as: (w) => w.a.landlord,
    path: () => "/api/money/statements",
    valid: () => ({ month: "2026-03" }),
  },
};
