export { type ComboboxState, comboboxReducer, initialComboboxState } from "./combobox-state";
export { createDebouncedSearch, SEARCH_DEBOUNCE_MS, type SearchEvent } from "./debounced-search";
export { highlightMatch } from "./highlight";
export { fetchSuggestions, type LocationResult, MIN_QUERY_LENGTH, type Suggestions } from "./location-api";
export { geolocationOfResult, listingSlugs, locationContext } from "./location-result";
export { LocationSearch, type LocationSearchProps } from "./location-search";
