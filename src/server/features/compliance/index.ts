/**
 * The compliance feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export * as feeds from "./service-calendar";
export { calendarText, foldLines } from "./service-calendar";
export { dutiesOfEveryHome, factsOf, type Home, homesWhere, MAX_HOMES } from "./service-duties";
export { acknowledgeOpened } from "./service-served";
export { settingsOf } from "./service-settings";
