/** The compliance records router: each route declaration chained with its handler. */
import { createRouter } from "../../context";
import * as h from "./records-handlers";
import * as r from "./records-routes";
import * as s from "./served-routes";

/** Licences, alarm and Right to Rent checks, EICR remedial work, proof of service, certificates. */
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
    .openapi(s.listCertificatesRoute, h.listCertificates);
}
