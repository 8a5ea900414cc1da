import type { FilterClass, LocationType } from "@sobremesa/contracts";

export type { FilterClass, LocationType };

/** The classes the filter panel lists, in panel order. */
export const panelClasses = [
  "location",
  "category",
  "cuisine",
  "food-type",
  "amenity",
  "price-range",
  "score",
] as const;
export type PanelClass = (typeof panelClasses)[number];

/** An item of a filter list: what the facet answer says about it. */
export interface FilterItemRef {
  id: number;
  name: string;
  /** The URL segment naming it (categories in the page language); null for price and score. */
  slug: string | null;
  /** Places the listing would hold with this item (a facet ignores its own class). */
  quantity?: number;
  /** Location items: the listing path's location segments (["mx", "jalisco", "guadalajara"]). */
  segments?: string[];
}

/**
 * A selected filter, field for field as the API names it. `value` false marks an active entry
 * the visitor unselected: applying removes it. Locations carry their level in the is* flags; a
 * parent (a country of its states, a state of its cities, a city of its colonies) has isFather and
 * its children name it in fatherId.
 */
export interface SelectedFilter<Item = FilterItemRef> {
  class: FilterClass;
  id: number;
  item: Item;
  value: boolean;
  isFather: boolean;
  fatherId: number | null;
  isState: boolean;
  isCity: boolean;
  isColony: boolean;
  isCountry: boolean;
  isNearMe: boolean;
  isGeolocation: boolean;
}

export type LocationLevel = "country" | "state" | "city" | "colony" | "near-me";

/** The level of a location entry (undefined for other classes). */
export function locationLevelOf(filter: SelectedFilter): LocationLevel | undefined {
  if (filter.class !== "location") return undefined;
  if (filter.isNearMe) return "near-me";
  if (filter.isCountry) return "country";
  if (filter.isState) return "state";
  if (filter.isColony) return "colony";
  if (filter.isCity) return "city";
  return undefined;
}

/**
 * Identity of an entry: class and id, plus the level for locations (their ids are unique per
 * table only: a state and a city may share an id).
 */
export function filterKey(filter: Pick<SelectedFilter, "class" | "id"> & Partial<SelectedFilter>): string {
  if (filter.class !== "location") return `${filter.class}:${filter.id}`;
  return `location:${locationLevelOf(filter as SelectedFilter) ?? "?"}:${filter.id}`;
}

export function sameFilter(a: SelectedFilter, b: SelectedFilter): boolean {
  return filterKey(a) === filterKey(b);
}

interface SelectedFilterInput {
  class: FilterClass;
  item: FilterItemRef;
  value?: boolean;
  isFather?: boolean;
  fatherId?: number | null;
  location?: LocationLevel;
  isGeolocation?: boolean;
}

/** A selected filter from a list item, every flag spelled out. */
export function selectedFilter(input: SelectedFilterInput): SelectedFilter {
  const level = input.class === "location" ? input.location : undefined;
  return {
    class: input.class,
    id: input.item.id,
    item: input.item,
    value: input.value ?? true,
    isFather: input.isFather ?? false,
    fatherId: input.fatherId ?? null,
    isState: level === "state",
    isCity: level === "city",
    isColony: level === "colony",
    isCountry: level === "country",
    isNearMe: level === "near-me",
    isGeolocation: input.isGeolocation ?? false,
  };
}

/** Locations nest country > state > city > colony; near me stands apart. */
const LOCATION_DEPTH: Record<LocationLevel, number> = { country: 0, state: 1, city: 2, colony: 3, "near-me": -10 };

/**
 * Whether `child` is a child of `parent`: same class, names it as father and, for locations, sits
 * below it (a state is the father of its cities and colonies, a country of its states).
 */
export function isChildOf(child: SelectedFilter, parent: SelectedFilter): boolean {
  if (child.class !== parent.class || child.fatherId === null || child.fatherId !== parent.id) return false;
  if (child.class !== "location") return true;
  const childLevel = locationLevelOf(child);
  const parentLevel = locationLevelOf(parent);
  if (!childLevel || !parentLevel) return false;
  return LOCATION_DEPTH[parentLevel] >= 0 && LOCATION_DEPTH[childLevel] > LOCATION_DEPTH[parentLevel];
}

/** One choice of a filter list: a selected filter once chosen (see `selectedFilter`). */
export interface FilterOption {
  class: PanelClass;
  item: FilterItemRef;
  location?: LocationLevel;
  isFather?: boolean;
  fatherId?: number | null;
  /** The parent at the top of the location list, standing for all of itself. */
  whole?: boolean;
}

export type FilterLists = Record<PanelClass, FilterOption[]>;

/** The selected filter an option becomes when chosen. */
export function optionToFilter(option: FilterOption): SelectedFilter {
  return selectedFilter({
    class: option.class,
    item: option.item,
    ...(option.location ? { location: option.location } : {}),
    ...(option.isFather !== undefined ? { isFather: option.isFather } : {}),
    ...(option.fatherId !== undefined ? { fatherId: option.fatherId } : {}),
  });
}

/** How many options a list shows before "show more". */
export const VISIBLE_OPTIONS: Record<PanelClass, number> = {
  location: 9,
  category: 3,
  cuisine: 6,
  "food-type": 6,
  amenity: 6,
  "price-range": 4,
  score: 4,
};

/**
 * What a page sends of its lists: the options each shows before "show more", and any chosen one
 * further down (a chosen option always shows). A state's list may name hundreds of cities; the rest
 * of a list comes when a visitor asks for it.
 */
export function shownOptions(lists: FilterLists, active: readonly SelectedFilter[]): FilterLists {
  const shown = {} as FilterLists;
  for (const list of panelClasses) {
    shown[list] = lists[list].filter(
      (option, index) =>
        index < VISIBLE_OPTIONS[list] || active.some((entry) => sameFilter(entry, optionToFilter(option))),
    );
  }
  return shown;
}

/** How many options each list has in all. */
export function listSizes(lists: FilterLists): Record<PanelClass, number> {
  return Object.fromEntries(panelClasses.map((list) => [list, lists[list].length])) as Record<PanelClass, number>;
}
