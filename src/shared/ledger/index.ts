export * from "./balance";
export * from "./charges";
export * from "./dates";
export * from "./schedule";
