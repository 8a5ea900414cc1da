import catalogueVersion from "virtual:countries-catalogue-version";
import { useEffect } from "react";
import { lazyLocalStorage, type UtilityCountry, useUtilityStore, utilityStore } from "#app/lib/shell/utility-store.ts";
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

export { useDialCodes } from "./dial-codes";
