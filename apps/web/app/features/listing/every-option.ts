import { useCallback } from "react";
import { useFetcher, useLocation } from "react-router";
import { EVERY_OPTION_PARAM, type FilterLists } from "#app/features/filters/index.ts";
import type { ListingData } from "./listing-data.ts";

/**
 * The filter panel's lists: the first options the page came with, and every option once a list's
 * "show more" asks for them (the same loader with EVERY_OPTION_PARAM, once per listing address).
 */
export function useEveryOption(data: Pick<ListingData, "lists">): {
  lists: FilterLists;
  loading: boolean;
  load: () => void;
} {
  const location = useLocation();
  const fetcher = useFetcher<ListingData>({ key: `every-option:${location.pathname}${location.search}` });
  const loaded = fetcher.data?.lists;
  const idle = fetcher.state === "idle";
  const { load: fetch } = fetcher;
  const load = useCallback(() => {
    if (!idle || loaded) return;
    const params = new URLSearchParams(location.search);
    params.set(EVERY_OPTION_PARAM, "1");
    void fetch(`${location.pathname}?${params}`);
  }, [idle, loaded, fetch, location.pathname, location.search]);
  return { lists: loaded ?? data.lists, loading: !idle, load };
}
