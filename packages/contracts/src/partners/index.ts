export * from "./day-book.ts";
export * from "./floor.ts";
export * from "./menu.ts";
export * from "./organizers.ts";
export * from "./profile.ts";
export * from "./reports.ts";
export * from "./schemas.ts";
export * from "./setup.ts";
