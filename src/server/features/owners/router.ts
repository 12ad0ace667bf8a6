/** The money homes router: owners and shares, values, agreements, fee income, co-owner invitations. */
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

export function moneyHomeRoutes() {
  return createRouter()
    .openapi(r.listMoneyHomesRoute, h.listMoneyHomes)
    .openapi(r.getMoneyHomeRoute, h.getMoneyHome)
    .openapi(r.getOwnersRoute, h.getOwners)
    .openapi(r.setOwnersRoute, h.setOwners)
    .openapi(r.setValuesRoute, h.setValues)
    .openapi(r.getAgreementRoute, h.getAgreement)
    .openapi(r.setAgreementRoute, h.setAgreement)
    .openapi(r.deleteAgreementRoute, h.deleteAgreement)
    .openapi(r.feeIncomeRoute, h.getFeeIncome)
    .openapi(r.acceptOwnerInvitationRoute, h.acceptOwnerInvitation);
}
