import type { Listing, ManagedProperty, PropertyImage } from "@shared/schemas/properties";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, propertyImages } from "../../db/schema";
import { requestAs } from "../../test/harness";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  jpeg,
  type Paged,
  patchProperty,
  storedFiles,
  uniqueTag,
  uploadPhoto,
  type World,
} from "./properties.factories";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

/** A draft-to-be-published property of the landlord, managed by the agent, titled with a tag. */
async function photoProperty() {
  const title = `Photo property ${uniqueTag()}`;
  return createProperty(w, w.landlord, { title, agentId: w.agent.id, status: "available" });
}

/** Uploads a JPEG as the user, expecting 201, and returns the image. */
async function addPhoto(propertyId: string, user = w.landlord, width = 500, height = 400) {
  const res = await uploadPhoto(w, user, propertyId, await jpeg(width, height));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { image: PropertyImage }).image;
}

async function managed(propertyId: string): Promise<ManagedProperty> {
  const res = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${propertyId}`);
  return ((await res.json()) as { property: ManagedProperty }).property;
}

const imageRows = (propertyId: string) =>
  w.ctx.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, propertyId));

describe("photos", () => {
  it("uploads resize to WebP variants; the first is the cover; served with cache headers", async () => {
    const p = await photoProperty();
    const res = await uploadPhoto(w, w.landlord, p.id, await jpeg(1000, 700));
    expect(res.status, await res.clone().text()).toBe(201);
    const { image } = (await res.json()) as { image: PropertyImage };
    expect(image).toMatchObject({
      isCover: true,
      position: 0,
      width: 1000,
      height: 700,
      alt: "Front of the house",
    });
    // 1000 px wide: 400 and 800 variants, never enlarged to 1600.
    expect(Object.keys(image.urls).sort()).toEqual(["400", "800"]);
    expect(storedFiles(w, p.id)).toHaveLength(2);
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, "image_upload")));
    expect(entry).toMatchObject({
      actorId: w.landlord.id,
      details: { imageId: image.id, fileName: "photo.jpg" },
    });
    // Unpublished: only people with access can fetch it, privately cached.
    expect((await requestAs(w.ctx, undefined, image.urls["400"]!)).status).toBe(404);
    const priv = await requestAs(w.ctx, w.agent, image.urls["400"]!);
    expect(priv.status).toBe(200);
    expect(priv.headers.get("cache-control")).toContain("private");
    await patchProperty(w, w.landlord, p.id, { published: true });
    const pub = await requestAs(w.ctx, undefined, image.urls["800"]!);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("content-type")).toBe("image/webp");
    expect(pub.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await pub.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800 });
    expect((await requestAs(w.ctx, undefined, `/api/property-images/${image.id}/1600`)).status).toBe(404);
  });

  it("PNG and WebP are accepted by content, whatever the name says", async () => {
    const p = await photoProperty();
    const png = await sharp(await jpeg(500, 400))
      .png()
      .toBuffer();
    const res = await uploadPhoto(w, w.agent, p.id, png, "holiday.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const webp = await sharp(await jpeg(500, 400))
      .webp()
      .toBuffer();
    expect((await uploadPhoto(w, w.admin, p.id, webp, "x.bin", "application/octet-stream")).status).toBe(201);
    expect(await imageRows(p.id)).toHaveLength(2);
  });

  it("rejects other types (400) and oversized files (413) and stores nothing", async () => {
    const p = await photoProperty();
    const before = storedFiles(w).length;
    const rowsBefore = (await w.ctx.database.db.select().from(propertyImages)).length;
    const fake = await uploadPhoto(
      w,
      w.landlord,
      p.id,
      Buffer.from("<?php echo 'hi'; ?>"),
      "photo.jpg",
      "image/jpeg",
    );
    expect(fake.status).toBe(400);
    const body = (await fake.json()) as ErrorBody;
    expect(body.error.message).toMatch(/JPEG, PNG or WebP/);
    expect(body.error.fields).toHaveProperty("file");
    const pdf = await uploadPhoto(
      w,
      w.landlord,
      p.id,
      Buffer.from("%PDF-1.7\n..."),
      "plan.pdf",
      "application/pdf",
    );
    expect(pdf.status).toBe(400);
    const gif = await uploadPhoto(w, w.landlord, p.id, Buffer.from("GIF89a......"), "a.gif", "image/gif");
    expect(gif.status).toBe(400);
    const truncated = (await jpeg()).subarray(0, 200);
    expect((await uploadPhoto(w, w.landlord, p.id, truncated)).status).toBe(400);
    const huge = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeGreaterThan(300 * 1024);
    const big = await uploadPhoto(w, w.landlord, p.id, huge, "big.png", "image/png");
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).error.message).toMatch(/too large/);
    expect(storedFiles(w).length).toBe(before);
    expect(storedFiles(w, p.id)).toEqual([]);
    expect((await w.ctx.database.db.select().from(propertyImages)).length).toBe(rowsBefore);
    expect(await imageRows(p.id)).toEqual([]);
  });

  it("anonymous 401, tenant 403, another landlord 404 for uploads", async () => {
    const p = await photoProperty();
    expect((await uploadPhoto(w, undefined, p.id, await jpeg())).status).toBe(401);
    expect((await uploadPhoto(w, w.tenant, p.id, await jpeg())).status).toBe(403);
    expect((await uploadPhoto(w, w.landlord2, p.id, await jpeg())).status).toBe(404);
    expect(await imageRows(p.id)).toEqual([]);
  });

  it("reorders, changes the cover and deletes (files too)", async () => {
    const p = await photoProperty();
    await patchProperty(w, w.landlord, p.id, { published: true });
    for (const user of [w.landlord, w.agent, w.admin]) await addPhoto(p.id, user);
    const ids = (await managed(p.id)).images.map((i) => i.id);
    expect(ids.length).toBe(3);
    const reversed = [...ids].reverse();
    const res = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${p.id}/images`, {
      method: "PATCH",
      json: { order: reversed, coverId: ids[1] },
    });
    expect(res.status).toBe(200);
    const { images } = (await res.json()) as { images: PropertyImage[] };
    expect(images.map((i) => i.id)).toEqual(reversed);
    expect(images.filter((i) => i.isCover).map((i) => i.id)).toEqual([ids[1]]);
    const bad = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${p.id}/images`, {
      method: "PATCH",
      json: { order: ids.slice(1) },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("order");
    const filesBefore = storedFiles(w).length;
    const del = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${p.id}/images/${ids[1]}`, {
      method: "DELETE",
    });
    expect(del.status).toBe(200);
    expect(storedFiles(w).length).toBeLessThan(filesBefore);
    const after = await managed(p.id);
    expect(after.images).toHaveLength(2);
    expect(after.images.filter((i) => i.isCover)).toHaveLength(1);
    expect(
      (
        await requestAs(w.ctx, w.landlord2, `/api/manage/properties/${p.id}/images/${ids[0]}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    // Listings carry the cover.
    const listing = (await (
      await requestAs(w.ctx, undefined, `/api/properties?q=${encodeURIComponent(p.title)}`)
    ).json()) as Paged<Listing>;
    expect(listing.items.map((i) => i.id)).toEqual([p.id]);
    expect(listing.items[0]?.cover?.isCover).toBe(true);
  });
});
