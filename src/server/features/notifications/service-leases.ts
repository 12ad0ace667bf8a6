/**
 * The cap on a person's live notification streams, held across every instance on the database:
 * each stream holds one of the person's MAX_STREAMS_PER_USER slots, a lease in the shared counters
 * (lib/rate-counter-store.ts, keys `live-stream:<user id>\n<slot>`). A stream takes a free slot
 * when it opens and gives it back when it ends; while it lives, its instance renews the lease
 * every heartbeat. An instance that crashes renews nothing, so its streams' slots run out after
 * LEASE_TTL_MS and the person may open streams again. With a slot per stream, the person never
 * holds more than MAX_STREAMS_PER_USER streams, however many instances serve them.
 */
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { claimLease, counterKey, type Lease, releaseLeases, renewLeases } from "../../lib/rate-counter-store";
import { HEARTBEAT_MS, MAX_STREAMS_PER_USER } from "./service";

/** How long a slot outlives its last renewal: three heartbeats, so one missed renewal is harmless. */
export const LEASE_TTL_MS = 3 * HEARTBEAT_MS;
/** How often an instance renews the slots of its streams. */
export const LEASE_RENEW_MS = HEARTBEAT_MS;

export interface StreamLease {
  /** Gives the slot back (once; later calls do nothing). */
  release(): Promise<void>;
}

interface Held {
  lease: Lease;
  /** Called when the slot was lost (not renewed in time and taken): the stream must end. */
  lost: () => void;
}

export interface StreamLeaseOptions {
  max?: number;
  ttlMs?: number;
  renewMs?: number;
  now?: () => number;
  /** A renewal that failed (the database out of reach); the next one tries again. */
  onError?: (err: unknown) => void;
}

/** One instance's slots: claimed, renewed on a timer while any is held, released. */
export class StreamLeases {
  private readonly held = new Map<string, Held>();
  private timer: NodeJS.Timeout | undefined;
  private readonly max: number;
  private readonly ttlMs: number;
  private readonly renewMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: StreamLeaseOptions = {},
  ) {
    this.max = options.max ?? MAX_STREAMS_PER_USER;
    this.ttlMs = options.ttlMs ?? LEASE_TTL_MS;
    this.renewMs = options.renewMs ?? LEASE_RENEW_MS;
    this.now = options.now ?? Date.now;
  }

  /** Slots this instance holds now. */
  get size() {
    return this.held.size;
  }

  /** A free slot of the person's, or null when every slot is held (by streams on any instance). */
  async claim(userId: string, lost: () => void): Promise<StreamLease | null> {
    for (let slot = 1; slot <= this.max; slot++) {
      const key = counterKey("live-stream", userId, String(slot));
      if (this.held.has(key)) continue;
      const lease = await claimLease(this.db, key, { now: this.now(), ttlMs: this.ttlMs });
      if (!lease) continue;
      const entry: Held = { lease, lost };
      this.held.set(key, entry);
      this.startRenewing();
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          if (this.held.get(key) !== entry) return; // lost meanwhile: nothing of ours to give back
          this.held.delete(key);
          this.stopWhenIdle();
          await releaseLeases(this.db, [entry.lease]);
        },
      };
    }
    return null;
  }

  /**
   * Renews every held slot; a slot that could not be renewed (it ran out and was taken) is
   * dropped and its stream told. A slot released while the renewal ran is given back again at
   * its new version, so a release never leaves a renewed slot behind.
   */
  async renew(): Promise<void> {
    const entries = [...this.held.values()];
    if (!entries.length) return;
    const renewed = new Map(
      (
        await renewLeases(
          this.db,
          entries.map((e) => e.lease),
          { now: this.now(), ttlMs: this.ttlMs },
        )
      ).map((l) => [l.key, l]),
    );
    const releasedMeanwhile: Lease[] = [];
    for (const entry of entries) {
      const fresh = renewed.get(entry.lease.key);
      const current = this.held.get(entry.lease.key) === entry;
      if (fresh && current) entry.lease = fresh;
      else if (fresh) releasedMeanwhile.push(fresh);
      else if (current) {
        this.held.delete(entry.lease.key);
        entry.lost();
      }
    }
    this.stopWhenIdle();
    if (releasedMeanwhile.length) await releaseLeases(this.db, releasedMeanwhile);
  }

  private startRenewing() {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.renew().catch((err) => this.options.onError?.(err));
    }, this.renewMs);
    this.timer.unref();
  }

  private stopWhenIdle() {
    if (this.held.size || !this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
  }
}

const registry = new WeakMap<Pick<AppDeps, "database">, StreamLeases>();

/** This instance's stream slots (one StreamLeases per app). */
export function streamLeases(deps: Pick<AppDeps, "database" | "logger">): StreamLeases {
  let leases = registry.get(deps);
  if (!leases) {
    leases = new StreamLeases(deps.database.db, {
      onError: (err) => deps.logger.warn("live stream slots not renewed", { err: String(err) }),
    });
    registry.set(deps, leases);
  }
  return leases;
}
