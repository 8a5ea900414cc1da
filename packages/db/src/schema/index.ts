export * from "./catalog.ts";
export * from "./geo.ts";
export * from "./meta.ts";
export * from "./routing.ts";
