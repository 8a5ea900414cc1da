import { type PageDataAnswer, pageAnswer, pageQuery } from "@sobremesa/contracts";
import { type ListingPage, parseListingPath } from "@sobremesa/domain/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestIp } from "../../plugins/client-ip.ts";
import type { Services } from "../../services.ts";
import { cacheFor } from "./discovery-params.ts";

function pageData(page: ListingPage): PageDataAnswer {
  const { resolution } = page;
  const language = resolution.language;
  const first = (filterClass: string) => resolution.filters.find((filter) => filter.class === filterClass)?.id ?? null;
  return {
    seo: page.seo,
    schema: page.schema,
    color: page.color,
    country_id: resolution.countryId,
    state_id: resolution.stateId,
    city_id: resolution.cityId,
    colony_id: resolution.colonyId,
    category_id: first("category"),
    food_type_id: first("food-type"),
    cuisine_id: first("cuisine"),
    amenity_id: first("amenity"),
    latitude: page.position.latitude,
    longitude: page.position.longitude,
    near_me: resolution.nearMe,
    premium: resolution.premium,
    plus: resolution.plus,
    canonical: resolution.canonicalPath,
    alternates: resolution.alternates,
    heading: resolution.names[language].heading,
    breadcrumbs: resolution.names[language].breadcrumbs,
    filters: resolution.filters.map((filter) => ({
      class: filter.class,
      id: filter.id,
      slug: filter.slug,
      name: filter.name[language],
    })),
    total: page.total,
  };
}

/** Ids of ?tipo-cocina=3 or =3,7 (old cuisine links); anything else in it is ignored. */
function cuisineIds(text: string | undefined): number[] {
  if (!text) return [];
  return text
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id < 2_147_483_647);
}

/** Page data of a listing path: SEO, JSON-LD, header colour and the ids it filters by. */
export const pageRoutes: FastifyPluginAsyncZod<{ services: Services; siteUrl: string }> = async (
  app,
  { services, siteUrl },
) => {
  app.get(
    "/api/tools/page",
    {
      config: { shed: "discovery" },
      schema: {
        tags: ["main"],
        summary: "Page data of a listing path: SEO, JSON-LD schema, header colour and the ids it filters by",
        description:
          "Give the path (/mx/jalisco/guadalajara/bares/, /en/mx/bars/) or the route params as JSON text. " +
          "data.data is null for a path that names nothing; redirect is set (answer 301) when the path is a place's.",
        querystring: pageQuery,
        response: { 200: pageAnswer },
      },
    },
    async (request, reply) => {
      const { query } = request;
      let segments: string[];
      let language = query.lang;
      let listing: "places" | "things-to-do" = "places";
      if (query.path !== undefined) {
        const parsed = parseListingPath(query.path);
        if (!parsed) return { data: { data: null, redirect: null } };
        segments = parsed.segments;
        listing = parsed.listing;
        if (parsed.language === "en") language = "en";
      } else {
        const params = query.params!;
        segments = [params.countryCode, params.stateOrSlug, params.cityOrColonyOrSlug, params.slug]
          .filter((segment): segment is string => segment !== undefined)
          .map((segment) => segment.toLowerCase());
      }
      const ip = requestIp(request);
      const page = await services.search.listingPage({
        segments,
        language,
        listing,
        cuisineIds: cuisineIds(query["tipo-cocina"]),
        ...(query.latitude !== undefined && query.longitude !== undefined
          ? { position: { latitude: query.latitude, longitude: query.longitude } }
          : {}),
        ...(ip ? { ip } : {}),
        siteUrl,
      });
      if (page.kind === "not-found") return { data: { data: null, redirect: null } };
      if (page.kind === "place") return { data: { data: null, redirect: page.redirectTo } };
      // Per visitor when near me came from the IP.
      reply.header("cache-control", cacheFor(page.resolution.nearMe && query.latitude === undefined));
      return { data: { data: pageData(page), redirect: null } };
    },
  );
};
