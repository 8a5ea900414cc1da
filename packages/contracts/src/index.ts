export * from "./api.ts";
export * from "./client.ts";
export * from "./errors.ts";
export * from "./locales.ts";
export * from "./random.ts";
export * from "./routes/index.ts";
export * from "./slug.ts";
export * from "./surfaces.ts";
