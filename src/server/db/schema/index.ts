export * from "./contact";
