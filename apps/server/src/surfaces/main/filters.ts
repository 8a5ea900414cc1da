import {
  allFilterItemsByTypeAnswer,
  allFilterItemsByTypeQuery,
  filterByTypeAndIdAnswer,
  filterByTypeAndIdQuery,
  quantityFilterItemsAnswer,
  quantityFilterItemsQuery,
} from "@sobremesa/contracts";
import type { FilterItem } from "@sobremesa/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../../services.ts";
import { cacheFor, domainFilters, mergedFilters } from "./discovery-params.ts";

function itemAnswer(item: FilterItem) {
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    slug: item.slug,
    ...(item.locationType ? { location_type: item.locationType } : {}),
    ...(item.parentId !== undefined ? { parent_id: item.parentId } : {}),
  };
}

/** The spec's filter calls: facet counts and filter items. */
export const filterRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/api/quantity-filter-items",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Facet counts: places each item of a filter type would list under the other active filters",
        description:
          "A type ignores its own class (multi-select): with cuisine_ids=[1] active, the cuisine counts are those " +
          "of each cuisine alone. Active filters come as flat parameters or as `filters` JSON text. " +
          "type=location counts the states of country_id, or the cities and colonies of state_id.",
        querystring: quantityFilterItemsQuery,
        response: { 200: quantityFilterItemsAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { filters, usedIp } = await domainFilters(mergedFilters(query), request, services, query.lang);
      const counts = await services.search.quantityFilterItems({
        type: query.type,
        filters,
        ...(query.ids ? { ids: query.ids } : {}),
        language: query.lang,
      });
      reply.header("cache-control", cacheFor(usedIp));
      return {
        data: counts.map((count) => ({
          id: count.id,
          quantity: count.quantity,
          ...(count.locationType ? { location_type: count.locationType } : {}),
        })),
      };
    },
  );

  app.get(
    "/api/filterPage/allFilterItemsByType",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Every item of a filter type with its name (in lang), slug and how many places it lists",
        querystring: allFilterItemsByTypeQuery,
        response: { 200: allFilterItemsByTypeAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { filters, usedIp } = await domainFilters(mergedFilters(query), request, services, query.lang);
      const items = await services.search.filterItems({ type: query.type, filters, language: query.lang });
      reply.header("cache-control", cacheFor(usedIp));
      return { data: items.map((item) => ({ ...itemAnswer(item), quantity: item.quantity })) };
    },
  );

  app.get(
    "/api/filterPage/getFilterByTypeAndId",
    {
      schema: {
        tags: ["main"],
        summary: "One filter item by type and id; data is null when there is none",
        querystring: filterByTypeAndIdQuery,
        response: { 200: filterByTypeAndIdAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const item = await services.search.filterItem({
        type: query.type,
        id: query.id,
        language: query.lang,
        ...(query.location_type ? { locationType: query.location_type } : {}),
      });
      reply.header("cache-control", cacheFor(false));
      return { data: item ? itemAnswer(item) : null };
    },
  );
};
