/**
 * Slug rules of the geographic catalogue (lowercase, accent-free, hyphens).
 *
 * - State slugs are unique per country.
 * - City slugs are unique per state.
 * - Colonies and cities share the URL segment /{cc}/{state}/{cityOrColony}/, so a colony slug is
 *   unique among the colonies AND the cities of its state.
 *
 * Colonies are assigned first: they are the hand-curated dining neighbourhoods where most demo places
 * live (Polanco, Coyoacán), while a clashing city row is usually a near-duplicate of the same area
 * (the dataset stores Polanco both as a colonia and as a "city"). A clash is resolved by appending
 * "-2", "-3", ... (colonies first try "-{city slug}"). Every list is processed in id order, so the
 * result depends only on the data.
 */

export interface StateSlugInput {
  id: number;
  countryId: number;
  name: string;
}
export interface CitySlugInput {
  id: number;
  stateId: number;
  name: string;
}
export interface ColonySlugInput {
  id: number;
  cityId: number;
  stateId: number;
  name: string;
}

export interface GeoSlugs {
  states: Map<number, string>;
  cities: Map<number, string>;
  colonies: Map<number, string>;
}

type Slugify = (text: string) => string;

export function assignGeoSlugs(
  input: { states: StateSlugInput[]; cities: CitySlugInput[]; colonies: ColonySlugInput[] },
  slugify: Slugify,
): GeoSlugs {
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

  const states = new Map<number, string>();
  const stateTaken = new Map<number, Set<string>>();
  for (const state of byId(input.states)) {
    const taken = setFor(stateTaken, state.countryId);
    states.set(state.id, claim(taken, [baseSlug(slugify, state.name, "estado", state.id)]));
  }

  // One namespace per state holds both colony and city slugs.
  const segmentTaken = new Map<number, Set<string>>();
  const cityNames = new Map(input.cities.map((city) => [city.id, city.name]));
  const colonies = new Map<number, string>();
  for (const colony of byId(input.colonies)) {
    const taken = setFor(segmentTaken, colony.stateId);
    const base = baseSlug(slugify, colony.name, "colonia", colony.id);
    const cityName = cityNames.get(colony.cityId);
    const candidates = [base];
    if (cityName) candidates.push(`${base}-${slugify(cityName)}`);
    colonies.set(colony.id, claim(taken, candidates));
  }

  const cities = new Map<number, string>();
  for (const city of byId(input.cities)) {
    const taken = setFor(segmentTaken, city.stateId);
    cities.set(city.id, claim(taken, [baseSlug(slugify, city.name, "ciudad", city.id)]));
  }
  return { states, cities, colonies };
}

/**
 * Takes the first free candidate, else the first candidate with the lowest free numeric suffix
 * ("-2", "-3", ...), and marks it taken.
 */
export function claim(taken: Set<string>, candidates: string[]): string {
  for (const candidate of candidates) {
    if (candidate && !taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
  const base = candidates[0] ?? "";
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function baseSlug(slugify: Slugify, name: string, fallback: string, id: number): string {
  // A name made only of symbols would give an empty slug; none exists today, but never emit "".
  return slugify(name) || `${fallback}-${id}`;
}

function setFor(sets: Map<number, Set<string>>, key: number): Set<string> {
  let set = sets.get(key);
  if (!set) {
    set = new Set();
    sets.set(key, set);
  }
  return set;
}
