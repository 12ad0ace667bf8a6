import { ApiRequestError } from "@web/lib/api";
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadImage } from "./api";

export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"];

export interface UploadItem {
  key: string;
  file: File;
  /** Object URL for the thumbnail before the server has the photo. */
  preview: string;
  /** 0..1 */
  progress: number;
  state: "queued" | "uploading" | "failed";
  error?: string;
}

export interface UploadOutcome {
  uploaded: number;
  failed: { name: string; message: string }[];
}

/**
 * Photos on their way to the server: queued (a property not saved yet), uploading with progress,
 * or failed with the server's reason (kept so the user can retry or remove). One at a time, so
 * photos arrive in the order they were picked.
 */
export function usePhotoUploads() {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const aborts = useRef(new Map<string, () => void>());
  const removed = useRef(new Set<string>());

  useEffect(
    () => () => {
      for (const abort of aborts.current.values()) abort();
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const remove = useCallback((key: string) => {
    removed.current.add(key);
    aborts.current.get(key)?.();
    setItems((list) => {
      const gone = list.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.key !== key);
    });
  }, []);

  /** Adds files (only JPEG, PNG, WebP); answers the items added and the names refused. */
  const add = useCallback((files: File[]) => {
    const added: UploadItem[] = [];
    const refused: string[] = [];
    for (const file of files) {
      if (!acceptedImageTypes.includes(file.type)) {
        refused.push(file.name);
        continue;
      }
      added.push({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random().toString(36).slice(2)}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        state: "queued",
      });
    }
    setItems((list) => [...list, ...added]);
    return { added, refused };
  }, []);

  /** Uploads the given items (default: every queued or failed one) to a saved property. */
  const upload = useCallback(
    async (propertyId: string, only?: UploadItem[], onEach?: () => void): Promise<UploadOutcome> => {
      const batch = only ?? itemsRef.current.filter((i) => i.state !== "uploading");
      const outcome: UploadOutcome = { uploaded: 0, failed: [] };
      for (const item of batch) {
        if (removed.current.has(item.key)) continue; // removed meanwhile
        patch(item.key, { state: "uploading", progress: 0, error: undefined });
        const { promise, abort } = uploadImage(propertyId, item.file, (progress) =>
          patch(item.key, { progress }),
        );
        aborts.current.set(item.key, abort);
        try {
          await promise;
          outcome.uploaded++;
          remove(item.key);
          onEach?.();
        } catch (err) {
          if (err instanceof ApiRequestError && err.code === "aborted") continue;
          const message = err instanceof Error ? err.message : String(err);
          outcome.failed.push({ name: item.file.name, message });
          patch(item.key, { state: "failed", error: message });
        } finally {
          aborts.current.delete(item.key);
        }
      }
      return outcome;
    },
    [patch, remove],
  );

  return { items, add, remove, upload };
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
