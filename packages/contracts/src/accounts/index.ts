export * from "./client.ts";
export * from "./phone.ts";
export * from "./schemas.ts";
