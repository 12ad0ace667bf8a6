export * from "./categories";
export * from "./fees";
export * from "./shares";
export * from "./tax-year";
export * from "./yield";
