/**
 * Search-box suggestions beside locations: places by name, and the cuisines, dishes and categories
 * whose listings a visitor is probably after. Matching forgives accents, case and one slip of the
 * keyboard (two in long words), so "la limena", "suhsi" or "japnesa" still find their names.
 */

/** Each group of suggestions stays short: the popup must fit a phone's screen. */
export const SUGGESTION_LIMIT = 5;

/** "  La Limeña " -> "la limena": what both sides of a comparison are reduced to. */
export function normaliseText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Edit distance with adjacent transpositions ("suhsi" is one slip from "sushi"). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Slips forgiven: none under four letters (too many short words are one letter apart). */
const allowedSlips = (term: string) => (term.length < 4 ? 0 : term.length < 8 ? 1 : 2);

/**
 * How well a normalised name answers a normalised term, lower is better: 0 the name itself, 1 its
 * start, 2 a word's start, 3 inside it, 4 a word (or a word's start) within the allowed slips;
 * undefined when it does not.
 */
export function matchRank(name: string, term: string): number | undefined {
  if (!term) return undefined;
  if (name === term) return 0;
  if (name.startsWith(term)) return 1;
  const words = name.split(/[\s-]+/);
  if (words.some((word) => word.startsWith(term))) return 2;
  if (name.includes(term)) return 3;
  const slips = allowedSlips(term);
  if (slips === 0) return undefined;
  const near = words.some(
    (word) =>
      editDistance(word, term) <= slips ||
      (word.length > term.length && editDistance(word.slice(0, term.length), term) <= slips),
  );
  return near ? 4 : undefined;
}

export interface Nameable {
  /** Every name the item answers to (Spanish and English). */
  names: readonly string[];
}

/** The items that match, best first (ties keep the given order), at most `limit`. */
export function bestMatches<T extends Nameable>(items: readonly T[], text: string, limit = SUGGESTION_LIMIT): T[] {
  const term = normaliseText(text);
  const ranked = items.flatMap((item, order) => {
    const ranks = item.names.map((name) => matchRank(normaliseText(name), term)).filter((rank) => rank !== undefined);
    return ranks.length > 0 ? [{ item, rank: Math.min(...ranks), order }] : [];
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, limit).map(({ item }) => item);
}

export interface PlaceSuggestionRow {
  id: number;
  slug: string;
  name: string;
  city_name: string;
  state_name: string;
}

export interface PlaceSuggestion {
  id: number;
  name: string;
  /** Where it is: "Guadalajara, Jalisco". */
  context: string;
  /** The place's profile in the requested language. */
  path: string;
}

export interface FilterSuggestion {
  class: "category" | "cuisine" | "food-type";
  id: number;
  name: string;
  /** The country's listing of that category, cuisine or dish, in the requested language. */
  path: string;
}

export interface Suggestions {
  places: PlaceSuggestion[];
  /** Cuisines and dishes (food types) together: to a visitor "sushi" and "japonesa" are alike. */
  cuisines: FilterSuggestion[];
  categories: FilterSuggestion[];
}

export interface FilterCandidate {
  class: string;
  id: number;
  slug: { es: string; en: string };
  name: { es: string; en: string };
}

/**
 * The categories, cuisines and dishes that match, each group at most SUGGESTION_LIMIT; a dish
 * with the slug of a cuisine ("mariscos") is that cuisine already, as its listing path shows.
 */
export function filterSuggestions(
  entries: readonly FilterCandidate[],
  text: string,
  language: "es" | "en",
  listingPath: (slug: string) => string,
): Pick<Suggestions, "cuisines" | "categories"> {
  const suggestion = (entry: FilterCandidate & { class: FilterSuggestion["class"] }): FilterSuggestion => ({
    class: entry.class,
    id: entry.id,
    name: entry.name[language],
    path: listingPath(entry.slug[language]),
  });
  const of = (classes: string[]) =>
    entries
      .filter((entry): entry is FilterCandidate & { class: FilterSuggestion["class"] } => classes.includes(entry.class))
      .map((entry) => ({ ...entry, names: [entry.name.es, entry.name.en] }));
  const cuisines = bestMatches(of(["cuisine", "food-type"]), text, Number.POSITIVE_INFINITY).map(suggestion);
  const unique = cuisines.filter((item, index) => cuisines.findIndex((other) => other.path === item.path) === index);
  return {
    cuisines: unique.slice(0, SUGGESTION_LIMIT),
    categories: bestMatches(of(["category"]), text).map(suggestion),
  };
}
