/**
 * The documents feature's front door: what other features, jobs and the app may use. Anything
 * not exported here is internal to the feature (the boundaries lint refuses a deep import).
 */
export { type DemoDocument, seedDocument, seedDocumentFindings } from "./seed";
export { addMonths } from "./service";
export { type RemedialValues, setRemedialValues } from "./service-remedial";
