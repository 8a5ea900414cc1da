export * from "./answers.ts";
export * from "./client.ts";
export * from "./constants.ts";
export * from "./queries.ts";
