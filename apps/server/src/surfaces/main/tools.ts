import {
  errorResponse,
  ICONS_PATH,
  iconCollection,
  iconsQuery,
  MAPS_LOADER_PATH,
  mapsLoaderQuery,
} from "@sobremesa/contracts";
import { iconCollectionFor } from "@sobremesa/domain/icons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Services } from "../../services.ts";

/** The maps loader (script text the page injects) and the custom icon collection. */
export const toolRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    MAPS_LOADER_PATH,
    {
      schema: {
        tags: ["main"],
        summary: "Maps loader: script text that loads Google Maps, or reports the maps service unavailable",
        description:
          "With GOOGLE_MAPS_KEY set, Google's loader for the libraries (default places), language (default " +
          "es, whatever the page's lang), version (default 3.47) and callback asked for. Without it, a script that sets " +
          "window.__sobremesaMaps = { available: false } and calls the callback; the site keeps its built-in map. " +
          "502 when Google's script cannot be fetched.",
        querystring: mapsLoaderQuery,
        produces: ["text/javascript"],
        response: { 200: z.string(), 502: errorResponse },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const answer = await services.maps.loaderScript({
        libraries: query.libraries.split(",").filter(Boolean),
        language: query.language,
        version: query.version,
        callback: query.callback,
      });
      // The key is in Google's script: never in a shared cache, and only briefly in the visitor's.
      reply.header("cache-control", answer.available ? "private, max-age=600" : "public, max-age=300");
      reply.header("x-content-type-options", "nosniff");
      reply.type("text/javascript; charset=utf-8");
      return answer.script;
    },
  );

  app.get(
    ICONS_PATH,
    {
      schema: {
        tags: ["main"],
        summary: "Custom icon collection for a list of icon names ({ prefix, icons: { name: { body } } })",
        querystring: iconsQuery,
        response: { 200: iconCollection },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return iconCollectionFor(request.query.icons);
    },
  );
};
