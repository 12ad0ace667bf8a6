/**
 * The viewings feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { addressOf, applicantUrl, formatWhen, linkToken } from "./service-access";
export { viewingsCalendar } from "./service-feed";
export { linkSecret } from "./service-thread";
