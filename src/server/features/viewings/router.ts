/** Enquiries to viewings: staff routes and the applicant's link, chained so the types flow. */
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as lh from "./link-handlers";
import * as links from "./link-routes";
import * as routes from "./routes";

/**
 * The applicant's link is rate limited per address before it reaches these routes, with the
 * other private links (lib/private-link-limit.ts, mounted by lib/pre-parse-limits.ts).
 */
export function viewingRoutes() {
  return createRouter()
    .openapi(routes.getEnquiryThreadRoute, h.getEnquiryThread)
    .openapi(routes.replyToEnquiryRoute, h.replyToEnquiry)
    .openapi(routes.sendNewApplicantLinkRoute, h.sendNewApplicantLink)
    .openapi(routes.listViewingsRoute, h.listViewings)
    .openapi(routes.recordViewingOutcomeRoute, h.recordViewingOutcome)
    .openapi(routes.cancelViewingRoute, h.cancelViewing)
    .openapi(routes.getViewingsFeedRoute, h.getViewingsFeed)
    .openapi(routes.createViewingsFeedRoute, h.createViewingsFeed)
    .openapi(routes.revokeViewingsFeedRoute, h.revokeViewingsFeed)
    .openapi(links.getApplicantViewRoute, lh.getApplicantView)
    .openapi(links.bookApplicantViewingRoute, lh.bookApplicantViewing)
    .openapi(links.cancelApplicantViewingRoute, lh.cancelApplicantViewing)
    .openapi(links.postApplicantMessageRoute, lh.postApplicantMessage);
}
