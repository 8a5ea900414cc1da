import { countrySummary, listOf, mainQuery, surfaceStatus } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { accountRoutes } from "./accounts.ts";
import { experienceRoutes } from "./experiences.ts";
import { filterRoutes } from "./filters.ts";
import { geolocationRoutes } from "./geolocation.ts";
import { largePartyRoutes } from "./large-party.ts";
import { leadRoutes } from "./leads.ts";
import { pageRoutes } from "./pages.ts";
import { placeRoutes } from "./places.ts";
import { storeRoutes } from "./store.ts";
import { subscriptionRoutes } from "./subscriptions.ts";
import { surveyRoutes } from "./surveys.ts";
import { toolRoutes } from "./tools.ts";

/** The spec's main web API: /api/filterPage/..., /api/tools/..., /api/subscription/..., /user-login. */
export const mainSurface: FastifyPluginAsyncZod<{
  services: Services;
  /** Origin of absolute URLs in page data (SITE_URL); the request's own origin when absent. */
  /** Absolute URLs in page data (canonical, Open Graph) start with it; never the request's Host. */
  siteUrl: string;
  /** Session cookie and Origin rules of the accounts endpoints; without them they are not mounted. */
  sessions?: SessionOptions;
}> = async (app, { services, siteUrl, sessions }) => {
  // Accounts: sign-up, codes, sign-in, sign-out, the user panel's API.
  if (sessions) await app.register(accountRoutes, { services, sessions });
  // Memberships: plans, subscribing, cards, invoices, cancelling.
  if (sessions) await app.register(subscriptionRoutes, { services, sessions });
  // Discovery: facets, filter items, page data, listing, geolocation.
  await app.register(filterRoutes, { services });
  await app.register(pageRoutes, { services, siteUrl });
  await app.register(placeRoutes, { services });
  await app.register(geolocationRoutes, { services });
  await app.register(surveyRoutes, { services, ...(sessions ? { sessions } : {}) });
  // Client services: the maps loader and the custom icon collection.
  await app.register(toolRoutes, { services });
  // Things to do: listings, experiences, ticket orders, check-in.
  await app.register(experienceRoutes, { services, ...(sessions ? { sessions } : {}) });
  // The online store: stores, products, the cart, orders, the managers' audit.
  await app.register(storeRoutes, { services, ...(sessions ? { sessions } : {}) });
  // Concierge and partner forms, and the chains of the franchise landing.
  await app.register(leadRoutes, { services, ...(sessions ? { sessions } : {}) });
  // Tables above a venue's largest online party: the diner asks, the venue answers.
  await app.register(largePartyRoutes, { services, ...(sessions ? { sessions } : {}) });

  app.get(
    "/api/tools/status",
    {
      schema: {
        tags: ["main"],
        summary: "Main API status and version",
        querystring: mainQuery,
        response: { 200: surfaceStatus },
      },
    },
    async (request) => ({ data: { surface: "main" as const, apiVersion: request.query.v } }),
  );

  app.get(
    "/api/tools/countries",
    {
      schema: {
        tags: ["main"],
        summary: "Countries served (mx, co, cr) with dial codes and currencies",
        querystring: mainQuery,
        response: { 200: listOf(countrySummary) },
      },
    },
    async (request) => {
      const home = await services.catalog.homeSummary({ countryCode: "mx", language: request.query.lang });
      return {
        data: home.countries.map((country) => ({
          id: country.id,
          code: country.code,
          name: country.name,
          dial_code: country.dialCode,
          currency: country.currency,
        })),
      };
    },
  );
};
