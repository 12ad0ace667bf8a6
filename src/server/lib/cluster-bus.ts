import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { createLogger, type Logger } from "./logger";
import { PgListener } from "./pg-listener";

/**
 * Events every server instance on one database hears (issue 20): "this changed, forget or re-read
 * it". On PostgreSQL a message is sent with pg_notify through the pool and heard by one dedicated
 * LISTEN connection per instance (pg-listener.ts); on PGlite (one process) it is delivered in
 * process only. Either way the publishing instance's own subscribers get it exactly once, at once
 * and in process (its echo from PostgreSQL is skipped), so a change is seen by the instance that
 * made it before publish() returns.
 *
 * Messages are small JSON objects of ids: never bodies or secrets (every database user may LISTEN),
 * and PostgreSQL refuses payloads of 8000 bytes or more. Delivery to other instances is at most
 * once and a few milliseconds late: a message sent while an instance's LISTEN connection is down
 * is lost to it, which is why subscribers also resync (onResync) whenever listening starts again.
 */
export type BusPayload = Record<string, unknown>;
export type BusHandler = (payload: BusPayload) => void | Promise<void>;

export interface ClusterBus {
  readonly kind: "local" | "postgres";
  /** Messages of other instances arrive now (always true in process; on PostgreSQL, while LISTEN holds). */
  readonly ready: boolean;
  /** Delivers to this instance's subscribers, then to the others'. Never rejects for a database failure (logged). */
  publish(channel: string, payload: BusPayload): Promise<void>;
  /** Answers the unsubscribe. On PostgreSQL the first subscription opens the LISTEN connection. */
  subscribe(channel: string, handler: BusHandler): () => void;
  /** Called when messages may have been missed (LISTEN (re)started): re-read or forget what you hold. */
  onResync(handler: () => void): () => void;
  /** Shutdown: ends the LISTEN connection; publish() then only reaches this instance. */
  close(): Promise<void>;
}

/** The one PostgreSQL channel; the bus's own channel travels in the message. */
export const PG_CHANNEL = "keyhold_bus";
/** Well under PostgreSQL's 8000-byte limit for a NOTIFY payload. */
export const MAX_MESSAGE_BYTES = 7000;
const CHANNEL_NAME = /^[a-z][a-z0-9_.:-]{0,62}$/;

interface Envelope {
  /** The instance that sent it. */
  o: string;
  c: string;
  p: BusPayload;
}

class Bus implements ClusterBus {
  private readonly handlers = new Map<string, Set<BusHandler>>();
  private readonly resyncs = new Set<() => void>();
  private readonly origin = crypto.randomUUID();
  private readonly listener: PgListener | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    url: string | undefined,
  ) {
    if (url) {
      this.listener = new PgListener(
        url,
        PG_CHANNEL,
        { message: (text) => this.received(text), listening: () => this.resync() },
        logger,
      );
    }
  }

  get kind() {
    return this.listener ? "postgres" : "local";
  }

  get ready() {
    return !this.listener || this.listener.listening;
  }

  async publish(channel: string, payload: BusPayload): Promise<void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`cluster bus: bad channel name ${channel}`);
    const text = JSON.stringify({ o: this.origin, c: channel, p: payload } satisfies Envelope);
    const bytes = Buffer.byteLength(text);
    if (bytes > MAX_MESSAGE_BYTES) {
      throw new Error(
        `cluster bus: a message on ${channel} is ${bytes} bytes (at most ${MAX_MESSAGE_BYTES})`,
      );
    }
    // In process first and synchronously, so this instance never serves what it has just changed.
    this.deliver(channel, JSON.parse(text).p);
    if (!this.listener || this.closed) return;
    try {
      await this.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${text})`);
    } catch (err) {
      this.logger.error("cluster bus: publish failed", { channel, err: String(err) });
    }
  }

  subscribe(channel: string, handler: BusHandler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
    if (!this.closed) this.listener?.start();
    return () => {
      set.delete(handler);
    };
  }

  onResync(handler: () => void): () => void {
    this.resyncs.add(handler);
    return () => {
      this.resyncs.delete(handler);
    };
  }

  async close() {
    this.closed = true;
    await this.listener?.close();
  }

  private received(text: string) {
    let message: Envelope;
    try {
      message = JSON.parse(text) as Envelope;
    } catch {
      this.logger.warn("cluster bus: unreadable message skipped", { bytes: text.length });
      return;
    }
    if (message.o === this.origin || typeof message.c !== "string") return;
    this.deliver(message.c, message.p ?? {});
  }

  private deliver(channel: string, payload: BusPayload) {
    for (const handler of [...(this.handlers.get(channel) ?? [])]) {
      const failed = (err: unknown) =>
        this.logger.error("cluster bus: subscriber failed", { channel, err: String(err) });
      try {
        const done = handler(payload);
        if (done) done.catch(failed);
      } catch (err) {
        failed(err);
      }
    }
  }

  private resync() {
    for (const handler of [...this.resyncs]) {
      try {
        handler();
      } catch (err) {
        this.logger.error("cluster bus: resync failed", { err: String(err) });
      }
    }
  }
}

const buses = new WeakMap<Db, ClusterBus>();
const inProcessOnly = new WeakSet<ClusterBus>();

/** The bus of a database: one per opened database (and so per app instance), made on first use. */
export function clusterBus(database: Database, logger: Logger): ClusterBus {
  let bus = buses.get(database.db);
  if (bus && inProcessOnly.has(bus) && database.kind === "postgres") {
    throw new Error("cluster bus: create the app's deps before services use this database");
  }
  if (!bus) {
    bus = new Bus(database.db, logger, database.kind === "postgres" ? database.url : undefined);
    buses.set(database.db, bus);
  }
  return bus;
}

/**
 * The bus for services that hold only `db`: the app's bus (see clusterBus), or, for a database
 * opened without an app (scripts, benchmarks), an in-process one.
 */
export function clusterBusOf(db: Db): ClusterBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new Bus(db, createLogger("warn"), undefined);
    buses.set(db, bus);
    inProcessOnly.add(bus);
  }
  return bus;
}
