import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache.ts";

describe("createTtlCache", () => {
  it("loads once while fresh, shares a load in flight, and reloads when stale", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get("k", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("drops the least recently used entry beyond its size", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("a", load);
    await cache.get("c", load);
    // "a" was used after "b": "b" went to make room for "c".
    await cache.get("a", load);
    expect(loads).toBe(3);
    await cache.get("b", load);
    expect(loads).toBe(4);
  });

  it("loads a deleted key again, keeping the others", async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    cache.delete("a");
    expect(await cache.get("a", load)).toBe(3);
    expect(await cache.get("b", load)).toBe(2);
  });
});
