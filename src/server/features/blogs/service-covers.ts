import type { SessionUser } from "@shared/schemas/auth";
import { blogCoverWidths, type ManagedBlog } from "@shared/schemas/blogs";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { blogs } from "../../db/schema";
import {
  deleteImageVariants,
  processImageUpload,
  type StoredFile,
  storeImageVariants,
  type Upload,
} from "../../storage";
import { variantKey } from "../../storage/images";
import { type Actor, audit } from "../audit";
import { announced, findManaged } from "./service-manage";
import { findCover } from "./service-public";
import { canPublishDirectly } from "./service-review";
import { toManaged } from "./service-views";

type Deps = Pick<AppDeps, "database" | "storage">;

/**
 * One variant of a post's cover, if the viewer may see it: a published post's cover is public,
 * a draft's only for whoever manages it. `viewer` is asked for only when the post is not public.
 */
export async function readCover(
  deps: Deps,
  ids: { blogId: string; coverId: string; width: number },
  viewer: () => Promise<SessionUser | null>,
): Promise<{ file: StoredFile; public: boolean } | null> {
  const { blogId, coverId, width } = ids;
  const { database, storage } = deps;
  const found =
    (await findCover(database.db, blogId, coverId, null)) ??
    (await findCover(database.db, blogId, coverId, await viewer()));
  if (!found?.row.coverKey || !found.row.coverWidths?.includes(width)) return null;
  const file = await storage.get(variantKey(found.row.coverKey, width));
  return file ? { file, public: found.public } : null;
}

/** Points the post at a new cover; returns the old one so its files can be removed after commit. */
async function setCover(
  tx: Db,
  user: SessionUser,
  id: string,
  cover: { key: string; widths: number[] } | null,
) {
  const { blog: before, author } = await findManaged(tx, user, id, true);
  // A new cover on a published post by an author under review goes through review too.
  const toReview = before.published && !(await canPublishDirectly(tx, user));
  const [after] = await tx
    .update(blogs)
    .set({
      coverKey: cover?.key ?? null,
      coverWidths: cover?.widths ?? null,
      updatedAt: new Date(),
      ...(toReview ? { published: false, submittedAt: new Date() } : {}),
    })
    .where(eq(blogs.id, before.id))
    .returning();
  return {
    previous:
      before.coverKey && before.coverWidths ? { key: before.coverKey, widths: before.coverWidths } : null,
    post: toManaged(after!, author),
  };
}

/**
 * Uploads or replaces a post's cover: the post is checked first (404 before the body is read),
 * the image stored as WebP variants, the post pointed at it with an audit row, and the old
 * cover's files removed after commit (the new files are removed if the change fails).
 */
export async function uploadCover(
  deps: Deps,
  actor: Actor,
  user: SessionUser,
  id: string,
  read: () => Promise<Upload>,
): Promise<ManagedBlog> {
  const { database, storage } = deps;
  const { blog } = await findManaged(database.db, user, id);
  const upload = await read();
  const processed = await processImageUpload(upload.buffer, blogCoverWidths);
  const key = `blogs/${blog.id}/${crypto.randomUUID()}`;
  await storeImageVariants(storage, key, processed);
  let result: Awaited<ReturnType<typeof setCover>>;
  try {
    result = await announced(database.db, async (tx) => {
      const done = await setCover(tx, user, blog.id, { key, widths: processed.widths });
      await audit(tx, actor, {
        action: "cover_upload",
        entity: "blog",
        entityId: blog.id,
        details: { fileName: upload.name, type: upload.contentType, bytes: upload.buffer.length },
      });
      return done;
    });
  } catch (err) {
    await deleteImageVariants(storage, key, processed.widths);
    throw err;
  }
  if (result.previous) await deleteImageVariants(storage, result.previous.key, result.previous.widths);
  return result.post;
}

/** Removes the cover (audited when there was one), then its files after commit. */
export async function removeCover(deps: Deps, actor: Actor, user: SessionUser, id: string) {
  const { database, storage } = deps;
  const result = await announced(database.db, async (tx) => {
    const done = await setCover(tx, user, id, null);
    if (done.previous) {
      await audit(tx, actor, { action: "cover_delete", entity: "blog", entityId: done.post.id });
    }
    return done;
  });
  if (result.previous) await deleteImageVariants(storage, result.previous.key, result.previous.widths);
  return result.post;
}
