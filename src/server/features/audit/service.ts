import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { Db } from "../../db/client";
import { auditLog } from "../../db/schema";
import { clientIp } from "../../lib/client-ip";

/** Who did something and from where: taken from the request once, in the handler. */
export interface Actor {
  /** The signed-in user, or null for an anonymous action (a failed sign-in, a reset by link). */
  user: { id: string; email: string } | null;
  ip: string | null;
  userAgent: string | null;
}

export interface AuditInput {
  action: string;
  entity: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
}

/** The actor of a request: the signed-in user (if any), the client address and user agent. */
export function requestActor(
  c: Context<AppEnv>,
  user: { id: string; email: string } | null = c.get("user") ?? null,
): Actor {
  return {
    user: user ? { id: user.id, email: user.email } : null,
    ip: clientIp(c),
    userAgent: c.req.header("user-agent")?.slice(0, 500) ?? null,
  };
}

/** The same actor, but acting anonymously (the entry names no user). */
export const anonymous = (actor: Actor): Actor => ({ ...actor, user: null });

/** An actor for work the system does on its own (jobs, seeding). */
export const systemActor: Actor = { user: null, ip: null, userAgent: "keyhold" };

/**
 * Appends one audit entry. Services call it with the transaction of the change being audited,
 * so the entry and the change commit or roll back together.
 */
export async function audit(db: Db, actor: Actor, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.user?.id ?? null,
    actorEmail: actor.user?.email ?? null,
    action: input.action,
    entity: input.entity,
    entityId: input.entityId ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
    details: input.details ?? {},
  });
}

/**
 * Transitional: the request-bound form. Every call moves to `audit(tx, actor, …)` in a service;
 * this goes when the last caller has.
 * @deprecated use audit(tx, requestActor(c), input) inside the service.
 */
export async function auditRequest(
  c: Context<AppEnv>,
  input: AuditInput & { actor?: { id: string; email: string } | null },
  tx?: Db,
): Promise<void> {
  const user = input.actor === undefined ? (c.get("user") ?? null) : input.actor;
  const { actor: _ignored, ...rest } = input;
  await audit(tx ?? c.get("deps").database.db, requestActor(c, user), rest);
}
