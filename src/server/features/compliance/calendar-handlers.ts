/** Calendar feed and reminder settings handlers: validated input, the caller, one service call. */
import { currentUser } from "../../auth/session";
import { errorBody, notFound } from "../../lib/errors";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { viewingsCalendar } from "../viewings";
import type * as r from "./calendar-routes";
import * as feeds from "./service-calendar";
import * as settings from "./service-settings";

export const getCalendarFeed: Handler<typeof r.getCalendarFeedRoute> = async (c) =>
  c.json({ feed: await feeds.feedStatus(dbOf(c), currentUser(c)) }, 200);

export const createCalendarFeed: Handler<typeof r.createCalendarFeedRoute> = async (c) => {
  const [db, user, actor] = acting(c);
  const feed = await feeds.createFeed(db, user, actor, c.get("deps").config.publicUrl);
  return c.json({ feed }, 201);
};

export const revokeCalendarFeed: Handler<typeof r.revokeCalendarFeedRoute> = async (c) => {
  if (!(await feeds.revokeFeed(...acting(c)))) throw notFound("You have no active calendar feed.");
  return c.json({ feed: await feeds.feedStatus(dbOf(c), currentUser(c)) }, 200);
};

/**
 * The public feed, by its token (the per-address limit came first: lib/private-link-limit.ts);
 * anything unknown is a bare 404.
 */
export const calendarFeedFile: Handler<typeof r.calendarFeedFileRoute> = async (c) => {
  const db = dbOf(c);
  const owner = await feeds.feedOwner(db, c.req.valid("param").file);
  if (!owner) return c.json(errorBody("not_found", "Not found"), 404);
  const { publicUrl, site } = c.get("deps").config;
  const config = { publicUrl, appName: site.appName };
  const text =
    owner.kind === "viewings"
      ? await viewingsCalendar(db, owner, config)
      : await feeds.feedCalendar(db, owner, config);
  return c.body(text, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `inline; filename="keyhold-${owner.kind}.ics"`,
  }) as never;
};

export const getComplianceSettings: Handler<typeof r.getComplianceSettingsRoute> = async (c) =>
  c.json({ settings: await settings.getSettings(dbOf(c), currentUser(c).id) }, 200);

export const updateComplianceSettings: Handler<typeof r.updateComplianceSettingsRoute> = async (c) =>
  c.json({ settings: await settings.saveSettings(...acting(c), c.req.valid("json")) }, 200);
