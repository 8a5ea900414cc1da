export { ActiveFilters, type ExtraChip } from "./components/active-filters.tsx";
export { FilterButton } from "./components/filter-button.tsx";
export type { FilterPanelProps } from "./components/filter-panel.tsx";
export { TableToggle } from "./components/table-toggle.tsx";
export type { WhenSelectorProps } from "./components/when-selector.tsx";
export { WhenSelector } from "./components/when-selector.tsx";
export type { FilterItemRef, FilterLists, FilterOption, PanelClass, SelectedFilter } from "./filter-types.ts";
export {
  filterKey,
  listSizes,
  optionToFilter,
  panelClasses,
  selectedFilter,
  shownOptions,
} from "./filter-types.ts";
export { FiltersProvider, useFilters } from "./filters-context.tsx";
export type { ListingQuery, Position } from "./filters-url.ts";
export {
  EVERY_OPTION_PARAM,
  hasUnsearchableText,
  LISTING_QUERY_KEYS,
  listingHref,
  parseListingQuery,
  translatedListingQuery,
} from "./filters-url.ts";
export { withWhenDraft } from "./when-draft.ts";
export type { WhenDefaults, WhenQuery, WhenSelection, WhenValues } from "./when-query.ts";
export { parseWhenQuery, timeZoneOf, whenDefaults, whenSelectionOf, whenValues, withWhen } from "./when-query.ts";
