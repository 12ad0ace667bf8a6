export * from "./analytics";
export * from "./auth";
export * from "./blogs";
export * from "./contact";
export * from "./properties";
export * from "./support";
export * from "./tenancies";
export * from "./tenancy-law";
