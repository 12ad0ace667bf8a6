/**
 * The bank feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { withFingerprints } from "./parse";
export { readCsv } from "./parse-csv";
export type { StatementJobInput } from "./parse-job";
export { readStatementJob } from "./parse-job";
export { importStatement } from "./service-import";
