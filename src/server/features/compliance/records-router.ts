/** The compliance records router: each route declaration chained with its handler. */
import { createRouter } from "../../context";
import * as lh from "./certificate-link-handlers";
import * as links from "./certificate-link-routes";
import * as h from "./records-handlers";
import * as r from "./records-routes";
import * as s from "./served-routes";

/**
 * Licences, alarm and Right to Rent checks, EICR remedial work, proof of service, certificates, and
 * the private link of a certificate e-mailed to a tenant who has not joined (rate limited per
 * address before it reaches these routes: lib/private-link-limit.ts, mounted by lib/pre-parse-limits.ts).
 */
export function complianceRecordRoutes() {
  return createRouter()
    .openapi(r.listLicencesRoute, h.listLicences)
    .openapi(r.createLicenceRoute, h.createLicence)
    .openapi(r.updateLicenceRoute, h.updateLicence)
    .openapi(r.deleteLicenceRoute, h.deleteLicence)
    .openapi(r.listAlarmChecksRoute, h.listAlarmChecks)
    .openapi(r.createAlarmCheckRoute, h.createAlarmCheck)
    .openapi(r.listRightToRentRoute, h.listRightToRent)
    .openapi(r.createRightToRentRoute, h.createRightToRent)
    .openapi(r.setAdultOccupiersRoute, h.setAdultOccupiers)
    .openapi(r.deleteRightToRentRoute, h.deleteRightToRent)
    .openapi(s.setRemedialRoute, h.setRemedial)
    .openapi(s.listServicesRoute, h.listServices)
    .openapi(s.serveDocumentRoute, h.serveDocument)
    .openapi(s.deleteServiceRoute, h.deleteService)
    .openapi(s.listCertificatesRoute, h.listCertificates)
    .openapi(links.getCertificateLinkRoute, lh.getCertificateLink)
    .openapi(links.getCertificateLinkFileRoute, lh.getCertificateLinkFile);
}
