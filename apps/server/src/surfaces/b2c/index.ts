import { API_VERSION, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The spec's Go service (B2C) API (/b2c by default): /api/auth/login and its generic helpers. */
export const b2cSurface: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    { schema: { tags: ["b2c"], summary: "B2C API status", response: { 200: surfaceStatus } } },
    async () => ({ data: { surface: "b2c" as const, apiVersion: API_VERSION } }),
  );
};
