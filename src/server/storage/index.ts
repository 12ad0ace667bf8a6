/**
 * Storage module: every uploaded file (property images, blog covers, ticket attachments,
 * documents) goes through here.
 *
 * Where files live: local disk under `${DATA_DIR}/uploads` by default; an S3-compatible bucket
 * when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and optionally
 * S3_REGION) are set. Handlers reach it as `c.get("deps").storage`.
 *
 *   storage.put(key, buffer, contentType)   store (overwrites); keys like "blogs/<id>/cover-800.webp"
 *   storage.get(key)                        { body: Buffer, contentType } or null
 *   storage.delete(key)                     no error when missing
 *
 * Accepting an upload (multipart field "file"):
 *
 *   app.use("/my/upload/path", uploadBodyLimit(config.uploadMaxBytes));   // 413 before parsing
 *   const file = await readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "image" });
 *   // file.buffer, file.contentType (sniffed from the bytes), file.name; throws AppError 400/413
 *   const image = await processImageUpload(file.buffer);
 *   // image.width, image.height, image.variants: [{ width: 400|800|1600, body, contentType: "image/webp" }]
 *   await storeImageVariants(storage, "blogs/<id>/cover", image);   // writes `${prefix}-${width}.webp`
 *   ...  on a later failure: await deleteImageVariants(storage, "blogs/<id>/cover", image.widths)
 *
 * `accept: "document"` also admits PDF. Types are decided by magic bytes (`sniffContentType`),
 * never by the file name or the declared type. Nothing is stored until the checks pass.
 * Serve public images with `imageCacheHeaders` (one year, immutable: keys never change content).
 */
import type { ServerConfig } from "../config";
import { createLocalStorage } from "./local";
import { createS3Storage } from "./s3";
import type { Storage } from "./types";

export function createStorage(config: Pick<ServerConfig, "dataDir" | "s3">): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(`${config.dataDir}/uploads`);
}

export { deleteImageVariants, type ProcessedImage, processImageUpload, storeImageVariants } from "./images";
export { sniffContentType } from "./sniff";
export { assertSafeKey, type Storage, type StoredFile } from "./types";
export { imageCacheHeaders, readUpload, type Upload, uploadBodyLimit } from "./upload";
