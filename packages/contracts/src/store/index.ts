export * from "./client.ts";
export * from "./console.ts";
export * from "./rules.ts";
export * from "./schemas.ts";
