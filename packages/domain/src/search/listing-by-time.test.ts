import { describe, expect, it } from "vitest";
import type { PlaceBookableTimes } from "../reservations/index.ts";
import { listingByTime } from "./listing-by-time.ts";

interface Item {
  id: number;
}

/** A search of `count` places (ids 1..count) in relevance order, recording the pages asked. */
function searchOf(count: number) {
  const asked: Array<[number, number]> = [];
  const all = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  const candidates = async (page: number, pageSize: number) => {
    asked.push([page, pageSize]);
    return { items: all.slice((page - 1) * pageSize, page * pageSize), pages: Math.ceil(count / pageSize) };
  };
  return { candidates, asked };
}

const at = (date: string, time: string) => ({ date, time });

/** Times by place id: a list of "HH:mm" on the date, or { next }. */
function timesFrom(table: Record<number, string[] | { next: [string, string] }>) {
  const calls: number[][] = [];
  const timesOf = async (ids: number[]) => {
    calls.push(ids);
    const map = new Map<number, PlaceBookableTimes>();
    for (const id of ids) {
      const entry = table[id];
      if (!entry) continue;
      map.set(
        id,
        Array.isArray(entry)
          ? { placeId: id, bookable: true, times: entry.map((time) => at("2026-12-01", time)), next: null }
          : { placeId: id, bookable: true, times: [], next: at(...entry.next) },
      );
    }
    return map;
  };
  return { timesOf, calls };
}

const base = { asked: at("2026-12-01", "21:00"), page: 1, pageSize: 24 };
const ids = (items: Item[]) => items.map((item) => item.id);

describe("listingByTime", () => {
  it("orders by the nearest time, then places with only a next time by it, then the rest", async () => {
    const { candidates } = searchOf(6);
    const { timesOf } = timesFrom({
      1: { next: ["2026-12-03", "20:00"] },
      2: ["18:00", "18:30"],
      3: ["20:45", "23:00"],
      4: { next: ["2026-12-02", "13:00"] },
      6: ["21:30"],
    });
    const result = await listingByTime({ ...base, candidates, timesOf, onlyWithTables: false, sortByTime: true });
    expect(ids(result.items)).toEqual([3, 6, 2, 4, 1, 5]);
    expect(result.total).toBe(6);
    expect(result.pages).toBe(1);
    expect([...result.times.keys()].sort()).toEqual([1, 2, 3, 4, 6]);
  });

  it("keeps the relevance order on ties", async () => {
    const { candidates } = searchOf(4);
    const { timesOf } = timesFrom({ 1: ["21:30"], 2: ["20:30"], 3: ["21:00"], 4: ["20:30", "21:30"] });
    const result = await listingByTime({ ...base, candidates, timesOf, onlyWithTables: false, sortByTime: true });
    expect(ids(result.items)).toEqual([3, 1, 2, 4]);
  });

  it("measures across midnight: 23:45 and 00:15 the next day are 30 minutes apart", async () => {
    const { candidates } = searchOf(2);
    const timesOf = async (list: number[]) =>
      new Map<number, PlaceBookableTimes>(
        list.map((id) => [
          id,
          {
            placeId: id,
            bookable: true,
            times: id === 1 ? [at("2026-12-01", "22:45")] : [at("2026-12-02", "00:15")],
            next: null,
          },
        ]),
      );
    const result = await listingByTime({
      ...base,
      asked: at("2026-12-01", "23:45"),
      candidates,
      timesOf,
      onlyWithTables: false,
      sortByTime: true,
    });
    expect(ids(result.items)).toEqual([2, 1]);
  });

  it("keeps only the places with times, in relevance order, when not sorting", async () => {
    const { candidates } = searchOf(5);
    const { timesOf } = timesFrom({ 2: ["23:00"], 4: ["21:00"], 5: { next: ["2026-12-02", "21:00"] } });
    const result = await listingByTime({ ...base, candidates, timesOf, onlyWithTables: true, sortByTime: false });
    expect(ids(result.items)).toEqual([2, 4]);
    expect(result.total).toBe(2);
    expect([...result.times.keys()]).toEqual([2, 4]);
  });

  it("walks the candidates in chunks of 48 up to the cap", async () => {
    const { candidates, asked } = searchOf(300);
    const { timesOf, calls } = timesFrom({});
    const result = await listingByTime({
      ...base,
      candidates,
      timesOf,
      onlyWithTables: false,
      sortByTime: true,
      maxCandidates: 100,
    });
    expect(asked).toEqual([
      [1, 48],
      [2, 48],
      [3, 48],
    ]);
    expect(calls.map((call) => call.length)).toEqual([48, 48, 4]);
    expect(result.total).toBe(100);
    expect(result.pages).toBe(5);
  });

  it("stops at the search's last page", async () => {
    const { candidates, asked } = searchOf(50);
    const { timesOf } = timesFrom({});
    const result = await listingByTime({ ...base, candidates, timesOf, onlyWithTables: false, sortByTime: true });
    expect(asked).toHaveLength(2);
    expect(result.total).toBe(50);
  });

  it("returns the asked page with the times of its places only", async () => {
    const { candidates } = searchOf(60);
    const table = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [index + 1, ["21:00"]]));
    const { timesOf } = timesFrom(table);
    const result = await listingByTime({
      ...base,
      candidates,
      timesOf,
      onlyWithTables: true,
      sortByTime: true,
      page: 3,
      pageSize: 24,
    });
    expect(ids(result.items)).toEqual(Array.from({ length: 12 }, (_, index) => 49 + index));
    expect(result.pages).toBe(3);
    expect([...result.times.keys()]).toEqual(ids(result.items));
  });

  it("answers an empty search, or a page past the last, with no items", async () => {
    const { candidates } = searchOf(0);
    const { timesOf, calls } = timesFrom({});
    const empty = await listingByTime({ ...base, candidates, timesOf, onlyWithTables: true, sortByTime: true });
    expect(empty).toEqual({ items: [], total: 0, pages: 0, times: new Map() });
    expect(calls).toEqual([]);
    const past = await listingByTime({
      ...base,
      candidates: searchOf(3).candidates,
      timesOf,
      onlyWithTables: false,
      sortByTime: true,
      page: 2,
    });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(3);
  });
});
