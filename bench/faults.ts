/**
 * Fault test: the production server under concurrent writes (properties, payments, ticket
 * messages) is killed with SIGKILL mid-load and restarted; every acknowledged write must be there
 * and complete (its audit row, written in the same transaction, exists too). Then a graceful
 * SIGTERM while requests are in flight: each of them must still get its 2xx answer.
 * Runs on PGlite, and on PostgreSQL when FAULTS_DATABASE_URL (or the CI server) is reachable.
 *
 *   npm run build && npm run test:faults
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { signIn } from "./lib/mixed-workload";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";
import { type RunningServer, startServer } from "./lib/server";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const WORKERS = 12;
const LOAD_MS = 4000;

type Kind = "property" | "payment" | "message";
interface Ack {
  kind: Kind;
  id: string;
}

interface Targets {
  cookie: string;
  tenancyId: string;
  ticketId: string;
}

/** A property with an active tenancy and a ticket of the demo landlord's, made for this run. */
async function targets(base: string): Promise<Targets> {
  const cookie = await signIn(base, "landlord@keyhold.example");
  const post = async <T>(p: string, body: unknown) => {
    const res = await fetch(`${base}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { property } = await post<{ property: { id: string } }>("/api/manage/properties", {
    title: "Fault test house",
    type: "house",
    addressLine1: "1 Fault Street",
    city: "London",
    postcode: "N1 1AA",
    bedrooms: 2,
    bathrooms: 1,
    rentAmount: 150_000,
    furnished: "unfurnished",
  });
  const { tenancy } = await post<{ tenancy: { id: string } }>("/api/tenancies", {
    propertyId: property.id,
    tenantEmail: "tenant2@keyhold.example",
    startDate: "2026-01-01",
    rentAmount: 150_000,
    rentFrequency: "monthly",
    dueDay: 1,
  });
  await post(`/api/tenancies/${tenancy.id}/status`, { status: "active" });
  const { ticket } = await post<{ ticket: { id: string } }>("/api/support/tickets", {
    subject: "Fault test ticket",
    description: "A ticket that the fault test posts its messages to.",
    category: "other",
    propertyId: property.id,
  });
  return { cookie, tenancyId: tenancy.id, ticketId: ticket.id };
}

let seq = 0;
function write(base: string, t: Targets, kind: Kind): Promise<Response> {
  const n = ++seq;
  const headers: Record<string, string> = { "content-type": "application/json", cookie: t.cookie };
  if (kind === "property") {
    return fetch(`${base}/api/manage/properties`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: `Fault test flat ${n}`,
        type: "flat",
        addressLine1: `${n} Fault Street`,
        city: "London",
        postcode: "N1 1AA",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 100_000 + n,
        furnished: "furnished",
      }),
    });
  }
  if (kind === "payment") {
    return fetch(`${base}/api/tenancies/${t.tenancyId}/payments`, {
      method: "POST",
      headers: { ...headers, "idempotency-key": `fault-${process.pid}-${n}` },
      body: JSON.stringify({
        amount: 1000 + n,
        paidOn: new Date().toISOString().slice(0, 10),
        method: "bank_transfer",
      }),
    });
  }
  return fetch(`${base}/api/support/tickets/${t.ticketId}/messages`, {
    method: "POST",
    headers,
    body: JSON.stringify({ body: `Fault test message ${n}` }),
  });
}

const idOf = (kind: Kind, body: Record<string, { id: string }>) =>
  (kind === "property" ? body.property : kind === "payment" ? body.payment : body.message)?.id;

/** Writes from WORKERS loops until `stop()` says so; returns the acknowledged ones. */
async function drive(base: string, t: Targets, stop: () => boolean) {
  const acks: Ack[] = [];
  let failed = 0;
  let sent = 0;
  const kinds: Kind[] = ["property", "payment", "message"];
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      for (let i = w; !stop(); i++) {
        const kind = kinds[i % 3] as Kind;
        sent++;
        try {
          const res = await write(base, t, kind);
          if (res.status >= 200 && res.status < 300) {
            const id = idOf(kind, (await res.json()) as Record<string, { id: string }>);
            if (!id) throw new Error(`no id in the ${kind} answer`);
            acks.push({ kind, id });
          } else {
            failed++;
            await res.body?.cancel();
          }
        } catch {
          failed++;
        }
      }
    }),
  );
  return { acks, failed, sent };
}

type Query = (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** Acknowledged rows that are missing, and rows whose audit entry is missing. */
async function verify(query: Query, acks: Ack[]) {
  const table: Record<Kind, string> = {
    property: "properties",
    payment: "payments",
    message: "ticket_messages",
  };
  let missing = 0;
  for (const kind of Object.keys(table) as Kind[]) {
    const ids = acks.filter((a) => a.kind === kind).map((a) => a.id);
    if (!ids.length) continue;
    const { rows } = await query(`select count(*)::int as n from ${table[kind]} where id = any($1::uuid[])`, [
      ids,
    ]);
    missing += ids.length - Number(rows[0]?.n);
  }
  // Half-written: a fault-test property or payment without the audit row of its transaction.
  const { rows } = await query(
    `select count(*)::int as n from properties p where p.title like 'Fault test flat %'
       and not exists (select 1 from audit_log a where a.entity_id = p.id::text)`,
    [],
  );
  const { rows: payRows } = await query(
    `select count(*)::int as n from payments p where p.idempotency_key like 'fault-%'
       and not exists (select 1 from audit_log a where a.entity_id = p.id::text)`,
    [],
  );
  return { missing, halfWritten: Number(rows[0]?.n) + Number(payRows[0]?.n) };
}

async function scenario(label: string, opts: { databaseUrl?: string }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "keyhold-faults-"));
  const start = () => startServer({ port: PORT, dataDir, databaseUrl: opts.databaseUrl });
  let server: RunningServer = await start();
  try {
    return await run();
  } finally {
    await server.stop("SIGKILL");
    if (process.env.FAULTS_KEEP) console.log(`kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }

  async function run() {
    const t = await targets(server.url);

    // 1. SIGKILL in the middle of the load.
    const killAt = Date.now() + LOAD_MS;
    const killer = new Promise<void>((resolve) =>
      setTimeout(() => {
        server.process.kill("SIGKILL");
        resolve();
      }, LOAD_MS),
    );
    const killed = await drive(server.url, t, () => Date.now() > killAt + 500);
    await killer;
    await server.stop();
    server = await start();
    await fetch(`${server.url}/api/health`);

    // 2. SIGTERM with requests in flight: all of them must be answered.
    const t2 = await targets(server.url);
    let stopping = false;
    const inflight: Promise<number>[] = [];
    const loader = drive(server.url, t2, () => stopping);
    await new Promise((r) => setTimeout(r, 1500));
    stopping = true;
    for (let i = 0; i < WORKERS; i++) {
      inflight.push(
        write(server.url, t2, (["property", "payment", "message"] as Kind[])[i % 3] as Kind).then(
          async (r) => {
            await r.body?.cancel();
            return r.status;
          },
          (e: Error & { cause?: { code?: string } }) => {
            console.log("a write in flight at SIGTERM failed:", e.cause?.code ?? e.message);
            return 0;
          },
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 200));
    const exit = server.stop("SIGTERM");
    const statuses = await Promise.all(inflight);
    const graceful = await loader;
    const exitCode = await exit;
    const dropped = statuses.filter((s) => s < 200 || s >= 300).length;
    if (dropped) console.log(label, "statuses of the writes in flight at SIGTERM:", statuses.join(" "));

    // Verify against the database itself, with the server stopped.
    let result: { missing: number; halfWritten: number };
    const allAcks = [...killed.acks, ...graceful.acks];
    if (opts.databaseUrl) {
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      await client.connect();
      result = await verify((sql, params) => client.query(sql, params), allAcks);
      await client.end();
    } else {
      const db = new PGlite(path.join(dataDir, "pglite"));
      result = await verify((sql, params) => db.query(sql, params), allAcks);
      await db.close();
    }
    return {
      label,
      acknowledged: killed.acks.length,
      unanswered: killed.failed,
      ...result,
      inflight: statuses.length,
      dropped,
      exitCode,
    };
  }
}

async function postgresUrl(): Promise<string | undefined> {
  const admin = process.env.FAULTS_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `keyhold_faults_${process.pid}`;
  try {
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name}`);
    await c.query(`create database ${name}`);
    await c.end();
  } catch (e) {
    console.warn(`PostgreSQL not reachable (${(e as Error).message}); PGlite only.`);
    return undefined;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

const results = [await scenario("PGlite", {})];
const pgUrl = await postgresUrl();
if (pgUrl) results.push(await scenario("PostgreSQL", { databaseUrl: pgUrl }));

const table = markdownTable(
  [
    "Database",
    "Writes acknowledged before SIGKILL",
    "Failed while down",
    "Acknowledged but missing",
    "Half-written",
    "In flight at SIGTERM",
    "Dropped",
    "Exit code",
  ],
  results.map((r) => [
    r.label,
    r.acknowledged,
    r.unanswered,
    r.missing,
    r.halfWritten,
    r.inflight,
    r.dropped,
    r.exitCode ?? "signal",
  ]),
);
console.log(table);
const ok = results.every(
  (r) => r.missing === 0 && r.halfWritten === 0 && r.dropped === 0 && r.exitCode === 0 && r.acknowledged > 0,
);
writeQualitySection(
  "Faults: SIGKILL and SIGTERM under write load",
  `Written by \`npm run test:faults\`. ${WORKERS} concurrent clients create properties, record payments and
post ticket messages for ${LOAD_MS / 1000} s; the server gets SIGKILL, restarts on the same data, and the
database is checked for every acknowledged write and its audit row (same transaction). Then a
SIGTERM while ${WORKERS} writes are in flight: each must still be answered 2xx and the process exit 0.
Machine: ${machine()}. Result: ${ok ? "pass" : "FAIL"}.

${table}`,
);
if (!ok) {
  console.error("Fault test failed");
  process.exit(1);
}
