/**
 * The analytics feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export type { PortfolioScope } from "./scope";
export { managedScope, propertyScope, scopeOf, ticketScope } from "./scope";
export { listingViewCounter, recordListingView } from "./service-listing-views";
export { collectedInMonthByLandlord, paymentsByMonth } from "./service-rollups";
export { dueAtSql, rowsOf } from "./sql";
