import {
  geolocationAnswer,
  geolocationQuery,
  locationSearchAnswer,
  locationSearchQuery,
  suggestionsAnswer,
  suggestionsQuery,
} from "@sobremesa/contracts";
import type { LocationResult } from "@sobremesa/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestIp } from "../../plugins/client-ip.ts";
import type { Services } from "../../services.ts";
import { cacheFor } from "./discovery-params.ts";

/** Where the visitor is (coordinates, else IP, else Mexico) and the location search box. */
export const geolocationRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/api/tools/getGeolocationByIpOrLocation",
    {
      schema: {
        tags: ["main"],
        summary: "Geolocation of the visitor: by latitude/longitude, else by IP, else the country default (Mexico)",
        description:
          "The IP is read from the x-client-ip header, then the first x-forwarded-for entry, then the socket. " +
          "countryName, stateName and cityOrColonyName are URL slugs (countryName defaults to mx).",
        querystring: geolocationQuery,
        response: { 200: geolocationAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const ip = requestIp(request);
      const located = await services.search.geolocate({
        ...(ip ? { ip } : {}),
        ...(query.latitude !== undefined && query.longitude !== undefined
          ? { position: { latitude: query.latitude, longitude: query.longitude } }
          : {}),
        language: query.lang,
      });
      reply.header("cache-control", "private, no-store");
      return {
        data: {
          country_id: located.countryId,
          state_id: located.stateId,
          city_id: located.cityId,
          colony_id: located.colonyId,
          latitude: located.latitude,
          longitude: located.longitude,
          countryName: located.countryName,
          stateName: located.stateName,
          cityOrColonyName: located.cityOrColonyName,
          names: {
            country: located.names.country,
            state: located.names.state,
            city_or_colony: located.names.cityOrColony,
          },
          source: located.source,
          path: located.path,
        },
      };
    },
  );

  app.get(
    "/api/tools/locations",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Location search (accent-insensitive): at most 5 results, 5 states per country, 5 areas per state",
        querystring: locationSearchQuery,
        response: { 200: locationSearchAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const results = await services.search.searchLocations(query.q, query.lang);
      reply.header("cache-control", cacheFor(false));
      return { data: results.map(locationAnswer) };
    },
  );

  app.get(
    "/api/tools/suggestions",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Search-box suggestions (accent-insensitive, typo tolerant): locations, places, cuisines, categories",
        description:
          "Each group holds at most 5; cuisines include dishes (food types). Under two characters, all empty.",
        querystring: suggestionsQuery,
        response: { 200: suggestionsAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const [locations, suggestions] = await Promise.all([
        services.search.searchLocations(query.q, query.lang),
        services.search.searchSuggestions(query.q, query.lang, query.country),
      ]);
      reply.header("cache-control", cacheFor(false));
      const filter = ({ class: type, ...rest }: (typeof suggestions.cuisines)[number]) => ({ type, ...rest });
      return {
        data: {
          locations: locations.map(locationAnswer),
          places: suggestions.places,
          cuisines: suggestions.cuisines.map(filter),
          categories: suggestions.categories.map(filter),
        },
      };
    },
  );
};

function locationAnswer(result: LocationResult) {
  return {
    type: result.type,
    id: result.id,
    country_id: result.countryId,
    state_id: result.stateId,
    city_id: result.cityId,
    colony_id: result.colonyId,
    name: result.name,
    country_name: result.countryName,
    state_name: result.stateName,
    city_name: result.cityName,
    path: result.path,
  };
}
