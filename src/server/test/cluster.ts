/** Helpers for the tests of several instances on one database (issue 20). */
import { sql } from "drizzle-orm";
import { type BusPayload, PG_CHANNEL } from "../lib/cluster-bus";
import { LISTENER_APPLICATION_NAME } from "../lib/pg-listener";
import type { TestContext } from "./harness";

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** Waits until `check` holds (polled every 10 ms); throws naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 2000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Cuts every instance's LISTEN connection to the test database, as a network fault would; answers how many. */
export async function killBusListeners(ctx: TestContext): Promise<number> {
  const result = await ctx.database.db.execute(
    sql`select pg_terminate_backend(pid) as killed from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Sends a bus message as another instance would: on PostgreSQL a NOTIFY in the bus's envelope
 * with an origin that is no instance's, so every instance listening (`ctx`'s too) hears it on its
 * LISTEN connection, after every message sent before it; on PGlite, through ctx's in-process bus.
 */
export async function publishAsPeer(ctx: TestContext, channel: string, payload: BusPayload): Promise<void> {
  if (ctx.deps.bus.kind === "local") return ctx.deps.bus.publish(channel, payload);
  const text = JSON.stringify({ o: "test-peer", c: channel, p: payload });
  await ctx.database.db.execute(sql`select pg_notify(${PG_CHANNEL}, ${text})`);
}

/**
 * Resolves once every bus message sent before the call has been delivered to `ctx`'s subscribers:
 * a probe sent after them (publishAsPeer) has been heard. One LISTEN connection delivers in the
 * order the messages were committed, so nothing sent earlier can still arrive; in process,
 * delivery is at once. A barrier for tests that show something does NOT arrive (first waits for
 * the bus to listen).
 */
export async function busDelivered(ctx: TestContext, ms = 2000): Promise<void> {
  const probe = `test.probe.${crypto.randomUUID().slice(0, 8)}`;
  let heard = false;
  // (The first subscription opens the LISTEN connection.)
  const off = ctx.deps.bus.subscribe(probe, () => {
    heard = true;
  });
  try {
    // A probe sent while the connection is down (opening, being restored) would be lost, not late.
    await until(() => ctx.deps.bus.ready, "the bus to listen", ms);
    await publishAsPeer(ctx, probe, {});
    await until(() => heard, "the bus's probe message", ms);
  } finally {
    off();
  }
}
