import { ApiRequestError } from "@web/lib/api";
import { useCallback, useEffect, useRef, useState } from "react";

/** A file size for people: 512 B, 14 KB, 2.3 MB. */
export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${Math.round(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

export interface UploadItem {
  key: string;
  file: File;
  /** Object URL for the thumbnail before the server has the file. */
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

/** Sends one file to `target` with progress (e.g. a feature's wrapper around lib/upload's uploadFile). */
export type SendFile = (
  target: string,
  file: File,
  onProgress: (fraction: number) => void,
) => { promise: Promise<unknown>; abort: () => void };

/**
 * Files on their way to the server: queued (the target not saved yet), uploading with progress,
 * or failed with the server's reason (kept so the user can retry or remove). One at a time, so
 * files arrive in the order they were picked. Only the `accept` MIME types are added.
 */
export function useUploadQueue({ accept, send }: { accept: readonly string[]; send: SendFile }) {
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

  /** Adds files of the accepted types; answers the items added and the names refused. */
  const add = useCallback(
    (files: File[]) => {
      const added: UploadItem[] = [];
      const refused: string[] = [];
      for (const file of files) {
        if (!accept.includes(file.type)) {
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
    },
    [accept],
  );

  /** Uploads the given items (default: every queued or failed one) to a saved target. */
  const upload = useCallback(
    async (target: string, only?: UploadItem[], onEach?: () => void): Promise<UploadOutcome> => {
      const batch = only ?? itemsRef.current.filter((i) => i.state !== "uploading");
      const outcome: UploadOutcome = { uploaded: 0, failed: [] };
      for (const item of batch) {
        if (removed.current.has(item.key)) continue; // removed meanwhile
        patch(item.key, { state: "uploading", progress: 0, error: undefined });
        const { promise, abort } = send(target, item.file, (progress) => patch(item.key, { progress }));
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
    [patch, remove, send],
  );

  return { items, add, remove, upload };
}
