import type { StateStorage } from "zustand/middleware";
import type { UtilityCountry } from "#app/lib/shell/utility-store.ts";

/** localStorage key of the stored catalogue. */
export const COUNTRIES_STORAGE_KEY = "countries";

interface StoredCatalogue {
  version: string;
  countries: UtilityCountry[];
}

export interface CatalogueSource {
  version: string;
  /** Loads the catalogue module (a separate chunk, fetched only when the stored copy is stale). */
  load: () => Promise<UtilityCountry[]>;
}

function isCountryList(value: unknown): value is UtilityCountry[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(
      (country) =>
        country &&
        typeof country === "object" &&
        typeof country.id === "number" &&
        typeof country.code === "string" &&
        typeof country.dial_code === "string" &&
        Array.isArray(country.states),
    )
  );
}

function readStored(storage: StateStorage, version: string): UtilityCountry[] | undefined {
  try {
    const raw = storage.getItem(COUNTRIES_STORAGE_KEY);
    if (typeof raw !== "string") return undefined;
    const stored = JSON.parse(raw) as Partial<StoredCatalogue>;
    return stored.version === version && isCountryList(stored.countries) ? stored.countries : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The countries catalogue: the copy kept in local storage when it is of the current version,
 * otherwise the build's catalogue module, which is then stored for the next visit. Storage that
 * refuses (quota, privacy mode) or holds something else only costs a download.
 */
export async function loadCountriesCatalogue(
  source: CatalogueSource,
  storage: StateStorage,
): Promise<UtilityCountry[]> {
  const stored = readStored(storage, source.version);
  if (stored) return stored;
  const countries = await source.load();
  const record: StoredCatalogue = { version: source.version, countries };
  try {
    await storage.setItem(COUNTRIES_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Not remembered; the catalogue still works for this page.
  }
  return countries;
}
