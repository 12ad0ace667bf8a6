export * from "./balance";
export * from "./charges";
export * from "./dates";
