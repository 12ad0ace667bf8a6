import { requestAs, type TestUser } from "../test/harness";
import { all, type CellInput, type RouteCase, staffOnly } from "./authz-rows";

/**
 * Authorization-matrix rows of the clock's extras (issue 16), spread into authz-table.ts: each
 * landlord's, agent's or admin's own calendar feed and reminder settings (tenants have neither),
 * and the public feed behind its secret URL.
 */

/** A new feed of `user`'s, its public path (any earlier one of theirs is revoked). */
async function feedPath(c: CellInput, user: TestUser): Promise<string> {
  const res = await requestAs(c.w.ctx, user, "/api/compliance/calendar-feed", { method: "POST" });
  if (res.status !== 201) throw new Error(`creating a feed answered ${res.status}`);
  const { feed } = (await res.json()) as { feed: { url: string } };
  return new URL(feed.url).pathname;
}

const feed = "/api/compliance/calendar-feed";
const settings = "/api/compliance/settings";

export const clockCases: Record<string, RouteCase> = {
  [`GET ${feed}`]: {
    expect: staffOnly(200),
    note: "the caller's own feed: whether one is active, never its token",
    request: () => ({ path: feed }),
  },
  [`POST ${feed}`]: {
    expect: staffOnly(201),
    note: "the caller's own feed, created or rotated",
    request: () => ({ path: feed }),
  },
  [`DELETE ${feed}`]: {
    expect: staffOnly(200),
    note: "the caller's own feed; permitted cells make one first",
    request: async (c) => {
      if (c.permitted && c.user) await feedPath(c, c.user);
      return { path: feed };
    },
  },
  "GET /api/calendar/{file}": {
    expect: all(200),
    note: "public by its secret URL (side A's landlord's feed); unknown or revoked: 404 (calendar.test.ts)",
    request: async (c) => ({ path: await feedPath(c, c.w.a.landlord) }),
    verify: async (c, res) => {
      const text = await res.text();
      if (text.includes(c.w.b.propertyId)) throw new Error("the feed holds another landlord's home");
    },
  },
  [`GET ${settings}`]: {
    expect: staffOnly(200),
    note: "the caller's own reminder settings",
    request: () => ({ path: settings }),
  },
  [`PUT ${settings}`]: {
    expect: staffOnly(200),
    note: "the caller's own reminder settings",
    request: () => ({ path: settings, json: { leadDays: [45, 10], overdueWeekly: true, email: true } }),
  },
};
