import { today } from "@shared/dates";
import { isUuid } from "@shared/schemas/blogs";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingViews, PUBLIC_PROPERTY_SQL, properties } from "../../db/schema";
import type { Logger } from "../../lib/logger";

/** Views are held in memory at most this long before they are written. */
export const LISTING_VIEW_FLUSH_MS = 5_000;
/** ...or until this many (property, day, viewer) counters wait, whichever comes first. */
export const LISTING_VIEW_MAX_PENDING = 2_000;
/** Counters per insert statement (4 parameters each, far below PostgreSQL's 65,535). */
const ROWS_PER_STATEMENT = 1_000;

interface Pending {
  propertyId: string;
  day: string;
  /** "" for an anonymous visitor. */
  viewerId: string;
  views: number;
}

/**
 * Listing views, counted in memory and written in one statement every LISTING_VIEW_FLUSH_MS (and
 * when the server stops), instead of one upsert per property page. Counters are kept per
 * (property, day, viewer); the flush adds each day's total to the property's row, so several
 * instances counting the same listing add up. Whether a view counts (the listing is public, the
 * viewer is not its landlord or agent) is decided when the views are written, a few seconds later.
 * What is lost: views of the last few seconds if the process dies without its shutdown (a crash
 * or SIGKILL); a failed write keeps its counts for the next flush.
 */
export class ListingViewCounter {
  #pending = new Map<string, Pending>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    public logger?: Logger,
  ) {}

  /** Counts one view; admins' views are never counted. */
  record(propertyId: string, viewer: { id: string; role: string } | null, now = new Date()): void {
    // An id that is not a uuid could only ever fail the whole batch's statement.
    if (viewer?.role === "admin" || !isUuid(propertyId)) return;
    const day = today(now);
    const viewerId = viewer?.id ?? "";
    const key = `${propertyId}|${day}|${viewerId}`;
    const entry = this.#pending.get(key);
    if (entry) entry.views += 1;
    else this.#pending.set(key, { propertyId, day, viewerId, views: 1 });
    if (this.#pending.size >= LISTING_VIEW_MAX_PENDING && !this.#flushing) void this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), LISTING_VIEW_FLUSH_MS);
      // A pending flush never keeps the process alive: shutdown flushes explicitly.
      this.#timer.unref();
    }
  }

  /** Views counted and not yet written. */
  get pending(): number {
    let n = 0;
    for (const p of this.#pending.values()) n += p.views;
    return n;
  }

  /** Writes every counted view now; resolves when they are in the database. Never throws. */
  async flush(): Promise<void> {
    // One write at a time; a flush asked for during one runs right after it.
    while (this.#flushing) await this.#flushing;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    if (!this.#pending.size) return;
    const batch = [...this.#pending.values()];
    this.#pending = new Map();
    this.#flushing = this.#write(batch).finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  async #write(batch: Pending[]): Promise<void> {
    for (let i = 0; i < batch.length; i += ROWS_PER_STATEMENT) {
      const rows = batch.slice(i, i + ROWS_PER_STATEMENT);
      try {
        await this.db.execute(upsertViews(rows));
      } catch (err) {
        // Kept for the next flush (merged with what was counted meanwhile).
        for (const r of batch.slice(i)) {
          const key = `${r.propertyId}|${r.day}|${r.viewerId}`;
          const entry = this.#pending.get(key);
          if (entry) entry.views += r.views;
          else this.#pending.set(key, { ...r });
        }
        if (!this.#timer && this.#pending.size) {
          this.#timer = setTimeout(() => void this.flush(), LISTING_VIEW_FLUSH_MS);
          this.#timer.unref();
        }
        (this.logger ?? console).warn?.("listing views not written; kept for the next try", {
          err: String(err),
        });
        return;
      }
    }
  }
}

/**
 * One statement for many counters: each day's views of a public listing, not by its own staff.
 * (`is distinct from`: the single-row upsert this replaces compared `coalesce(agent_id, '')` with
 * the anonymous viewer's "", so anonymous views of a listing without an agent were never counted.)
 */
function upsertViews(rows: Pending[]): SQL {
  const values = sql.join(
    rows.map((r) => sql`(${r.propertyId}::uuid, ${r.day}::date, ${r.viewerId}::text, ${r.views}::int)`),
    sql`, `,
  );
  return sql`
    insert into ${listingViews} (property_id, day, views)
    select ${properties.id}, v.day, sum(v.views)::int
    from (values ${values}) as v(property_id, day, viewer_id, views)
    join ${properties} on ${properties.id} = v.property_id
    where ${sql.raw(PUBLIC_PROPERTY_SQL)}
      and ${properties.landlordId} <> v.viewer_id and ${properties.agentId} is distinct from v.viewer_id
    group by ${properties.id}, v.day
    on conflict (property_id, day) do update set views = ${listingViews.views} + excluded.views`;
}

const counters = new WeakMap<Db, ListingViewCounter>();

/** The view counter of a database (one per app instance), made on first use. */
export function listingViewCounter(db: Db, logger?: Logger): ListingViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new ListingViewCounter(db, logger);
    counters.set(db, counter);
  } else if (logger) counter.logger = logger;
  return counter;
}

/**
 * Counts one view of a public listing today (Europe/London) on its (property, day) counter, written
 * within LISTING_VIEW_FLUSH_MS (see ListingViewCounter). Views by the property's own landlord or
 * agent, or by admins, are not counted, nor are views of listings the public cannot see (a draft
 * previewed by its owner).
 */
export async function recordListingView(
  db: Db,
  propertyId: string,
  viewer: { id: string; role: string } | null,
  now = new Date(),
): Promise<void> {
  listingViewCounter(db).record(propertyId, viewer, now);
}

/** Writes the views counted so far (at shutdown, and in tests before reading the counters). */
export function flushListingViews(db: Db): Promise<void> {
  return counters.get(db)?.flush() ?? Promise.resolve();
}
