import type { Language } from "@sobremesa/contracts";
import {
  type ListingCatalogue,
  type ListingKind,
  parseListingPath,
  type Resolution,
  resolveListingSegments,
} from "./listing-path.ts";
import { coordinates, type SearchDeps } from "./search-context.ts";

/** What a listing path means: its country, state, area, filters or place, looked up in the catalogue. */
export function listingResolution({ repository, reference, derived, listingCacheMs }: SearchDeps) {
  const catalogue: ListingCatalogue = {
    async country(code) {
      const row = (await reference()).countries.find((country) => country.code === code);
      return row && { id: row.id, code: row.code, name: { es: row.name_es, en: row.name_en }, ...coordinates(row) };
    },
    async state(countryId, slug) {
      return repository.state(countryId, slug);
    },
    async areas(stateId, slug) {
      const rows = await repository.areas(stateId, slug);
      return rows.map((row) => ({
        type: row.type,
        id: row.id,
        cityId: row.city_id,
        slug: row.slug,
        name: row.name,
        ...coordinates(row),
      }));
    },
    async filters(slug) {
      return (await reference()).bySlug.get(slug) ?? [];
    },
    async filterById(filterClass, id) {
      return (await reference()).byClassAndId.get(`${filterClass}:${id}`);
    },
    async item(listing, slug) {
      // Things to do have no table yet: their item slugs resolve to nothing until they do.
      if (listing !== "places") return undefined;
      const row = await repository.placeBySlug(slug);
      return row && { id: row.id, slug: row.slug, cityId: row.city_id, colonyId: row.colony_id };
    },
  };

  async function resolveListingPath(input: {
    path?: string;
    segments?: string[];
    language?: Language;
    listing?: ListingKind;
    cuisineIds?: number[];
  }): Promise<Resolution> {
    let segments = input.segments;
    let language = input.language ?? "es";
    let listing = input.listing ?? "places";
    if (input.path !== undefined) {
      const parsed = parseListingPath(input.path);
      if (!parsed) return { kind: "not-found", reason: `"${input.path}" is no listing path` };
      ({ segments, language, listing } = parsed);
    }
    if (!segments) return { kind: "not-found", reason: "no path" };
    const resolveInput = {
      segments: segments.map((segment) => segment.toLowerCase()),
      language,
      listing,
      cuisineIds: input.cuisineIds ?? [],
    };
    const resolve = () => resolveListingSegments(resolveInput, catalogue);
    // A path's meaning (its slugs looked up in states, areas and places) is kept like its listing
    // pages: every page and page-data request of a listing asks it again.
    if (listingCacheMs <= 0) return resolve();
    return (await derived.get()).resolutions.get(JSON.stringify(resolveInput), resolve);
  }

  return { resolveListingPath };
}
