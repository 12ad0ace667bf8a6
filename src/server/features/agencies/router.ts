/** The agency routers: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import { uploadBodyLimit } from "../../storage";
import * as h from "./handlers";
import * as lr from "./logo-routes";
import * as r from "./routes";

/** Agencies, their members and invitations, and landlords' engagements. */
export function agencyRoutes(options: { uploadMaxBytes: number }) {
  const app = createRouter();
  // A logo upload is refused by size before anything reads the body.
  const uploadLimit = uploadBodyLimit(options.uploadMaxBytes);
  app.use("/agency/logo", (c, next) => (c.req.method === "POST" ? uploadLimit(c, next) : next()));
  return app
    .openapi(r.getMyAgencyRoute, h.getMyAgency)
    .openapi(r.createAgencyRoute, h.createAgency)
    .openapi(r.updateAgencyRoute, h.updateAgency)
    .openapi(r.changeAgencyMemberRoute, h.changeAgencyMember)
    .openapi(r.removeAgencyMemberRoute, h.removeAgencyMember)
    .openapi(r.inviteAgencyMemberRoute, h.inviteAgencyMember)
    .openapi(r.revokeAgencyInvitationRoute, h.revokeAgencyInvitation)
    .openapi(r.acceptAgencyInvitationRoute, h.acceptAgencyInvitation)
    .openapi(r.inviteLandlordRoute, h.inviteLandlord)
    .openapi(r.searchAgenciesRoute, h.searchAgencies)
    .openapi(r.listEngagementsRoute, h.listEngagements)
    .openapi(r.requestEngagementRoute, h.requestEngagement)
    .openapi(r.acceptEngagementRoute, h.acceptEngagement)
    .openapi(r.endEngagementRoute, h.endEngagement)
    .openapi(lr.uploadAgencyLogoRoute, h.uploadAgencyLogo)
    .openapi(lr.removeAgencyLogoRoute, h.removeAgencyLogo)
    .openapi(lr.getAgencyLogoRoute, h.getAgencyLogo);
}
