export * from "./icons.ts";
export * from "./icons-constants.ts";
export * from "./maps.ts";
export * from "./maps-constants.ts";
