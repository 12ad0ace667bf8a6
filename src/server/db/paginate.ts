import type { Paged } from "@shared/schemas/admin";
import { count, type SQL } from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client";

/** The page a list endpoint was asked for (the shared zod `pageQuery` gives both, bounded). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list: runs the ordered query with LIMIT/OFFSET and the count beside it, and maps
 * the rows. The query must have its ORDER BY ending in a unique column, so pages never overlap.
 *
 *   return paginate(q, db.select().from(t).where(where).orderBy(desc(t.at), t.id).$dynamic(),
 *     countWhere(db, t, where), toDto);
 */
export async function paginate<Q extends PgSelect, T>(
  req: PageRequest,
  rows: Q,
  total: Promise<number>,
  map: (row: Awaited<Q>[number]) => T,
): Promise<Paged<T>> {
  const [items, n] = await Promise.all([
    rows.limit(req.pageSize).offset((req.page - 1) * req.pageSize),
    total,
  ]);
  return { items: (items as Awaited<Q>).map(map), total: n, page: req.page, pageSize: req.pageSize };
}

/** COUNT(*) of a table (or a join built by `from`) under a filter. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Escapes LIKE wildcards in user text, for `ilike(column, \`%${likeEscape(q)}%\`)`. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
