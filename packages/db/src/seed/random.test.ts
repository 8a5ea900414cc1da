import { describe, expect, it } from "vitest";
import { createRandom, mulberry32 } from "./random.ts";

describe("mulberry32", () => {
  it("matches the reference sequence (seed 1 starts 0.6270739405881613)", () => {
    const next = mulberry32(1);
    expect([next(), next(), next()].map((x) => Math.floor(x * 2 ** 32))).toEqual([2693262067, 11749833, 2265367787]);
  });

  it("gives the same sequence for the same seed and another for another seed", () => {
    const a = mulberry32(20261121);
    const b = mulberry32(20261121);
    const c = mulberry32(20261122);
    const seqA = Array.from({ length: 1000 }, a);
    expect(Array.from({ length: 1000 }, b)).toEqual(seqA);
    expect(Array.from({ length: 1000 }, c)).not.toEqual(seqA);
  });

  it("stays in [0, 1)", () => {
    const next = mulberry32(7);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = next();
      min = Math.min(min, x);
      max = Math.max(max, x);
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(min).toBeLessThan(0.001);
    expect(max).toBeLessThan(1);
    expect(max).toBeGreaterThan(0.999);
  });
});

describe("createRandom helpers", () => {
  it("int covers both bounds and nothing outside", () => {
    const random = createRandom(3);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(2, 5));
    expect([...seen].sort()).toEqual([2, 3, 4, 5]);
  });

  it("weighted follows the weights", () => {
    const random = createRandom(11);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) {
      const key = random.weighted([
        ["a", 1],
        ["b", 3],
        ["c", 0],
      ] as const);
      counts[key]++;
    }
    expect(counts.c).toBe(0);
    expect(counts.b / counts.a).toBeGreaterThan(2.7);
    expect(counts.b / counts.a).toBeLessThan(3.3);
  });

  it("sample draws distinct items and stops at the list's length", () => {
    const random = createRandom(5);
    const items = [1, 2, 3, 4, 5, 6];
    const drawn = random.sample(items, 4);
    expect(new Set(drawn).size).toBe(4);
    expect(drawn.every((x) => items.includes(x))).toBe(true);
    expect(random.sample(items, 10).sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("is reproducible through every helper, including forks", () => {
    const run = (seed: number) => {
      const random = createRandom(seed);
      const fork = random.fork();
      return [
        random.int(0, 100),
        random.pick(["x", "y", "z"]),
        random.chance(0.5),
        random.sample([1, 2, 3], 2),
        fork.next(),
      ];
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it("refuses to pick from nothing", () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});
