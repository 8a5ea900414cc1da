export * from "./client.ts";
export * from "./errors.ts";
export * from "./large-party.ts";
export * from "./occasions.ts";
export * from "./schemas.ts";
