/**
 * The blogs feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export * as blogs from "./service-public";
export { BLOGS_CHANNEL } from "./service-public";
