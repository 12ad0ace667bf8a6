/**
 * Times the statutory clock (issue 16) at the size of a large agent: one agent managing 2,000 homes
 * (MAX_HOMES, the clock's per-request maximum) for 100 landlords, plus 100 other landlords with 20
 * homes each. Every home is let (one active tenancy) and carries 3-6 certificates (gas, EICR, EPC,
 * older ones too), proof of service, alarm checks, Right to Rent checks, deposits, a few licences
 * and open alarm faults. Filled in bulk with multi-row SQL, not through the API.
 *
 * Side by side in one run: the agent's clock (`?limit=4` as the dashboard card asks, and the full
 * default), one landlord's 20-home clock, one home's page, the agent's calendar feed, the reminders
 * job over the whole database (first run, then a second that sends nothing), and as ceilings the
 * raw SQL of the heaviest fact query alone and a trivial authenticated route. Ratios, not asserts.
 *
 * Embedded PGlite in memory by default; DATABASE_URL points it at PostgreSQL (a scratch database is
 * created and dropped; the one named is never written to).
 * Usage: npm run bench:compliance [-- --runs 20]
 */
import { cpus } from "node:os";
import pg from "pg";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { createDeps } from "../src/server/deps";
import { factsOf, homesWhere, MAX_HOMES } from "../src/server/features/compliance";
import { manageCondition } from "../src/server/features/properties";
import { createUserAccount } from "../src/server/features/users";
import { complianceReminders } from "../src/server/jobs/compliance-reminders";
import { createLogger } from "../src/server/lib/logger";
import { today as londonToday } from "../src/shared/dates";
import { dutiesForHome } from "../src/shared/law/duties";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg("runs", 20);
const WARMUP = arg("warmup", 3);
const onlyArg = process.argv.indexOf("--only");
/** Only these cases (route, sql, card, clock, landlord, home, ics, job). */
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1]!.split(",") : undefined;
const PASSWORD = "bench-password-2026";
/** The agent's landlords, and the other landlords (20 homes each). */
const AGENT_LANDLORDS = 100;
const OTHER_LANDLORDS = 100;
const AGENT_HOMES = MAX_HOMES;
const OTHER_HOMES = OTHER_LANDLORDS * 20;
const HOMES = AGENT_HOMES + OTHER_HOMES;

async function scratchPostgres(url: string) {
  const name = `keyhold_bench_compliance_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
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
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

interface Timing {
  label: string;
  p50: number;
  p95: number;
  runs: number;
  note?: string;
}

/** Warm-up runs first, then RUNS timed ones; p50 and p95 in ms. */
async function timed(label: string, fn: (i: number) => Promise<unknown>, note?: string): Promise<Timing> {
  for (let i = 0; i < WARMUP; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn(WARMUP + i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: pct(times, 50), p95: pct(times, 95), runs: RUNS, note };
}

/** Every query the driver sends while `fn` runs: its text, parameters and time. */
interface Sent {
  text: string;
  params: unknown[];
  ms: number;
  rows: number;
}
type Queryable = { query: (...args: unknown[]) => Promise<{ rows?: unknown[] }> };
async function capture<T>(client: Queryable, fn: () => Promise<T>): Promise<{ result: T; sent: Sent[] }> {
  const original = client.query;
  const sent: Sent[] = [];
  client.query = async function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === "string" ? first : first.text;
    const params = (typeof first === "string" ? args[1] : (first.values ?? args[1])) as unknown[] | undefined;
    const t0 = performance.now();
    const res = await original.apply(this, args as never);
    sent.push({ text, params: params ?? [], ms: performance.now() - t0, rows: res?.rows?.length ?? 0 });
    return res;
  } as Queryable["query"];
  try {
    return { result: await fn(), sent };
  } finally {
    client.query = original;
  }
}

type Q = (text: string) => Promise<unknown>;
type Today = ReturnType<typeof londonToday>;
type App = ReturnType<typeof createApp>;
type Deps = ReturnType<typeof createDeps>;
type Database = Awaited<ReturnType<typeof openDatabase>>;
interface Account {
  id: string;
  cookie: string;
}

/** A new account of the role, signed in through the API: its id and session cookie. */
async function signIn(app: App, deps: Deps, role: "landlord" | "agent"): Promise<Account> {
  const email = `bench-${role}@bench.example`;
  const user = await createUserAccount(deps, { email, password: PASSWORD, name: `Bench ${role}`, role });
  const res = await app.request("/api/auth/sign-in", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${role}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { id: user.id, cookie };
}

/** The landlords and tenants, the homes (numbered in bench_homes) and one active tenancy each. */
async function fillHomes(q: Q, agent: Account, landlord: Account) {
  // Landlords cl1..cl100 (the agent's), ol1..ol100 (on their own; ol1 is the signed-in landlord).
  await q(`insert into users (id, email, name, role)
    select 'cl' || g, 'cl' || g || '@bench.example', 'Client landlord ' || g, 'landlord'
    from generate_series(1, ${AGENT_LANDLORDS}) g`);
  await q(`insert into users (id, email, name, role)
    select 'ol' || g, 'ol' || g || '@bench.example', 'Landlord ' || g, 'landlord'
    from generate_series(2, ${OTHER_LANDLORDS}) g`);
  await q(`insert into users (id, email, name, role)
    select 'bt' || g, 'bt' || g || '@bench.example', 'Tenant ' || g, 'tenant' from generate_series(1, ${HOMES}) g`);
  // Homes 1..2000 managed by the agent, 2001..4000 let by their landlords; n is the home's number.
  await q(`insert into properties (landlord_id, agent_id, title, type, status, published, address_line1, city,
      postcode, jurisdiction, bedrooms, bathrooms, rent_amount, rent_pcm, gas_supply, storeys,
      combustion_appliance_rooms, occupiers, households, epc_rating)
    select case when g <= ${AGENT_HOMES} then 'cl' || ((g - 1) % ${AGENT_LANDLORDS} + 1)
             when g <= ${AGENT_HOMES + 20} then '${landlord.id}'
             else 'ol' || ((g - ${AGENT_HOMES} - 1) / 20 + 1) end,
      case when g <= ${AGENT_HOMES} then '${agent.id}' end,
      'Home ' || lpad(g::text, 5, '0'), case when g % 3 = 0 then 'house' else 'flat' end, 'let', false,
      g || ' Bench Street',
      (array['London','Manchester','Leeds','Bristol','Cardiff','Glasgow','Birmingham','Liverpool'])[g % 8 + 1],
      'AB1 2CD', case when g % 8 = 4 then 'wales' when g % 8 = 5 then 'scotland' else 'england' end,
      1 + g % 4, 1, 90000 + (g % 40) * 2500, 90000 + (g % 40) * 2500,
      case when g % 9 = 0 then false when g % 9 = 1 then null else true end,
      1 + g % 3, g % 3, case when g % 50 = 0 then 6 else 1 + g % 3 end,
      case when g % 50 = 0 then 5 else 1 end,
      (array['A','B','C','D','E','F','G'])[g % 7 + 1]
    from generate_series(1, ${HOMES}) g`);
  await q(`create table bench_homes as
    select id, row_number() over (order by title) as n, landlord_id from properties`);
  // One active tenancy per home, started up to three years ago (some after 1 May 2026).
  await q(`insert into tenancies (property_id, tenant_id, invite_email, status, start_date, rent_amount,
      rent_frequency, due_day, adult_occupiers, statement_given_on, statement_method, activated_at)
    select h.id, case when h.n % 10 = 0 then null else 'bt' || h.n end,
      case when h.n % 10 = 0 then 'invitee' || h.n || '@bench.example' end, 'active',
      current_date - (h.n * 7 % 1100)::int, 95000, 'monthly', 1 + h.n % 28,
      case when h.n % 4 = 0 then 2 end,
      case when h.n % 3 <> 0 then current_date - (h.n * 7 % 1100)::int end,
      case when h.n % 3 <> 0 then 'email' end, now()
    from bench_homes h`);
}

/** One document per home (of those matching `where`) of the kind, with the dates given as SQL. */
function addDocuments(
  q: Q,
  kind: string,
  extra: { issued: string; expires: string; where?: string; outcome?: string; remedial?: string },
) {
  return q(`insert into documents (property_id, kind, title, file_name, content_type, size_bytes, storage_key,
      issued_on, expires_on, outcome, remedial_due_on, remedial_done_on, uploaded_by)
    select h.id, '${kind}', '${kind} certificate', '${kind}.pdf', 'application/pdf', 2048,
      'documents/' || h.id || '/${kind}-' || h.n || '.pdf',
      ${extra.issued}, ${extra.expires}, ${extra.outcome ?? "null"},
      ${extra.remedial ?? "null"}, case when h.n % 22 = 0 then current_date - 5 end, h.landlord_id
    from bench_homes h join properties p on p.id = h.id
    where ${extra.where ?? "true"}`);
}

/**
 * Certificates: this year's and last year's gas record (no gas: none), an EICR (an older one on
 * every third home, remedial work on every 11th), an EPC (an older one on every fifth).
 */
async function fillCertificates(q: Q) {
  await addDocuments(q, "gas_safety", {
    issued: "current_date - (h.n * 13 % 390)::int",
    expires: "current_date - (h.n * 13 % 390)::int + 365",
    where: "p.gas_supply is distinct from false",
  });
  await addDocuments(q, "gas_safety", {
    issued: "current_date - (h.n * 13 % 390)::int - 365",
    expires: "current_date - (h.n * 13 % 390)::int",
    where: "p.gas_supply is distinct from false",
  });
  await addDocuments(q, "eicr", {
    issued: "current_date - (h.n * 17 % 1900)::int",
    expires: "current_date - (h.n * 17 % 1900)::int + 1826",
    outcome: "case when h.n % 11 = 0 then 'unsatisfactory' else 'satisfactory' end",
    remedial: "case when h.n % 11 = 0 then current_date - (h.n * 17 % 1900)::int + 28 end",
  });
  await addDocuments(q, "eicr", {
    issued: "current_date - (h.n * 17 % 1900)::int - 1826",
    expires: "current_date - (h.n * 17 % 1900)::int",
    outcome: "'satisfactory'",
    where: "h.n % 3 = 0",
  });
  await addDocuments(q, "epc", {
    issued: "current_date - (h.n * 29 % 3800)::int",
    expires: "current_date - (h.n * 29 % 3800)::int + 3652",
  });
  await addDocuments(q, "epc", {
    issued: "current_date - (h.n * 29 % 3800)::int - 3652",
    expires: "current_date - (h.n * 29 % 3800)::int",
    where: "h.n % 5 = 0",
  });
  // Not a certificate: the clock must leave these alone.
  await addDocuments(q, "agreement", { issued: "null", expires: "null" });
}

/** Proof of service, alarm checks, Right to Rent checks, licences, deposits and alarm faults. */
async function fillChecks(q: Q) {
  // Proof of service of the current gas record and EICR on three homes in four.
  await q(`insert into service_records (document_id, tenancy_id, served_on, method, emailed_at, acknowledged_at)
    select d.id, t.id, greatest(d.issued_on, t.start_date) + 2,
      (array['keyhold_email','email','in_person','post'])[h.n % 4 + 1],
      case when h.n % 4 = 0 then now() - interval '20 days' end,
      case when h.n % 8 = 0 then now() - interval '19 days' end
    from bench_homes h
    join tenancies t on t.property_id = h.id
    cross join (values ('gas_safety'), ('eicr')) k(kind)
    join lateral (select id, issued_on from documents x where x.property_id = h.id and x.kind = k.kind
                  order by issued_on desc limit 1) d on true
    where h.n % 4 <> 1`);
  await q(`insert into alarm_checks (tenancy_id, checked_on, smoke_alarms_ok, co_alarms_ok)
    select t.id, t.start_date, h.n % 37 <> 0, case when p.combustion_appliance_rooms > 0 then true end
    from bench_homes h join tenancies t on t.property_id = h.id join properties p on p.id = h.id
    where h.n % 5 <> 0`);
  await q(`insert into right_to_rent_checks (tenancy_id, occupier_name, checked_on, method, permission,
      permission_expires_on, follow_up_due_on)
    select t.id, 'Occupier ' || h.n, t.start_date - 7,
      (array['manual','idvt','home_office_online'])[h.n % 3 + 1],
      case when h.n % 12 = 0 then 'time_limited' else 'unlimited' end,
      case when h.n % 12 = 0 then current_date + (h.n % 400)::int - 200 end,
      case when h.n % 12 = 0 then greatest(current_date + (h.n % 400)::int - 200, t.start_date - 7 + 365) end
    from bench_homes h join tenancies t on t.property_id = h.id join properties p on p.id = h.id
    where h.n % 6 <> 0 and p.jurisdiction = 'england'`);
  await q(`insert into property_licences (property_id, kind, reference, issued_on, expires_on)
    select h.id, case when p.occupiers >= 5 then 'mandatory_hmo' when p.jurisdiction = 'wales'
        then 'rent_smart_wales' when p.jurisdiction = 'scotland' then 'scottish_registration' else 'selective' end,
      'LIC/' || h.n, current_date - 1500 + (h.n % 300)::int, current_date + (h.n % 300)::int - 100
    from bench_homes h join properties p on p.id = h.id where h.n % 25 = 0 or p.occupiers >= 5`);
  await q(`insert into tenancy_deposits (tenancy_id, amount, received_on, scheme, reference, protected_on,
      prescribed_info_on, prescribed_info_method)
    select t.id, 110000, t.start_date, 'dps', 'DPS' || h.n,
      case when h.n % 13 <> 0 then t.start_date + 10 end,
      case when h.n % 7 <> 0 then t.start_date + 12 end, case when h.n % 7 <> 0 then 'email' end
    from bench_homes h join tenancies t on t.property_id = h.id where h.n % 2 = 0`);
  // Open smoke or CO alarm faults on every 40th home, and other tickets the clock must ignore.
  await q(`insert into support_tickets (subject, description, category, priority, status, property_id, created_by, created_at)
    select 'Ticket ' || h.n, 'Bench', case when h.n % 40 = 0 then 'safety_alarm' else 'maintenance' end,
      'high', case when h.n % 80 = 40 then 'resolved' else 'open' end, h.id, 'bt' || h.n,
      now() - ((h.n % 30) || ' days')::interval
    from bench_homes h where h.n % 8 = 0`);
}

/** Fills the database in bulk, then prints what it holds and how long that took. */
async function fillDatabase(database: Database, agent: Account, landlord: Account) {
  const started = performance.now();
  const q: Q = (text) => database.db.execute(text as never);
  await fillHomes(q, agent, landlord);
  await fillCertificates(q);
  await fillChecks(q);
  await q("drop table bench_homes");
  await q("analyze");
  const counts = (await q(`select (select count(*) from properties) p, (select count(*) from tenancies) t,
      (select count(*) from documents) d, (select count(*) from service_records) s,
      (select count(*) from alarm_checks) a, (select count(*) from right_to_rent_checks) r,
      (select count(*) from property_licences) l, (select count(*) from tenancy_deposits) dep`)) as unknown as {
    rows: Record<string, string>[];
  };
  const c = counts.rows[0]!;
  const built = Math.round((performance.now() - started) / 1000);
  console.log(
    `${database.kind}: ${c.p} homes, ${c.t} tenancies, ${c.d} documents, ${c.s} service records, ${c.a} alarm checks, ${c.r} Right to Rent checks, ${c.l} licences, ${c.dep} deposits; built in ${built} s`,
  );
  console.log(
    `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, runs ${RUNS} after ${WARMUP} warm-up`,
  );
}

/**
 * A profile of one 2,000-home clock: each query it sends, and the derivation in memory; each query
 * again on its own (in the clock they run side by side, so their times overlap). Answers the
 * heaviest query alone.
 */
async function profileClock(database: Database, client: Queryable, agent: Account, today: Today) {
  const scope = manageCondition({ id: agent.id, role: "agent" });
  const homes = await homesWhere(database.db, scope);
  const { sent } = await capture(client, () => factsOf(database.db, homes));
  const facts = await factsOf(database.db, homes);
  const d0 = performance.now();
  let dutyCount = 0;
  for (const h of homes) dutyCount += dutiesForHome(facts.get(h.id)!, today).length;
  const deriveMs = performance.now() - d0;
  const alone: number[] = [];
  for (const sq of sent) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await client.query(sq.text, sq.params);
      times.push(performance.now() - t0);
    }
    alone.push(times.sort((a, b) => a - b)[2]!);
  }
  console.log(`\nOne 2,000-home clock, query by query (${homes.length} homes, ${dutyCount} duties):`);
  console.log("  in clock     alone    rows  query");
  sent.forEach((sq, i) => {
    console.log(
      `  ${ms(sq.ms).padStart(8)} ${ms(alone[i]!).padStart(9)} ${String(sq.rows).padStart(7)}  ${sq.text.slice(0, 80).replace(/\s+/g, " ")}…`,
    );
  });
  console.log(
    `  ${"".padStart(8)} ${ms(deriveMs).padStart(9)} ${"".padStart(7)}  derivation of every duty in memory (dutiesForHome × ${homes.length})`,
  );
  return sent[alone.indexOf(Math.max(...alone))]!;
}

interface Case {
  key: string;
  label: string;
  once?: boolean;
  run: (i: number) => Promise<string>;
}

/** Runs each case (those of --only), timed or once. */
async function runCases(cases: Case[]): Promise<Timing[]> {
  const results: Timing[] = [];
  for (const c of cases) {
    if (ONLY && !ONLY.includes(c.key)) continue;
    if (c.once) {
      const t0 = performance.now();
      const note = await c.run(0);
      const took = performance.now() - t0;
      results.push({ label: c.label, p50: took, p95: took, runs: 1, note });
    } else {
      let note = "";
      const t = await timed(c.label, async (i) => {
        note = await c.run(i);
      });
      results.push({ ...t, note });
    }
  }
  return results;
}

/** The table of results, with ratios to the trivial route and to the raw SQL. */
function printResults(kind: string, results: Timing[]) {
  const trivial = results.find((r) => r.label.includes("settings"))?.p50 ?? Number.NaN;
  const rawSql = results.find((r) => r.label.includes("raw SQL"))?.p50 ?? Number.NaN;
  console.log(`\n${kind}: p50 / p95 in ms; ratios of p50 to the trivial route and to the raw SQL`);
  console.log(
    `${"case".padEnd(44)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"× route".padStart(9)} ${"× SQL".padStart(8)}  note`,
  );
  for (const r of results) {
    console.log(
      `${r.label.padEnd(44)} ${ms(r.p50).padStart(9)} ${ms(r.p95).padStart(9)} ${(r.p50 / trivial).toFixed(1).padStart(9)} ${(r.p50 / rawSql).toFixed(1).padStart(8)}  ${r.runs > 1 ? "" : "(one run) "}${r.note ?? ""}`,
    );
  }
}

/** A GET as the cookie's user (none: signed out), each from its own address (the feed allows 60 reads an hour per address). */
const getAs = (app: App, path: string, cookie: string) => async (i: number) => {
  const res = await app.request(path, {
    headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": `10.9.${i >> 8}.${i & 255}` },
  });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
  return body;
};

/** The agent's calendar feed, made through the API: its path. */
async function calendarFeedPath(app: App, agent: Account) {
  const feed = await app.request("/api/compliance/calendar-feed", {
    method: "POST",
    headers: { cookie: agent.cookie },
  });
  if (feed.status !== 201) throw new Error(`calendar feed: ${feed.status} ${await feed.text()}`);
  return new URL(((await feed.json()) as { feed: { url: string } }).feed.url).pathname;
}

interface CaseContext {
  app: App;
  deps: Deps;
  client: Queryable;
  agent: Account;
  landlord: Account;
  /** Homes of the agent's, taken in turn for the home page. */
  homeIds: string[];
  feedPath: string;
  heaviest: Sent;
  today: Today;
}

/** The cases side by side; each answers a note (the response's size, or how many reminders were sent). */
function benchCases(x: CaseContext): Case[] {
  const get = (path: string, cookie: string) => getAs(x.app, path, cookie);
  const size = (b: string) => `response ${Math.round(b.length / 1024).toLocaleString("en-GB")} KiB`;
  const { agent, landlord, heaviest, homeIds } = x;
  return [
    {
      key: "route",
      label: "ceiling: GET /api/compliance/settings",
      run: async (i) => {
        await get("/api/compliance/settings", agent.cookie)(i);
        return "a trivial authenticated route";
      },
    },
    {
      key: "sql",
      label: "ceiling: heaviest fact query, raw SQL",
      run: async () => {
        const res = await x.client.query(heaviest.text, heaviest.params);
        return `${res.rows?.length} rows, alone: ${heaviest.text.slice(0, 48).replace(/\s+/g, " ")}…`;
      },
    },
    {
      key: "card",
      label: "agent clock ?limit=4 (2,000 homes)",
      run: async (i) =>
        `the dashboard card, ${size(await get("/api/compliance/duties?limit=4", agent.cookie)(i))}`,
    },
    {
      key: "clock",
      label: "agent clock, default limit (2,000 homes)",
      run: async (i) => size(await get("/api/compliance/duties", agent.cookie)(i)),
    },
    {
      key: "landlord",
      label: "landlord clock (20 homes)",
      run: async (i) => size(await get("/api/compliance/duties", landlord.cookie)(i)),
    },
    {
      key: "home",
      label: "one home's page",
      run: async (i) =>
        `${homeIds.length} homes in turn, ${size(await get(`/api/compliance/homes/${homeIds[i % homeIds.length]}`, agent.cookie)(i))}`,
    },
    {
      key: "ics",
      label: "agent calendar feed (.ics)",
      run: async (i) => size(await get(x.feedPath, "")(i)),
    },
    {
      key: "job",
      label: "reminders job, first run (whole database)",
      once: true,
      run: async () => `${await complianceReminders(x.deps, x.today)} reminders sent`,
    },
    {
      key: "job",
      label: "reminders job, second run (sends nothing)",
      once: true,
      run: async () => `${await complianceReminders(x.deps, x.today)} reminders sent`,
    },
  ];
}

async function main() {
  const base = loadConfig({ ...process.env, NODE_ENV: "test" });
  const scratch = base.databaseUrl ? await scratchPostgres(base.databaseUrl) : undefined;
  // Trust X-Forwarded-For so each feed read comes from its own address (the feed is rate limited).
  const config = { ...base, databaseUrl: scratch?.url, trustProxy: true };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
  const client = (database.db as unknown as { $client: Queryable }).$client;
  try {
    await runMigrations(database);
    const deps = createDeps(database, config, createLogger("warn"));
    const app = createApp(deps);
    const agent = await signIn(app, deps, "agent");
    const landlord = await signIn(app, deps, "landlord");
    await fillDatabase(database, agent, landlord);

    // One home of the agent's and the agent's calendar feed.
    const homeIds = (
      (await database.db.execute(
        `select id from properties where agent_id = '${agent.id}' order by title limit 200` as never,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    const feedPath = await calendarFeedPath(app, agent);
    const today = londonToday();
    const heaviest = await profileClock(database, client, agent, today);
    const cases = benchCases({ app, deps, client, agent, landlord, homeIds, feedPath, heaviest, today });
    printResults(database.kind, await runCases(cases));
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
