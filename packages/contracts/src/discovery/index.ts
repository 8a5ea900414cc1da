export * from "./answers.ts";
export * from "./constants.ts";
export * from "./queries.ts";
