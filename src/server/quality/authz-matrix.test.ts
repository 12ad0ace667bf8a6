import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestUser } from "../test/harness";
import {
  type Actor,
  actors,
  authzTable,
  type CellInput,
  type CellRequest,
  type RowKind,
} from "./authz-table";
import { dbFingerprinter } from "./db-fingerprint";
import { matrixMarkdown, type Observed, recordQualitySection } from "./quality-doc";
import { apiRouteKeys } from "./route-inventory";
import { buildWorld, type World } from "./world";

let w: World;
const observed: Observed = {};
let routeKeys: string[] = [];
let fingerprint: () => Promise<string>;
const started = Date.now();

beforeAll(async () => {
  w = await buildWorld();
  routeKeys = await apiRouteKeys(w.ctx.app);
  fingerprint = await dbFingerprinter(w.ctx.database);
}, 120_000);

afterAll(() => {
  // Only a full run describes the whole matrix (not one filtered with -t).
  if (!w || Object.keys(observed).length !== Object.keys(authzTable).length) return;
  const engine = w.ctx.database.kind === "postgres" ? "PostgreSQL" : "PGlite";
  const meta = `Last checked on ${engine}, ${new Date().toISOString().slice(0, 10)}: ${Object.keys(observed).length} routes, ${Object.values(
    observed,
  ).reduce(
    (n, r) => n + Object.values(r).reduce((m, s) => m + (s?.length ?? 0), 0),
    0,
  )} cells, ${((Date.now() - started) / 1000).toFixed(1)} s.`;
  recordQualitySection("Authorization matrix", matrixMarkdown(authzTable, observed, meta));
});

const userOf = (actor: Actor): TestUser | undefined =>
  actor === "anonymous" ? undefined : actor === "admin" ? w.admin : w.a[actor];

async function send(method: string, req: CellRequest, user: TestUser | undefined): Promise<Response> {
  const as = "as" in req ? req.as : user;
  const headers: Record<string, string> = { ...req.headers };
  if (as) headers.cookie = as.cookie;
  let body: BodyInit | undefined;
  if (req.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(req.form)) {
      if (typeof v === "string") form.append(k, v);
      else form.append(k, v, v.type === "application/pdf" ? "file.pdf" : "file.png");
    }
    body = form;
  } else if (req.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(req.json);
  }
  return w.ctx.app.request(req.path, { method, headers, body });
}

describe("authorization matrix", () => {
  it("has an entry for every /api route, and no entry for a route that does not exist", () => {
    const missing = routeKeys.filter((k) => !(k in authzTable));
    const stale = Object.keys(authzTable).filter((k) => !routeKeys.includes(k));
    expect(
      missing,
      `routes without an authorization-matrix entry in authz-table.ts: ${missing.join(", ")}`,
    ).toEqual([]);
    expect(stale, `entries for routes the app does not have: ${stale.join(", ")}`).toEqual([]);
  });

  it.each(Object.keys(authzTable))("%s", async (key) => {
    const route = authzTable[key]!;
    const method = key.split(" ")[0]!;
    const cells: { actor: Actor; row: RowKind | null; index: number; expected: number }[] = [];
    for (const actor of actors) {
      const e = route.expect[actor];
      if (typeof e === "number") cells.push({ actor, row: null, index: 0, expected: e });
      else {
        cells.push({ actor, row: "own", index: 0, expected: e[0] });
        cells.push({ actor, row: "other", index: 1, expected: e[1] });
      }
    }
    // Refusals first: they must not change anything; permitted writes then act on fresh rows.
    const ok = (s: number) => s >= 200 && s < 300;
    cells.sort((x, y) => Number(ok(x.expected)) - Number(ok(y.expected)));
    const failures: string[] = [];
    const seen: Partial<Record<Actor, number[]>> = {};
    for (const cell of cells) {
      const input: CellInput = {
        w,
        actor: cell.actor,
        user: userOf(cell.actor),
        row: cell.row,
        side: cell.row === "other" ? w.b : w.a,
        permitted: ok(cell.expected),
      };
      const req = await route.request(input);
      // A refused write must leave the database as it was.
      const before = method !== "GET" && !input.permitted ? await fingerprint() : undefined;
      const raw = await send(method, req, input.user);
      const type = raw.headers.get("content-type") ?? "";
      // Streams (the notification bell) never end on their own: only the status matters.
      if (type.includes("text/event-stream")) void raw.body?.cancel().catch(() => undefined);
      const bytes = type.includes("text/event-stream") ? new ArrayBuffer(0) : await raw.arrayBuffer();
      const res = new Response(bytes, { status: raw.status, headers: raw.headers });
      const text = type.includes("json") ? new TextDecoder().decode(bytes) : "";
      seen[cell.actor] ??= [];
      seen[cell.actor]![cell.index] = res.status;
      const label = `${cell.actor}${cell.row ? ` (${cell.row} row)` : ""}`;
      if (res.status !== cell.expected) {
        failures.push(`${label}: expected ${cell.expected}, got ${res.status} ${text.slice(0, 200)}`);
      } else if (route.verify) {
        await route.verify(input, res).catch((err: Error) => failures.push(`${label}: ${err.message}`));
      }
      if (before !== undefined && res.status >= 400 && (await fingerprint()) !== before) {
        failures.push(`${label}: refused with ${res.status} but wrote to the database`);
      }
      if (res.status >= 400) {
        const body = (type.includes("json") ? JSON.parse(text) : {}) as {
          error?: { code?: unknown; message?: unknown };
        };
        if (typeof body.error?.code !== "string" || typeof body.error.message !== "string") {
          failures.push(`${label}: ${res.status} without the { error: { code, message } } shape`);
        }
      }
    }
    observed[key] = seen;
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
