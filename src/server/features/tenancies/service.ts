/**
 * The tenancies feature as other server features use it (documents, auth, dashboards, jobs).
 * Re-exports only; each piece is defined once in the module named beside it:
 * - access.ts: who may see and act on a tenancy, the tenancy read (`findTenancy`);
 * - ledger.ts: the ledger rules of a tenancy row (`termsOf`);
 * - service-rents.ts: the rent history the ledger charges from (`loadRentSchedules`);
 * - service-invitations.ts: joining a tenancy by invitation (`linkInvitedTenancies`).
 * Inside the feature: service-tenancies.ts, service-payments.ts, service-ledger.ts, csv.ts.
 */
export {
  findTenancy,
  readCondition,
  tenantPropertyCondition,
  tenantPropertyIds,
  writeCondition,
} from "./access";
export { termsOf } from "./ledger";
export { linkInvitedTenancies } from "./service-invitations";
export { loadRentSchedules } from "./service-rents";
