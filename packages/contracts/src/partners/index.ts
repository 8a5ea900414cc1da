export * from "./day-book.ts";
export * from "./schemas.ts";
