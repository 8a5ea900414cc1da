import type { SearchRepository } from "./search-repository.ts";

/**
 * The catalogue's change counter, read at most every checkMs: one query however many things derive
 * from it. Callers get the last reading meanwhile (stale by seconds at most) and never wait for a
 * check once one has answered; a failed check keeps the last reading.
 */
export function catalogVersionWatch(
  repository: SearchRepository,
  checkMs: number,
): (() => Promise<string>) & { forget: () => void } {
  let known: { version: string; checkedAt: number } | undefined;
  let checking: Promise<string> | undefined;
  const read = () => {
    if (known && Date.now() - known.checkedAt < checkMs) return Promise.resolve(known.version);
    if (!checking) {
      checking = repository
        .catalogVersion()
        .then((version) => {
          known = { version, checkedAt: Date.now() };
          return version;
        })
        .finally(() => {
          checking = undefined;
        });
    }
    if (!known) return checking;
    checking.catch(() => {});
    return Promise.resolve(known.version);
  };
  /**
   * Forgets the last reading: the next caller waits for a fresh one. For a write made by this
   * instance (a venue's profile), so its own next page shows it at once; other instances see it
   * within checkMs.
   */
  const forget = () => {
    known = undefined;
  };
  return Object.assign(read, { forget });
}

/**
 * Holds something derived from the catalogue (the facet index, the cache of listing pages): built on
 * first use, and again once the catalogue's version has moved. Callers get the current one meanwhile,
 * never wait for a rebuild once one exists; a failed build keeps what we have.
 */
export function catalogDerived<T>(version: () => Promise<string>, build: () => Promise<T> | T) {
  let current: { value: T; version: string } | undefined;
  let building: Promise<T> | undefined;

  return {
    async get(): Promise<T> {
      const now = await version();
      if (current?.version === now) return current.value;
      if (!building) {
        building = (async () => {
          const value = await build();
          current = { value, version: now };
          return value;
        })().finally(() => {
          building = undefined;
        });
      }
      if (!current) return building;
      building.catch(() => {});
      return current.value;
    },
    /** Forgets it: the next use rebuilds it (after a bulk catalogue change, in tests). */
    reset() {
      current = undefined;
    },
  };
}
