export * from "./client.ts";
export * from "./invoice-document.ts";
export * from "./schemas.ts";
