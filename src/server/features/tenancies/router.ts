/** The tenancy routers: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import * as ch from "./contacts-handlers";
import * as contacts from "./contacts-routes";
import * as dh from "./deposit-handlers";
import * as deposits from "./deposit-routes";
import * as h from "./handlers";
import * as invitations from "./invitation-routes";
import * as payments from "./payment-routes";
import * as ri from "./rent-increase-handlers";
import * as rentIncreases from "./rent-increase-routes";
import * as routes from "./routes";
import * as th from "./terms-handlers";
import * as terms from "./terms-routes";

/** Tenancies, their ledgers and payments (staff and tenants). */
export function tenancyRoutes() {
  return createRouter()
    .openapi(routes.listTenanciesRoute, h.listTenancies)
    .openapi(routes.createTenancyRoute, h.createTenancy)
    .openapi(routes.getTenancyRoute, h.getTenancy)
    .openapi(routes.changeTenancyStatusRoute, h.changeTenancyStatus)
    .openapi(routes.resendTenancyInvitationRoute, h.resendTenancyInvitation)
    .openapi(routes.getTenancyLedgerRoute, h.getTenancyLedger)
    .openapi(routes.exportTenancyLedgerRoute, h.exportTenancyLedger)
    .openapi(payments.reportTenancyPaymentRoute, h.reportTenancyPayment)
    .openapi(payments.recordTenancyPaymentRoute, h.recordTenancyPayment)
    .openapi(payments.actOnPaymentRoute, h.actOnPayment)
    .openapi(payments.listPaymentsRoute, h.listPayments)
    .openapi(payments.exportPaymentsRoute, h.exportPayments)
    .openapi(rentIncreases.getTenancyRentsRoute, ri.getTenancyRents)
    .openapi(rentIncreases.proposeRentIncreaseRoute, ri.proposeRentIncrease)
    .openapi(rentIncreases.updateRentIncreaseRoute, ri.updateRentIncrease)
    .openapi(rentIncreases.withdrawRentIncreaseRoute, ri.withdrawRentIncrease)
    .openapi(rentIncreases.serveRentIncreaseRoute, ri.serveRentIncrease)
    .openapi(rentIncreases.challengeRentIncreaseRoute, ri.challengeRentIncrease)
    .openapi(rentIncreases.decideRentIncreaseRoute, ri.decideRentIncrease)
    .openapi(rentIncreases.rentIncreasePdfRoute, ri.rentIncreasePdf)
    .openapi(terms.updateTenancyTermsRoute, th.updateTenancyTerms)
    .openapi(terms.recordWrittenTermsRoute, th.recordTenancyWrittenTerms)
    .openapi(terms.listTenancyNoticesRoute, th.listTenancyNotices)
    .openapi(terms.giveTenancyNoticeRoute, th.giveTenancyNotice)
    .openapi(terms.withdrawTenancyNoticeRoute, th.withdrawTenancyNotice)
    .openapi(contacts.getTenancyContactsRoute, ch.getTenancyContacts)
    .openapi(contacts.setTenancyContactsRoute, ch.setTenancyContacts)
    .openapi(deposits.getTenancyDepositRoute, dh.getTenancyDeposit)
    .openapi(deposits.recordHoldingDepositRoute, dh.recordHoldingDeposit)
    .openapi(deposits.recordDepositReceivedRoute, dh.recordDepositReceived)
    .openapi(deposits.recordDepositProtectionRoute, dh.recordDepositProtection)
    .openapi(deposits.recordPrescribedInfoRoute, dh.recordPrescribedInfo)
    .openapi(deposits.addDepositDeductionRoute, dh.addDepositDeduction)
    .openapi(deposits.removeDepositDeductionRoute, dh.removeDepositDeduction)
    .openapi(deposits.respondToDepositDeductionsRoute, dh.respondToDepositDeductions)
    .openapi(deposits.recordDepositReturnRoute, dh.recordDepositReturn)
    .openapi(deposits.listDepositAttentionRoute, dh.listDepositAttention);
}

/** The tenant's side of tenancy invitations. */
export function tenancyInvitationRoutes() {
  return createRouter()
    .openapi(invitations.listTenancyInvitationsRoute, h.listTenancyInvitations)
    .openapi(invitations.acceptTenancyInvitationRoute, h.acceptTenancyInvitation);
}
