import type { TestUser } from "../test/harness";
import { expenseCases } from "./authz-expenses";
import type { World } from "./world";

/** Fuzz targets of expenses (spread into fuzz-targets.ts): side A's home, a fresh expense to change. */
type Rows = Record<string, string>;
interface Target {
  prepare(w: World): Promise<Rows>;
  as(w: World): TestUser | undefined;
  path(w: World, rows: Rows): string;
  valid(w: World, rows: Rows): Record<string, unknown>;
}

const expense = (w: World) => ({
  propertyId: w.a.propertyId,
  paidOn: "2026-02-01",
  supplier: "Fuzz Plumbing",
  description: "Fuzzed",
  amountMinor: 12_345,
  vatMinor: 2_057,
  category: "repairsAndMaintenance",
  capital: false,
  paidBy: "owner",
});

export const expenseFuzzTargets: Record<string, Target> = {
  "POST /api/money/expenses": {
    prepare: async () => ({}),
    as: (w) => w.a.landlord,
    path: () => "/api/money/expenses",
    valid: expense,
  },
  "PUT /api/money/expenses/{id}": {
    prepare: async (w) => ({
      path: (
        await expenseCases["PUT /api/money/expenses/{id}"]!.request({
          w,
          side: w.a,
          permitted: true,
          actor: "agent",
          user: w.a.agent,
          row: "own",
        })
      ).path,
    }),
    as: (w) => w.a.agent,
    path: (_w, r) => r.path!,
    valid: expense,
  },
};
