export * from "./client.ts";
export * from "./constants.ts";
export * from "./phone.ts";
export * from "./schemas.ts";
