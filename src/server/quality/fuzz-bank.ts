import type { TestUser } from "../test/harness";
import { bankCases } from "./authz-bank";
import type { World } from "./world";

/** Fuzz targets of bank reconciliation (spread into fuzz-targets.ts): fresh lines of side A's landlord. */
type Rows = Record<string, string>;
interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

/** The body the matrix row builds for side A's landlord on a permitted cell (a fresh line made there). */
const matrixBody = async (w: World, key: string) =>
  (
    await bankCases[key]!.request({
      w,
      side: w.a,
      permitted: true,
      actor: "landlord",
      user: w.a.landlord,
      row: "own",
    })
  ).json as Record<string, unknown>;

export const bankFuzzTargets: Record<string, Target> = {
  "POST /api/money/bank/lines/confirm": {
    prepare: async (w) => ({
      body: JSON.stringify(await matrixBody(w, "POST /api/money/bank/lines/confirm")),
    }),
    as: (w) => w.a.landlord,
    path: () => "/api/money/bank/lines/confirm",
    valid: (_w, r) => JSON.parse(r.body!) as Record<string, unknown>,
  },
  "POST /api/money/bank/lines/ignore": {
    prepare: async (w) => ({
      body: JSON.stringify(await matrixBody(w, "POST /api/money/bank/lines/ignore")),
    }),
    as: (w) => w.a.landlord,
    path: () => "/api/money/bank/lines/ignore",
    valid: (_w, r) => JSON.parse(r.body!) as Record<string, unknown>,
  },
};
