import { describe, expect, it } from "vitest";
import {
  buyPath,
  idParam,
  listingHrefOf,
  listingPathOf,
  listingSegmentsOf,
  orderCodeParam,
  parseListingFilters,
  parseListingSegments,
  thanksPath,
} from "./experience-paths";

describe("parseListingSegments", () => {
  it("reads a country alone", () => {
    expect(parseListingSegments(["mx"], "es")).toEqual({
      ok: true,
      location: { country: "mx", state: undefined, city: undefined, category: undefined },
      respell: false,
    });
  });

  it("reads a category right after the country", () => {
    const parsed = parseListingSegments(["mx", "catas-y-degustaciones"], "es");
    expect(parsed).toMatchObject({ ok: true, location: { country: "mx", category: "tasting" }, respell: false });
    if (parsed.ok) expect(parsed.location.state).toBeUndefined();
  });

  it("reads state, city and category", () => {
    expect(parseListingSegments(["mx", "ciudad-de-mexico", "ciudad-de-mexico", "conciertos"], "es")).toMatchObject({
      ok: true,
      location: { country: "mx", state: "ciudad-de-mexico", city: "ciudad-de-mexico", category: "concert" },
    });
  });

  it("reads a state and a category, or a state and a city", () => {
    expect(parseListingSegments(["mx", "jalisco", "tours"], "es")).toMatchObject({
      ok: true,
      location: { state: "jalisco", category: "tour" },
    });
    expect(parseListingSegments(["mx", "jalisco", "guadalajara"], "es")).toMatchObject({
      ok: true,
      location: { state: "jalisco", city: "guadalajara", category: undefined },
    });
  });

  it("takes the English slugs on English pages", () => {
    expect(parseListingSegments(["co", "classes-and-workshops"], "en")).toMatchObject({
      ok: true,
      location: { country: "co", category: "class" },
      respell: false,
    });
  });

  it("knows the other language's slug and asks for a respelling", () => {
    expect(parseListingSegments(["mx", "tastings"], "es")).toMatchObject({
      ok: true,
      location: { category: "tasting" },
      respell: true,
    });
  });

  it("refuses what is no listing", () => {
    for (const segments of [
      [],
      ["us"],
      ["MX"],
      ["mx", "a", "b", "c"],
      ["mx", "conciertos", "jalisco"],
      ["mx", "jalisco", "tours", "conciertos"],
      ["mx", "Jalisco"],
      ["mx", "jal_isco"],
      ["mx", "-jalisco"],
    ]) {
      expect(parseListingSegments(segments, "es"), segments.join("/")).toEqual({ ok: false });
    }
  });
});

describe("listing paths", () => {
  it("splits a pathname into its listing segments", () => {
    expect(listingSegmentsOf("/planes-que-hacer/mx/jalisco/")).toEqual(["mx", "jalisco"]);
    expect(listingSegmentsOf("/en/things-to-do/mx/tours/")).toEqual(["mx", "tours"]);
  });

  it("writes each depth with the language's slugs", () => {
    expect(listingPathOf({ country: "mx" }, "es")).toBe("/planes-que-hacer/mx/");
    expect(listingPathOf({ country: "mx", category: "tasting" }, "es")).toBe(
      "/planes-que-hacer/mx/catas-y-degustaciones/",
    );
    expect(listingPathOf({ country: "mx", category: "tasting" }, "en")).toBe("/en/things-to-do/mx/tastings/");
    expect(listingPathOf({ country: "mx", state: "jalisco", city: "guadalajara", category: "concert" }, "es")).toBe(
      "/planes-que-hacer/mx/jalisco/guadalajara/conciertos/",
    );
    expect(listingPathOf({ country: "cr", state: "san-jose", city: "escazu" }, "en")).toBe(
      "/en/things-to-do/cr/san-jose/escazu/",
    );
  });

  it("round-trips through the parser", () => {
    const location = { country: "mx", state: "jalisco", city: "guadalajara", category: "outdoor" } as const;
    for (const language of ["es", "en"] as const) {
      const parsed = parseListingSegments(listingSegmentsOf(listingPathOf(location, language)), language);
      expect(parsed).toEqual({ ok: true, location, respell: false });
    }
  });
});

describe("listing filters", () => {
  it("reads the language's keys, whole currency units and the page", () => {
    const search = new URLSearchParams("desde=2026-07-01&hasta=2026-07-31&precio-max=500&pagina=2");
    expect(parseListingFilters(search, "es")).toEqual({
      from: "2026-07-01",
      to: "2026-07-31",
      priceMax: 500,
      page: 2,
    });
    expect(parseListingFilters(new URLSearchParams("from=2026-07-01&price-max=80"), "en")).toEqual({
      from: "2026-07-01",
      to: undefined,
      priceMax: 80,
      page: 1,
    });
  });

  it("drops wrong values and swaps dates given backwards", () => {
    expect(
      parseListingFilters(new URLSearchParams("desde=2026-02-30&hasta=mañana&precio-max=-3&pagina=x"), "es"),
    ).toEqual({ from: undefined, to: undefined, priceMax: undefined, page: 1 });
    expect(parseListingFilters(new URLSearchParams("desde=2026-08-10&hasta=2026-08-01"), "es")).toMatchObject({
      from: "2026-08-01",
      to: "2026-08-10",
    });
    expect(parseListingFilters(new URLSearchParams("pagina=900"), "es").page).toBe(100);
  });

  it("writes the filters back into a link", () => {
    expect(
      listingHrefOf({ country: "mx", category: "tour" }, { from: "2026-07-01", priceMax: 450, page: 1 }, "es"),
    ).toBe("/planes-que-hacer/mx/tours/?desde=2026-07-01&precio-max=450");
    expect(listingHrefOf({ country: "mx" }, { page: 3 }, "en")).toBe("/en/things-to-do/mx/?page=3");
  });
});

describe("other links and parameters", () => {
  it("builds the buy and thank-you links with the language's parameter names", () => {
    expect(buyPath("es", "cata-de-mezcal", 12)).toBe("/plan-que-hacer/cata-de-mezcal/comprar/?sesion=12");
    expect(buyPath("en", "cata-de-mezcal")).toBe("/en/thing-to-do/cata-de-mezcal/buy/");
    expect(thanksPath("es", "EXP-7KQ2MX")).toBe("/planes-que-hacer/gracias-por-tu-compra/?pedido=EXP-7KQ2MX");
    expect(thanksPath("en", "EXP-7KQ2MX")).toBe("/en/things-to-do/thank-you-for-your-purchase/?order=EXP-7KQ2MX");
  });

  it("accepts ids and order codes only in their shape", () => {
    expect(idParam("12")).toBe(12);
    expect(idParam("0")).toBeNull();
    expect(idParam("1e3")).toBeNull();
    expect(orderCodeParam(" exp-7kq2mx ")).toBe("EXP-7KQ2MX");
    expect(orderCodeParam("EXP-7KQ2")).toBeNull();
    expect(orderCodeParam(null)).toBeNull();
  });
});
