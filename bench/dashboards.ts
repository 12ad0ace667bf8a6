/**
 * Times the dashboard endpoints on a scratch database the size of a large platform:
 * 100,000 properties (2,000 landlords × 50, 200 agents), 50,000 active tenancies with a year of
 * monthly payments (600,000 rows), 20,000 tickets and a year of listing views on 1,000 homes.
 * Embedded PGlite in memory by default; DATABASE_URL points it at PostgreSQL (a scratch database
 * is created and dropped). Usage: npm run bench:dashboards [-- --runs 30]
 */
import pg from "pg";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createDeps } from "../src/server/deps";
import { createUserAccount } from "../src/server/features/users";
import { createLogger } from "../src/server/lib/logger";
import { fillLettingHistory } from "./lib/letting-history";

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const PASSWORD = "bench-password-2026";

async function scratchPostgres(url: string) {
  const name = `keyhold_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const base = loadConfig({ ...process.env, NODE_ENV: "test" });
  const scratch = base.databaseUrl ? await scratchPostgres(base.databaseUrl) : undefined;
  const config = { ...base, databaseUrl: scratch?.url };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
  try {
    await runMigrations(database);
    const deps = createDeps(database, config, createLogger("warn"));
    const app = createApp(deps);
    const signIn = async (role: "admin" | "landlord" | "agent") => {
      const email = `bench-${role}@bench.example`;
      const user = await createUserAccount(deps, { email, password: PASSWORD, name: `Bench ${role}`, role });
      const res = await app.request("/api/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; ");
      return { id: user.id, cookie };
    };
    const [admin, landlord, agent] = [await signIn("admin"), await signIn("landlord"), await signIn("agent")];

    const started = performance.now();
    const q = (text: string) => database.db.execute(text as never);
    // The bench landlord and agent own and manage the first 50 homes; 1,999 more landlords the rest.
    await q(`insert into users (id, email, name, role)
      select 'bl' || g, 'bl' || g || '@bench.example', 'Landlord ' || g, 'landlord' from generate_series(1, 1999) g`);
    await q(`insert into users (id, email, name, role)
      select 'ba' || g, 'ba' || g || '@bench.example', 'Agent ' || g, 'agent' from generate_series(1, 199) g`);
    await q(`insert into properties (landlord_id, agent_id, title, type, status, published, address_line1, city,
        postcode, bedrooms, bathrooms, rent_amount, rent_pcm, created_at)
      select case when g <= 50 then '${landlord.id}' else 'bl' || (g % 1999 + 1) end,
        case when g <= 50 then '${agent.id}' when g % 5 = 0 then null else 'ba' || (g % 199 + 1) end,
        'Home ' || g, 'flat',
        case when g % 2 = 0 then 'let' when g % 7 = 0 then 'draft' when g % 11 = 0 then 'archived' else 'available' end,
        g % 7 <> 0 and g % 11 <> 0, g || ' Bench Street',
        (array['London','Manchester','Leeds','Bristol','Glasgow','Cardiff','Birmingham','Liverpool'])[g % 8 + 1],
        'AB1 2CD', g % 5, 1, 80000 + (g % 40) * 2500, 80000 + (g % 40) * 2500,
        now() - ((g % 700) || ' days')::interval
      from generate_series(1, 100000) g`);
    await fillLettingHistory(q);
    await q(`insert into listing_views (property_id, day, views)
      select p.id, (now() - (d || ' days')::interval)::date, 1 + (d % 9)
      from (select id from properties where published order by title limit 1000) p, generate_series(0, 364) d`);
    await q("analyze");
    const counts = (await database.db.execute(
      "select (select count(*) from properties) p, (select count(*) from tenancies) t, (select count(*) from payments) pay" as never,
    )) as unknown as { rows: { p: string; t: string; pay: string }[] };
    const c = counts.rows[0]!;
    console.log(
      `${database.kind}: ${c.p} properties, ${c.t} tenancies, ${c.pay} payments; built in ${Math.round((performance.now() - started) / 1000)} s`,
    );

    const endpoints: [string, string, string][] = [
      ["landlord home", "/api/dashboards/landlord", landlord.cookie],
      ["agent home", "/api/dashboards/agent", agent.cookie],
      ["agent analytics", "/api/analytics/agent", agent.cookie],
      ["admin analytics", "/api/analytics/admin", admin.cookie],
      ["admin payments", "/api/admin/payments", admin.cookie],
      ["market rents (public)", "/api/market/rents?city=London&bedrooms=2", ""],
    ];
    for (const [label, path, cookie] of endpoints) {
      const times: number[] = [];
      for (let i = 0; i < RUNS + 2; i++) {
        const t0 = performance.now();
        const res = await app.request(path, { headers: cookie ? { cookie } : {} });
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        if (i >= 2) times.push(performance.now() - t0); // two warm-up requests
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(22)} p50 ${pct(times, 50).toFixed(1).padStart(7)} ms   p99 ${pct(times, 99).toFixed(1).padStart(7)} ms   (${RUNS} runs)`,
      );
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
