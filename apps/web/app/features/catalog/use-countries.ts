import catalogueVersion from "virtual:countries-catalogue-version";
import { useEffect } from "react";
import { lazyLocalStorage, type UtilityCountry, useUtilityStore, utilityStore } from "../shell/utility-store";
import { COUNTRY_CODES, DIAL_CODES } from "./countries";
import { loadCountriesCatalogue } from "./countries-catalogue";

let pending: Promise<UtilityCountry[]> | undefined;

/**
 * Puts the countries catalogue in the utility store, once per document (browser only). Only what
 * lists states or areas (the store's address) asks for it: it is too big to fetch on every page.
 */
export function ensureCountriesCatalogue(): Promise<UtilityCountry[]> {
  const loaded = utilityStore.getState().countries;
  if (loaded.length > 0) return Promise.resolve(loaded);
  pending ??= loadCountriesCatalogue(
    { version: catalogueVersion, load: () => import("virtual:countries-catalogue").then((module) => module.default) },
    lazyLocalStorage,
  )
    .then((countries) => {
      utilityStore.getState().setCountries(countries);
      return countries;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The catalogue from the utility store, loading it after mount; empty until it arrives. */
export function useCountries(): UtilityCountry[] {
  const countries = useUtilityStore((state) => state.countries);
  useEffect(() => {
    if (countries.length === 0) ensureCountriesCatalogue().catch(() => undefined);
  }, [countries.length]);
  return countries;
}

/**
 * The served countries' dial codes. The built-in list has them all (a test holds it equal to the
 * catalogue's), so a phone field never downloads the catalogue; a catalogue already loaded wins.
 */
export function useDialCodes(): { code: string; dial: string }[] {
  const countries = useUtilityStore((state) => state.countries);
  return countries.length > 0
    ? countries.map((country) => ({ code: country.code, dial: country.dial_code }))
    : COUNTRY_CODES.map((code) => ({ code, dial: DIAL_CODES[code] ?? "" }));
}
