import type { ListingPageAnswer, SearchService } from "@sobremesa/domain/search";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { pathSegments } from "#app/features/listing/index.ts";
import { guadalajaraBars, place } from "#app/features/listing/test-fixtures.ts";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import { loadListing } from "./location-page.server";

type Answer = ListingPageAnswer;

function listingAnswer(overrides: Parameters<typeof guadalajaraBars>[0] = {}): Answer {
  const resolution = guadalajaraBars(overrides);
  return {
    kind: "listing",
    resolution,
    seo: {
      general_names: { title: "Bares en Guadalajara | Sobremesa", description: "d" },
      general_properties: {
        "og:title": "t",
        "og:description": "d",
        "og:type": "website",
        "og:url": "u",
        "og:locale": "es_MX",
        "og:site_name": "Sobremesa",
        "og:image": { url: "i", width: 1200, height: 630, alt: "a" },
      },
      socials: { twitter: {}, facebook: {} },
    },
    schema: { "@type": "ItemList" },
    color: "#0071F2",
    total: 30,
    results: [],
    position: resolution.center,
  };
}

function fakeSearch(answer: Answer, total = 30) {
  const searchPlaces = vi.fn(async (query: { page?: number }) => ({
    items: [place(1), place(2)],
    total,
    page: query.page ?? 1,
    pageSize: 24,
    pages: Math.ceil(total / 24),
    sort: "relevance" as const,
  }));
  const listingPage = vi.fn(async () => answer);
  const filterItems = vi.fn(async () => []);
  return { listingPage, searchPlaces, filterItems } as unknown as SearchService & {
    listingPage: typeof listingPage;
    searchPlaces: typeof searchPlaces;
  };
}

function run(path: string, search: SearchService, pattern: string, cookie?: string, services: object = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    search,
    publicConfig: { siteUrl: "https://sobremesa.test/" },
    ...services,
  } as unknown as WebServices);
  const request = new Request(`https://sobremesa.test${path}`, cookie ? { headers: { cookie } } : {});
  return loadListing(loaderArgs({ request, pattern, context }));
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { status?: number; init?: { status?: number }; headers?: Headers; data?: unknown };
  }
  throw new Error("expected the loader to throw");
}

const FILTER = "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug";

describe("loadListing", () => {
  it("splits listing paths without the language prefix", () => {
    expect(pathSegments("/en/mx/jalisco/")).toEqual(["mx", "jalisco"]);
    expect(pathSegments("/mx/")).toEqual(["mx"]);
  });

  it("answers an unknown slug with a 404", async () => {
    const search = fakeSearch({ kind: "not-found", reason: "no" });
    const error = await thrown(run("/mx/jalisco/guadalajara/nada/", search, FILTER));
    expect(error.init?.status).toBe(404);
    expect(error.data).toBe("Page Not Found /mx/jalisco/guadalajara/nada/");
  });

  it("sends a place's path to its page with a 301", async () => {
    const search = fakeSearch({
      kind: "place",
      listing: "places",
      id: 1,
      slug: "la-limena",
      redirectTo: "/lugar/la-limena/",
    });
    const response = (await thrown(run("/mx/jalisco/guadalajara/la-limena/", search, FILTER))) as unknown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/lugar/la-limena/");
  });

  it("sends a non-canonical spelling to the canonical path with a 301, keeping the query", async () => {
    const search = fakeSearch(listingAnswer({ language: "en", canonicalPath: "/en/mx/jalisco/guadalajara/bars/" }));
    const response = (await thrown(
      run("/en/mx/jalisco/guadalajara/bares/?price=2&q=tacos", search, `/en${FILTER}`),
    )) as unknown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/mx/jalisco/guadalajara/bars/?price=2&q=tacos");
  });

  it("renames the other language's parameters with a 301: English names on English pages", async () => {
    const english = fakeSearch(listingAnswer({ language: "en", canonicalPath: "/en/mx/jalisco/guadalajara/bars/" }));
    const response = (await thrown(
      run("/en/mx/jalisco/guadalajara/bars/?precio=1,2&calificacion=4&orden=score&page=2", english, `/en${FILTER}`),
    )) as unknown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(
      "/en/mx/jalisco/guadalajara/bars/?price=1,2&rating=4&sort=score&page=2",
    );
    const spanish = (await thrown(
      run("/mx/jalisco/guadalajara/bares/?sort=price", fakeSearch(listingAnswer()), FILTER),
    )) as unknown as Response;
    expect(spanish.headers.get("location")).toBe("/mx/jalisco/guadalajara/bares/?orden=price");
  });

  it("loads the first page, the facets and the page's head, cacheable when anonymous", async () => {
    const search = fakeSearch(listingAnswer());
    const result = (await run("/mx/jalisco/guadalajara/bares/?precio=2&orden=score", search, FILTER)) as unknown as {
      data: Record<string, unknown>;
      init: { headers: Record<string, string> };
    };
    expect(search.listingPage).toHaveBeenCalledWith(
      expect.objectContaining({
        segments: ["mx", "jalisco", "guadalajara", "bares"],
        siteUrl: "https://sobremesa.test",
      }),
    );
    expect(search.searchPlaces).toHaveBeenCalledWith(
      expect.objectContaining({
        cityId: 142544,
        categoryIds: [2],
        priceRanges: [2],
        sort: "score",
        page: 1,
        pageSize: 24,
      }),
    );
    expect(search.filterItems).toHaveBeenCalledTimes(7);
    expect(result.data).toMatchObject({
      heading: "Bares en Guadalajara",
      total: 30,
      sort: "score",
      canonical: "/mx/jalisco/guadalajara/bares/",
      noindex: false,
    });
    expect(result.init.headers["Cache-Control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });

  it("keeps signed-in pages out of shared caches", async () => {
    const result = (await run(
      "/mx/jalisco/guadalajara/bares/",
      fakeSearch(listingAnswer()),
      FILTER,
      "rs_s_t=abc",
    )) as unknown as {
      init: { headers: Record<string, string> };
    };
    expect(result.init.headers["Cache-Control"]).toBe("private, no-cache");
  });

  it("answers a page past the last with a 404, and keeps the page number in the canonical", async () => {
    const past = await thrown(run("/mx/jalisco/guadalajara/bares/?page=3", fakeSearch(listingAnswer()), FILTER));
    expect(past.init?.status).toBe(404);
    const second = (await run(
      "/mx/jalisco/guadalajara/bares/?page=2",
      fakeSearch(listingAnswer()),
      FILTER,
    )) as unknown as {
      data: { canonical: string; alternates: { en: string } };
    };
    expect(second.data.canonical).toBe("/mx/jalisco/guadalajara/bares/?page=2");
    expect(second.data.alternates.en).toBe("/en/mx/jalisco/guadalajara/bars/?page=2");
  });

  it("keeps empty listings out of search results", async () => {
    const result = (await run("/mx/jalisco/guadalajara/bares/", fakeSearch(listingAnswer(), 0), FILTER)) as unknown as {
      data: { noindex: boolean; intro: string };
    };
    expect(result.data.noindex).toBe(true);
    expect(result.data.intro).toContain("Todavía no hay lugares");
  });

  it("asks the reservations service for the first page's bookable times at the diner's choice", async () => {
    const times = { placeId: 1, bookable: true, times: [{ date: "2099-01-02", time: "21:00" }], next: null };
    const bookableTimes = vi.fn(async () => new Map([[1, times]]));
    const result = (await run(
      "/mx/jalisco/guadalajara/bares/?fecha=2099-01-02&hora=21:00&personas=4",
      fakeSearch(listingAnswer()),
      FILTER,
      undefined,
      { reservations: { bookableTimes } },
    )) as unknown as { data: Record<string, unknown> };
    expect(bookableTimes).toHaveBeenCalledWith({ placeIds: [1, 2], date: "2099-01-02", time: "21:00", party: 4 });
    expect(result.data.bookableTimes).toEqual({ 1: times });
    expect(result.data.when).toMatchObject({ query: { date: "2099-01-02", time: "21:00", party: 4 } });
  });

  it("shows no times without the reservations service, or when it fails", async () => {
    const path = "/mx/jalisco/guadalajara/bares/";
    const without = (await run(path, fakeSearch(listingAnswer()), FILTER, undefined, {
      reservations: undefined,
    })) as unknown as {
      data: Record<string, unknown>;
    };
    expect(without.data.bookableTimes).toEqual({});
    expect(without.data.when).toMatchObject({ query: { date: null, time: null, party: null } });

    const error = vi.fn();
    const failing = (await run(path, fakeSearch(listingAnswer()), FILTER, undefined, {
      reservations: { bookableTimes: vi.fn(async () => Promise.reject(new Error("down"))) },
      log: { error },
    })) as unknown as { data: Record<string, unknown> };
    expect(failing.data.bookableTimes).toEqual({});
    expect(error).toHaveBeenCalledOnce();
  });
});
