export * from "./api.ts";
export * from "./errors.ts";
export * from "./locales.ts";
export * from "./slug.ts";
