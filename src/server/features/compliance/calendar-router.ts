/** The clock's calendar feed and reminder settings, chained so the types flow (chained into the feature router). */
import { createRouter } from "../../context";
import * as h from "./calendar-handlers";
import * as routes from "./calendar-routes";

/** The feed itself is rate limited per address with the other private links (lib/private-link-limit.ts). */
export function clockRoutes() {
  return createRouter()
    .openapi(routes.getCalendarFeedRoute, h.getCalendarFeed)
    .openapi(routes.createCalendarFeedRoute, h.createCalendarFeed)
    .openapi(routes.revokeCalendarFeedRoute, h.revokeCalendarFeed)
    .openapi(routes.calendarFeedFileRoute, h.calendarFeedFile)
    .openapi(routes.getComplianceSettingsRoute, h.getComplianceSettings)
    .openapi(routes.updateComplianceSettingsRoute, h.updateComplianceSettings);
}
