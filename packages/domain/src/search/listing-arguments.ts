import { DomainError, type FacetClass, type Language, type PlaceSort } from "@sobremesa/contracts";
import type { z } from "zod";
import {
  type ListingFilters,
  listingFiltersSchema,
  type Position,
  type SearchPlacesQuery,
  searchPlacesQuerySchema,
} from "./search-schemas.ts";

/** Filters after validation: lists deduplicated and sorted, empty ones empty, blank text gone. */
export interface NormalizedFilters {
  countryId?: number;
  stateId?: number;
  cityId?: number;
  colonyId?: number;
  categoryIds: number[];
  cuisineIds: number[];
  foodTypeIds: number[];
  amenityIds: number[];
  priceRanges: number[];
  minScore?: number;
  premiumOnly: boolean;
  text?: string;
  near?: Position & { radiusMeters: number };
}

export interface ListingArguments {
  filters: NormalizedFilters;
  sort: PlaceSort;
  /** Distances are measured from here (the query's position, else the near-me point). */
  position?: Position;
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  language: Language;
}

/** Parses with a schema; a failure is a 400 naming each field, like the HTTP validation. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  throw new DomainError(
    "VALIDATION_FAILED",
    `Invalid ${details.map((detail) => detail.field || "input").join(", ")}`,
    details,
  );
}

const distinctSorted = (values: readonly number[] | undefined) => [...new Set(values ?? [])].sort((a, b) => a - b);

export function normalizeFilters(input: ListingFilters): NormalizedFilters {
  const filters = parseWith(listingFiltersSchema, input);
  const result: NormalizedFilters = {
    categoryIds: distinctSorted(filters.categoryIds),
    cuisineIds: distinctSorted(filters.cuisineIds),
    foodTypeIds: distinctSorted(filters.foodTypeIds),
    amenityIds: distinctSorted(filters.amenityIds),
    priceRanges: distinctSorted(filters.priceRanges),
    premiumOnly: filters.premiumOnly ?? false,
  };
  for (const key of ["countryId", "stateId", "cityId", "colonyId", "minScore"] as const) {
    if (filters[key] !== undefined) result[key] = filters[key];
  }
  if (filters.text) result.text = filters.text;
  if (filters.near) result.near = filters.near;
  return result;
}

/**
 * Sort and page of a listing query: page 1 and 24 cards by default, at most 48 a page; "distance"
 * needs a position (given, or the near-me point) and is refused without one.
 */
export function listingArguments(query: SearchPlacesQuery): ListingArguments {
  const parsed = parseWith(searchPlacesQuerySchema, query);
  const { language, position: given, sort, page, pageSize, ...filterInput } = parsed;
  const filters = normalizeFilters(filterInput);
  const position =
    given ?? (filters.near ? { latitude: filters.near.latitude, longitude: filters.near.longitude } : undefined);
  if (sort === "distance" && !position) {
    throw new DomainError("VALIDATION_FAILED", "sort=distance needs a position", [
      { field: "sort", message: "sort=distance needs latitude and longitude" },
    ]);
  }
  return {
    filters,
    sort,
    ...(position ? { position } : {}),
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    language,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(total / pageSize);
}

/**
 * The filters a facet counts under: every active filter except its own class, so that choosing a
 * second cuisine still shows how many each other cuisine would add. A location facet keeps the
 * country and, when a state is chosen, the state: it counts the level below.
 */
export function withoutClass(filters: NormalizedFilters, type: FacetClass): NormalizedFilters {
  const result: NormalizedFilters = { ...filters };
  switch (type) {
    case "category":
      result.categoryIds = [];
      break;
    case "cuisine":
      result.cuisineIds = [];
      break;
    case "food-type":
      result.foodTypeIds = [];
      break;
    case "amenity":
      result.amenityIds = [];
      break;
    case "price-range":
      result.priceRanges = [];
      break;
    case "score":
      delete result.minScore;
      break;
    case "location":
      delete result.cityId;
      delete result.colonyId;
      break;
  }
  return result;
}

/** Which location level a location facet lists: states of the country, or areas of the state. */
export function locationLevel(filters: NormalizedFilters): "country" | "state" | "area" {
  if (filters.stateId !== undefined) return "area";
  if (filters.countryId !== undefined) return "state";
  return "country";
}
