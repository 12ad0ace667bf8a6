/**
 * The agencies feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { agentHomeIds, agentHomesCondition } from "./access";
export { logoUrl } from "./common";
export { engagedBy } from "./engaged";
export { resolveAssignment } from "./service-assignment";
