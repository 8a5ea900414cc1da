import type { SearchService } from "@sobremesa/domain/search";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { pathSegments } from "#app/features/listing/index.ts";
import { guadalajaraBars, place } from "#app/features/listing/test-fixtures.ts";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import { loadListing } from "./location-page.server";

type Answer = Awaited<ReturnType<SearchService["resolveListing"]>>;

function listingAnswer(overrides: Parameters<typeof guadalajaraBars>[0] = {}): Answer {
  return { kind: "listing", resolution: guadalajaraBars(overrides), position: undefined };
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
  const resolveListing = vi.fn(async () => answer);
  const filterLists = vi.fn(
    async ({ types }: { types: string[] }): Promise<Record<string, unknown[]>> =>
      Object.fromEntries(types.map((type) => [type, []])),
  );
  return { resolveListing, searchPlaces, filterLists } as unknown as SearchService & {
    filterLists: typeof filterLists;
    resolveListing: typeof resolveListing;
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

  it("sends a long list's first options, and every option when the panel's show more asks", async () => {
    const search = fakeSearch(listingAnswer());
    const cuisines = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      type: "cuisine",
      name: `Cocina ${index + 1}`,
      slug: `cocina-${index + 1}`,
      quantity: 30 - index,
    }));
    search.filterLists.mockImplementation(async ({ types }: { types: string[] }) =>
      Object.fromEntries(types.map((type) => [type, type === "cuisine" ? cuisines : []])),
    );
    type Loaded = { data: { lists: Record<string, unknown[]>; listSizes: Record<string, number> } };
    const page = (await run("/mx/jalisco/guadalajara/bares/", search, FILTER)) as unknown as Loaded;
    expect(page.data.lists.cuisine).toHaveLength(6);
    expect(page.data.listSizes.cuisine).toBe(20);
    const every = (await run(
      "/mx/jalisco/guadalajara/bares/?todas-las-opciones=1",
      search,
      FILTER,
    )) as unknown as Loaded;
    expect(every.data.lists.cuisine).toHaveLength(20);
    expect(every.data.listSizes.cuisine).toBe(20);
  });

  it("loads the first page, the facets and the page's head, cacheable when anonymous", async () => {
    const search = fakeSearch(listingAnswer());
    const result = (await run("/mx/jalisco/guadalajara/bares/?precio=2&orden=score", search, FILTER)) as unknown as {
      data: Record<string, unknown>;
      init: { headers: Record<string, string> };
    };
    expect(search.resolveListing).toHaveBeenCalledWith(
      expect.objectContaining({ segments: ["mx", "jalisco", "guadalajara", "bares"] }),
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
    // The panel's seven lists in one call, which looks the listing's location up once.
    expect(search.filterLists).toHaveBeenCalledTimes(1);
    expect(search.filterLists).toHaveBeenCalledWith(expect.objectContaining({ types: expect.any(Array) }));
    expect(
      (search.filterLists as unknown as { mock: { calls: [{ types: string[] }][] } }).mock.calls[0]![0].types,
    ).toHaveLength(7);
    // The head describes the results shown: one search, no second one for the JSON-LD.
    expect(search.searchPlaces).toHaveBeenCalledTimes(1);
    const schema = result.data.schema as { numberOfItems: number; itemListElement: { item: { name: string } }[] };
    expect(schema.numberOfItems).toBe(30);
    expect(schema.itemListElement.map((entry) => entry.item.name)).toEqual([place(1).name, place(2).name]);
    expect(result.data).toMatchObject({
      heading: "Bares en Guadalajara",
      total: 30,
      sort: "score",
      canonical: "/mx/jalisco/guadalajara/bares/",
      noindex: false,
    });
    expect(result.init.headers["Cache-Control"]).toBe("public, max-age=60, stale-while-revalidate=60");
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
    // Noon in Guadalajara: at 20:31 to 21:00 there, 21:00 would be the default time and left out of the choice.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-01T18:00:00Z") });
    onTestFinished(() => {
      vi.useRealTimers();
    });
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

describe("loadListing by bookable times", () => {
  /** A search of 60 places in relevance order (ids 1..60), pages as asked. */
  function bigSearch() {
    const search = fakeSearch(listingAnswer());
    search.searchPlaces.mockImplementation(async (query: { page?: number; pageSize?: number }) => {
      const size = query.pageSize ?? 24;
      const page = query.page ?? 1;
      const ids = Array.from({ length: 60 }, (_, index) => index + 1).slice((page - 1) * size, page * size);
      return {
        items: ids.map((id) => place(id)),
        total: 60,
        page,
        pageSize: size,
        pages: Math.ceil(60 / size),
        sort: "relevance" as const,
      };
    });
    return search;
  }
  const at = (time: string) => ({ date: "2099-01-02", time });
  /** Times for places 5 (21:30), 40 (21:00) and 50 (18:00); the others have none. */
  const bookableTimes = vi.fn(async ({ placeIds }: { placeIds: number[] }) => {
    const table: Record<number, string> = { 5: "21:30", 40: "21:00", 50: "18:00" };
    return new Map(
      placeIds
        .filter((id) => table[id])
        .map((id) => [id, { placeId: id, bookable: true, times: [at(table[id]!)], next: null }]),
    );
  });
  type Data = {
    data: {
      results: { id: number }[];
      total: number;
      pages: number;
      bookableTimes: object;
      byTime: boolean;
      noindex: boolean;
      sort: string;
      query: { withTable: boolean };
    };
  };
  const when = "fecha=2099-01-02&hora=21:00&personas=2";

  it("keeps the places with a table, nearest time first, from the search's candidates in chunks of 48", async () => {
    bookableTimes.mockClear();
    const search = bigSearch();
    const result = (await run(
      `/mx/jalisco/guadalajara/bares/?${when}&orden=hora&con-mesa=1`,
      search,
      FILTER,
      undefined,
      {
        reservations: { bookableTimes },
      },
    )) as unknown as Data;
    expect(
      search.searchPlaces.mock.calls.map(([query]) => [
        query.page,
        (query as { pageSize: number }).pageSize,
        (query as { sort: string }).sort,
      ]),
    ).toEqual([
      [1, 48, "relevance"],
      [2, 48, "relevance"],
    ]);
    // One call per chunk; none for the cards afterwards.
    expect(bookableTimes).toHaveBeenCalledTimes(2);
    expect(result.data.results.map((item) => item.id)).toEqual([40, 5, 50]);
    expect(result.data.total).toBe(3);
    expect(Object.keys(result.data.bookableTimes).sort()).toEqual(["40", "5", "50"]);
    expect(result.data).toMatchObject({ byTime: true, noindex: true, sort: "time", query: { withTable: true } });
  });

  it("sorts by the nearest time without the filter, the places without times last", async () => {
    const result = (await run(`/mx/jalisco/guadalajara/bares/?${when}&orden=time`, bigSearch(), FILTER, undefined, {
      reservations: { bookableTimes },
    })) as unknown as Data;
    expect(result.data.results.slice(0, 4).map((item) => item.id)).toEqual([40, 5, 50, 1]);
    expect(result.data.total).toBe(60);
    expect(result.data.pages).toBe(3);
  });

  it("answers 404 past the last page, and no places with a table without the reservations service", async () => {
    const past = await thrown(
      run(`/mx/jalisco/guadalajara/bares/?${when}&con-mesa=1&page=2`, bigSearch(), FILTER, undefined, {
        reservations: { bookableTimes },
      }),
    );
    expect(past.init?.status ?? past.status).toBe(404);
    const without = (await run(`/mx/jalisco/guadalajara/bares/?con-mesa=1`, bigSearch(), FILTER, undefined, {
      reservations: undefined,
    })) as unknown as Data;
    expect(without.data.total).toBe(0);
  });

  it("answers the Spanish filter name on an English page with a 301 to its own", async () => {
    const english = fakeSearch(listingAnswer({ language: "en", canonicalPath: "/en/mx/jalisco/guadalajara/bars/" }));
    const response = (await thrown(
      run("/en/mx/jalisco/guadalajara/bars/?con-mesa=1&orden=hora", english, `/en${FILTER}`),
    )) as unknown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/mx/jalisco/guadalajara/bars/?with-table=1&sort=hora");
  });
});
