import type { NormalizedFilters } from "./listing-arguments.ts";

/**
 * An in-process, columnar copy of what facet counts read: per place its location ids, category,
 * price range, score and benefit flag, and its cuisines, food types and amenities. Counting a facet
 * is then one pass over the places of the chosen location (or all), checking the other filters and
 * tallying the facet's class: about a millisecond at 100,000 places, where the same count in SQL
 * joins every matching place to a link table (tens of milliseconds for a whole country).
 *
 * Filters it cannot answer (text on the name, near me) go to SQL. The service reloads the copy when
 * the catalogue's change counter moves (migration 0003), so counts lag a write by seconds at most.
 */

export const linkClasses = ["cuisine", "food-type", "amenity"] as const;
export type LinkClass = (typeof linkClasses)[number];
export type LocationLevel = "country" | "state" | "city" | "colony";

/** Column arrays in place-id order, as the repository loads them (one row, one array per column). */
export interface FacetColumns {
  ids: number[];
  country: number[];
  state: number[];
  city: number[];
  /** 0 for a place without colony. */
  colony: number[];
  category: number[];
  price: number[];
  /** Score times ten (scores have one decimal). */
  score10: number[];
  /** 1 when the place has a membership benefit. */
  premium: number[];
  /** Per class: place ids and item ids, sorted by place id. */
  links: Record<LinkClass, { places: number[]; items: number[] }>;
}

interface Links {
  /** offsets[i]..offsets[i + 1] index the items of place i. */
  offsets: Uint32Array;
  items: Int32Array;
}

const EMPTY = new Int32Array(0);

function postings(values: Int32Array): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  values.forEach((value, index) => {
    if (value === 0) return;
    let list = lists.get(value);
    if (!list) {
      list = [];
      lists.set(value, list);
    }
    list.push(index);
  });
  return new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]));
}

function lookup(ids: readonly number[]): Uint8Array | undefined {
  if (ids.length === 0) return undefined;
  const table = new Uint8Array(Math.max(...ids) + 1);
  for (const id of ids) table[id] = 1;
  return table;
}

export function createFacetIndex(columns: FacetColumns) {
  const size = columns.ids.length;
  const position = new Map<number, number>();
  columns.ids.forEach((id, index) => {
    position.set(id, index);
  });
  const column = (values: number[]) => Int32Array.from(values);
  const location: Record<LocationLevel, Int32Array> = {
    country: column(columns.country),
    state: column(columns.state),
    city: column(columns.city),
    colony: column(columns.colony),
  };
  const byLocation: Record<LocationLevel, Map<number, Int32Array>> = {
    country: postings(location.country),
    state: postings(location.state),
    city: postings(location.city),
    colony: postings(location.colony),
  };
  const category = column(columns.category);
  const price = column(columns.price);
  const score10 = column(columns.score10);
  const premium = column(columns.premium);

  const links = {} as Record<LinkClass, Links>;
  for (const linkClass of linkClasses) {
    const { places, items } = columns.links[linkClass];
    const offsets = new Uint32Array(size + 1);
    const order = new Int32Array(items.length);
    // Bucket the items by place position (CSR: offsets, then items), whatever order the rows came in.
    for (const placeId of places) {
      const index = position.get(placeId);
      if (index !== undefined) offsets[index + 1] = offsets[index + 1]! + 1;
    }
    for (let index = 0; index < size; index++) offsets[index + 1] = offsets[index + 1]! + offsets[index]!;
    const cursor = offsets.slice(0, size);
    places.forEach((placeId, row) => {
      const index = position.get(placeId);
      if (index === undefined) return;
      order[cursor[index]!] = items[row]!;
      cursor[index] = cursor[index]! + 1;
    });
    links[linkClass] = { offsets, items: order };
  }

  function candidates(filters: NormalizedFilters): Int32Array | undefined {
    if (filters.colonyId !== undefined) return byLocation.colony.get(filters.colonyId) ?? EMPTY;
    if (filters.cityId !== undefined) return byLocation.city.get(filters.cityId) ?? EMPTY;
    if (filters.stateId !== undefined) return byLocation.state.get(filters.stateId) ?? EMPTY;
    if (filters.countryId !== undefined) return byLocation.country.get(filters.countryId) ?? EMPTY;
    return undefined;
  }

  /** Calls visit(i) for every place matching the filters (all but text and near). */
  function each(filters: NormalizedFilters, visit: (index: number) => void): void {
    const categories = lookup(filters.categoryIds);
    const prices = lookup(filters.priceRanges);
    const minimum = filters.minScore === undefined ? undefined : Math.ceil(filters.minScore * 10 - 1e-9);
    const wanted: [Links, Uint8Array][] = [];
    for (const [linkClass, ids] of [
      ["cuisine", filters.cuisineIds],
      ["food-type", filters.foodTypeIds],
      ["amenity", filters.amenityIds],
    ] as const) {
      const table = lookup(ids);
      if (table) wanted.push([links[linkClass], table]);
    }
    const test = (index: number): boolean => {
      if (categories && categories[category[index]!] !== 1) return false;
      if (prices && prices[price[index]!] !== 1) return false;
      if (minimum !== undefined && score10[index]! < minimum) return false;
      if (filters.premiumOnly && premium[index] !== 1) return false;
      for (const [link, table] of wanted) {
        let found = false;
        for (let k = link.offsets[index]!; k < link.offsets[index + 1]!; k++) {
          if (table[link.items[k]!] === 1) {
            found = true;
            break;
          }
        }
        if (!found) return false;
      }
      return true;
    };
    const list = candidates(filters);
    if (list) {
      for (const index of list) if (test(index)) visit(index);
    } else {
      for (let index = 0; index < size; index++) if (test(index)) visit(index);
    }
  }

  const tally = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const only = (counts: Map<number, number>, ids?: readonly number[]) =>
    ids && ids.length > 0 ? new Map(ids.filter((id) => counts.has(id)).map((id) => [id, counts.get(id)!])) : counts;

  return {
    size,

    /** Text and near-me filters need the database. */
    supports(filters: NormalizedFilters): boolean {
      return !filters.text && !filters.near;
    },

    /** Places matching every filter: a listing's total. */
    count(filters: NormalizedFilters): number {
      let total = 0;
      each(filters, () => {
        total += 1;
      });
      return total;
    },

    facet(type: "category" | "price-range" | LinkClass, filters: NormalizedFilters, ids?: readonly number[]) {
      const counts = new Map<number, number>();
      if (type === "category" || type === "price-range") {
        const values = type === "category" ? category : price;
        each(filters, (index) => tally(counts, values[index]!));
      } else {
        const link = links[type];
        each(filters, (index) => {
          for (let k = link.offsets[index]!; k < link.offsets[index + 1]!; k++) tally(counts, link.items[k]!);
        });
      }
      return only(counts, ids);
    },

    scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): number[] {
      const minimums = thresholds.map((threshold) => Math.ceil(threshold * 10 - 1e-9));
      const counts = minimums.map(() => 0);
      each(filters, (index) => {
        minimums.forEach((minimum, slot) => {
          if (score10[index]! >= minimum) counts[slot] = counts[slot]! + 1;
        });
      });
      return counts;
    },

    locationFacet(level: LocationLevel, filters: NormalizedFilters): Map<number, number> {
      const counts = new Map<number, number>();
      const values = location[level];
      each(filters, (index) => {
        if (values[index] !== 0) tally(counts, values[index]!);
      });
      return counts;
    },
  };
}

export type FacetIndex = ReturnType<typeof createFacetIndex>;
