/**
 * The support feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { loadTicket, visibleTo } from "./service-access";
export { updateTicket } from "./service-workflow";
