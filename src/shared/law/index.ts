export * from "./compliance-rules";
export * from "./duties";
export * from "./jurisdictions";
export * from "./rules";
export * from "./scottish-holidays";
export * from "./tenancy-rules";
