/** Handlers of enquiries to viewings for staff: validated input, the caller, one service call. */
import { currentUser } from "../../auth/session";
import { notFound } from "../../lib/errors";
import { acting, dbOf, type Handler } from "../../lib/handler-kit";
import { requestActor } from "../audit";
import { feeds } from "../compliance";
import type * as r from "./routes";
import * as relink from "./service-relink";
import * as thread from "./service-thread";
import * as diary from "./service-viewings";

export const getEnquiryThread: Handler<typeof r.getEnquiryThreadRoute> = async (c) =>
  c.json({ thread: await thread.getThread(dbOf(c), currentUser(c), c.req.valid("param").id) }, 200);

export const replyToEnquiry: Handler<typeof r.replyToEnquiryRoute> = async (c) => {
  const t = await thread.replyToEnquiry(
    c.get("deps"),
    currentUser(c),
    requestActor(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ thread: t }, 201);
};

export const sendNewApplicantLink: Handler<typeof r.sendNewApplicantLinkRoute> = async (c) => {
  const t = await relink.sendNewLink(c.get("deps"), currentUser(c), requestActor(c), c.req.valid("param").id);
  return c.json({ thread: t }, 200);
};

export const listViewings: Handler<typeof r.listViewingsRoute> = async (c) =>
  c.json({ viewings: await diary.listViewings(dbOf(c), currentUser(c), c.req.valid("query")) }, 200);

export const recordViewingOutcome: Handler<typeof r.recordViewingOutcomeRoute> = async (c) => {
  const viewing = await diary.recordOutcome(...acting(c), c.req.valid("param").id, c.req.valid("json"));
  return c.json({ viewing }, 200);
};

export const cancelViewing: Handler<typeof r.cancelViewingRoute> = async (c) => {
  const viewing = await diary.cancelViewing(
    c.get("deps"),
    currentUser(c),
    requestActor(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json({ viewing }, 200);
};

export const getViewingsFeed: Handler<typeof r.getViewingsFeedRoute> = async (c) =>
  c.json({ feed: await feeds.feedStatus(dbOf(c), currentUser(c), "viewings") }, 200);

export const createViewingsFeed: Handler<typeof r.createViewingsFeedRoute> = async (c) => {
  const [db, user, actor] = acting(c);
  const feed = await feeds.createFeed(db, user, actor, c.get("deps").config.publicUrl, "viewings");
  return c.json({ feed }, 201);
};

export const revokeViewingsFeed: Handler<typeof r.revokeViewingsFeedRoute> = async (c) => {
  if (!(await feeds.revokeFeed(...acting(c), "viewings")))
    throw notFound("You have no active viewings feed.");
  return c.json({ feed: await feeds.feedStatus(dbOf(c), currentUser(c), "viewings") }, 200);
};
