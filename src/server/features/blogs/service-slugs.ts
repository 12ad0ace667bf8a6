import { AppError } from "@shared/errors";
import { isUuid, slugify } from "@shared/schemas/blogs";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogs } from "../../db/schema";

export const slugTaken = () =>
  new AppError("slug_taken", "Another post already uses this slug. Please choose a different one.", {
    slug: "Another post already uses this slug",
  });

/** Whether a unique-constraint error is about the slug (drizzle may wrap the driver error). */
function isSlugConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === "23505" && (e.constraint ?? e.message ?? "").includes("slug")) return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function slugInUse(tx: Db, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(exceptId ? and(eq(blogs.slug, slug), ne(blogs.id, exceptId)) : eq(blogs.slug, slug))
    .limit(1);
  return Boolean(row);
}

/**
 * The slug to store: a chosen slug must be free (409 naming the field otherwise); without one,
 * the title's slug with "-2", "-3"... added until it is free.
 */
export async function resolveSlug(tx: Db, chosen: string | undefined, title: string, exceptId?: string) {
  if (chosen) {
    if (await slugInUse(tx, chosen, exceptId)) throw slugTaken();
    return chosen;
  }
  const base = slugify(title).slice(0, 110).replace(/-+$/, "") || "post";
  const root = base.length < 3 || isUuid(base) ? `post-${base}` : base;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugInUse(tx, candidate, exceptId))) return candidate;
  }
  return `${root}-${crypto.randomUUID().slice(0, 8)}`;
}

/** Runs a write and turns a slug unique-violation (two saves racing for one slug) into the 409. */
export async function guardSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isSlugConflict(err)) throw slugTaken();
    throw err;
  }
}
