/** Enquiries to viewings: staff routes and the applicant's link, chained so the types flow. */
import { createRouter } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limit";
import * as h from "./handlers";
import * as lh from "./link-handlers";
import * as links from "./link-routes";
import * as routes from "./routes";

/**
 * The applicant's link is rate limited per address: 6 times the public form limit
 * (FORM_RATE_LIMIT, so 30 requests per 10 minutes by default), plenty to read, book and answer.
 */
export function viewingRoutes(options: { publicFormLimit: { max: number; windowMs: number } }) {
  const { max, windowMs } = options.publicFormLimit;
  // Shared by every instance through the database (lib/rate-counter-store.ts).
  const limiter = new RateLimiter("enquiry-link", max * 6, windowMs);
  const app = createRouter();
  app.use("/enquiry-links/*", async (c, next) => {
    const { allowed, retryAfterSec } = await limiter.hit(c.get("deps").database.db, clientIp(c));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSec));
      return c.json(errorBody("rate_limited", "Too many requests. Please try again later."), 429);
    }
    await next();
  });
  return app
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
