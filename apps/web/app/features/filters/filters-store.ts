import { createStore, type StoreApi } from "zustand/vanilla";
import {
  appliedSelection,
  cancelDraft,
  chooseFilter,
  clearSelection,
  type FilterSelection,
  loadedSelection,
} from "./filter-rules";
import { type PanelClass, panelClasses, type SelectedFilter, sameFilter } from "./filter-types";

/** Per-list flags: each filter list has show-more and loading. */
export type ListFlags = Record<PanelClass, boolean>;

/** The filters state: the selection plus its UI flags. */
export interface FiltersState extends FilterSelection {
  showMore: ListFlags;
  loading: ListFlags;
  modalOpen: boolean;
  /** Set by clearing (every list shows nothing chosen); the next choice resets it. */
  unselectAll: boolean;
}

export interface FiltersActions {
  /** The selection the URL describes (on load and after every navigation). */
  load: (active: readonly SelectedFilter[]) => void;
  choose: (entry: SelectedFilter) => void;
  /** Folds the draft into the active selection and returns it (the caller navigates to its URL). */
  apply: () => SelectedFilter[];
  /** Drops the draft and closes the panel. */
  cancel: () => void;
  /** Empties active, draft, parent-all and stored; returns the (empty) active selection. */
  clear: () => SelectedFilter[];
  setShowMore: (list: PanelClass, value: boolean) => void;
  toggleShowMore: (list: PanelClass) => void;
  setLoading: (list: PanelClass, value: boolean) => void;
  setModalOpen: (value: boolean) => void;
}

export type FiltersStore = FiltersState & FiltersActions;

export const listFlags = (value: boolean): ListFlags =>
  Object.fromEntries(panelClasses.map((list) => [list, value])) as ListFlags;

export function initialFiltersState(active: readonly SelectedFilter[] = []): FiltersState {
  return {
    ...loadedSelection(active),
    showMore: listFlags(false),
    loading: listFlags(false),
    modalOpen: false,
    unselectAll: false,
  };
}

const selectionOf = (state: FiltersState): FilterSelection => ({
  active: state.active,
  draft: state.draft,
  parentAll: state.parentAll,
  stored: state.stored,
});

/** Lists whose class differs between two selections: they show loading until the new page arrives. */
export function changedLists(before: readonly SelectedFilter[], after: readonly SelectedFilter[]): PanelClass[] {
  const differs = (list: PanelClass) => {
    const a = before.filter((entry) => entry.class === list);
    const b = after.filter((entry) => entry.class === list);
    return a.length !== b.length || a.some((entry) => !b.some((other) => sameFilter(entry, other)));
  };
  return panelClasses.filter(differs);
}

/**
 * One store per page render (never a module singleton: the server renders many visitors at once).
 * The URL is the source of truth; nothing is persisted.
 */
export function createFiltersStore(active: readonly SelectedFilter[] = []): StoreApi<FiltersStore> {
  return createStore<FiltersStore>()((set, get) => ({
    ...initialFiltersState(active),
    load: (entries) =>
      set({ ...loadedSelection(entries), loading: listFlags(false), unselectAll: false, modalOpen: false }),
    choose: (entry) => set({ ...chooseFilter(selectionOf(get()), entry), unselectAll: false }),
    apply: () => {
      const state = get();
      const next = appliedSelection(selectionOf(state));
      const loading = { ...state.loading };
      for (const list of changedLists(state.stored, next.active)) loading[list] = true;
      set({ ...next, loading, modalOpen: false });
      return next.active;
    },
    cancel: () => set({ ...cancelDraft(selectionOf(get())), modalOpen: false }),
    clear: () => {
      set({ ...clearSelection(), unselectAll: true, loading: listFlags(true) });
      return [];
    },
    setShowMore: (list, value) => set({ showMore: { ...get().showMore, [list]: value } }),
    toggleShowMore: (list) => set({ showMore: { ...get().showMore, [list]: !get().showMore[list] } }),
    setLoading: (list, value) => set({ loading: { ...get().loading, [list]: value } }),
    setModalOpen: (value) => set({ modalOpen: value }),
  }));
}
