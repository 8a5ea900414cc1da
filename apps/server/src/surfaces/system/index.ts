import { API_VERSION, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The spec's system API (/sys by default): WhatsApp widgets and other system calls. */
export const systemSurface: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/status",
    { schema: { tags: ["system"], summary: "System API status", response: { 200: surfaceStatus } } },
    async () => ({ data: { surface: "system" as const, apiVersion: API_VERSION } }),
  );
};
