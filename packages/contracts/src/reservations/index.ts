export * from "./client.ts";
export * from "./errors.ts";
export * from "./occasions.ts";
export * from "./schemas.ts";
