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

type Listener = (unread: number) => void;

/** Live unread counts per user for the SSE stream; one bus per app instance. */
export class NotificationBus {
  private listeners = new Map<string, Set<Listener>>();

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  publish(userId: string, unread: number) {
    for (const l of this.listeners.get(userId) ?? []) l(unread);
  }

  has(userId: string) {
    return this.listeners.has(userId);
  }
}

const buses = new WeakMap<AppDeps, NotificationBus>();
export function notificationBus(deps: AppDeps): NotificationBus {
  let bus = buses.get(deps);
  if (!bus) {
    bus = new NotificationBus();
    buses.set(deps, bus);
  }
  return bus;
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
 * After the change has committed: pushes new unread counts to open streams and sends the
 * e-mails. Failures are logged, never surfaced: the change itself has already happened.
 */
export async function deliverNotifications(deps: AppDeps, items: OutgoingNotification[]) {
  if (!items.length) return;
  const { db } = deps.database;
  const bus = notificationBus(deps);
  try {
    const everyone = [...new Set(items.flatMap((n) => n.userIds))];
    for (const id of everyone) {
      if (bus.has(id)) bus.publish(id, await unreadCount(db, id));
    }
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
