import {
  consoleQuery,
  consoleSettingsAnswer,
  consoleSettingsBody,
  consoleStoreParams,
  errorResponse,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A store's settings in the partner area (owners only): its texts in es and en and its shipping prices. */
export const storeSettingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const stores = services.storeConsole;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/stores/:storeId/settings",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The store's tagline and description in es and en, and its shipping options with their prices",
        params: consoleStoreParams,
        querystring: consoleQuery,
        response: { 200: consoleSettingsAnswer, ...refusals },
      },
    },
    async (request) => stores.storeSettings(await actorOf(request), request.params.storeId, requestLanguage(request)),
  );

  app.put(
    "/stores/:storeId/settings",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Edits the store's texts and shipping prices from the version read; 409 when stale (audited)",
        params: consoleStoreParams,
        querystring: consoleQuery,
        body: consoleSettingsBody,
        response: { 200: consoleSettingsAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) => {
      const body = request.body;
      return stores.updateStoreSettings(
        await actorOf(request),
        request.params.storeId,
        {
          taglineEs: body.tagline_es,
          taglineEn: body.tagline_en,
          descriptionEs: body.description_es,
          descriptionEn: body.description_en,
          version: body.version,
          shipping: body.shipping.map((row) => ({ id: row.id, priceMinor: row.price, freeFromMinor: row.free_from })),
        },
        requestLanguage(request),
      );
    },
  );
};
