import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbFingerprinter } from "./db-fingerprint";
import {
  bodyArb,
  edgeDates,
  type FuzzBody,
  type FuzzPools,
  fixedExamples,
  isDateSchema,
  type JsonSchema,
} from "./fuzz-arbitraries";
import { fuzzTargets } from "./fuzz-targets";
import { markdownTable, recordQualitySection } from "./quality-doc";
import { openApiDocument, routeKey } from "./route-inventory";
import { buildWorld, type World } from "./world";

/** Runs per endpoint: enough to hit each field with several hostile values, quick enough for CI. */
const RUNS = Number(process.env.FUZZ_RUNS) || 25;
let w: World;
const schemas: Record<string, JsonSchema> = {};
let pools: FuzzPools;
let fingerprint: () => Promise<string>;
/** GET routes with query parameters: path template, parameter names, and those that are dates. */
const queryRoutes: { path: string; params: string[]; dates: string[] }[] = [];
const fuzzStats: Record<string, Record<string, number>> = {};
const started = Date.now();

beforeAll(async () => {
  w = await buildWorld();
  const doc = await openApiDocument(w.ctx.app);
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const schema = op.requestBody?.content?.["application/json"]?.schema;
      if (schema && ["post", "put", "patch", "delete"].includes(method)) {
        schemas[routeKey(method, path)] = schema as JsonSchema;
      }
      const query = (op.parameters ?? []).filter((p) => p.in === "query");
      if (method === "get" && query.length) {
        queryRoutes.push({
          path,
          params: query.map((p) => p.name),
          dates: query.filter((p) => isDateSchema(p.schema as JsonSchema)).map((p) => p.name),
        });
      }
    }
  }
  const sides = [w.a, w.b];
  pools = {
    ids: [
      w.admin.id,
      ...sides.flatMap((s) => [
        s.landlord.id,
        s.agent.id,
        s.tenant.id,
        s.propertyId,
        s.draftPropertyId,
        s.imageId,
        s.tenancyId,
        s.ticketId,
        s.blogId,
        s.enquiryId,
        s.pendingPaymentId,
        ...Object.values(s.notificationIds),
      ]),
    ],
    emails: sides.flatMap((s) => [s.landlord.email, s.agent.email, s.tenant.email]),
  };
  fingerprint = await dbFingerprinter(w.ctx.database);
}, 120_000);

function describeBody(body: FuzzBody): string {
  const text = "raw" in body ? body.raw : JSON.stringify(body.json);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

afterAll(() => {
  // Only a full run describes every endpoint (not one filtered with -t).
  if (!w || Object.keys(fuzzStats).length !== Object.keys(fuzzTargets).length) return;
  const engine = w.ctx.database.kind === "postgres" ? "PostgreSQL" : "PGlite";
  const rows = Object.entries(fuzzStats).map(([key, s]) => [
    `\`${key}\``,
    String((s["2xx"] ?? 0) + (s["4xx"] ?? 0)),
    String(s["2xx"] ?? 0),
    String(s["4xx"] ?? 0),
  ]);
  recordQualitySection(
    "Input fuzzing",
    [
      "Every JSON write endpoint of the OpenAPI document gets fixed cases (its valid body, and a NUL " +
        "character and a lone surrogate in each text field) and random payloads from fast-check " +
        "(wrong types, huge strings, unicode, SQL/HTML fragments, negative and overflowing numbers, " +
        "missing and extra fields, non-JSON) as a user permitted to call it. Every answer must be a " +
        "2xx or a 4xx with the `{ error: { code, message, fields? } }` shape, never a 5xx, and a 4xx " +
        "must leave every table (but the audit log and sessions) row-for-row unchanged. " +
        "Every GET query parameter also gets hostile values. Source: `src/server/quality/fuzz.test.ts`.",
      "",
      `Last run on ${engine}, ${new Date().toISOString().slice(0, 10)}: ${RUNS} random runs per endpoint, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s in all.`,
      "",
      markdownTable(["Endpoint", "requests", "2xx", "4xx"], rows),
    ].join("\n"),
  );
});

describe("input fuzzing of JSON write endpoints", () => {
  it("has a fuzz target for every JSON write endpoint", () => {
    const missing = Object.keys(schemas).filter((k) => !(k in fuzzTargets));
    const stale = Object.keys(fuzzTargets).filter((k) => !(k in schemas));
    expect(
      missing,
      `JSON write endpoints without a target in fuzz-targets.ts: ${missing.join(", ")}`,
    ).toEqual([]);
    expect(stale, `targets for endpoints that are not JSON write endpoints: ${stale.join(", ")}`).toEqual([]);
  });

  it.each(Object.keys(fuzzTargets))(
    "%s answers 2xx or a clean 4xx, and a 4xx writes nothing",
    async (key) => {
      const target = fuzzTargets[key]!;
      const schema = schemas[key];
      if (!schema) throw new Error(`${key} has no JSON body in the OpenAPI document`);
      const method = key.split(" ")[0]!;
      const rows = (await target.prepare?.(w)) ?? {};
      const path = target.path(w, rows);
      const user = target.as(w);
      let before = await fingerprint();
      const statuses: Record<number, number> = {};
      const valid = target.valid?.(w, rows);
      await fc.assert(
        fc.asyncProperty(bodyArb(schema, pools, valid), async (body) => {
          const headers: Record<string, string> = {
            "content-type": "application/json",
            ...target.headers?.(),
          };
          if (user) headers.cookie = user.cookie;
          const res = await w.ctx.app.request(path, {
            method,
            headers,
            body: "raw" in body ? body.raw : JSON.stringify(body.json),
          });
          const text = await res.text();
          statuses[Math.floor(res.status / 100)] = (statuses[Math.floor(res.status / 100)] ?? 0) + 1;
          const context = `${res.status} ${text.slice(0, 300)}\nbody: ${describeBody(body)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 300) {
            expect(res.status, context).toBeGreaterThanOrEqual(400);
            const parsed = JSON.parse(text) as {
              error?: { code?: unknown; message?: unknown; fields?: unknown };
            };
            expect(typeof parsed.error?.code, context).toBe("string");
            expect(typeof parsed.error?.message, context).toBe("string");
            const fields = parsed.error?.fields;
            if (fields !== undefined) {
              expect(typeof fields, context).toBe("object");
              for (const v of Object.values(fields as object)) expect(typeof v, context).toBe("string");
            }
            const after = await fingerprint();
            expect(after === before, `a ${res.status} wrote to the database\n${context}`).toBe(true);
          } else {
            before = await fingerprint();
          }
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          examples: fixedExamples(valid, schema).map((b) => [b] as [FuzzBody]),
        },
      );
      fuzzStats[key] = Object.fromEntries(Object.entries(statuses).map(([k, n]) => [`${k}xx`, n]));
    },
  );
});

/** Hostile values for query parameters (numbers, dates, ids, enums and free text alike). */
const hostileQuery = [
  "\u0000",
  "x".repeat(5000),
  "-1",
  "0",
  "1.5",
  "99999999999999999999",
  "' or 1=1 --",
  "%_\\",
  ...edgeDates,
  "<script>",
  "😀",
  "",
];

describe("hostile query parameters on GET routes", () => {
  it("answer 2xx or a clean 4xx, never 5xx", async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of queryRoutes) {
      for (const param of route.params) {
        for (const value of hostileQuery) {
          // Path ids: a row of side A, which the admin may read.
          const path = route.path.replace(/\{[^}]+\}/g, w.a.tenancyDocumentId);
          const url = `${path}?${new URLSearchParams({ [param]: value })}`;
          const res = await w.ctx.app.request(url, { headers: { cookie: w.admin.cookie } });
          sent++;
          const text = res.headers.get("content-type")?.includes("json") ? await res.text() : "";
          await res.body?.cancel().catch(() => undefined);
          if (res.status >= 500) failures.push(`${url.slice(0, 120)}: ${res.status}`);
          else if (res.status >= 400) {
            const body = JSON.parse(text || "{}") as { error?: { code?: unknown; message?: unknown } };
            if (typeof body.error?.code !== "string" || typeof body.error.message !== "string") {
              failures.push(`${url.slice(0, 120)}: ${res.status} without the error shape`);
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures, failures.join("\n")).toEqual([]);
    // Requests go one after another: the budget grows with the routes (about 2,500 requests now).
  }, 120_000);
});

describe("edge dates in date query parameters", () => {
  it("answer 400 naming the parameter, whatever the other parameters", async () => {
    const dated = queryRoutes.filter((r) => r.dates.length);
    expect(dated.length, "routes with date query parameters").toBeGreaterThanOrEqual(8);
    const failures: string[] = [];
    for (const route of dated) {
      const path = route.path.replace(/\{[^}]+\}/g, w.a.tenancyDocumentId);
      for (const param of route.dates) {
        for (const value of edgeDates) {
          // The other parameters valid, so only the date can be wrong (a custom range, a city).
          const query = new URLSearchParams();
          if (route.params.includes("range")) query.set("range", "custom");
          if (route.params.includes("city")) query.set("city", "Testbury");
          for (const other of route.dates) query.set(other, "2026-01-15");
          query.set(param, value);
          // As the first user the route lets in (the admin, else a landlord, an agent or a tenant).
          let res: Response | undefined;
          for (const user of [w.admin, w.a.landlord, w.a.agent, w.a.tenant]) {
            res = await w.ctx.app.request(`${path}?${query}`, { headers: { cookie: user.cookie } });
            if (res.status !== 401 && res.status !== 403) break;
          }
          if (!res) continue;
          const body = (await res.json().catch(() => ({}))) as {
            error?: { fields?: Record<string, string> };
          };
          if (res.status !== 400 || typeof body.error?.fields?.[param] !== "string") {
            failures.push(`${path}?${query}: ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
          }
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
