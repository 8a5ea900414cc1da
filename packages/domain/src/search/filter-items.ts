import { type FacetClass, type LocationType, priceRanges, scoreItemId, scoreThresholds } from "@sobremesa/contracts";
import type { LinkClass, LocationLevel } from "./facet-index.ts";
import {
  locationLevel,
  type NormalizedFilters,
  normalizeFilters,
  parseWith,
  withoutClass,
} from "./listing-arguments.ts";
import type { SearchDeps } from "./search-context.ts";
import {
  type FacetQuery,
  type FilterItem,
  type FilterItemQuery,
  type FilterItemWithQuantity,
  type FilterQuantity,
  facetQuerySchema,
  filterItemQuerySchema,
} from "./search-schemas.ts";

/** Where facet counts come from: the in-memory index (synchronous) or SQL. */
interface FacetSource {
  facet(
    type: "category" | "price-range" | LinkClass,
    filters: NormalizedFilters,
    ids?: readonly number[],
  ): Map<number, number> | Promise<Map<number, number>>;
  scoreFacet(filters: NormalizedFilters, thresholds: readonly number[]): number[] | Promise<number[]>;
  locationFacet(level: LocationLevel, filters: NormalizedFilters): Map<number, number> | Promise<Map<number, number>>;
}

// One collator per language: localeCompare with a locale builds one on every comparison.
const collators = { es: new Intl.Collator("es"), en: new Intl.Collator("en") };

/** The filters' items and how many places each would leave, from the facet index or SQL. */
export function filterItemQueries({ repository, reference, derived, listingCacheMs }: SearchDeps) {
  async function counts(
    type: FacetClass,
    filters: NormalizedFilters,
    ids: number[] | undefined,
  ): Promise<FilterQuantity[]> {
    const facetFilters = withoutClass(filters, type);
    const snapshot = await derived.get();
    // The in-memory index answers every filter but text and near me, which need the database's indexes.
    const source: FacetSource =
      snapshot.index && !facetFilters.text && !facetFilters.near ? snapshot.index : repository;
    // Counts near a position are each their own, like such searches.
    if (listingCacheMs <= 0 || facetFilters.near) return countsNow(type, facetFilters, ids, source);
    return snapshot.counts.get(JSON.stringify([type, facetFilters, ids ?? null]), () =>
      countsNow(type, facetFilters, ids, source),
    );
  }

  async function countsNow(
    type: FacetClass,
    facetFilters: NormalizedFilters,
    ids: number[] | undefined,
    source: FacetSource,
  ): Promise<FilterQuantity[]> {
    const zeroFilled = (itemIds: readonly number[], found: Map<number, number>) =>
      itemIds.map((id) => ({ id, quantity: found.get(id) ?? 0 }));
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const found = await source.facet(type, facetFilters, ids);
        const all = (await reference()).taxonomy.filter((row) => row.class === type).map((row) => row.id);
        return zeroFilled(ids ?? all, found);
      }
      case "price-range":
        return zeroFilled(ids ?? priceRanges, await source.facet("price-range", facetFilters, ids));
      case "score": {
        const itemIds = ids ?? scoreThresholds.map(scoreItemId);
        const quantities = await source.scoreFacet(
          facetFilters,
          itemIds.map((id) => id / 10),
        );
        return itemIds.map((id, index) => ({ id, quantity: quantities[index] ?? 0 }));
      }
      case "location": {
        const level = locationLevel(facetFilters);
        const groups: [LocationType, Map<number, number>][] =
          level === "area"
            ? [
                ["city", await source.locationFacet("city", facetFilters)],
                ["colony", await source.locationFacet("colony", facetFilters)],
              ]
            : [[level === "state" ? "state" : "country", await source.locationFacet(level, facetFilters)]];
        const result: FilterQuantity[] = [];
        for (const [locationType, found] of groups) {
          const itemIds = ids ?? [...found.keys()];
          for (const id of itemIds) result.push({ id, quantity: found.get(id) ?? 0, locationType });
        }
        return result.sort((a, b) => b.quantity - a.quantity || a.id - b.id);
      }
    }
  }

  /**
   * Whether every location the filters name exists: an unknown one has no filter items, like an
   * unknown place, rather than every item of the taxonomy.
   */
  async function locationsExist(filters: NormalizedFilters): Promise<boolean> {
    const named: ["country" | "state" | "city" | "colony", number | undefined][] = [
      ["country", filters.countryId],
      ["state", filters.stateId],
      ["city", filters.cityId],
      ["colony", filters.colonyId],
    ];
    for (const [table, id] of named) {
      if (id === undefined) continue;
      const known =
        table === "country"
          ? (await reference()).countries.some((country) => country.id === id)
          : (await repository.location(table, id)) !== undefined;
      if (!known) return false;
    }
    return true;
  }

  async function quantityFilterItems(query: FacetQuery): Promise<FilterQuantity[]> {
    const parsed = parseWith(facetQuerySchema, query);
    return counts(parsed.type, normalizeFilters(parsed.filters), parsed.ids);
  }

  const scoreName = (id: number) => `${(id / 10).toFixed(1)}+`;

  async function filterItems(query: FacetQuery): Promise<FilterItemWithQuantity[]> {
    const parsed = parseWith(facetQuerySchema, query);
    const filters = normalizeFilters(parsed.filters);
    if (!(await locationsExist(filters))) return [];
    return itemsOf(parsed, filters);
  }

  /**
   * filterItems of several classes under the same filters (a listing's panel): the locations the
   * filters name are looked up once, not once per class.
   */
  async function filterLists<T extends FacetQuery["type"]>(
    query: Omit<FacetQuery, "type" | "ids"> & { types: readonly T[] },
  ): Promise<Record<T, FilterItemWithQuantity[]>> {
    const { types, ...shared } = query;
    const parsed = types.map((type) => parseWith(facetQuerySchema, { ...shared, type }));
    const filters = normalizeFilters(parseWith(facetQuerySchema, { ...shared, type: "category" }).filters);
    const known = await locationsExist(filters);
    const lists = await Promise.all(parsed.map((each) => (known ? itemsOf(each, filters) : [])));
    return Object.fromEntries(types.map((type, index) => [type, lists[index]!])) as Record<T, FilterItemWithQuantity[]>;
  }

  async function itemsOf(
    parsed: ReturnType<typeof facetQuerySchema.parse>,
    filters: NormalizedFilters,
  ): Promise<FilterItemWithQuantity[]> {
    const { language, type } = parsed;
    const quantities = await counts(type, filters, parsed.ids);
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const entries = (await reference()).byClassAndId;
        const items = quantities.flatMap(({ id, quantity }) => {
          const entry = entries.get(`${type}:${id}`);
          return entry ? [{ id, type, name: entry.name[language], slug: entry.slug[language], quantity }] : [];
        });
        if (type === "category") return items;
        const byName = collators[language];
        return items.sort((a, b) => b.quantity - a.quantity || byName.compare(a.name, b.name));
      }
      case "price-range":
        return quantities.map(({ id, quantity }) => ({ id, type, name: "$".repeat(id), slug: null, quantity }));
      case "score":
        return quantities.map(({ id, quantity }) => ({ id, type, name: scoreName(id), slug: null, quantity }));
      case "location": {
        const facetFilters = withoutClass(filters, "location");
        const level = locationLevel(facetFilters);
        if (level === "country") {
          const countries = (await reference()).countries;
          return quantities.flatMap(({ id, quantity }) => {
            const country = countries.find((row) => row.id === id);
            return country
              ? [
                  {
                    id,
                    type,
                    name: language === "es" ? country.name_es : country.name_en,
                    slug: country.code,
                    locationType: "country" as const,
                    parentId: null,
                    quantity,
                  },
                ]
              : [];
          });
        }
        if (level === "state") {
          const states = await repository.statesOf(
            facetFilters.countryId!,
            quantities.map((item) => item.id),
          );
          const byId = new Map(states.map((state) => [state.id, state]));
          return quantities.flatMap(({ id, quantity }) => {
            const state = byId.get(id);
            return state
              ? [
                  {
                    id,
                    type,
                    name: state.name,
                    slug: state.slug,
                    locationType: "state" as const,
                    parentId: state.country_id,
                    quantity,
                  },
                ]
              : [];
          });
        }
        const areas = await repository.areasByIds(
          quantities.filter((item) => item.locationType === "city").map((item) => item.id),
          quantities.filter((item) => item.locationType === "colony").map((item) => item.id),
        );
        const cities = new Map(areas.cities.map((city) => [city.id, city]));
        const colonies = new Map(areas.colonies.map((colony) => [colony.id, colony]));
        return quantities.flatMap(({ id, quantity, locationType }): FilterItemWithQuantity[] => {
          if (locationType === "city") {
            const city = cities.get(id);
            return city && city.state_id === facetFilters.stateId
              ? [{ id, type, name: city.name, slug: city.slug, locationType, parentId: city.state_id, quantity }]
              : [];
          }
          const colony = colonies.get(id);
          return colony
            ? [
                {
                  id,
                  type,
                  name: colony.name,
                  slug: colony.slug,
                  locationType: "colony" as const,
                  parentId: colony.city_id,
                  quantity,
                },
              ]
            : [];
        });
      }
    }
  }

  async function filterItem(query: FilterItemQuery): Promise<FilterItem | null> {
    const { type, id, language, locationType } = parseWith(filterItemQuerySchema, query);
    switch (type) {
      case "category":
      case "cuisine":
      case "food-type":
      case "amenity": {
        const entry = (await reference()).byClassAndId.get(`${type}:${id}`);
        return entry ? { id, type, name: entry.name[language], slug: entry.slug[language] } : null;
      }
      case "price-range":
        return (priceRanges as readonly number[]).includes(id) ? { id, type, name: "$".repeat(id), slug: null } : null;
      case "score":
        return scoreThresholds.map(scoreItemId).includes(id) ? { id, type, name: scoreName(id), slug: null } : null;
      case "place": {
        const place = await repository.placeById(id);
        return place ? { id, type, name: place.name, slug: place.slug } : null;
      }
      case "location": {
        // Ids are unique per table only: say which with locationType; without it the first table that has the id wins.
        const order: LocationType[] = locationType ? [locationType] : ["state", "city", "colony", "country"];
        for (const table of order) {
          const row = await repository.location(table, id);
          if (row) {
            return {
              id,
              type,
              name: language === "es" ? row.name_es : row.name_en,
              slug: row.slug,
              locationType: table,
              parentId: row.parent_id,
            };
          }
        }
        return null;
      }
    }
  }

  return { quantityFilterItems, filterItems, filterLists, filterItem };
}
