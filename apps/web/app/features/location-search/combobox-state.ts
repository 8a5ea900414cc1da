import type { SearchEvent } from "./debounced-search";

/**
 * The combobox's state (ARIA 1.2 combobox with a listbox popup): the options are "near me" first and
 * then the results; arrows move the active option and wrap; the input keeps focus throughout
 * (aria-activedescendant). A pure reducer, tested without a browser.
 */

export type SearchStatus = "idle" | "loading" | "results" | "error";

export interface ComboboxState<T> {
  open: boolean;
  /** Index into the options (0 = near me); -1 = none active. */
  activeIndex: number;
  status: SearchStatus;
  /** The normalised text the status and results belong to. */
  query: string;
  results: T[];
}

export type ComboboxAction<T> =
  | { type: "open" }
  | { type: "close" }
  /** The visitor typed: the popup opens and no option is active. */
  | { type: "input" }
  | { type: "move"; by: 1 | -1 }
  | { type: "first" }
  | { type: "last" }
  | { type: "hover"; index: number }
  | { type: "search"; event: SearchEvent<T> };

export const NEAR_ME_INDEX = 0;

export function initialComboboxState<T>(): ComboboxState<T> {
  return { open: false, activeIndex: -1, status: "idle", query: "", results: [] };
}

/** How many options the listbox shows: near me plus the results. */
export function optionCount<T>(state: ComboboxState<T>): number {
  return 1 + state.results.length;
}

/** The result an option index stands for (undefined for near me and out of range). */
export function resultAt<T>(state: ComboboxState<T>, index: number): T | undefined {
  return index >= 1 ? state.results[index - 1] : undefined;
}

export function comboboxReducer<T>(state: ComboboxState<T>, action: ComboboxAction<T>): ComboboxState<T> {
  const count = optionCount(state);
  switch (action.type) {
    case "open":
      return state.open ? state : { ...state, open: true, activeIndex: -1 };
    case "close":
      return state.open || state.activeIndex !== -1 ? { ...state, open: false, activeIndex: -1 } : state;
    case "input":
      return { ...state, open: true, activeIndex: -1 };
    case "move": {
      // Closed: Down opens on the first option, Up on the last.
      if (!state.open || state.activeIndex === -1) {
        return { ...state, open: true, activeIndex: action.by === 1 ? 0 : count - 1 };
      }
      return { ...state, activeIndex: (state.activeIndex + action.by + count) % count };
    }
    case "first":
      return { ...state, open: true, activeIndex: 0 };
    case "last":
      return { ...state, open: true, activeIndex: count - 1 };
    case "hover":
      return action.index >= 0 && action.index < count ? { ...state, activeIndex: action.index } : state;
    case "search": {
      const { event } = action;
      switch (event.type) {
        case "idle":
          return { ...state, status: "idle", query: "", results: [], activeIndex: Math.min(state.activeIndex, 0) };
        case "loading":
          // The previous results stay on screen until the new ones arrive (no flicker while typing).
          return { ...state, status: "loading", query: event.query };
        case "results":
          return {
            ...state,
            status: "results",
            query: event.query,
            results: event.results,
            activeIndex: Math.min(state.activeIndex, event.results.length),
          };
        case "error":
          return {
            ...state,
            status: "error",
            query: event.query,
            results: [],
            activeIndex: Math.min(state.activeIndex, 0),
          };
      }
    }
  }
}
