export * from "./schemas.ts";
export * from "./setup.ts";
