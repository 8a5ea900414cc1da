import { z } from "zod";
import { countryCodes } from "../formatting.ts";
import {
  calendarDateInput,
  clockTimeInput,
  idParamInput,
  inputIssueMessages,
  partySizeParamInput,
  textInput,
} from "../input.ts";
import { mainQuery } from "../surfaces.ts";
import {
  DEFAULT_PAGE_SIZE,
  facetClasses,
  filterClasses,
  MAX_BOOKABLE_PLACES,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_RADIUS_M,
  placeSorts,
} from "./constants.ts";

/**
 * Queries of the discovery endpoints. Every GET carries the main
 * API's lang and v; object and list params travel as JSON text. A bad value is a 400 whose details
 * name the parameter (the server's error handler reads the zod issue path).
 */

/** Object params arrive as JSON text; inside JSON they are already values. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, context) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: "custom", message: "must be JSON text" });
      return z.NEVER;
    }
  }, schema);
}

/** A list as JSON text ("[1,2]"), a comma list ("1,2"), a repeated parameter or a JSON array. */
function toList(value: unknown): unknown {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === "string" ? splitList(item) : [item]));
  if (typeof value === "number") return [value];
  if (typeof value === "string") return splitList(value);
  return value;
}

function splitList(text: string): unknown[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  if (trimmed.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [trimmed];
    }
  }
  return trimmed.split(",").map((part) => part.trim());
}

export const idParam = idParamInput;
export const idListParam = z
  .preprocess(toList, z.array(idParam).max(50))
  .describe('ids as JSON text ("[1,2]"), a comma list ("1,2") or a repeated parameter');
const flagParam = z.preprocess((value) => {
  if (value === "true" || value === "1" || value === 1) return true;
  if (value === "false" || value === "0" || value === 0) return false;
  return value;
}, z.boolean());
export const latitudeParam = z.coerce.number().min(-90).max(90);
export const longitudeParam = z.coerce.number().min(-180).max(180);

/** The active filters of a listing, as flat query parameters or inside the `filters` JSON object. */
export const listingFilterFields = {
  country_id: idParam.optional(),
  state_id: idParam.optional(),
  city_id: idParam.optional(),
  colony_id: idParam.optional(),
  category_id: idParam.optional(),
  category_ids: idListParam.optional(),
  cuisine_id: idParam.optional(),
  cuisine_ids: idListParam.optional(),
  food_type_id: idParam.optional(),
  food_type_ids: idListParam.optional(),
  amenity_id: idParam.optional(),
  amenity_ids: idListParam.optional(),
  price_ranges: z.preprocess(toList, z.array(z.coerce.number().int().min(1).max(4)).max(4)).optional(),
  min_score: z.coerce.number().min(0).max(5).optional(),
  /** Only places with a membership benefit. */
  premium: flagParam.optional(),
  /** Near me: within `radius` (default 5 km) of latitude/longitude, or of the caller's IP position. */
  near_me: flagParam.optional(),
  /** Accent-insensitive text on the place name. */
  q: textInput().trim().max(80).optional(),
  latitude: latitudeParam.optional(),
  longitude: longitudeParam.optional(),
  /** Metres around latitude/longitude; implies near me. */
  radius: z.coerce.number().int().min(100).max(MAX_RADIUS_M).optional(),
};

const listingFiltersObject = z.object(listingFilterFields);
export type ListingFiltersParams = z.output<typeof listingFiltersObject>;

/** latitude and longitude come together. */
function positionTogether(
  value: { latitude?: number | undefined; longitude?: number | undefined },
  context: z.RefinementCtx,
) {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    context.addIssue({
      code: "custom",
      path: [value.latitude === undefined ? "latitude" : "longitude"],
      message: "latitude and longitude go together",
    });
  }
}

export const listingFiltersParams = listingFiltersObject.superRefine(positionTogether);

const mode = z.literal("web").default("web");

/** GET /api/places/search: the listing with sort and pagination. */
export const placesSearchQuery = mainQuery
  .extend({
    ...listingFilterFields,
    sort: z.enum(placeSorts).default("relevance"),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((value, context) => {
    positionTogether(value, context);
    if (value.sort === "distance" && value.latitude === undefined) {
      context.addIssue({ code: "custom", path: ["sort"], message: "sort=distance needs latitude and longitude" });
    }
  });
export type PlacesSearchQuery = z.output<typeof placesSearchQuery>;

const facetQueryFields = {
  ...listingFilterFields,
  mode,
  type: z.enum(facetClasses),
  /** The active filters as JSON text; flat parameters of the same names win over it. */
  filters: jsonText(listingFiltersParams)
    .optional()
    .describe("JSON text of the active filters (the flat parameters' names); flat parameters win over it"),
};

/** GET /api/quantity-filter-items: how many places each item of `type` would list. */
export const quantityFilterItemsQuery = mainQuery
  .extend({
    ...facetQueryFields,
    /** The items to count (default: every item of the type). */
    ids: idListParam.optional(),
  })
  .superRefine(positionTogether);
export type QuantityFilterItemsQuery = z.output<typeof quantityFilterItemsQuery>;

/** GET /api/filterPage/allFilterItemsByType: every item of `type` with its name, slug and quantity. */
export const allFilterItemsByTypeQuery = mainQuery.extend(facetQueryFields).superRefine(positionTogether);
export type AllFilterItemsByTypeQuery = z.output<typeof allFilterItemsByTypeQuery>;

/** GET /api/filterPage/getFilterByTypeAndId. */
export const filterByTypeAndIdQuery = mainQuery.extend({
  mode,
  type: z.enum(filterClasses),
  id: idParam,
  /** For type=location: which table the id belongs to (default: state, then city, then colony). */
  location_type: z.enum(["country", "state", "city", "colony"]).optional(),
});
export type FilterByTypeAndIdQuery = z.output<typeof filterByTypeAndIdQuery>;

/** Route params of a listing page, as the route table names them. */
export const listingPathParams = z.object({
  countryCode: textInput().min(1).max(100),
  stateOrSlug: textInput().min(1).max(200).optional(),
  cityOrColonyOrSlug: textInput().min(1).max(200).optional(),
  slug: textInput().min(1).max(200).optional(),
});

/** GET /api/tools/page: the page data of a listing path (`path`) or of its route params (`params`). */
export const pageQuery = mainQuery
  .extend({
    /** The listing path, e.g. /mx/jalisco/guadalajara/bares/ or /en/mx/bars/. */
    path: textInput().trim().min(1).max(500).startsWith("/").optional(),
    /** JSON text of { countryCode, stateOrSlug?, cityOrColonyOrSlug?, slug? }. */
    params: jsonText(listingPathParams)
      .optional()
      .describe("JSON text of the route params: { countryCode, stateOrSlug?, cityOrColonyOrSlug?, slug? }"),
    /** Query string filters of the page (old links carry tipo-cocina={id}). */
    "tipo-cocina": textInput().max(200).optional(),
    latitude: latitudeParam.optional(),
    longitude: longitudeParam.optional(),
  })
  .superRefine((value, context) => {
    positionTogether(value, context);
    if (value.path === undefined && value.params === undefined) {
      context.addIssue({ code: "custom", path: ["path"], message: "path or params is required" });
    }
  });
export type PageQuery = z.output<typeof pageQuery>;

/** GET /api/tools/getGeolocationByIpOrLocation (the IP comes from x-client-ip, x-forwarded-for or the socket). */
export const geolocationQuery = mainQuery
  .extend({ latitude: latitudeParam.optional(), longitude: longitudeParam.optional() })
  .superRefine(positionTogether);
export type GeolocationQuery = z.output<typeof geolocationQuery>;

/** GET /api/tools/locations?q=: accent-insensitive location search. */
export const locationSearchQuery = mainQuery.extend({ q: textInput().trim().min(1).max(80) });
export type LocationSearchQuery = z.output<typeof locationSearchQuery>;

/** GET /api/tools/suggestions?q=&country=: what the search box suggests beside locations. */
export const suggestionsQuery = locationSearchQuery.extend({
  /** The country whose listings the cuisine and category suggestions open. */
  country: z.enum(countryCodes).default("mx"),
});
export type SuggestionsQuery = z.output<typeof suggestionsQuery>;

/**
 * GET /api/places/bookable-times: the bookable times of up to 48 place cards around a date and time
 * (the venue's wall clock) for a party, with the booking page's parameter names.
 */
export const bookableTimesQuery = mainQuery.extend({
  places: z
    .preprocess(
      toList,
      z
        .array(idParam)
        .min(1, inputIssueMessages.placeIdList.en)
        .max(MAX_BOOKABLE_PLACES, inputIssueMessages.placeIdList.en),
    )
    .describe(
      `1 to ${MAX_BOOKABLE_PLACES} place ids: a comma list ("1,2"), JSON text ("[1,2]") or a repeated parameter`,
    ),
  fecha: calendarDateInput.describe("the date asked for, YYYY-MM-DD on the venue's clock"),
  hora: clockTimeInput.describe("the time asked for, HH:mm on the venue's clock"),
  personas: partySizeParamInput.describe("the party size"),
});
export type BookableTimesQueryParams = z.output<typeof bookableTimesQuery>;
