import { AppError } from "@shared/errors";
import { imageWidths } from "@shared/schemas/properties";
import type { Metadata } from "sharp";

import type { Storage } from "./types";

export interface ProcessedImage {
  /** Size of the original after EXIF rotation. */
  width: number;
  height: number;
  widths: number[];
  variants: { width: number; body: Buffer; contentType: "image/webp" }[];
}

/**
 * Decodes an uploaded image (JPEG, PNG or WebP, already sniffed) and renders WebP variants
 * 400, 800 and 1600 px wide (never enlarged: a small photo yields fewer, smaller variants).
 * Metadata (EXIF, GPS) is dropped. A file that does not decode answers 400.
 */
export async function processImageUpload(
  buffer: Buffer,
  widths: readonly number[] = imageWidths,
): Promise<ProcessedImage> {
  // Loaded on first use, not at start (issue 19 item 7: a start loads only what serving needs).
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(buffer, { limitInputPixels: 60_000_000 }).metadata();
  } catch {
    throw new AppError(
      "invalid_image",
      "This image could not be read. Please upload a JPEG, PNG or WebP photo.",
    );
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) {
    throw new AppError(
      "invalid_image",
      "This image could not be read. Please upload a JPEG, PNG or WebP photo.",
    );
  }
  const targets = widths.filter((w, i) => i === 0 || w <= width);
  try {
    const variants = await Promise.all(
      targets.map(async (w) => ({
        width: w,
        body: await sharp(buffer, { limitInputPixels: 60_000_000 })
          .rotate()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
        contentType: "image/webp" as const,
      })),
    );
    return { width, height, widths: targets, variants };
  } catch {
    throw new AppError(
      "invalid_image",
      "This image could not be read. Please upload a JPEG, PNG or WebP photo.",
    );
  }
}

export const variantKey = (prefix: string, width: number) => `${prefix}-${width}.webp`;

export async function storeImageVariants(storage: Storage, prefix: string, image: ProcessedImage) {
  try {
    for (const v of image.variants) await storage.put(variantKey(prefix, v.width), v.body, v.contentType);
  } catch (err) {
    await deleteImageVariants(storage, prefix, image.widths);
    throw err;
  }
}

export async function deleteImageVariants(storage: Storage, prefix: string, widths: readonly number[]) {
  await Promise.all(widths.map((w) => storage.delete(variantKey(prefix, w)).catch(() => undefined)));
}
