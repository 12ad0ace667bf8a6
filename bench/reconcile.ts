/**
 * Bank matching accuracy and time (issue 17 item 8). Generates one agent's year of bank statement
 * lines (10,000 lines by default) for N let homes with known truth, imports them as one CSV
 * through the import service (parse, fingerprints, matcher, insert: `importStatement`) and scores
 * the stored proposals against the truth:
 * - precision: of the money-in lines given a tenancy proposal, the share that named the right one;
 * - recall: of the rent lines, the share given the right proposal (matched automatically);
 * - the same for money out against recorded expenses;
 * - a trivial baseline: the same file imported by a user with no homes (no candidates: parsing,
 *   fingerprints and inserts only), and an exact-reference-only matcher for accuracy.
 * Noise: typos in references, missing references (name, address or postcode only, or nothing),
 * partial payments, pairs of tenants with the same surname and the same rent, late payments,
 * unrelated money in (interest, refunds from firms named like tenants) and card spending.
 *
 * Embedded PGlite in memory by default; DATABASE_URL points it at PostgreSQL (a scratch database is
 * created and dropped; the one named is never written to).
 * Usage: npm run bench:reconcile [-- --lines 10000 --homes 600 --seed 17]
 */
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { stringify } from "csv-stringify/sync";
import { inArray } from "drizzle-orm";
import pg from "pg";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import {
  bankLines,
  expenseAllocations,
  expenses,
  properties,
  tenancies,
  users,
} from "../src/server/db/schema";
import { importStatement, readCsv, withFingerprints } from "../src/server/features/bank";
import { tenancyReference } from "../src/shared/schemas/bank";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const LINES = arg("lines", 10_000);
const HOMES = arg("homes", 600);
const SEED = arg("seed", 17);
const YEAR_START = "2025-11-01";
const MONTHS = 12;
const SAME_SURNAME_PAIRS = 20;
const EXPENSES = 300;

/** mulberry32: a small seeded generator, so every run sees the same statements. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(SEED);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));

const SYL = [
  "ash",
  "bar",
  "cal",
  "dun",
  "ell",
  "fen",
  "gar",
  "hol",
  "ing",
  "kel",
  "lor",
  "mor",
  "nor",
  "pen",
  "ros",
  "sel",
  "tam",
  "var",
  "wen",
  "yor",
];
const ENDS = ["by", "ford", "ton", "well", "worth", "ley", "ridge", "wood", "son", "field"];
const FIRST = [
  "Amelia",
  "Oliver",
  "Isla",
  "George",
  "Ava",
  "Noah",
  "Mia",
  "Arthur",
  "Grace",
  "Leo",
  "Freya",
  "Oscar",
  "Lily",
  "Harry",
  "Ella",
  "Jack",
  "Sofia",
  "Theo",
  "Ivy",
  "Jacob",
];
const STREETS = [
  "Maple",
  "Cedar",
  "Station",
  "Church",
  "Mill",
  "Park",
  "Victoria",
  "Albert",
  "Queens",
  "Kings",
  "Market",
  "Bridge",
];
const KINDS = ["Street", "Road", "Lane", "Avenue", "Close"];
const AREAS = ["LS", "M", "B", "S", "NE", "BS", "L", "NG", "CF", "EH"];
const LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, n: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000));
const dueDate = (month: number, day: number) => {
  const d = new Date(Date.parse(`${YEAR_START}T00:00:00Z`));
  d.setUTCMonth(d.getUTCMonth() + month, day);
  return iso(d);
};
const money = (minor: number) => (minor / 100).toFixed(2);

/** One character changed, dropped or swapped: a reference typed by hand. */
function typo(s: string): string {
  const i = int(2, s.length - 1);
  const r = rand();
  if (r < 0.4)
    return s.slice(0, i) + pick([..."ABCDEF0123456789"].filter((c) => c !== s[i])) + s.slice(i + 1);
  if (r < 0.7) return s.slice(0, i) + s.slice(i + 1);
  return i < s.length - 1 ? s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2) : `${s}X`;
}

interface Home {
  tenancyId: string;
  propertyId: string;
  first: string;
  surname: string;
  rent: number;
  dueDay: number;
  address: string;
  postcode: string;
}
interface Truth {
  tenancyId: string | null;
  expenseId: string | null;
  kind: string;
}

async function scratchPostgres(url: string) {
  const name = `keyhold_bench_reconcile_${process.pid}`;
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

const actor = { user: null, ip: null, userAgent: "bench" };

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];
type Line = {
  date: string;
  amount: number;
  description: string;
  reference: string;
  counterparty: string;
  truth: Truth;
};
type ExpenseRow = {
  id: string;
  landlordId: string;
  propertyId: string;
  paidOn: string;
  supplier: string;
  amountMinor: number;
  category: "repairsAndMaintenance";
  createdBy: string;
};

/** The let homes and their tenants: distinct surnames, but pairs with the same surname and rent. */
function makeHomes(): Home[] {
  const surnames = new Set<string>();
  while (surnames.size < HOMES) {
    const s = `${pick(SYL)}${pick(SYL)}${pick(ENDS)}`;
    surnames.add(s[0]!.toUpperCase() + s.slice(1));
  }
  const names = [...surnames];
  const homes: Home[] = [];
  for (let i = 0; i < HOMES; i++) {
    const pair = i % 2 === 1 && i < SAME_SURNAME_PAIRS * 2;
    const prev = homes[i - 1];
    homes.push({
      tenancyId: randomUUID(),
      propertyId: randomUUID(),
      first: pick(FIRST),
      surname: pair ? prev!.surname : names[i]!,
      rent: pair ? prev!.rent : int(55, 250) * 1000,
      dueDay: pair ? prev!.dueDay : int(1, 28),
      address: `${int(1, 220)} ${pick(STREETS)} ${pick(KINDS)}`,
      postcode: `${pick(AREAS)}${int(1, 29)} ${int(1, 9)}${pick([...LETTERS])}${pick([...LETTERS])}`,
    });
  }
  return homes;
}

/** The homes' tenants, properties and active tenancies, 500 at a time. */
async function insertHomes(db: Db, homes: Home[], agentId: string, landlordId: string) {
  const tenantIds = homes.map(() => randomUUID());
  for (let i = 0; i < HOMES; i += 500) {
    const slice = homes.slice(i, i + 500);
    await db.insert(users).values(
      slice.map((h, j) => ({
        id: tenantIds[i + j]!,
        email: `tenant${i + j}@bench.example`,
        name: `${h.first} ${h.surname}`,
        role: "tenant" as const,
      })),
    );
    await db.insert(properties).values(
      slice.map((h) => ({
        id: h.propertyId,
        landlordId,
        agentId,
        title: h.address,
        type: "flat" as const,
        status: "let" as const,
        addressLine1: h.address,
        city: "Leeds",
        postcode: h.postcode,
        bedrooms: 2,
        bathrooms: 1,
        rentAmount: h.rent,
        rentPcm: h.rent,
      })),
    );
    await db.insert(tenancies).values(
      slice.map((h, j) => ({
        id: h.tenancyId,
        propertyId: h.propertyId,
        tenantId: tenantIds[i + j]!,
        status: "active" as const,
        startDate: "2025-01-01",
        rentAmount: h.rent,
        rentFrequency: "monthly" as const,
        dueDay: h.dueDay,
        createdBy: agentId,
      })),
    );
  }
}

const SUPPLIERS = [
  "Acme Plumbing",
  "Brightspark Electrical",
  "Northern Roofing",
  "Keyfast Locksmiths",
  "Greenleaf Gardens",
  "Clearview Windows",
];

/** Recorded expenses (money out the matcher should find), stored with their allocations. */
async function insertExpenses(db: Db, homes: Home[], agentId: string, landlordId: string) {
  const expenseRows: ExpenseRow[] = Array.from({ length: EXPENSES }, () => {
    const h = pick(homes);
    return {
      id: randomUUID(),
      landlordId,
      propertyId: h.propertyId,
      paidOn: dueDate(int(0, MONTHS - 1), int(1, 28)),
      supplier: pick(SUPPLIERS),
      amountMinor: int(2_000, 90_000),
      category: "repairsAndMaintenance" as const,
      createdBy: agentId,
    };
  });
  await db.insert(expenses).values(expenseRows);
  await db
    .insert(expenseAllocations)
    .values(
      expenseRows.map((e) => ({ expenseId: e.id, propertyId: e.propertyId, amountMinor: e.amountMinor })),
    );
  return expenseRows;
}

/**
 * How the tenant's payment names itself: the exact reference mostly, else a typo, the name only,
 * the address or postcode only, or nothing at all. `note` counts each kind of noise.
 */
function paymentWording(h: Home, ref: string, note: (k: string) => void) {
  const r = rand();
  const name = `${h.first[0]} ${h.surname}`.toUpperCase();
  if (r < 0.68) {
    note("exact reference");
    return { description: "RENT", reference: ref, counterparty: name };
  }
  if (r < 0.78) {
    const reference = typo(ref);
    note("reference with a typo");
    return { description: "RENT", reference, counterparty: name };
  }
  if (r < 0.88) {
    note("no reference: name only");
    return { description: "RENT", reference: "", counterparty: name };
  }
  if (r < 0.93) {
    note("no reference: address only");
    return { description: `RENT ${h.address}`.toUpperCase(), reference: "", counterparty: "" };
  }
  if (r < 0.97) {
    note("no reference: postcode only");
    return { description: `RENT ${h.postcode}`, reference: "", counterparty: "" };
  }
  const description = pick(["STANDING ORDER", "FASTER PAYMENT", "BANK GIRO CREDIT"]);
  note("nothing identifying");
  return { description, reference: "", counterparty: "" };
}

/** Each home's rent for every month: sometimes late, sometimes half, worded as above. */
function rentLines(homes: Home[], note: (k: string) => void): Line[] {
  const rows: Line[] = [];
  for (const h of homes) {
    const ref = tenancyReference(h.tenancyId);
    for (let m = 0; m < MONTHS; m++) {
      const due = dueDate(m, h.dueDay);
      const late = rand() < 0.1 ? int(3, 7) : int(-2, 2);
      const partial = rand() < 0.05;
      const amount = partial ? Math.round(h.rent / 2) : h.rent;
      if (partial) note("partial payment");
      const wording = paymentWording(h, ref, note);
      rows.push({
        date: addDays(due, late),
        amount,
        ...wording,
        truth: { tenancyId: h.tenancyId, expenseId: null, kind: "rent" },
      });
    }
  }
  return rows;
}

/** Money that is no tenant's rent: interest, refunds from firms named like tenants, transfers, card spending. */
function unrelatedLine(homes: Home[], firms: string[]): Line {
  const r = rand();
  const date = dueDate(int(0, MONTHS - 1), int(1, 28));
  const none = { reference: "", counterparty: "" };
  const moneyIn = { tenancyId: null, expenseId: null, kind: "unrelated in" };
  if (r < 0.1) return { date, amount: int(1, 900), description: "INTEREST", ...none, truth: moneyIn };
  // A refund from a firm named like a tenant, for exactly some tenant's rent: a trap for the matcher.
  if (r < 0.15)
    return { date, amount: pick(homes).rent, description: `REFUND ${pick(firms)}`, ...none, truth: moneyIn };
  if (r < 0.2)
    return { date, amount: pick(homes).rent, description: "TRANSFER FROM SAVINGS", ...none, truth: moneyIn };
  return {
    date,
    amount: -int(100, 30_000),
    description: `CARD ${pick(["TESCO", "B&Q", "SCREWFIX", "SHELL", "TRAINLINE", "AMAZON"])}`,
    ...none,
    truth: { tenancyId: null, expenseId: null, kind: "unrelated out" },
  };
}

/** The year's statement, LINES lines: rent, the expenses paid, then unrelated money. */
function statementLines(homes: Home[], expenseRows: ExpenseRow[]) {
  const noise: Record<string, number> = {};
  const note = (k: string) => {
    noise[k] = (noise[k] ?? 0) + 1;
  };
  const rows = rentLines(homes, note);
  for (const e of expenseRows) {
    rows.push({
      date: addDays(e.paidOn, int(0, 3)),
      amount: -e.amountMinor,
      description: `${e.supplier.toUpperCase()} INV ${int(100, 999)}`,
      reference: "",
      counterparty: e.supplier.toUpperCase(),
      truth: { tenancyId: null, expenseId: e.id, kind: "expense" },
    });
  }
  const firms = homes.slice(0, 50).map((h) => `${h.surname.toUpperCase()} & SONS`);
  while (rows.length < LINES) rows.push(unrelatedLine(homes, firms));
  rows.length = Math.min(rows.length, LINES);
  return { rows, noise };
}

const mapping = {
  date: "Date",
  dateFormat: "dmy" as const,
  description: "Description",
  reference: "Reference",
  counterparty: "Counterparty",
  amount: "Amount",
};

/** The statement as the bank's CSV, and each line's truth by its fingerprint. */
function statementFile(rows: Line[]) {
  const csv = stringify([
    ["Date", "Description", "Reference", "Counterparty", "Amount"],
    ...rows.map((r) => [
      r.date.split("-").reverse().join("/"),
      r.description,
      r.reference,
      r.counterparty,
      money(r.amount),
    ]),
  ]);
  const truthByFingerprint = new Map(
    withFingerprints(readCsv(csv, mapping)).map((l, i) => [l.fingerprint, rows[i]!.truth]),
  );
  return { file: { buffer: Buffer.from(csv), name: "year.csv" }, truthByFingerprint };
}

type Stored = {
  fingerprint: string;
  amount: number;
  tenancyId: string | null;
  expenseId: string | null;
  reference: string | null;
};

/** Why a rent line was left without a proposal: its reference had a typo, or it had none. */
function missReason(row: Line) {
  if (row.reference) return "typo";
  if (row.counterparty) return "name only";
  return row.description.startsWith("RENT ") ? "address/postcode" : "nothing";
}

type Counts = {
  rents: number;
  tp: number;
  fp: number;
  exactTp: number;
  exactFp: number;
  expTotal: number;
  expTp: number;
  expFp: number;
};

/** One stored line's proposals counted: right or wrong tenancy and expense, and the baseline's. */
function countLine(c: Counts, line: Stored, truth: Truth, exact: string | undefined) {
  if (truth.kind === "rent") c.rents++;
  if (truth.kind === "expense") c.expTotal++;
  if (line.tenancyId) {
    if (line.tenancyId === truth.tenancyId) c.tp++;
    else c.fp++;
  }
  if (line.expenseId) {
    if (line.expenseId === truth.expenseId) c.expTp++;
    else c.expFp++;
  }
  if (exact) {
    if (exact === truth.tenancyId) c.exactTp++;
    else c.exactFp++;
  }
}

/** The stored proposals scored against the truth, and the exact-reference-only baseline beside them. */
function score(stored: Stored[], truthByFingerprint: Map<string, Truth>, rows: Line[], homes: Home[]) {
  const c: Counts = { rents: 0, tp: 0, fp: 0, exactTp: 0, exactFp: 0, expTotal: 0, expTp: 0, expFp: 0 };
  const missedBy: Record<string, number> = {};
  const refs = new Map(homes.map((h) => [tenancyReference(h.tenancyId), h.tenancyId]));
  for (const line of stored) {
    const truth = truthByFingerprint.get(line.fingerprint)!;
    // The trivial matcher: the exact reference in the reference field, nothing else.
    const exact = line.amount > 0 && line.reference ? refs.get(line.reference) : undefined;
    countLine(c, line, truth, exact);
    if (!line.tenancyId && truth.kind === "rent") {
      const why = missReason(rows.find((r) => r.truth === truth)!);
      missedBy[why] = (missedBy[why] ?? 0) + 1;
    }
  }
  return { ...c, missedBy };
}

type Score = ReturnType<typeof score>;
type Import = Awaited<ReturnType<typeof importStatement>>;

/** The accuracy table: Keyhold's matcher and the exact-reference baseline. */
function printAccuracy(
  engine: string,
  total: number,
  sc: Score,
  noise: Record<string, number>,
  result: Import,
  again: Import,
) {
  const pctOf = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(2)} %` : "n/a");
  console.log(`bench:reconcile on ${engine} (${cpus().length} cores, Node ${process.version}), seed ${SEED}`);
  console.log(
    `${total} lines: ${sc.rents} rent (${HOMES} tenancies × ${MONTHS} months, ${SAME_SURNAME_PAIRS} same-surname same-rent pairs), ${sc.expTotal} payments of recorded expenses, ${total - sc.rents - sc.expTotal} unrelated`,
  );
  console.log(
    `noise of the rent lines: ${Object.entries(noise)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
  );
  console.log(
    `import result: ${result.newCount} new, ${result.proposedCount} proposed; re-import: ${again.newCount} new, ${again.duplicateCount} already imported`,
  );
  console.log("");
  console.log(
    "| matcher | rent precision | rent recall | false matches | expense precision | expense recall |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  console.log(
    `| Keyhold | ${pctOf(sc.tp, sc.tp + sc.fp)} | ${pctOf(sc.tp, sc.rents)} | ${sc.fp} | ${pctOf(sc.expTp, sc.expTp + sc.expFp)} | ${pctOf(sc.expTp, sc.expTotal)} |`,
  );
  console.log(
    `| exact reference only (baseline) | ${pctOf(sc.exactTp, sc.exactTp + sc.exactFp)} | ${pctOf(sc.exactTp, sc.rents)} | ${sc.exactFp} | n/a | n/a |`,
  );
  console.log(
    `rents left unmatched by kind: ${
      Object.entries(sc.missedBy)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ") || "none"
    }`,
  );
}

/** The timing table: each import against the baseline without candidates. */
function printTimes(baselineMs: number, fullMs: number, againMs: number) {
  console.log("");
  console.log("| case | ms | × baseline |");
  console.log("| --- | ---: | ---: |");
  console.log(
    `| import without candidates (parse, fingerprints, insert: baseline) | ${baselineMs.toFixed(0)} | 1 |`,
  );
  console.log(
    `| import with matching (${HOMES} tenancies, ${EXPENSES} expenses) | ${fullMs.toFixed(0)} | ${(fullMs / baselineMs).toFixed(2)} |`,
  );
  console.log(
    `| re-import of the same file (adds nothing) | ${againMs.toFixed(0)} | ${(againMs / baselineMs).toFixed(2)} |`,
  );
}

/** Runs `fn` and answers its result with the milliseconds it took. */
async function timedRun<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const result = await fn();
  return [result, performance.now() - t0];
}

async function main() {
  const base = loadConfig({ ...process.env, NODE_ENV: "test" });
  const scratch = base.databaseUrl ? await scratchPostgres(base.databaseUrl) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 4 });
  const { db } = database;
  try {
    await runMigrations(database);
    const agent = { id: randomUUID(), role: "agent" as const };
    const landlordId = randomUUID();
    const nobody = { id: randomUUID(), role: "agent" as const };
    await db.insert(users).values([
      { id: agent.id, email: "agent@bench.example", name: "Bench Agent", role: "agent" },
      { id: landlordId, email: "landlord@bench.example", name: "Bench Landlord", role: "landlord" },
      { id: nobody.id, email: "nobody@bench.example", name: "Bench Baseline", role: "agent" },
    ]);
    const homes = makeHomes();
    await insertHomes(db, homes, agent.id, landlordId);
    const expenseRows = await insertExpenses(db, homes, agent.id, landlordId);
    const { rows, noise } = statementLines(homes, expenseRows);
    const { file, truthByFingerprint } = statementFile(rows);

    const [, baselineMs] = await timedRun(() => importStatement(db, nobody, actor, file, mapping));
    const [result, fullMs] = await timedRun(() => importStatement(db, agent, actor, file, mapping));
    const [again, againMs] = await timedRun(() => importStatement(db, agent, actor, file, mapping));
    const stored = await db
      .select({
        fingerprint: bankLines.fingerprint,
        amount: bankLines.amountMinor,
        tenancyId: bankLines.proposedTenancyId,
        expenseId: bankLines.proposedExpenseId,
        reference: bankLines.reference,
      })
      .from(bankLines)
      .where(inArray(bankLines.importId, [result.import.id]));
    const sc = score(stored, truthByFingerprint, rows, homes);
    printAccuracy(scratch ? "PostgreSQL" : "PGlite", stored.length, sc, noise, result, again);
    printTimes(baselineMs, fullMs, againMs);
    const ok = sc.fp === 0 && sc.tp / sc.rents >= 0.95;
    console.log(
      `\ntarget (≥ 95 % of rents matched automatically, no false match): ${ok ? "met" : "NOT met"}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

await main();
