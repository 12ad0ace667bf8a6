/** Contractors, works orders and the contractor's link, chained so the types flow. */
import { createRouter } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { RateLimiter } from "../../lib/rate-limit";
import { uploadBodyLimit } from "../../storage";
import * as contractorRoutes from "./contractor-routes";
import * as h from "./handlers";
import * as lh from "./link-handlers";
import * as links from "./link-routes";
import * as routes from "./routes";

/**
 * The contractor's link is rate limited per address: 24 times the public form limit
 * (FORM_RATE_LIMIT, so 120 requests per 10 minutes by default), enough for a job's photos.
 */
export function worksRoutes(options: {
  publicFormLimit: { max: number; windowMs: number };
  uploadMaxBytes: number;
}) {
  const { max, windowMs } = options.publicFormLimit;
  // Shared by every instance through the database (lib/rate-counter-store.ts).
  const limiter = new RateLimiter("works-link", max * 24, windowMs);
  const app = createRouter();
  app.use("/works/*", async (c, next) => {
    const { allowed, retryAfterSec } = await limiter.hit(c.get("deps").database.db, clientIp(c));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSec));
      return c.json(errorBody("rate_limited", "Too many requests. Please try again later."), 429);
    }
    await next();
  });
  app.use("/works/:token/files", (c, next) =>
    c.req.method === "POST" ? uploadBodyLimit(options.uploadMaxBytes)(c, next) : next(),
  );
  return app
    .openapi(contractorRoutes.listContractorsRoute, h.listContractors)
    .openapi(contractorRoutes.createContractorRoute, h.createContractor)
    .openapi(contractorRoutes.updateContractorRoute, h.updateContractor)
    .openapi(contractorRoutes.deleteContractorRoute, h.deleteContractor)
    .openapi(routes.listWorksOrdersRoute, h.listWorksOrders)
    .openapi(routes.getWorksOrderRoute, h.getWorksOrder)
    .openapi(routes.listTicketWorksOrdersRoute, h.listTicketWorksOrders)
    .openapi(routes.createWorksOrderRoute, h.createWorksOrder)
    .openapi(routes.decideWorksOrderRoute, h.decideWorksOrder)
    .openapi(routes.cancelWorksOrderRoute, h.cancelWorksOrder)
    .openapi(routes.reissueWorksOrderLinkRoute, h.reissueWorksOrderLink)
    .openapi(routes.revokeWorksOrderLinkRoute, h.revokeWorksOrderLink)
    .openapi(routes.approveWorksInvoiceRoute, h.approveWorksInvoice)
    .openapi(routes.getWorksOrderFileRoute, h.getWorksOrderFile)
    .openapi(contractorRoutes.getApprovalLimitRoute, h.getApprovalLimit)
    .openapi(contractorRoutes.setApprovalLimitRoute, h.setApprovalLimit)
    .openapi(links.getContractorJobRoute, lh.getContractorJob)
    .openapi(links.respondContractorJobRoute, lh.respondContractorJob)
    .openapi(links.proposeContractorVisitRoute, lh.proposeContractorVisit)
    .openapi(links.completeContractorJobRoute, lh.completeContractorJob)
    .openapi(links.uploadContractorFileRoute, lh.uploadContractorFile)
    .openapi(links.getContractorFileRoute, lh.getContractorFile);
}
