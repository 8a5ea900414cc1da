export * from "./icons.ts";
export * from "./maps.ts";
