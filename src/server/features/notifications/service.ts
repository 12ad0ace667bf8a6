import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { notifications, users } from "../../db/schema";

/** One notification for some people: a bell entry each and, when `email` is set, an e-mail. */
export interface OutgoingNotification {
  userIds: string[];
  kind: string;
  title: string;
  body: string;
  /** Path in the app, e.g. /support/tickets/…; also put in the e-mail. */
  link: string;
  email?: { subject: string; text: string };
}

/** Live notification streams one person may hold at once (one per open tab); more are refused. */
export const MAX_STREAMS_PER_USER = 5;
/** Keeps proxies from closing an idle stream: one timer for every stream of the process. */
export const HEARTBEAT_MS = 25_000;

/** One open event stream, as the bus sees it. */
export interface StreamSink {
  send(event: "unread" | "ping", data: string): void;
  /** Ends the stream (shutdown); the route finishes the response. */
  close(): void;
}

interface UserStreams {
  sinks: Set<StreamSink>;
  /** The unread count, kept current by publish(): new streams of the user start from it. */
  unread?: number;
  loading?: Promise<number>;
  /** A refresh() is reading the count; `stale` asks it to read once more when done. */
  refreshing?: boolean;
  stale?: boolean;
}

export type OpenResult = { close(): void } | "full" | "closed";

/**
 * Live unread counts for the SSE streams of this instance; one per app instance. Every stream of a
 * person shares one subscription: the count is read from the database once (when their first
 * stream opens) and then kept up to date by refresh() (a change announced on the cluster bus,
 * by any instance) or publish(), so opening a stream costs no query, and one heartbeat timer
 * serves all streams. Refuses a user's stream beyond MAX_STREAMS_PER_USER, and closeAll() ends
 * every stream at shutdown.
 */
export class NotificationBus {
  private users = new Map<string, UserStreams>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  private readonly onClose: (() => void)[] = [];

  constructor(
    readonly maxPerUser = MAX_STREAMS_PER_USER,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  get closing() {
    return this.closed;
  }

  streamCount(userId?: string): number {
    if (userId) return this.users.get(userId)?.sinks.size ?? 0;
    let n = 0;
    for (const u of this.users.values()) n += u.sinks.size;
    return n;
  }

  /**
   * Adds a stream and sends it the current count (read once per person, shared by their streams).
   * "full" when the person already has maxPerUser streams, "closed" once shutdown began.
   */
  async open(userId: string, sink: StreamSink, loadUnread: () => Promise<number>): Promise<OpenResult> {
    if (this.closed) return "closed";
    let entry = this.users.get(userId);
    if (!entry) {
      entry = { sinks: new Set() };
      this.users.set(userId, entry);
    }
    if (entry.sinks.size >= this.maxPerUser) return "full";
    entry.sinks.add(sink);
    this.startHeartbeat();
    const user = entry;
    const close = () => {
      user.sinks.delete(sink);
      if (user.sinks.size === 0 && this.users.get(userId) === user) this.users.delete(userId);
      if (this.users.size === 0) this.stopHeartbeat();
    };
    if (user.unread === undefined) {
      user.loading ??= loadUnread().finally(() => {
        user.loading = undefined;
      });
      try {
        const loaded = await user.loading;
        // A publish() while loading is newer than what was read.
        user.unread ??= loaded;
      } catch (err) {
        close();
        throw err;
      }
    }
    if (user.sinks.has(sink)) sink.send("unread", JSON.stringify({ unread: user.unread }));
    return { close };
  }

  publish(userId: string, unread: number) {
    const entry = this.users.get(userId);
    if (!entry) return;
    entry.unread = unread;
    for (const sink of entry.sinks) sink.send("unread", JSON.stringify({ unread }));
  }

  /**
   * The person's count may have changed: when they have streams here, reads it and pushes it if it
   * differs from what the streams show. Reads for one person never overlap (a change announced
   * during a read is read again after it), so an older count never overwrites a newer one.
   */
  async refresh(userId: string, load: () => Promise<number>): Promise<void> {
    const entry = this.users.get(userId);
    if (!entry) return;
    if (entry.refreshing) {
      entry.stale = true;
      return;
    }
    entry.refreshing = true;
    try {
      do {
        entry.stale = false;
        const unread = await load();
        if (this.users.get(userId) !== entry) return;
        // Still opening: the streams start from this newer count (see open()).
        if (entry.unread === undefined) entry.unread = unread;
        else if (entry.unread !== unread) this.publish(userId, unread);
      } while (entry.stale);
    } finally {
      entry.refreshing = false;
    }
  }

  /** Re-reads every connected person's count (messages may have been missed). */
  async refreshAll(load: (userId: string) => Promise<number>): Promise<void> {
    await Promise.all([...this.users.keys()].map((id) => this.refresh(id, () => load(id))));
  }

  has(userId: string) {
    return this.users.has(userId);
  }

  /** Runs at closeAll() (the app's bus detaches from the cluster bus). */
  whenClosed(fn: () => void) {
    this.onClose.push(fn);
  }

  /** Shutdown: ends every open stream and refuses new ones. */
  closeAll() {
    this.closed = true;
    for (const fn of this.onClose.splice(0)) fn();
    this.stopHeartbeat();
    const all = [...this.users.values()].flatMap((u) => [...u.sinks]);
    this.users.clear();
    for (const sink of all) sink.close();
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const u of this.users.values()) for (const sink of u.sinks) sink.send("ping", "");
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

/** What delivering notifications needs: jobs have these without the rest of the app's deps. */
export type NotifyDeps = Pick<AppDeps, "database" | "mailer" | "config" | "logger" | "bus">;

/**
 * The cluster bus channel saying "these people's unread counts changed": `{ userIds }`. Each
 * instance re-reads the count of those with streams open on it. Ids, not counts: a count worked
 * out by the sender may arrive after a newer one from another instance, and only instances with
 * streams of the person need to read it at all.
 */
export const UNREAD_CHANNEL = "notifications.unread";
/** Ids per message: 100 UUIDs are about 4 KB, well inside the bus's limit. */
const IDS_PER_MESSAGE = 100;

/** Tells every instance (this one included) that these people's unread counts changed. */
export async function announceUnread(deps: Pick<AppDeps, "bus">, userIds: string[]) {
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) {
    await deps.bus.publish(UNREAD_CHANNEL, { userIds: ids.slice(i, i + IDS_PER_MESSAGE) });
  }
}

const buses = new WeakMap<Pick<AppDeps, "bus">, NotificationBus>();
/** This instance's live streams, listening on the cluster bus for changed counts. */
export function notificationBus(deps: Pick<AppDeps, "database" | "logger" | "bus">): NotificationBus {
  let bus = buses.get(deps);
  if (!bus) {
    const streams = new NotificationBus();
    const load = (userId: string) => unreadCount(deps.database.db, userId);
    const failed = (err: unknown) =>
      deps.logger.error("live unread count refresh failed", { err: String(err) });
    const unsubscribe = deps.bus.subscribe(UNREAD_CHANNEL, (payload) => {
      const ids = Array.isArray(payload.userIds) ? payload.userIds : [];
      for (const id of ids) {
        if (typeof id === "string") streams.refresh(id, () => load(id)).catch(failed);
      }
    });
    const unresync = deps.bus.onResync(() => void streams.refreshAll(load).catch(failed));
    streams.whenClosed(() => {
      unsubscribe();
      unresync();
    });
    buses.set(deps, streams);
    bus = streams;
  }
  return bus;
}

/**
 * Runs a change in one transaction together with its bell entries (`notes` of the result), then,
 * once committed, delivers them (live counts and e-mails).
 */
export async function withNotifications<T extends { notes: OutgoingNotification[] }>(
  deps: AppDeps,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const result = await deps.database.db.transaction(async (tx) => {
    const r = await work(tx);
    await recordNotifications(tx, r.notes);
    return r;
  });
  await deliverNotifications(deps, result.notes);
  return result;
}

/** Writes the bell entries inside the caller's transaction (no duplicates per person). */
export async function recordNotifications(tx: Db, items: OutgoingNotification[]) {
  const rows = items.flatMap((n) =>
    [...new Set(n.userIds)].map((userId) => ({
      userId,
      kind: n.kind,
      title: n.title,
      body: n.body.slice(0, 500),
      link: n.link,
    })),
  );
  if (rows.length) await tx.insert(notifications).values(rows);
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * After the change has committed: announces the new unread counts to every instance's open
 * streams and sends the e-mails. Failures are logged, never surfaced: the change itself has
 * already happened.
 */
export async function deliverNotifications(deps: NotifyDeps, items: OutgoingNotification[]) {
  if (!items.length) return;
  const { db } = deps.database;
  try {
    const everyone = items.flatMap((n) => n.userIds);
    await announceUnread(deps, everyone);
    const mailed = items.filter((n) => n.email);
    if (!mailed.length) return;
    const ids = [...new Set(mailed.flatMap((n) => n.userIds))];
    const people = await db
      .select({ id: users.id, email: users.email, name: users.name, banned: users.banned })
      .from(users)
      .where(inArray(users.id, ids));
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const n of mailed) {
      for (const id of new Set(n.userIds)) {
        const person = byId.get(id);
        if (!person || person.banned) continue;
        await deps.mailer.send({
          to: person.email,
          kind: n.kind,
          subject: n.email!.subject,
          text: `Hello ${person.name},\n\n${n.email!.text}\n\nOpen it in ${deps.config.site.appName}: ${deps.config.publicUrl}${n.link}\n`,
        });
      }
    }
  } catch (err) {
    deps.logger.error("notification delivery failed", { err: String(err) });
  }
}

/**
 * Marks the user's unread notifications read: those of `ids` (unknown or other people's ids are
 * ignored), or all of them without `ids`. Pushes the new count to their open streams and answers it.
 */
export async function markNotificationsRead(deps: AppDeps, userId: string, ids?: string[]): Promise<number> {
  const { db } = deps.database;
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(ids ? and(mine, inArray(notifications.id, ids.length ? ids : [crypto.randomUUID()])) : mine);
  const unread = await unreadCount(db, userId);
  // The person's other tabs may be streaming from other instances.
  await announceUnread(deps, [userId]);
  return unread;
}

export async function listNotifications(db: Db, userId: string, limit = 20) {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(limit),
    unreadCount(db, userId),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      readAt: r.readAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    unread,
  };
}
