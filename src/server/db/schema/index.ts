export * from "./auth";
export * from "./contact";
