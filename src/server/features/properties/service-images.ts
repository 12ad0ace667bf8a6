import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/** Property photos: serving a variant, uploading, arranging and deleting, each change audited. */

import { MAX_IMAGES_PER_PROPERTY, type PropertyImage } from "@shared/schemas/properties";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyImages, tenancies } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import {
  deleteImageVariants,
  processImageUpload,
  type Storage,
  type StoredFile,
  storeImageVariants,
  type Upload,
} from "../../storage";
import { variantKey } from "../../storage/images";
import { agentHomesCondition } from "../agencies";
import { type Actor, audit } from "../audit";
import { findManaged, type ImageRow, imagesOf, isUuid, publicCondition, toImage } from "./service";
import { listingsChanged } from "./service-listing";

/** An image and whether the caller may see it: public property, or one the caller manages. */
async function findImageForViewer(db: Db, imageId: string, user: Caller | null) {
  if (!isUuid(imageId)) return null;
  const [row] = await db
    .select({
      image: propertyImages,
      isPublic: sql<boolean>`(${publicCondition})`,
      landlordId: properties.landlordId,
      agentReaches:
        user?.role === "agent" ? sql<boolean>`(${agentHomesCondition(user.id)})` : sql<boolean>`false`,
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(eq(propertyImages.id, imageId));
  if (!row) return null;
  if (row.isPublic) return { image: row.image, public: true };
  let allowed =
    user &&
    (user.role === "admin" ||
      (user.role === "landlord" && row.landlordId === user.id) ||
      (user.role === "agent" && row.agentReaches));
  if (user?.role === "tenant") {
    const [home] = await db
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(and(eq(tenancies.propertyId, row.image.propertyId), eq(tenancies.tenantId, user.id)))
      .limit(1);
    allowed = Boolean(home);
  }
  return allowed ? { image: row.image, public: false } : null;
}

/**
 * One stored variant of a photo, if the viewer may see it, else 404. The viewer is only looked up
 * (`viewer()`, the session) when the photo is not public.
 */
export async function readImageVariant(
  deps: { db: Db; storage: Storage },
  imageId: string,
  width: number,
  viewer: () => Promise<Caller | null>,
): Promise<{ file: StoredFile; public: boolean }> {
  const found =
    (await findImageForViewer(deps.db, imageId, null)) ??
    (await findImageForViewer(deps.db, imageId, await viewer()));
  if (!found?.image.widths.includes(width)) throw notFound("Image not found");
  const file = await deps.storage.get(variantKey(found.image.storageKey, width));
  if (!file) throw notFound("Image not found");
  return { file, public: found.public };
}

async function countImages(db: Db, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return row?.n ?? 0;
}

function assertRoomForImage(existing: number) {
  if (existing >= MAX_IMAGES_PER_PROPERTY) {
    throw new AppError(
      "too_many_images",
      `A property can have at most ${MAX_IMAGES_PER_PROPERTY} photos. Delete one before adding another.`,
    );
  }
}

async function insertImage(
  tx: Db,
  values: {
    id: string;
    propertyId: string;
    storageKey: string;
    widths: number[];
    width: number;
    height: number;
    alt: string;
    uploadedBy: string;
  },
): Promise<PropertyImage> {
  const [agg] = await tx
    .select({ n: count(), maxPos: sql<number | null>`max(${propertyImages.position})` })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, values.propertyId));
  assertRoomForImage(agg?.n ?? 0);
  const [row] = await tx
    .insert(propertyImages)
    .values({ ...values, position: (agg?.maxPos ?? -1) + 1, isCover: (agg?.n ?? 0) === 0 })
    .returning();
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, values.propertyId));
  return toImage(row!);
}

/**
 * Adds a photo to a property the user manages: checks access and room first, then reads the
 * upload (`read()`, which answers 400/413 itself), stores its WebP variants and inserts the row
 * with its audit entry. The files are removed again if the row is not committed.
 */
export async function addImage(
  deps: { db: Db; storage: Storage },
  user: Caller,
  actor: Actor,
  propertyId: string,
  read: () => Promise<Upload>,
): Promise<PropertyImage> {
  const { db, storage } = deps;
  const property = await findManaged(db, user, propertyId);
  assertRoomForImage(await countImages(db, propertyId));
  const upload = await read();
  const processed = await processImageUpload(upload.buffer);
  const imageId = crypto.randomUUID();
  const storageKey = `properties/${propertyId}/${imageId}`;
  await storeImageVariants(storage, storageKey, processed);
  try {
    const image = await db.transaction(async (tx) => {
      await findManaged(tx, user, propertyId, true);
      const created = await insertImage(tx, {
        id: imageId,
        propertyId,
        storageKey,
        widths: processed.widths,
        width: processed.width,
        height: processed.height,
        alt: (upload.fields.alt ?? "").trim().slice(0, 200) || `Photo of ${property.title}`,
        uploadedBy: user.id,
      });
      await audit(tx, actor, {
        action: "image_upload",
        entity: "property",
        entityId: propertyId,
        details: { imageId, fileName: upload.name, type: upload.contentType, bytes: upload.buffer.length },
      });
      return created;
    });
    await listingsChanged(db);
    return image;
  } catch (err) {
    await deleteImageVariants(storage, storageKey, processed.widths);
    throw err;
  }
}

/** Applies a new order (a permutation of all the property's photos) and/or a new cover. */
async function applyArrangement(
  tx: Db,
  propertyId: string,
  input: { order?: string[]; coverId?: string },
): Promise<PropertyImage[]> {
  const current = await imagesOf(tx, propertyId);
  const ids = new Set(current.map((i) => i.id));
  if (input.order) {
    const given = new Set(input.order);
    if (
      given.size !== input.order.length ||
      given.size !== ids.size ||
      ![...given].every((id) => ids.has(id))
    ) {
      throw fieldError("order", "List every photo of this property exactly once");
    }
    for (const [position, id] of input.order.entries()) {
      await tx.update(propertyImages).set({ position }).where(eq(propertyImages.id, id));
    }
  }
  if (input.coverId) {
    if (!ids.has(input.coverId)) throw fieldError("coverId", "Choose one of this property's photos");
    await tx.update(propertyImages).set({ isCover: false }).where(eq(propertyImages.propertyId, propertyId));
    await tx.update(propertyImages).set({ isCover: true }).where(eq(propertyImages.id, input.coverId));
  }
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, propertyId));
  return (await imagesOf(tx, propertyId)).map(toImage);
}

/** Reorders the photos and/or chooses the cover of a property the user manages, audited. */
export async function arrangeImages(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  input: { order?: string[]; coverId?: string },
): Promise<PropertyImage[]> {
  const result = await db.transaction(async (tx) => {
    await findManaged(tx, user, propertyId, true);
    const arranged = await applyArrangement(tx, propertyId, input);
    await audit(tx, actor, {
      action: input.coverId && !input.order ? "image_cover" : "image_reorder",
      entity: "property",
      entityId: propertyId,
      details: { order: input.order ?? null, coverId: input.coverId ?? null },
    });
    return arranged;
  });
  await listingsChanged(db);
  return result;
}

/** Removes the row; the next photo becomes the cover. */
async function removeImageRow(tx: Db, propertyId: string, imageId: string): Promise<ImageRow> {
  if (!isUuid(imageId)) throw notFound("Photo not found");
  const [row] = await tx
    .delete(propertyImages)
    .where(and(eq(propertyImages.id, imageId), eq(propertyImages.propertyId, propertyId)))
    .returning();
  if (!row) throw notFound("Photo not found");
  if (row.isCover) {
    const [next] = await imagesOf(tx, propertyId);
    if (next) await tx.update(propertyImages).set({ isCover: true }).where(eq(propertyImages.id, next.id));
  }
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, propertyId));
  return row;
}

/** Deletes a photo of a property the user manages (audited), then its files once committed. */
export async function deleteImage(
  deps: { db: Db; storage: Storage },
  user: Caller,
  actor: Actor,
  propertyId: string,
  imageId: string,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    await findManaged(tx, user, propertyId, true);
    const row = await removeImageRow(tx, propertyId, imageId);
    await audit(tx, actor, {
      action: "image_delete",
      entity: "property",
      entityId: propertyId,
      details: { imageId },
    });
    return row;
  });
  await listingsChanged(deps.db);
  await deleteImageVariants(deps.storage, removed.storageKey, removed.widths);
}
