import { propertyEnquiries, viewings } from "../db/schema";
import { linkToken } from "../features/viewings/service-access";
import { requestAs, type TestUser } from "../test/harness";
import { all, type CellInput, managedRow, type RouteCase, staffOnly } from "./authz-rows";

/**
 * Authorization-matrix rows of enquiries to viewings (issue 18 item 3), spread into authz-table.ts.
 * Enquiries and viewings are written straight to the database on the side's listing (a home on
 * the market), fresh for each cell: "own" is side A's, "other" side B's. The applicant's link needs
 * no session: every caller with the link gets the same answer; altered links, another enquiry's
 * viewing and closed enquiries are 404 (viewings.test.ts). The viewings feed is the caller's own.
 */

/** A fresh enquiry on the side's listing; its id and the applicant's link token. */
async function enquiry(c: CellInput) {
  const { db } = c.w.ctx.database;
  const [row] = await db
    .insert(propertyEnquiries)
    .values({
      propertyId: c.side.listingId,
      name: "Matrix Applicant",
      email: "matrix@applicant.example",
      message: "May I view it?",
    })
    .returning();
  return { id: row!.id, token: linkToken(c.w.ctx.deps.config.authSecret!, row!) };
}

let hour = 0;
/** A fresh viewing of a fresh enquiry, hosted by the side's agent, at a time of its own. */
async function viewing(c: CellInput, status: "proposed" | "booked", past = false) {
  const e = await enquiry(c);
  const offset = (past ? -1 : 1) * (48 + ++hour) * 3_600_000;
  const [row] = await c.w.ctx.database.db
    .insert(viewings)
    .values({
      enquiryId: e.id,
      propertyId: c.side.listingId,
      hostId: c.side.agent.id,
      startsAt: new Date(Date.now() + offset),
      durationMinutes: 30,
      status,
    })
    .returning({ id: viewings.id });
  return { ...e, viewingId: row!.id };
}

async function feedPath(c: CellInput, user: TestUser): Promise<string> {
  const res = await requestAs(c.w.ctx, user, "/api/viewings/calendar-feed", { method: "POST" });
  if (res.status !== 201) throw new Error(`creating a viewings feed answered ${res.status}`);
  const { feed } = (await res.json()) as { feed: { url: string } };
  return new URL(feed.url).pathname;
}

const feed = "/api/viewings/calendar-feed";
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const viewingCases: Record<string, RouteCase> = {
  "GET /api/manage/enquiries/{id}/thread": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/manage/enquiries/${(await enquiry(c)).id}/thread` }),
  },
  "POST /api/manage/enquiries/{id}/replies": {
    expect: managedRow(201),
    note: "the applicant is e-mailed their link",
    request: async (c) => ({
      path: `/api/manage/enquiries/${(await enquiry(c)).id}/replies`,
      // A time of its own, well apart from the viewings made below (the host cannot be double-booked).
      json: {
        message: "Matrix reply",
        slots: [
          { startsAt: new Date(Date.now() + (720 + ++hour) * 3_600_000).toISOString(), durationMinutes: 30 },
        ],
      },
    }),
  },
  "POST /api/manage/enquiries/{id}/new-link": {
    expect: managedRow(200),
    note: "ends the applicant's link and e-mails them a new one",
    request: async (c) => ({ path: `/api/manage/enquiries/${(await enquiry(c)).id}/new-link` }),
    verify: async (_c, res) => {
      // The answer is the staff thread: it never carries the new link itself (only the e-mail does).
      if ((await res.text()).includes("/enquiry/")) throw new Error("the answer shows the applicant's link");
    },
  },
  "GET /api/manage/viewings": {
    expect: staffOnly(200),
    note: "only the homes the caller manages",
    request: async (c) => {
      if (c.permitted) await viewing(c, "booked");
      return { path: `/api/manage/viewings?from=${day(-1)}&to=${day(30)}` };
    },
    verify: async (c, res) => {
      if (res.status !== 200 || c.actor === "admin") return;
      const text = await res.text();
      if (text.includes(c.w.b.listingId)) throw new Error("lists another side's viewing");
    },
  },
  "POST /api/manage/viewings/{id}/outcome": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/manage/viewings/${(await viewing(c, "booked", true)).viewingId}/outcome`,
      json: { attended: false },
    }),
  },
  "POST /api/manage/viewings/{id}/cancel": {
    expect: managedRow(200),
    request: async (c) => ({
      path: `/api/manage/viewings/${(await viewing(c, "proposed")).viewingId}/cancel`,
      json: {},
    }),
  },
  [`GET ${feed}`]: {
    expect: staffOnly(200),
    note: "the caller's own viewings feed: whether one is active, never its token",
    request: () => ({ path: feed }),
  },
  [`POST ${feed}`]: {
    expect: staffOnly(201),
    note: "the caller's own viewings feed, created or rotated",
    request: () => ({ path: feed }),
  },
  [`DELETE ${feed}`]: {
    expect: staffOnly(200),
    note: "the caller's own viewings feed; permitted cells make one first",
    request: async (c) => {
      if (c.permitted && c.user) await feedPath(c, c.user);
      return { path: feed };
    },
  },
  "GET /api/enquiry-links/{token}": {
    expect: all(200),
    note: "public by the applicant's signed link, bound to one enquiry",
    request: async (c) => ({ path: `/api/enquiry-links/${(await enquiry(c)).token}` }),
    verify: async (c, res) => {
      const text = await res.text();
      if (text.includes(c.side.agent.email) || text.includes(c.side.landlord.email))
        throw new Error("the applicant's view shows a staff e-mail");
    },
  },
  "POST /api/enquiry-links/{token}/booking": {
    expect: all(200),
    request: async (c) => {
      const v = await viewing(c, "proposed");
      return { path: `/api/enquiry-links/${v.token}/booking`, json: { viewingId: v.viewingId } };
    },
  },
  "POST /api/enquiry-links/{token}/cancel": {
    expect: all(200),
    request: async (c) => {
      const v = await viewing(c, "booked");
      return { path: `/api/enquiry-links/${v.token}/cancel`, json: { viewingId: v.viewingId } };
    },
  },
  "POST /api/enquiry-links/{token}/messages": {
    expect: all(201),
    request: async (c) => ({
      path: `/api/enquiry-links/${(await enquiry(c)).token}/messages`,
      json: { message: "Matrix answer" },
    }),
  },
};
