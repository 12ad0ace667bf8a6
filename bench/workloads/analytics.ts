import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { fillLettingHistory } from "../lib/letting-history";
import { defineWorkload } from "../lib/workload";

/*
 * Analytics at scale (issue 19 item 5): admin analytics and the landlord home on a platform of
 * `count` homes (default 100,000: 2,000 landlords with 50 homes each, 200 agents), half of them
 * let with a year of monthly rent (~591,000 payments at 100,000 homes), a ticket for every fifth
 * home. The same data as bench/dashboards.ts, filled with set-based SQL. The bench landlord owns
 * the first 50 homes; the cases sign in over HTTP once the server runs.
 */

const PASSWORD = "bench-analytics-2026";
const people = {
  admin: "bench-admin@analytics.example",
  landlord: "bench-landlord@analytics.example",
  agent: "bench-agent@analytics.example",
};

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

interface State {
  payments: number;
}

export const analyticsWorkload = defineWorkload<State>({
  name: "analytics",
  title: "Admin analytics and landlord home",
  defaultCount: 100_000,
  async prepare(db: Db, { count, log }) {
    const started = performance.now();
    const q = (text: string) => db.execute(sql.raw(text));
    const hash = await hashPassword(PASSWORD);
    const ids = { admin: randomUUID(), landlord: randomUUID(), agent: randomUUID() };
    for (const role of ["admin", "landlord", "agent"] as const) {
      await db.execute(sql`insert into users (id, email, name, role, email_verified)
        values (${ids[role]}, ${people[role]}, ${`Bench ${role}`}, ${role}, true)`);
      await db.execute(sql`insert into accounts (id, account_id, provider_id, user_id, password)
        values (${randomUUID()}, ${ids[role]}, 'credential', ${ids[role]}, ${hash})`);
    }
    const landlords = Math.max(1, Math.floor(count / 50) - 1);
    const agents = Math.max(1, Math.floor(count / 500) - 1);
    await q(`insert into users (id, email, name, role)
      select 'bl' || g, 'bl' || g || '@analytics.example', 'Landlord ' || g, 'landlord' from generate_series(1, ${landlords}) g`);
    await q(`insert into users (id, email, name, role)
      select 'ba' || g, 'ba' || g || '@analytics.example', 'Agent ' || g, 'agent' from generate_series(1, ${agents}) g`);
    await q(`insert into properties (landlord_id, agent_id, title, type, status, published, address_line1, city,
        postcode, bedrooms, bathrooms, rent_amount, rent_pcm, created_at)
      select case when g <= 50 then '${ids.landlord}' else 'bl' || (g % ${landlords} + 1) end,
        case when g <= 50 then '${ids.agent}' when g % 5 = 0 then null else 'ba' || (g % ${agents} + 1) end,
        'Home ' || g, 'flat',
        case when g % 2 = 0 then 'let' when g % 7 = 0 then 'draft' when g % 11 = 0 then 'archived' else 'available' end,
        g % 7 <> 0 and g % 11 <> 0, g || ' Bench Street',
        (array['London','Manchester','Leeds','Bristol','Glasgow','Cardiff','Birmingham','Liverpool'])[g % 8 + 1],
        'AB1 2CD', g % 5, 1, 80000 + (g % 40) * 2500, 80000 + (g % 40) * 2500,
        now() - ((g % 700) || ' days')::interval
      from generate_series(1, ${count}) g`);
    await fillLettingHistory(q);
    await q("analyze");
    const [row] = (
      (await db.execute(sql`select (select count(*) from payments)::int as n`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const payments = Number(row?.n ?? 0);
    log(
      `  ${count.toLocaleString("en-GB")} homes, ${payments.toLocaleString("en-GB")} payments; built in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    return { payments };
  },
  // Each page twice: under load (the run's connections: throughput, p50 with queueing) and one
  // request at a time (1 connection: the latency one person sees; issue 19's "< 100 ms p50").
  cases: () =>
    (
      [
        ["admin analytics (12 months, platform)", "/api/analytics/admin", people.admin],
        ["landlord home (50 homes)", "/api/dashboards/landlord", people.landlord],
        ["agent's admin analytics (scoped)", "/api/analytics/admin", people.agent],
      ] as const
    ).flatMap(([name, path, email]) => [
      { name, path, headers: (base: string) => signIn(base, email) },
      { name: `${name}, 1 connection`, path, connections: 1, headers: (base: string) => signIn(base, email) },
    ]),
});
