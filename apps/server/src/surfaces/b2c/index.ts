import { API_VERSION, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { b2cAuthRoutes } from "./auth.ts";

/** The spec's Go service (B2C) API (/b2c by default): /api/auth/login and its generic helpers. */
export const b2cSurface: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  await app.register(b2cAuthRoutes, { services, sessions });
  app.get(
    "/status",
    { schema: { tags: ["b2c"], summary: "B2C API status", response: { 200: surfaceStatus } } },
    async () => ({ data: { surface: "b2c" as const, apiVersion: API_VERSION } }),
  );
};
