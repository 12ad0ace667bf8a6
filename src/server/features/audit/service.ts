import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { clientIp } from "../../lib/client-ip";

export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** Defaults to the signed-in user of the request. */
  actor?: { id: string; email: string } | null;
}

/**
 * Appends one audit entry for the request. Pass the transaction of the change being
 * audited so the entry and the change commit or roll back together.
 */
export async function audit(c: Context<AppEnv>, input: AuditInput, tx?: Db): Promise<void> {
  const actor = input.actor === undefined ? c.get("user") : input.actor;
  await (tx ?? c.get("deps").database.db).insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    ip: clientIp(c),
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
    details: input.details ?? {},
  });
}
