export * from "./translate.ts";
