import type { Db } from "../db/client";
import { type ClusterBus, clusterBusOf } from "./cluster-bus";

/**
 * A small in-process cache whose entries every server instance forgets together: any message on
 * its channel (or any of its channels; from this instance or another, see cluster-bus.ts) clears it, and so does a resync
 * (this instance's LISTEN connection came back, so it may have missed messages). While the bus
 * cannot hear the others, nothing is served from it. A value computed while a change was announced
 * is never stored (the generation moved on). `ttlMs` bounds an entry's age should a message be lost.
 *
 * One cache per database (and so per app instance); never shared across databases.
 */
export interface BusCache<T> {
  readonly bus: ClusterBus;
  /** The entry if it is usable now. */
  get(key: string): T | undefined;
  /** The current generation: pass it back to `set` so a value read before a change is dropped. */
  generation(): number;
  set(key: string, value: T, generation: number): void;
  clear(): void;
}

interface Entry<T> {
  value: T;
  at: number;
  generation: number;
}

class Cache<T> implements BusCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private gen = 0;

  constructor(
    readonly bus: ClusterBus,
    channels: readonly string[],
    private readonly ttlMs: number,
    private readonly max: number,
  ) {
    for (const channel of channels) bus.subscribe(channel, () => this.clear());
    bus.onResync(() => this.clear());
  }

  get(key: string): T | undefined {
    if (!this.bus.ready) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation !== this.gen || Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  generation() {
    return this.gen;
  }

  set(key: string, value: T, generation: number) {
    if (!this.bus.ready || generation !== this.gen) return;
    this.entries.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, at: Date.now(), generation });
  }

  clear() {
    this.gen++;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, Map<string, BusCache<unknown>>>();

/** The named cache of a database, made on first use (name, channel and limits fixed by the first caller). */
export function busCache<T>(
  db: Db,
  name: string,
  options: { channel: string | readonly string[]; ttlMs: number; max: number },
): BusCache<T> {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  let cache = byName.get(name);
  if (!cache) {
    cache = new Cache<unknown>(
      clusterBusOf(db),
      typeof options.channel === "string" ? [options.channel] : options.channel,
      options.ttlMs,
      options.max,
    );
    byName.set(name, cache);
  }
  return cache as BusCache<T>;
}
