import type { Role } from "@shared/permissions";
import type { AdminUser, userListQuerySchema } from "@shared/schemas/admin";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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
    const pattern = `%${escapeLike(q.q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (q.role) filters.push(eq(users.role, q.role));
  if (q.status) filters.push(eq(users.banned, q.status === "suspended"));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: rows.map(toAdminUser), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
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
    throw new ApiError(
      409,
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

export async function changeRole(tx: Db, id: string, role: Role) {
  const target = await lockUser(tx, id);
  if (target.role !== role && role !== "admin") await assertNotLastAdmin(tx, target);
  const [row] = await tx
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  return { before: toAdminUser(target), after: toAdminUser(row!) };
}

/** Suspends and revokes every session of the user at once. */
export async function setSuspended(tx: Db, id: string, suspended: boolean, actorId: string) {
  const target = await lockUser(tx, id);
  if (suspended) {
    if (id === actorId) throw new ApiError(409, "self_suspend", "You can't suspend your own account.");
    await assertNotLastAdmin(tx, target);
  }
  const [row] = await tx
    .update(users)
    .set({ banned: suspended, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  if (suspended) await tx.delete(sessions).where(eq(sessions.userId, id));
  return toAdminUser(row!);
}
