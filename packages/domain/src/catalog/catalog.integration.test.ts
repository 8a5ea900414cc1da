import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogService } from "./index.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ places: 150 });
});

afterAll(async () => {
  await database.drop();
});

async function scalar(sqlText: string, params: unknown[] = []): Promise<number> {
  const [row] = await database.handle.query<{ value: number }>(sqlText, params);
  return Number(row?.value);
}

describe("catalog home summary", () => {
  it("counts every place of each country and of each category", async () => {
    const catalog = catalogService(database.handle.db);
    for (const countryCode of ["mx", "co", "cr"] as const) {
      const summary = await catalog.homeSummary({ countryCode, language: "es" });
      const expected = await scalar(
        "select count(*)::int as value from places p join countries c on c.id = p.country_id where c.code = $1",
        [countryCode],
      );
      expect(summary.totalPlaces).toBe(expected);
      expect(summary.totalPlaces).toBeGreaterThan(1);
      expect(summary.categories.reduce((sum, category) => sum + category.placeCount, 0)).toBe(expected);
    }
  });

  it("shows featured places of the country with their own main cuisine, in the page's language", async () => {
    const catalog = catalogService(database.handle.db);
    const spanish = await catalog.homeSummary({ countryCode: "mx", language: "es" });
    const english = await catalog.homeSummary({ countryCode: "mx", language: "en" });
    expect(spanish.featured.length).toBeGreaterThan(0);
    expect(english.categories.map((category) => category.name)).toEqual(["Restaurants", "Bars", "Nightclubs"]);
    expect(spanish.categories.map((category) => category.slug)).toEqual(["restaurantes", "bares", "antros"]);
    for (const place of spanish.featured) {
      const [row] = await database.handle.query<{ name_es: string; country: string }>(
        `select cu.name_es, co.code as country from places p
           join countries co on co.id = p.country_id
           join place_cuisines pc on pc.place_id = p.id
           join cuisines cu on cu.id = pc.cuisine_id
          where p.id = $1 order by cu.id limit 1`,
        [place.id],
      );
      expect(row?.country).toBe("mx");
      expect(place.cuisine).toBe(row?.name_es);
    }
  });

  it("refuses an unknown country", async () => {
    const catalog = catalogService(database.handle.db);
    await expect(catalog.homeSummary({ countryCode: "ar" as "mx", language: "es" })).rejects.toThrow();
  });
});
