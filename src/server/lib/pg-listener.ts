import pg from "pg";
import type { Logger } from "./logger";

/** Seen in pg_stat_activity as the application of every instance's LISTEN connection. */
export const LISTENER_APPLICATION_NAME = "keyhold-bus";
/** The first wait before reconnecting; each further failed attempt doubles it, up to the maximum. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 30_000;
/** A connection that keeps no traffic may be dropped silently (NAT, load balancers): ask it now and then. */
const PING_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

export interface ListenerEvents {
  /** A notification's payload on the channel. */
  message(payload: string): void;
  /** LISTEN is in force (first time, or again after a lost connection): messages may have been missed. */
  listening(restored: boolean): void;
}

/**
 * One dedicated PostgreSQL connection doing LISTEN on one channel (a pool connection would be
 * handed to other queries and lose it). When the connection drops it is re-opened with exponential
 * back-off (100 ms doubling to 30 s, with jitter), forever until close(); each loss is logged.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;
  private failures = 0;
  private everListened = false;
  private stopped = false;
  private started = false;
  listening = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly events: ListenerEvents,
    private readonly logger: Logger,
  ) {}

  /** Opens the connection (once; later calls do nothing). */
  start() {
    if (this.started || this.stopped) return;
    this.started = true;
    void this.connect();
  }

  async close() {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.ping);
    this.listening = false;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect() {
    this.retry = undefined;
    if (this.stopped) return;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    this.client = client;
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client, new Error("connection ended")));
    client.on("notification", (n) => {
      if (this.client === client && n.channel === this.channel && n.payload) this.events.message(n.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (err) {
      this.lost(client, err);
      return;
    }
    if (this.client !== client) return;
    const restored = this.everListened;
    this.everListened = true;
    this.failures = 0;
    this.listening = true;
    this.ping = setInterval(() => void this.checkAlive(client), PING_MS);
    this.ping.unref();
    if (restored) this.logger.info("cluster bus: LISTEN connection restored; resyncing");
    this.events.listening(restored);
  }

  private async checkAlive(client: pg.Client) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query("select 1"), timeout]);
    } catch (err) {
      this.lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The connection failed or ended: drop it and try again after the back-off (once per connection). */
  private lost(client: pg.Client, err: unknown) {
    if (this.client !== client) return;
    this.client = undefined;
    this.listening = false;
    clearInterval(this.ping);
    client.removeAllListeners("notification");
    client.on("error", () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped) return;
    const backoff = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(this.failures, 20));
    const delay = Math.round(backoff * (0.5 + Math.random() / 2));
    this.failures++;
    this.logger.warn("cluster bus: LISTEN connection lost; reconnecting", {
      err: err instanceof Error ? err.message : String(err),
      attempt: this.failures,
      retryInMs: delay,
    });
    this.retry = setTimeout(() => void this.connect(), delay);
    this.retry.unref();
  }
}
