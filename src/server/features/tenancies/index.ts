/**
 * The tenancies feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */

export type { JoinedRow } from "./access";
export { findTenancy, isUuid, readCondition, tenantUser } from "./access";
export { paymentRowsCsv } from "./csv";
export { termsOf } from "./ledger";
export { linkInvitedTenancies } from "./service";
export { type BankLinePayment, payFromBankLine, removeBankLinePayment } from "./service-bank-payments";
export { type DepositAttentionRow, depositsNeedingAttention } from "./service-deposit-attention";
export { getLedger } from "./service-ledger";
export { setAdultOccupierCount } from "./service-occupiers";
export { applyDueRentIncreases } from "./service-rent-apply";
export { loadRentSchedules } from "./service-rents";
export { checkRentInAdvanceFor } from "./service-terms";
