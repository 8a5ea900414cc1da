import { describe, expect, it } from "vitest";
import { later, openingHours } from "./hours.ts";
import type { CountryCode } from "./plan.ts";
import { createRandom } from "./random.ts";
import type { CategoryKey, CuisineKey } from "./taxonomy.ts";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function sample(category: CategoryKey, cuisine: CuisineKey, country: CountryCode, n = 300) {
  const random = createRandom(99);
  return Array.from({ length: n }, () => openingHours(random, category, cuisine, country));
}

describe("openingHours", () => {
  it("gives valid, non-overlapping rows with a unique (weekday, opensAt)", () => {
    for (const category of ["restaurant", "bar", "nightclub"] as const) {
      for (const week of sample(category, "mexicana", "mx")) {
        expect(week.length).toBeGreaterThan(0);
        const keys = new Set<string>();
        for (const row of week) {
          expect(row.weekday).toBeGreaterThanOrEqual(0);
          expect(row.weekday).toBeLessThanOrEqual(6);
          expect(row.opensAt).toMatch(TIME);
          expect(row.closesAt).toMatch(TIME);
          expect(row.closesAt).not.toBe(row.opensAt);
          keys.add(`${row.weekday} ${row.opensAt}`);
        }
        expect(keys.size).toBe(week.length);
        // same-day shifts (lunch and dinner) must not overlap
        for (let day = 0; day <= 6; day++) {
          const shifts = week.filter((r) => r.weekday === day).sort((a, b) => minutes(a.opensAt) - minutes(b.opensAt));
          for (let i = 1; i < shifts.length; i++) {
            expect(minutes(shifts[i]!.opensAt)).toBeGreaterThan(minutes(shifts[i - 1]!.closesAt));
          }
        }
      }
    }
  });

  it("opens restaurants at least five days a week, sometimes with a lunch and a dinner shift", () => {
    const weeks = sample("restaurant", "italiana", "co");
    for (const week of weeks) expect(new Set(week.map((r) => r.weekday)).size).toBeGreaterThanOrEqual(5);
    expect(weeks.some((week) => week.length > 7)).toBe(true);
    expect(weeks.some((week) => new Set(week.map((r) => r.weekday)).size === 6)).toBe(true);
  });

  it("keeps bars open into the night and nightclubs past midnight, Thursday to Saturday", () => {
    for (const week of sample("bar", "internacional", "mx")) {
      const friday = week.find((r) => r.weekday === 5)!;
      expect(minutes(friday.closesAt)).toBeLessThan(minutes(friday.opensAt));
    }
    for (const week of sample("nightclub", "internacional", "co")) {
      const days = week.map((r) => r.weekday);
      expect(days).toEqual(expect.arrayContaining([4, 5, 6]));
      expect(days).not.toContain(1);
      for (const row of week) {
        expect(minutes(row.closesAt)).toBeLessThan(minutes(row.opensAt));
        expect(minutes(row.opensAt)).toBeGreaterThanOrEqual(21 * 60);
      }
    }
  });

  it("opens cafés early", () => {
    for (const week of sample("restaurant", "cafeteria", "cr")) {
      for (const row of week) expect(minutes(row.opensAt)).toBeLessThanOrEqual(9 * 60);
    }
  });

  it("later wraps around midnight", () => {
    expect(later("23:00", 1)).toBe("00:00");
    expect(later("01:30", 1)).toBe("02:30");
    expect(later("00:00", -1)).toBe("23:00");
  });
});
