/**
 * The authorization matrix's vocabulary, shared by authz-table.ts and the row files spread into it
 * (rent increases, compliance, records, the clock): who calls, what a cell expects, and the usual
 * expectations of a route.
 */
import type { TestUser } from "../test/harness";
import type { Side, World } from "./world";

export const actors = ["anonymous", "admin", "agent", "landlord", "tenant"] as const;
export type Actor = (typeof actors)[number];
export type RowKind = "own" | "other";

/** One status, or own-row / other-row statuses. */
export type Expected = number | readonly [own: number, other: number];

export const all = (s: number): Record<Actor, Expected> => ({
  anonymous: s,
  admin: s,
  agent: s,
  landlord: s,
  tenant: s,
});
/** Signed-in users only, same status for each. */
export const signedIn = (s: number): Record<Actor, Expected> => ({ ...all(s), anonymous: 401 });
export const only = (roles: Actor[], ok: number): Record<Actor, Expected> => ({
  anonymous: 401,
  admin: roles.includes("admin") ? ok : 403,
  agent: roles.includes("agent") ? ok : 403,
  landlord: roles.includes("landlord") ? ok : 403,
  tenant: roles.includes("tenant") ? ok : 403,
});
/** Landlords, agents and admins (the `properties` feature); tenants 403. */
export const staffOnly = (ok: number) => only(["admin", "agent", "landlord"], ok);
/**
 * A row managed as a property is: admin all, landlord own, agent assigned; the tenant is refused
 * by the `properties` feature (403) before any row is looked at.
 */
export const managedRow = (ok: number): Record<Actor, Expected> => ({
  anonymous: [401, 401],
  admin: [ok, ok],
  agent: [ok, 404],
  landlord: [ok, 404],
  tenant: [403, 403],
});
/** A row read "as the tenancy": its property's staff, its tenant, admins. */
export const tenancyRow = (ok: number): Record<Actor, Expected> => ({ ...managedRow(ok), tenant: [ok, 404] });

export interface CellInput {
  w: World;
  actor: Actor;
  /** The caller (undefined when anonymous). */
  user: TestUser | undefined;
  /** null for routes without rows. */
  row: RowKind | null;
  /** The side the row belongs to: A for own (and row-less routes), B for other. */
  side: Side;
  /** The cell expects a 2xx: if the request writes, it must act on fresh rows. */
  permitted: boolean;
}

export interface CellRequest {
  path: string;
  json?: unknown;
  form?: Record<string, string | Blob>;
  headers?: Record<string, string>;
  /** Act as someone else than the cell's user (e.g. a fresh session to sign out). */
  as?: TestUser | undefined;
}

export interface RouteCase {
  expect: Record<Actor, Expected>;
  request(cell: CellInput): CellRequest | Promise<CellRequest>;
  /** Extra checks after the request (e.g. that another user's row was left alone). */
  verify?(cell: CellInput, res: Response): Promise<void>;
  note?: string;
}
