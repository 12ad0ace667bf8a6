import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger";
import type { CalendarFeedCreated, CalendarFeedStatus } from "@shared/schemas/compliance-settings";
import { eq } from "drizzle-orm";
import { foldLines as icalGeneratorFold } from "ical-generator";
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import { calendarFeeds, documents, properties } from "../../db/schema";
import { FEED_LIMIT } from "../../lib/private-link-limit";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { foldLines } from "./service-calendar";

let ctx: TestContext;
const today = londonToday();

beforeAll(async () => {
  // Behind a proxy, so the rate limit test counts its own address (X-Forwarded-For) apart.
  ctx = await createTestContext({
    trustProxy: true,
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A new landlord's home whose gas safety record is 400 days old: its next check is overdue. */
async function homeWithOverdueGas(address: string) {
  const landlord = await signedInUser(ctx, "landlord");
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      title: `Feed House ${address}`,
      type: "house",
      status: "let",
      addressLine1: address,
      city: "York",
      postcode: "YO1 7HH",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
    })
    .returning({ id: properties.id });
  await ctx.database.db.insert(documents).values({
    propertyId: p!.id,
    kind: "gas_safety",
    title: "Gas safety record",
    fileName: "gas.pdf",
    contentType: "application/pdf",
    sizeBytes: 10,
    storageKey: "x",
    issuedOn: addDays(today, -400),
  });
  return { landlord, propertyId: p!.id };
}

const create = async (user: TestUser) =>
  (
    await json<{ feed: CalendarFeedCreated }>(
      await requestAs(ctx, user, "/api/compliance/calendar-feed", { method: "POST" }),
      201,
    )
  ).feed;
/** The public feed's path from the URL answered once. */
const pathOf = (url: string) => new URL(url).pathname;

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe("the calendar feed of duties", () => {
  it("answers the owner's dated duties as all-day events, named by status and home", async () => {
    const { landlord, propertyId } = await homeWithOverdueGas("12 Acacia Road");
    const feed = await create(landlord);
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const res = await ctx.app.request(pathOf(feed.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const parsed = events(await res.text());
    const gas = parsed.find((e) => String(e.summary).startsWith("OVERDUE: Gas"))!;
    expect(gas, parsed.map((e) => e.summary).join(" | ")).toBeTruthy();
    expect(String(gas.summary)).toContain("12 Acacia Road");
    expect(gas.datetype).toBe("date");
    expect(gas.uid).toMatch(/gas/);
    expect(String(gas.description)).toContain("not legal advice");
    expect(String(gas.description)).toContain(`/landlord/compliance/homes/${propertyId}`);
    // Every event is dated; the same duty keeps its UID from one read to the next.
    const again = events(await (await ctx.app.request(pathOf(feed.url))).text());
    expect(again.map((e) => e.uid).sort()).toEqual(parsed.map((e) => e.uid).sort());
    // Reading it is noted; the status never shows the token.
    const status = await json<{ feed: CalendarFeedStatus }>(
      await requestAs(ctx, landlord, "/api/compliance/calendar-feed"),
      200,
    );
    expect(status.feed.active).toBe(true);
    expect(status.feed.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(status)).not.toContain(pathOf(feed.url).slice(14, 40));
    // Only the hash is stored.
    const rows = await ctx.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, landlord.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(feed.url).not.toContain(rows[0]!.tokenHash);
  });

  it("never holds another user's duties", async () => {
    const mine = await homeWithOverdueGas("1 Mine Street");
    const theirs = await homeWithOverdueGas("2 Theirs Street");
    const text = await (await ctx.app.request(pathOf((await create(mine.landlord)).url))).text();
    expect(text).toContain("1 Mine Street");
    expect(text).not.toContain("2 Theirs Street");
    expect(text).not.toContain(theirs.propertyId);
  });

  it("a rotated or revoked address answers 404 with no detail", async () => {
    const { landlord } = await homeWithOverdueGas("3 Rotate Row");
    const first = await create(landlord);
    const second = await create(landlord);
    expect(second.url).not.toBe(first.url);
    const old = await ctx.app.request(pathOf(first.url));
    expect(old.status).toBe(404);
    expect(await old.text()).not.toMatch(/revoked|rotat/i);
    expect((await ctx.app.request(pathOf(second.url))).status).toBe(200);
    await json(await requestAs(ctx, landlord, "/api/compliance/calendar-feed", { method: "DELETE" }), 200);
    expect((await ctx.app.request(pathOf(second.url))).status).toBe(404);
    const status = await json<{ feed: CalendarFeedStatus }>(
      await requestAs(ctx, landlord, "/api/compliance/calendar-feed"),
      200,
    );
    expect(status.feed).toEqual({ active: false, createdAt: null, lastUsedAt: null });
    // Revoking again: nothing to revoke.
    expect(
      (await requestAs(ctx, landlord, "/api/compliance/calendar-feed", { method: "DELETE" })).status,
    ).toBe(404);
    for (const bad of ["nope.ics", `${"A".repeat(43)}.ics`, "x".repeat(200), `${"A".repeat(43)}.txt`]) {
      expect((await ctx.app.request(`/api/calendar/${bad}`)).status).toBe(404);
    }
  });

  it("ends every content line with CRLF, the last one too (RFC 5545 §3.1, §3.4), and parses", async () => {
    const { landlord } = await homeWithOverdueGas("4 Crlf Close");
    const duties = await (await ctx.app.request(pathOf((await create(landlord)).url))).text();
    // An empty feed (no viewings booked) is only the calendar's frame: it must end the same way.
    const viewingsFeed = await json<{ feed: CalendarFeedCreated }>(
      await requestAs(ctx, landlord, "/api/viewings/calendar-feed", { method: "POST" }),
      201,
    );
    const viewings = await (await ctx.app.request(pathOf(viewingsFeed.feed.url))).text();
    for (const text of [duties, viewings]) {
      expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
      expect(text.endsWith("\r\nEND:VCALENDAR\r\n")).toBe(true);
      // No bare CR or LF anywhere: every line break is CRLF.
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const parsed = ical.sync.parseICS(text);
      expect(Object.values(parsed).some((c) => c?.type === "VCALENDAR")).toBe(true);
    }
    expect(events(duties).some((e) => String(e.summary).includes("4 Crlf Close"))).toBe(true);
    expect(events(viewings)).toEqual([]);
  });

  it("only landlords, agents and admins may have a feed", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    expect((await requestAs(ctx, tenant, "/api/compliance/calendar-feed", { method: "POST" })).status).toBe(
      403,
    );
    expect(
      (await requestAs(ctx, undefined, "/api/compliance/calendar-feed", { method: "POST" })).status,
    ).toBe(401);
    for (const role of ["agent", "admin"] as const) {
      const user = await signedInUser(ctx, role);
      const feed = await create(user);
      expect((await ctx.app.request(pathOf(feed.url))).status).toBe(200);
    }
  });

  it("is rate limited per address: past the limit, 429 with Retry-After, known token or not", async () => {
    const { landlord } = await homeWithOverdueGas("5 Busy Street");
    const path = pathOf((await create(landlord)).url);
    const from = (ip: string) => ctx.app.request(path, { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < FEED_LIMIT.max; i++) {
      const res = await (i % 2
        ? from("203.0.113.9")
        : ctx.app.request("/api/calendar/unknown.ics", { headers: { "x-forwarded-for": "203.0.113.9" } }));
      expect(res.status).not.toBe(429);
    }
    const limited = await from("203.0.113.9");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await from("203.0.113.10")).status).toBe(200);
  });
});

describe("foldLines", () => {
  it("folds exactly as ical-generator does (74 octets, UTF-8 aware), only faster", () => {
    const lines = [
      "",
      "SUMMARY:short",
      `DESCRIPTION:${"x".repeat(74)}`,
      `DESCRIPTION:${"x".repeat(300)}`,
      `DESCRIPTION:${"é".repeat(80)}`,
      `SUMMARY:OVERDUE: Gas safety check — ${"12 Acacia Road, Llanelli ".repeat(6)}`,
      `DESCRIPTION:${"😀日本£ ".repeat(40)}`,
      `X:${"a".repeat(71)}😀😀`,
    ];
    for (const line of lines) expect(foldLines(line)).toBe(icalGeneratorFold(line));
    const text = `${lines.join("\r\n")}\r\n`;
    expect(foldLines(text)).toBe(icalGeneratorFold(text));
  });
});
