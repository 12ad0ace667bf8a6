/**
 * The properties feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { findManaged, isUuid, manageCondition, readCondition } from "./service";
export {
  bumpEnquiryLink,
  moveEnquiryStatus,
  submitEnquiry,
  toEnquiry,
  touchEnquiry,
} from "./service-enquiries";
export {
  type HomeValues,
  markHomeAvailableAfterLet,
  markHomeLet,
  releaseAgencyHomes,
  releaseAgentHomes,
  setEpcRating,
  setHomeValues,
} from "./service-home-updates";
export * as listing from "./service-listing";
export { LISTING_CACHE_TTL_MS, LISTINGS_CHANNEL, listingsChanged } from "./service-listing";
export type { PageQuery } from "./service-listing-query";
export { countSqlForExplain, listingWhere, pageSqlForExplain } from "./service-listing-query";
export * as propertyPage from "./service-property-page";
export { propertyPageSqlForExplain } from "./service-property-page";
