/** Helpers for the tests of several instances on one database (issue 20). */
import { sql } from "drizzle-orm";
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
