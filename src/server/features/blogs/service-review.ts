import type { SessionUser } from "@shared/schemas/auth";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogTrustedAuthors, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";

/** Admins and trusted authors publish directly; every other author's "publish" sends the post for review. */
export async function canPublishDirectly(db: Db, user: SessionUser): Promise<boolean> {
  if (user.role === "admin") return true;
  const [row] = await db
    .select({ userId: blogTrustedAuthors.userId })
    .from(blogTrustedAuthors)
    .where(eq(blogTrustedAuthors.userId, user.id));
  return Boolean(row);
}

/**
 * An admin trusts (or stops trusting) an agent to publish without review; 404 for anyone else.
 * A change is audited; setting what is already so changes (and audits) nothing.
 */
export async function setAuthorTrust(db: Db, actor: Actor, userId: string, trusted: boolean) {
  await db.transaction(async (tx) => {
    const [author] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.role, "agent")));
    if (!author) throw notFound("No such agent");
    const changed = trusted
      ? await tx
          .insert(blogTrustedAuthors)
          .values({ userId, trustedBy: actor.user?.id ?? null })
          .onConflictDoNothing()
          .returning({ userId: blogTrustedAuthors.userId })
      : await tx
          .delete(blogTrustedAuthors)
          .where(eq(blogTrustedAuthors.userId, userId))
          .returning({ userId: blogTrustedAuthors.userId });
    if (changed.length === 0) return;
    await audit(tx, actor, {
      action: trusted ? "trust_author" : "untrust_author",
      entity: "user",
      entityId: userId,
      details: { name: author.name, email: author.email },
    });
  });
  return { trusted };
}
