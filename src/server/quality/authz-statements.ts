import { makeStatement } from "../features/statements/service";
import { managedRow, type RouteCase, staffOnly, tenancyRow } from "./authz-rows";
import type { Side, World } from "./world";

/**
 * Authorization-matrix rows of owner statements and a tenant's rent documents (issue 17 items 4
 * and 5; spread into authz-table.ts). Each side's landlord gets a statement for March 2026, made
 * once, so a permitted POST answers the stored one (200) and reads have a row: "other" is side B's.
 * Receipts: the side's completed payment under its tenancy; another tenancy's payment under one's
 * own tenancy is a 404 too (statements/tenant-documents.test.ts).
 */
export const MATRIX_STATEMENT_MONTH = "2026-03";

const made = new WeakMap<Side, Promise<string>>();
/** The side's landlord's statement of March 2026 (its id). */
export function sideStatement(w: World, side: Side): Promise<string> {
  if (!made.has(side))
    made.set(
      side,
      makeStatement(w.ctx.database.db, side.landlord.id, MATRIX_STATEMENT_MONTH).then((m) => {
        if (!m) throw new Error("The side's landlord holds no home");
        return m.id;
      }),
    );
  return made.get(side)!;
}

export const statementCases: Record<string, RouteCase> = {
  "GET /api/money/statements": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/statements" }),
  },
  "GET /api/money/statement-owners": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/statement-owners" }),
  },
  "POST /api/money/statements": {
    expect: managedRow(200),
    note: "the side's statement exists, so a permitted request answers it; an agent makes them for the owners of homes they manage",
    request: async (c) => {
      await sideStatement(c.w, c.side);
      return {
        path: "/api/money/statements",
        json: { ownerId: c.side.landlord.id, month: MATRIX_STATEMENT_MONTH },
      };
    },
  },
  "GET /api/money/statements/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/money/statements/${await sideStatement(c.w, c.side)}` }),
  },
  "GET /api/money/statements/{id}/pdf": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/money/statements/${await sideStatement(c.w, c.side)}/pdf` }),
  },
  "GET /api/tenancies/{id}/payments/{paymentId}/receipt.pdf": {
    expect: tenancyRow(200),
    request: (c) => ({
      path: `/api/tenancies/${c.side.tenancyId}/payments/${c.side.completedPaymentId}/receipt.pdf`,
    }),
  },
  "GET /api/tenancies/{id}/statement.pdf": {
    expect: tenancyRow(200),
    request: (c) => ({
      path: `/api/tenancies/${c.side.tenancyId}/statement.pdf?from=2026-01-01&to=2026-12-31`,
    }),
  },
};
