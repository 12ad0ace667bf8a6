/** Thin handlers of the statutory clock: parse, call the service, answer. */
import { currentUser } from "../../auth/session";
import { dbOf, type Handler } from "../../lib/handler-kit";
import type { getComplianceClockRoute, getHomeComplianceRoute } from "./routes";
import { clockFor, homeCompliance } from "./service-duties";

export const getComplianceClock: Handler<typeof getComplianceClockRoute> = async (c) =>
  c.json(await clockFor(dbOf(c), currentUser(c), c.req.valid("query")), 200);

export const getHomeCompliance: Handler<typeof getHomeComplianceRoute> = async (c) =>
  c.json(await homeCompliance(dbOf(c), currentUser(c), c.req.valid("param").propertyId), 200);
