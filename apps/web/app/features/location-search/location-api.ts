import type { Language, locationResultAnswer, suggestionsAnswer } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

export type LocationResult = (typeof locationResultAnswer)["_output"];
export type Suggestions = (typeof suggestionsAnswer)["_output"]["data"];

/** Shorter text is not searched (the server answers nothing under two characters either). */
export const MIN_QUERY_LENGTH = 2;

/**
 * GET /api/tools/suggestions?q=: locations, places by name, cuisines and dishes, and categories,
 * accent-insensitive and forgiving a typo, each group at most 5. `country` is the country whose
 * listings the cuisine and category suggestions open.
 */
export async function fetchSuggestions(
  query: string,
  options: {
    language: Language;
    country: string;
    signal?: AbortSignal | undefined;
    fetch?: typeof fetch | undefined;
  },
): Promise<Suggestions> {
  const answer = await mainApi(options).mainGet<{ data: Suggestions }>("/api/tools/suggestions", {
    q: query.trim().slice(0, 80),
    country: options.country,
  });
  return answer.data;
}
