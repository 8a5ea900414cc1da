import type { FilterClass } from "@sobremesa/contracts";
import { isChildOf, type SelectedFilter, sameFilter } from "./filter-types";

/**
 * The draft and apply rules, as pure functions over a selection. The panel edits
 * a draft; applying folds the draft into the active selection, which the URL then carries.
 */
export interface FilterSelection {
  /** What the listing is filtered by (from the URL). An entry with value false is marked for removal. */
  active: SelectedFilter[];
  /** Choices made in the panel and not applied yet. */
  draft: SelectedFilter[];
  /** Parents chosen as a whole in the draft ("all of Jalisco"). */
  parentAll: SelectedFilter[];
  /** The active selection as last applied or loaded: cancelling the panel returns to it. */
  stored: SelectedFilter[];
}

/** Price range and score allow one draft entry each; a new choice replaces it. */
export const SINGLE_DRAFT_CLASSES: readonly FilterClass[] = ["price-range", "score"];

/**
 * Applying replaces the single location or category entry. Score joins them: the listing filters by
 * one minimum score (`minScore`), so a second threshold replaces the first instead of piling up.
 */
export const SINGLE_ACTIVE_CLASSES: readonly FilterClass[] = ["location", "category", "score"];

export function emptySelection(): FilterSelection {
  return { active: [], draft: [], parentAll: [], stored: [] };
}

/** The selection the URL describes: active and stored are the same, nothing is pending. */
export function loadedSelection(active: readonly SelectedFilter[]): FilterSelection {
  const entries = active.map((entry) => ({ ...entry, value: true }));
  return { active: entries, draft: [], parentAll: [], stored: entries.map((entry) => ({ ...entry })) };
}

/**
 * Choosing an item in the panel:
 * - an item already active (value true) is marked false (applying removes it);
 * - an item already in the draft leaves the draft (the visitor changed their mind);
 * - otherwise it joins the draft: replacing the draft's price range or score, removing its children
 *   from the draft when it is a parent, and its parent when it is a child. An active entry marked
 *   false that is chosen again joins the draft too, and applying upgrades it back to true.
 */
export function chooseFilter(selection: FilterSelection, entry: SelectedFilter): FilterSelection {
  const active = selection.active.find((candidate) => sameFilter(candidate, entry));
  if (active?.value) {
    return {
      ...selection,
      active: selection.active.map((candidate) =>
        sameFilter(candidate, entry) ? { ...candidate, value: false } : candidate,
      ),
      draft: selection.draft.filter((candidate) => !sameFilter(candidate, entry)),
      parentAll: selection.parentAll.filter((candidate) => !sameFilter(candidate, entry)),
    };
  }
  if (selection.draft.some((candidate) => sameFilter(candidate, entry))) {
    return {
      ...selection,
      draft: selection.draft.filter((candidate) => !sameFilter(candidate, entry)),
      parentAll: selection.parentAll.filter((candidate) => !sameFilter(candidate, entry)),
    };
  }
  const chosen: SelectedFilter = { ...entry, value: true };
  let draft = selection.draft;
  let parentAll = selection.parentAll;
  if (SINGLE_DRAFT_CLASSES.includes(chosen.class)) {
    draft = draft.filter((candidate) => candidate.class !== chosen.class);
  }
  if (chosen.isFather) {
    draft = draft.filter((candidate) => !isChildOf(candidate, chosen));
    parentAll = [...parentAll.filter((candidate) => !sameFilter(candidate, chosen)), chosen];
  }
  if (chosen.fatherId !== null) {
    draft = draft.filter((candidate) => !isChildOf(chosen, candidate));
    parentAll = parentAll.filter((candidate) => !isChildOf(chosen, candidate));
  }
  return { ...selection, draft: [...draft, chosen], parentAll };
}

/**
 * Applying the draft to the active selection: an entry marked false leaves; a draft entry already
 * active is upgraded to true; a new location, category or score replaces the class's entry; any
 * other new entry is added. Entries with value false are then removed.
 */
export function applyDraft(active: readonly SelectedFilter[], draft: readonly SelectedFilter[]): SelectedFilter[] {
  let next = active.map((entry) => ({ ...entry }));
  for (const entry of draft) {
    const index = next.findIndex((candidate) => sameFilter(candidate, entry));
    if (!entry.value) {
      if (index >= 0) next[index] = { ...next[index]!, value: false };
      continue;
    }
    if (index >= 0) {
      next[index] = { ...next[index]!, value: true };
    } else if (SINGLE_ACTIVE_CLASSES.includes(entry.class)) {
      next = [...next.filter((candidate) => candidate.class !== entry.class), { ...entry }];
    } else {
      next.push({ ...entry });
    }
  }
  return next.filter((entry) => entry.value);
}

/** The selection after applying: active and stored are the applied entries, nothing pending. */
export function appliedSelection(selection: FilterSelection): FilterSelection {
  return loadedSelection(applyDraft(selection.active, selection.draft));
}

/** Closing the panel without applying: the stored selection comes back, the draft goes. */
export function cancelDraft(selection: FilterSelection): FilterSelection {
  return loadedSelection(selection.stored);
}

/** Clearing empties the active, draft and parent-all lists and the stored selections. */
export function clearSelection(): FilterSelection {
  return emptySelection();
}

/** Removing one active filter at once (its chip's close button): the active selection without it. */
export function withoutFilter(active: readonly SelectedFilter[], entry: SelectedFilter): SelectedFilter[] {
  return applyDraft(active, [{ ...entry, value: false }]);
}

/** Whether an item shows as chosen: active and not marked false, or chosen in the draft. */
export function isChosen(selection: FilterSelection, entry: SelectedFilter): boolean {
  const inDraft = selection.draft.find((candidate) => sameFilter(candidate, entry));
  if (inDraft) return inDraft.value;
  return selection.active.some((candidate) => sameFilter(candidate, entry) && candidate.value);
}

/** How many changes applying would make (draft entries plus active entries marked false). */
export function pendingChanges(selection: FilterSelection): number {
  return selection.draft.length + selection.active.filter((entry) => !entry.value).length;
}
