import {
  bookableTimesAnswer,
  bookableTimesQuery,
  MAX_BOOKABLE_PLACES,
  placesSearchAnswer,
  placesSearchQuery,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.ts";
import { cacheFor, domainFilters, placeCard } from "./discovery-params.ts";

/** The listing itself: filtered, sorted and paginated place cards with the total. */
export const placeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/api/places/search",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Listing of places: filters, sort (relevance, score, price, distance) and pages of up to 48",
        description:
          "Within a class ids are alternatives (OR), classes combine (AND). q is accent-insensitive on the name. " +
          "near_me or radius lists places within radius metres (default 5,000) of latitude/longitude, or of the " +
          "caller's IP city; sort=distance needs latitude and longitude.",
        querystring: placesSearchQuery,
        response: { 200: placesSearchAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { filters, position, usedIp } = await domainFilters(query, request, services, query.lang);
      const result = await services.search.searchPlaces({
        ...filters,
        ...(position ? { position } : {}),
        sort: query.sort,
        page: query.page,
        pageSize: query.page_size,
        language: query.lang,
      });
      reply.header("cache-control", cacheFor(usedIp));
      return {
        data: result.items.map((place) => placeCard(place, query.lang)),
        meta: {
          total: result.total,
          page: result.page,
          page_size: result.pageSize,
          pages: result.pages,
          sort: result.sort,
        },
      };
    },
  );

  app.get(
    "/api/places/bookable-times",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: `Bookable times of up to ${MAX_BOOKABLE_PLACES} places around a date, time and party`,
        description:
          "For each place, in the order asked: up to five available times (the venue's wall clock, " +
          "chronological) within 150 minutes of fecha and hora; when there are none, the next available " +
          "time within 14 days (next). bookable is false for a place that takes no online bookings or " +
          "not for this party. Times change as tables are booked: cached for 30 seconds.",
        querystring: bookableTimesQuery,
        response: { 200: bookableTimesAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const found = await services.reservations.bookableTimes({
        placeIds: query.places,
        date: query.fecha,
        time: query.hora,
        party: query.personas,
      });
      reply.header("cache-control", "public, max-age=30");
      return { places: [...found.values()] };
    },
  );
};
