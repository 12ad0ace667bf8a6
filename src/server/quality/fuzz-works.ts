import type { TestUser } from "../test/harness";
import type { CellInput, RouteCase } from "./authz-rows";
import { worksCases } from "./authz-works";
import type { World } from "./world";

/**
 * Fuzz targets of contractors and works orders (spread into fuzz-targets.ts): the rows are made
 * by the matrix's own row makers (authz-works.ts) as a permitted cell of side A would make them.
 */
type Rows = Record<string, string>;
export interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

const cell = (w: World, actor: "landlord" | "agent"): CellInput => ({
  w,
  side: w.a,
  permitted: true,
  actor,
  user: w.a[actor],
  row: "own",
});

/** The path and body the matrix's permitted cell of `key` in `cases` uses. */
export function matrixTarget(
  cases: Record<string, RouteCase>,
  key: string,
  actor: "landlord" | "agent",
): Target {
  return {
    prepare: async (w) => {
      const req = await cases[key]!.request(cell(w, actor));
      return { path: req.path, body: JSON.stringify(req.json) };
    },
    as: (w) => w.a[actor],
    path: (_w, r) => r.path!,
    valid: (_w, r) => JSON.parse(r.body!) as Record<string, unknown>,
  };
}

const target = (key: string, actor: "landlord" | "agent") => matrixTarget(worksCases, key, actor);

export const worksFuzzTargets: Record<string, Target> = {
  "POST /api/contractors": target("POST /api/contractors", "agent"),
  "PUT /api/contractors/{id}": target("PUT /api/contractors/{id}", "agent"),
  "POST /api/support/tickets/{id}/works-orders": target(
    "POST /api/support/tickets/{id}/works-orders",
    "agent",
  ),
  "POST /api/works-orders/{id}/approval": target("POST /api/works-orders/{id}/approval", "landlord"),
  "POST /api/works-orders/{id}/invoice/approval": target(
    "POST /api/works-orders/{id}/invoice/approval",
    "agent",
  ),
  "PUT /api/works-settings/{id}": target("PUT /api/works-settings/{id}", "landlord"),
  "POST /api/works/{token}/response": target("POST /api/works/{token}/response", "agent"),
  "POST /api/works/{token}/appointment": target("POST /api/works/{token}/appointment", "agent"),
};
