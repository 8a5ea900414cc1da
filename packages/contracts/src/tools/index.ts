export * from "./icons.ts";
export * from "./maps.ts";
export * from "./maps-constants.ts";
