import { type UploadOutcome, useUploadQueue } from "@web/lib/upload-queue";
import { uploadImage } from "../../api";

export type { UploadItem, UploadOutcome } from "@web/lib/upload-queue";

export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"];

/**
 * Photos on their way to a property: queued (a property not saved yet), uploading with progress,
 * or failed with the server's reason. One at a time, so photos arrive in the order they were picked.
 */
export function usePhotoUploads() {
  return useUploadQueue({ accept: acceptedImageTypes, send: uploadImage });
}

/** One toast's worth of text about an upload batch. */
export function describeOutcome(o: UploadOutcome): { title: string; description: string; failed: boolean } {
  if (!o.failed.length) {
    return {
      title: o.uploaded === 1 ? "Photo uploaded" : `${o.uploaded} photos uploaded`,
      description: "Drag or use the arrows to reorder, and choose a cover photo.",
      failed: false,
    };
  }
  const first = o.failed[0]!;
  return {
    title:
      o.uploaded > 0
        ? `${o.uploaded} uploaded, ${o.failed.length} failed`
        : o.failed.length === 1
          ? "Photo not uploaded"
          : `${o.failed.length} photos not uploaded`,
    description: `${first.name}: ${first.message}`,
    failed: true,
  };
}
