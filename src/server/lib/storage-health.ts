import { statfs } from "node:fs/promises";
import path from "node:path";
import type { AppDeps } from "../context";

/** How long a write that failed for lack of space keeps /api/health reporting it. */
export const RECENT_FULL_MS = 15 * 60_000;

export const STORAGE_FULL_MESSAGE =
  "The server's storage is full, so this change was not saved. Please try again later.";

/**
 * Whether an error (or one of its causes) means the disk is full: Node's ENOSPC/EDQUOT from the
 * file system, or PostgreSQL's SQLSTATE 53100 disk_full (both engines report it so).
 */
export function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === "ENOSPC" || code === "EDQUOT" || code === "53100") return true;
    if (typeof message === "string" && /no space left on device|disk quota exceeded/i.test(message))
      return true;
  }
  return false;
}

export interface StorageStatus {
  status: "ok" | "low" | "full";
  message?: string;
}

/** Free space of the data (and local upload) directories, and the last write refused for space. */
export class StorageHealth {
  private lastFullAt: number | undefined;

  constructor(
    private readonly dirs: string[],
    private readonly minFreeBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  noteFull() {
    this.lastFullAt = this.now();
  }

  async check(): Promise<StorageStatus> {
    if (this.lastFullAt !== undefined && this.now() - this.lastFullAt < RECENT_FULL_MS) {
      const minutes = Math.max(1, Math.round((this.now() - this.lastFullAt) / 60_000));
      return { status: "full", message: `A write failed because the disk was full (${minutes} min ago).` };
    }
    let least = Number.POSITIVE_INFINITY;
    for (const dir of this.dirs) least = Math.min(least, await freeBytes(dir));
    if (least < this.minFreeBytes) {
      const mb = (n: number) => Math.floor(n / 1024 / 1024);
      return {
        status: "low",
        message: `Free disk space is low: ${mb(least)} MB left, under the ${mb(this.minFreeBytes)} MB of STORAGE_MIN_FREE_MB.`,
      };
    }
    return { status: "ok" };
  }
}

/** Free bytes for an unprivileged writer on the file system holding `dir` (or its nearest existing parent). */
async function freeBytes(dir: string): Promise<number> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      const s = await statfs(d);
      return s.bavail * s.bsize;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT" || d === path.dirname(d))
        return Number.POSITIVE_INFINITY;
    }
  }
}

const registry = new WeakMap<AppDeps, StorageHealth>();
export function storageHealth(deps: AppDeps): StorageHealth {
  let health = registry.get(deps);
  if (!health) {
    const { config } = deps;
    const dirs = [config.dataDir];
    if (!config.s3) dirs.push(path.join(config.dataDir, "uploads"));
    health = new StorageHealth(dirs, config.storageMinFreeBytes);
    registry.set(deps, health);
  }
  return health;
}
