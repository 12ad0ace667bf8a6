import { AppError } from "@shared/errors";
import type { Role } from "@shared/permissions";
import type { AdminUser, inviteSchema, userListQuerySchema, WaitlistEntry } from "@shared/schemas/admin";
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { endSessionsOf } from "../../auth/session-rows";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { countWhere, likeEscape, paginate } from "../../db/paginate";
import { users, waitlist } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { createInvitation, INVITATION_TTL_DAYS } from "../auth";
import { markWaitlistInvited } from "../contact";

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  phone: users.phone,
  banned: users.banned,
  createdAt: users.createdAt,
};

const toAdminUser = (
  row: { createdAt: Date; role: string } & Omit<AdminUser, "createdAt" | "role">,
): AdminUser => ({
  ...row,
  role: row.role as Role,
  createdAt: row.createdAt.toISOString(),
});

export async function listUsers(db: Db, q: z.output<typeof userListQuerySchema>) {
  const filters: SQL[] = [];
  if (q.q) {
    const pattern = `%${likeEscape(q.q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (q.role) filters.push(eq(users.role, q.role));
  if (q.status) filters.push(eq(users.banned, q.status === "suspended"));
  const where = filters.length ? and(...filters) : undefined;
  return paginate(
    q,
    db.select(adminUserColumns).from(users).where(where).orderBy(desc(users.createdAt), users.id).$dynamic(),
    countWhere(db, users, where),
    toAdminUser,
  );
}

/**
 * Locks the active admins, then refuses a change that would leave none; the lock makes two
 * admins demoting each other at once end with one admin, not zero.
 */
async function assertNotLastAdmin(tx: Db, target: { id: string; role: string; banned: boolean }) {
  if (target.role !== "admin" || target.banned) return;
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.banned, false)))
    .for("update");
  if (admins.length <= 1) {
    throw new AppError(
      "last_admin",
      "Keyhold needs at least one active administrator. Promote another admin first.",
    );
  }
}

async function lockUser(tx: Db, id: string) {
  const [row] = await tx.select(adminUserColumns).from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound("User not found");
  return row;
}

/** Changes a user's role (audited when it changes); never demotes the last active admin. */
export async function changeRole(db: Db, actor: Actor, id: string, role: Role): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.role !== role && role !== "admin") await assertNotLastAdmin(tx, target);
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(adminUserColumns);
    const after = toAdminUser(row!);
    if (target.role !== after.role) {
      await audit(tx, actor, {
        action: "role_change",
        entity: "user",
        entityId: id,
        details: { from: target.role, to: after.role, email: after.email },
      });
    }
    return after;
  });
}

/** Suspends (revoking every session of the user at once) or restores a user; audited. */
export async function setSuspended(db: Db, actor: Actor, id: string, suspended: boolean): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (suspended) {
      if (id === actor.user?.id) throw new AppError("self_suspend", "You can't suspend your own account.");
      await assertNotLastAdmin(tx, target);
    }
    const [row] = await tx
      .update(users)
      .set({ banned: suspended, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(adminUserColumns);
    if (suspended) await endSessionsOf(tx, id);
    await audit(tx, actor, {
      action: suspended ? "suspend" : "restore",
      entity: "user",
      entityId: id,
      details: { email: row!.email },
    });
    return toAdminUser(row!);
  });
}

/** The early-access waitlist, newest first (the latest 500). */
export async function listWaitlist(db: Db): Promise<WaitlistEntry[]> {
  const rows = await db.select().from(waitlist).orderBy(desc(waitlist.createdAt)).limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    invitedAt: r.invitedAt?.toISOString() ?? null,
  }));
}

/**
 * Invites someone to sign up: the invitation (and the waitlist entry marked invited) with its
 * audit row in one transaction, then the e-mail with the link.
 */
export async function inviteUser(
  deps: Pick<AppDeps, "database" | "mailer" | "config">,
  actor: Actor,
  input: z.output<typeof inviteSchema> & { inviterName: string },
) {
  const { database, mailer, config } = deps;
  const { email, role, inviterName } = input;
  const { token, invitation } = await database.db.transaction(async (tx) => {
    const created = await createInvitation(tx, { email, role, invitedBy: actor.user!.id });
    await markWaitlistInvited(tx, email);
    await audit(tx, actor, {
      action: "invite",
      entity: "invitation",
      entityId: created.invitation.id,
      details: { email, role },
    });
    return created;
  });
  const link = `${config.publicUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await mailer.send({
    to: email,
    kind: "invitation",
    subject: `Your invitation to ${config.site.appName}`,
    text: `Hello,\n\n${inviterName} has invited you to join ${config.site.appName} as a ${role}.\nCreate your account within ${INVITATION_TTL_DAYS} days with this link:\n\n${link}\n`,
  });
  return { email, expiresAt: invitation.expiresAt.toISOString() };
}
