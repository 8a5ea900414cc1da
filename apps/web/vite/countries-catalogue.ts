import { createHash } from "node:crypto";
import type { GeoCatalogue } from "@sobremesa/db/geo";
import type { Plugin } from "vite";

/** One country of the client catalogue (id, code, dial_code, states). */
export interface CatalogueCountry {
  id: number;
  code: string;
  dial_code: string;
  states: {
    id: number;
    title: string;
    citiesAndColonies: { id: number; title: string; type: "city" | "colony" }[];
  }[];
}

const byTitle = new Intl.Collator("es", { sensitivity: "base" });

/**
 * The countries catalogue built from the seed's geographic data: countries in
 * their served order, states and their cities and colonies sorted by title (Spanish collation).
 */
export function buildCountriesCatalogue(geo: GeoCatalogue, order: readonly string[]): CatalogueCountry[] {
  const areasByState = new Map<number, CatalogueCountry["states"][number]["citiesAndColonies"]>();
  const areasOf = (stateId: number) => {
    const areas = areasByState.get(stateId) ?? [];
    areasByState.set(stateId, areas);
    return areas;
  };
  for (const city of geo.cities) areasOf(city.stateId).push({ id: city.id, title: city.name, type: "city" });
  for (const colony of geo.colonies)
    areasOf(colony.stateId).push({ id: colony.id, title: colony.name, type: "colony" });

  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...geo.countries]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((country) => ({
      id: country.id,
      code: country.code,
      dial_code: country.dialCode,
      states: geo.states
        .filter((state) => state.countryId === country.id)
        .sort((a, b) => byTitle.compare(a.name, b.name))
        .map((state) => ({
          id: state.id,
          title: state.name,
          citiesAndColonies: (areasByState.get(state.id) ?? []).sort(
            (a, b) => byTitle.compare(a.title, b.title) || a.id - b.id,
          ),
        })),
    }));
}

/** Content hash of the catalogue: the browser's stored copy is replaced when this changes. */
export function catalogueVersion(countries: CatalogueCountry[]): string {
  return createHash("sha256").update(JSON.stringify(countries)).digest("hex").slice(0, 12);
}

const MODULE_ID = "virtual:countries-catalogue";
const VERSION_ID = "virtual:countries-catalogue-version";
/** The bundler's id of the version module: a few bytes that go with the code that reads them. */
export const CATALOGUE_VERSION_MODULE = `\0${VERSION_ID}`;

/**
 * Two virtual modules: the catalogue itself (its own lazily loaded, content-hashed chunk of about
 * 100 KB compressed) and its version (a few bytes, in the main bundle), so a browser that already
 * stored this version never downloads the chunk.
 */
export function countriesCatalogue(load: () => CatalogueCountry[]): Plugin {
  let countries: CatalogueCountry[] | undefined;
  const catalogue = () => (countries ??= load());
  return {
    name: "sobremesa:countries-catalogue",
    resolveId(id) {
      return id === MODULE_ID || id === VERSION_ID ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${MODULE_ID}`) return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue()))});`;
      if (id === `\0${VERSION_ID}`) return `export default ${JSON.stringify(catalogueVersion(catalogue()))};`;
      return null;
    },
  };
}
