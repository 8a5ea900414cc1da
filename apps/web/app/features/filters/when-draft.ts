import { type WhenQuery, withWhen } from "./when-query";

/**
 * The page's "when and how many?" as the visitor has set it, searched or not: a search for a place
 * to go (the location search beside it) carries it to the listing it opens, so picking the time first
 * and the city second is not lost. Browser-only state, written by the selector's effects.
 */
let draft: WhenQuery | null = null;

export function keepWhenDraft(query: WhenQuery | null): void {
  draft = query;
}

/** A listing path with the kept choice written in (unchanged without one). */
export function withWhenDraft(href: string): string {
  return draft && (draft.date || draft.time || draft.party) ? withWhen(href, draft) : href;
}
