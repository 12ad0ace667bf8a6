import { addDays, startOfLondonDay } from "@shared/dates";
import type { AuditEntry, auditQuerySchema, Paged } from "@shared/schemas/admin";
import { and, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, likeEscape, paginate } from "../../db/paginate";
import { auditLog } from "../../db/schema";

/*
 * Reading the audit log for the back office. Writing it is service.ts (audit(tx, actor, …)),
 * called by each feature's services inside the transaction of the change.
 */

type AuditQuery = z.output<typeof auditQuerySchema>;

/** Entries newest first, filtered by actor (id or part of the e-mail), action, entity and dates. */
export async function listAuditLog(db: Db, q: AuditQuery): Promise<Paged<AuditEntry>> {
  const filters: SQL[] = [];
  if (q.actor) {
    filters.push(or(eq(auditLog.actorId, q.actor), ilike(auditLog.actorEmail, `%${likeEscape(q.actor)}%`))!);
  }
  if (q.action) filters.push(eq(auditLog.action, q.action));
  if (q.entity) filters.push(eq(auditLog.entity, q.entity));
  // Dates are London calendar days: "to 1 July" ends at midnight in London, not in UTC.
  if (q.from) filters.push(gte(auditLog.at, startOfLondonDay(q.from)));
  if (q.to) filters.push(lt(auditLog.at, startOfLondonDay(addDays(q.to, 1))));
  const where = filters.length ? and(...filters) : undefined;
  return paginate(
    q,
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).$dynamic(),
    countWhere(db, auditLog, where),
    (r) => ({ ...r, at: r.at.toISOString() }),
  );
}

/** The actions and entities that occur in the log, for filter menus. */
export async function auditFacets(db: Db): Promise<{ actions: string[]; entities: string[] }> {
  const [actions, entities] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return { actions: actions.map((r) => r.v), entities: entities.map((r) => r.v) };
}
