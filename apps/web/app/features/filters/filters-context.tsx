import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { useStore } from "zustand";
import type { StoreApi } from "zustand/vanilla";
import type { SelectedFilter } from "./filter-types";
import { createFiltersStore, type FiltersStore } from "./filters-store";

const FiltersContext = createContext<StoreApi<FiltersStore> | null>(null);

/**
 * Gives the page its own filters store, derived from the URL's active selection; every new page
 * (navigation) loads the new selection into it.
 */
export function FiltersProvider({ active, children }: { active: readonly SelectedFilter[]; children: ReactNode }) {
  const [store] = useState(() => createFiltersStore(active));
  useEffect(() => {
    store.getState().load(active);
  }, [store, active]);
  return <FiltersContext.Provider value={store}>{children}</FiltersContext.Provider>;
}

export function useFiltersStoreApi(): StoreApi<FiltersStore> {
  const store = useContext(FiltersContext);
  if (!store) throw new Error("useFilters needs a <FiltersProvider> above it");
  return store;
}

export function useFilters<T>(selector: (state: FiltersStore) => T): T {
  return useStore(useFiltersStoreApi(), selector);
}
