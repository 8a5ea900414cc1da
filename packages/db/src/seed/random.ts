import { mulberry32 } from "@sobremesa/contracts";

export { mulberry32 };

/**
 * A small seeded PRNG (mulberry32) with the helpers the demo seed needs. Same seed, same sequence,
 * on every platform: the generator uses only 32-bit integer arithmetic (Math.imul, >>>).
 */
export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** count distinct items (or all of them when there are fewer), in the order drawn. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A new independent generator derived from this one (for sub-streams that must not shift others). */
  fork(): Random;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const random: Random = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[Math.floor(next() * items.length)]!;
    },
    weighted(items) {
      let total = 0;
      for (const [, weight] of items) total += weight;
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    sample(items, count) {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < count && pool.length > 0) {
        const index = Math.floor(next() * pool.length);
        out.push(pool[index]!);
        pool.splice(index, 1);
      }
      return out;
    },
    fork() {
      return createRandom(Math.floor(next() * 4294967296));
    },
  };
  return random;
}
