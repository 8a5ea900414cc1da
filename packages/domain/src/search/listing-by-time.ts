import { MAX_BOOKABLE_PLACES } from "@sobremesa/contracts";
import type { BookableTime, PlaceBookableTimes } from "../reservations/index.ts";

/**
 * A listing ordered or narrowed by bookable times: the search cannot sort by them (they come from
 * the reservations rules, not the catalogue), so the candidates are walked in relevance order, a
 * bounded number of them, and ordered here. The times come from an injected source (the
 * reservations service), so the search only knows their shape.
 */

export interface ListingByTimeInput<T extends { id: number }> {
  /** A page of the search in relevance order. */
  candidates: (page: number, pageSize: number) => Promise<{ items: T[]; pages: number }>;
  /** Bookable times of at most MAX_BOOKABLE_PLACES places. */
  timesOf: (ids: number[]) => Promise<Map<number, PlaceBookableTimes>>;
  asked: BookableTime;
  onlyWithTables: boolean;
  sortByTime: boolean;
  page: number;
  pageSize: number;
  maxCandidates?: number;
}

export interface ListingByTime<T> {
  items: T[];
  total: number;
  pages: number;
  times: Map<number, PlaceBookableTimes>;
}

export const LISTING_BY_TIME_MAX_CANDIDATES = 240;

const MINUTE_MS = 60_000;

/** Minutes since the epoch of a wall-clock date and time (no zone: both sides are the venue's clock). */
function minutesOf({ date, time }: BookableTime): number {
  return Date.parse(`${date}T${time}:00Z`) / MINUTE_MS;
}

/** How far a place's times are from the asked one: its nearest time, else its next one after every time. */
function rankOf(times: PlaceBookableTimes | undefined, asked: number): [group: number, distance: number] {
  if (times && times.times.length > 0)
    return [0, Math.min(...times.times.map((time) => Math.abs(minutesOf(time) - asked)))];
  if (times?.next) return [1, minutesOf(times.next)];
  return [2, 0];
}

const hasTimes = (times: PlaceBookableTimes | undefined) => (times?.times.length ?? 0) > 0;

export async function listingByTime<T extends { id: number }>(input: ListingByTimeInput<T>): Promise<ListingByTime<T>> {
  const maxCandidates = Math.max(0, input.maxCandidates ?? LISTING_BY_TIME_MAX_CANDIDATES);
  const kept: T[] = [];
  const times = new Map<number, PlaceBookableTimes>();
  let walked = 0;
  for (let chunk = 1; walked < maxCandidates; chunk++) {
    const { items, pages } = await input.candidates(chunk, MAX_BOOKABLE_PLACES);
    const batch = items.slice(0, maxCandidates - walked);
    walked += batch.length;
    if (batch.length > 0) {
      const found = await input.timesOf(batch.map((item) => item.id));
      for (const item of batch) {
        const own = found.get(item.id);
        if (own) times.set(item.id, own);
        if (!input.onlyWithTables || hasTimes(own)) kept.push(item);
      }
    }
    if (chunk >= pages || items.length < MAX_BOOKABLE_PLACES) break;
  }

  const asked = minutesOf(input.asked);
  // Array.prototype.sort is stable: equal ranks keep the relevance order.
  const ordered = input.sortByTime
    ? kept
        .map((item) => ({ item, rank: rankOf(times.get(item.id), asked) }))
        .sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1])
        .map(({ item }) => item)
    : kept;

  const pageSize = Math.max(1, input.pageSize);
  const start = (Math.max(1, input.page) - 1) * pageSize;
  const items = ordered.slice(start, start + pageSize);
  const pageTimes = new Map<number, PlaceBookableTimes>();
  for (const item of items) {
    const own = times.get(item.id);
    if (own) pageTimes.set(item.id, own);
  }
  return { items, total: ordered.length, pages: Math.ceil(ordered.length / pageSize), times: pageTimes };
}
