/** The clock's calendar feed and reminder settings, chained so the types flow (chained into the feature router). */
import { createRouter } from "../../context";
import { RateLimiter } from "../../lib/rate-limit";
import * as h from "./calendar-handlers";
import * as routes from "./calendar-routes";

/** Calendar apps poll a feed every few hours; 60 reads an hour per address is plenty. */
export const FEED_LIMIT = { max: 60, windowMs: 60 * 60_000 };

export function clockRoutes(limit: { max: number; windowMs: number } = FEED_LIMIT) {
  // Shared by every instance through the database (lib/rate-counter-store.ts).
  const feedLimiter = new RateLimiter("ical", limit.max, limit.windowMs);
  return createRouter()
    .openapi(routes.getCalendarFeedRoute, h.getCalendarFeed)
    .openapi(routes.createCalendarFeedRoute, h.createCalendarFeed)
    .openapi(routes.revokeCalendarFeedRoute, h.revokeCalendarFeed)
    .openapi(routes.calendarFeedFileRoute, h.calendarFeedFile(feedLimiter))
    .openapi(routes.getComplianceSettingsRoute, h.getComplianceSettings)
    .openapi(routes.updateComplianceSettingsRoute, h.updateComplianceSettings);
}
