import { type Language, scoreItemId } from "@sobremesa/contracts";
import type { FilterItemWithQuantity, ListingResolution } from "@sobremesa/domain/search";
import type { ListingQuery } from "#app/features/filters/index.ts";
import {
  type FilterItemRef,
  type FilterLists,
  type FilterOption,
  type PanelClass,
  type SelectedFilter,
  selectedFilter,
} from "#app/features/filters/index.ts";

export type Facets = Record<PanelClass, FilterItemWithQuantity[]>;

export type SelectionResolution = Pick<
  ListingResolution,
  "countryId" | "countryCode" | "stateId" | "cityId" | "colonyId" | "areaType" | "filters" | "nearMe" | "canonicalPath"
> & { names: Record<Language, Pick<ListingResolution["names"]["es"], "country" | "state" | "area">> };

/** Id of the near-me location entry (it names no row of any table). */
export const NEAR_ME_ID = 0;

/**
 * The location segments of a resolved listing ([cc], [cc, state], [cc, state, area]): the first
 * segments of its canonical path, as the slug resolution always puts the location first.
 */
export function resolvedLocationSegments(resolution: SelectionResolution): string[] {
  const path = resolution.canonicalPath.split("?")[0] ?? "";
  const parts = path
    .split("/")
    .filter(Boolean)
    .map((part) => decodeURIComponent(part));
  const segments = parts[0] === "en" ? parts.slice(1) : parts;
  const depth = 1 + (resolution.stateId !== null ? 1 : 0) + (resolution.areaType !== null ? 1 : 0);
  return segments.slice(0, depth);
}

const scoreName = (minimum: number) => `${minimum.toFixed(1)}+`;

function itemRef(item: FilterItemWithQuantity): FilterItemRef {
  return { id: item.id, name: item.name, slug: item.slug, quantity: item.quantity };
}

/**
 * The active selection a listing URL describes: its location (near me, a state, a city or colony),
 * the filters its path names and those of its query. Names come from the resolution and the facets.
 */
export function activeSelection(input: {
  resolution: SelectionResolution;
  query: ListingQuery;
  facets: Facets;
  language: Language;
  nearMeName: string;
}): SelectedFilter[] {
  const { resolution, query, facets, language } = input;
  const names = resolution.names[language];
  const segments = resolvedLocationSegments(resolution);
  const active: SelectedFilter[] = [];

  if (resolution.nearMe) {
    active.push(
      selectedFilter({
        class: "location",
        location: "near-me",
        item: { id: NEAR_ME_ID, name: input.nearMeName, slug: null, segments: [resolution.countryCode] },
        isGeolocation: query.position !== undefined,
      }),
    );
  } else if (resolution.areaType !== null) {
    const id = resolution.colonyId ?? resolution.cityId;
    if (id !== null) {
      active.push(
        selectedFilter({
          class: "location",
          location: resolution.areaType,
          item: { id, name: names.area ?? "", slug: segments[2] ?? null, segments },
          fatherId: resolution.stateId,
        }),
      );
    }
  } else if (resolution.stateId !== null) {
    active.push(
      selectedFilter({
        class: "location",
        location: "state",
        item: { id: resolution.stateId, name: names.state ?? "", slug: segments[1] ?? null, segments },
        isFather: true,
        fatherId: resolution.countryId,
      }),
    );
  }

  for (const filter of resolution.filters) {
    active.push(
      selectedFilter({ class: filter.class, item: { id: filter.id, name: filter.name[language], slug: filter.slug } }),
    );
  }

  const fromQuery = (filterClass: "category" | "food-type" | "amenity", ids: number[]) => {
    for (const id of ids) {
      if (active.some((entry) => entry.class === filterClass && entry.id === id)) continue;
      if (filterClass === "category" && active.some((entry) => entry.class === "category")) continue;
      const item = facets[filterClass].find((candidate) => candidate.id === id);
      active.push(
        selectedFilter({ class: filterClass, item: item ? itemRef(item) : { id, name: `#${id}`, slug: null } }),
      );
    }
  };
  fromQuery("category", query.categoryIds.slice(0, 1));
  fromQuery("food-type", query.foodTypeIds);
  fromQuery("amenity", query.amenityIds);

  for (const price of query.priceRanges) {
    active.push(selectedFilter({ class: "price-range", item: { id: price, name: "$".repeat(price), slug: null } }));
  }
  if (query.minScore !== undefined) {
    const id = scoreItemId(query.minScore);
    active.push(selectedFilter({ class: "score", item: { id, name: scoreName(query.minScore), slug: null } }));
  }
  return active;
}

/**
 * The panel's lists from the facets. Locations: near me, then the parent as a whole (the country
 * over its states, the state over its cities and colonies), then the places the facet counted.
 */
export function filterLists(input: {
  resolution: SelectionResolution;
  facets: Facets;
  language: Language;
  nearMeName: string;
}): FilterLists {
  const { resolution, facets, language } = input;
  const names = resolution.names[language];
  const segments = resolvedLocationSegments(resolution);
  const country = resolution.countryCode;
  const simple = (list: PanelClass): FilterOption[] =>
    facets[list].map((item) => ({ class: list, item: itemRef(item) }));

  const location: FilterOption[] = [
    {
      class: "location",
      location: "near-me",
      item: { id: NEAR_ME_ID, name: input.nearMeName, slug: null, segments: [country] },
    },
  ];
  const items = facets.location;
  const areas = items.filter((item) => item.locationType === "city" || item.locationType === "colony");
  const stateSlug = segments[1];
  if (areas.length > 0 && resolution.stateId !== null && stateSlug) {
    location.push({
      class: "location",
      location: "state",
      isFather: true,
      whole: true,
      fatherId: resolution.countryId,
      item: { id: resolution.stateId, name: names.state ?? stateSlug, slug: stateSlug, segments: [country, stateSlug] },
    });
    for (const area of areas) {
      if (!area.slug) continue;
      location.push({
        class: "location",
        location: area.locationType as "city" | "colony",
        fatherId: resolution.stateId,
        item: { ...itemRef(area), segments: [country, stateSlug, area.slug] },
      });
    }
  } else {
    const states = items.filter((item) => item.locationType === "state" && item.slug);
    location.push({
      class: "location",
      location: "country",
      isFather: true,
      whole: true,
      item: { id: resolution.countryId, name: names.country, slug: country, segments: [country] },
    });
    for (const state of states) {
      location.push({
        class: "location",
        location: "state",
        isFather: true,
        fatherId: resolution.countryId,
        item: { ...itemRef(state), segments: [country, state.slug!] },
      });
    }
  }

  return {
    location,
    category: simple("category"),
    cuisine: simple("cuisine"),
    "food-type": simple("food-type"),
    amenity: simple("amenity"),
    "price-range": simple("price-range"),
    score: simple("score"),
  };
}
