export { LazyPlacesMapSlot } from "./components/lazy-places-map-slot.tsx";
export { ListingPageView } from "./components/listing-view.tsx";
export type { MapPlace } from "./components/places-map-slot.tsx";
export { ResultsWithMap } from "./components/results-with-map.tsx";
export { useListingView, ViewToggle } from "./components/view-toggle.tsx";
export type { ListingData } from "./listing-data.ts";
export { pathSegments, withPage } from "./listing-links.ts";
export { breadcrumbSchema, listingMeta } from "./listing-meta.ts";
export {
  availableSorts,
  byTime,
  effectiveSort,
  listingFilters,
  PAGE_SIZE,
  searchApiParams,
  searchSort,
} from "./listing-search.ts";
export type { Facets } from "./listing-selection.ts";
export { activeSelection, filterLists } from "./listing-selection.ts";
export { revalidateUnlessOnlyViewChanged } from "./listing-view-param.ts";
export { placeResultOf } from "./load-more.ts";
