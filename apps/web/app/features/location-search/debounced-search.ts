/**
 * Search-as-you-type without a request per keystroke: each new text waits `delayMs` (200 ms) and
 * replaces the previous one, whose request, if already sent, is aborted. Only the answer for the
 * latest text is ever delivered. Framework-free so it is tested with fake timers.
 */

export type SearchEvent<T> =
  | { type: "idle" }
  | { type: "loading"; query: string }
  | { type: "results"; query: string; results: T[] }
  | { type: "error"; query: string };

export interface DebouncedSearchOptions<T> {
  delayMs?: number;
  minLength?: number;
  search: (query: string, signal: AbortSignal) => Promise<T[]>;
  onEvent: (event: SearchEvent<T>) => void;
}

export const SEARCH_DEBOUNCE_MS = 200;

export function createDebouncedSearch<T>({
  delayMs = SEARCH_DEBOUNCE_MS,
  minLength = 2,
  search,
  onEvent,
}: DebouncedSearchOptions<T>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let lastQuery: string | undefined;
  const cache = new Map<string, T[]>();

  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  async function run(query: string) {
    timer = undefined;
    const own = new AbortController();
    controller = own;
    onEvent({ type: "loading", query });
    try {
      const results = await search(query, own.signal);
      if (own.signal.aborted) return;
      cache.set(query, results);
      onEvent({ type: "results", query, results });
    } catch {
      if (own.signal.aborted) return;
      onEvent({ type: "error", query });
    } finally {
      if (controller === own) controller = undefined;
    }
  }

  return {
    /** The text changed. */
    update(text: string) {
      const query = text.trim().replace(/\s+/g, " ").toLowerCase();
      if (query === lastQuery) return;
      lastQuery = query;
      cancel();
      if (query.length < minLength) {
        onEvent({ type: "idle" });
        return;
      }
      // The same text again (typing back after a deletion) answers at once from what we already have.
      const known = cache.get(query);
      if (known) {
        onEvent({ type: "results", query, results: known });
        return;
      }
      timer = setTimeout(() => void run(query), delayMs);
    },
    /** Stops any pending or running search (unmount, a choice was made). */
    cancel() {
      cancel();
      lastQuery = undefined;
    },
  };
}
