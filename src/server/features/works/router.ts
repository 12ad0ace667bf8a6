/** Contractors, works orders and the contractor's link, chained so the types flow. */
import { createRouter } from "../../context";
import { uploadBodyLimit } from "../../storage";
import * as contractorRoutes from "./contractor-routes";
import * as h from "./handlers";
import * as lh from "./link-handlers";
import * as links from "./link-routes";
import * as routes from "./routes";

/**
 * The contractor's link is rate limited per address before it reaches these routes, with the
 * other private links (lib/private-link-limit.ts, mounted by lib/pre-parse-limits.ts).
 */
export function worksRoutes(options: { uploadMaxBytes: number }) {
  const app = createRouter();
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
