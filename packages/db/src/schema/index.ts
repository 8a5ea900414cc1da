export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./geo.ts";
export * from "./leads.ts";
export * from "./menus.ts";
export * from "./meta.ts";
export * from "./reservations.ts";
export * from "./routing.ts";
