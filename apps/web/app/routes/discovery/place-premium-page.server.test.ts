import type { PlaceSummary, Resolution, SearchService } from "@sobremesa/domain/search";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { guadalajaraBars } from "#app/features/listing/test-fixtures.ts";
import { placePage } from "#app/features/place-premium/test-fixtures.ts";
import { loaderArgs } from "#app/lib/navigation/test-loader-args.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import { loadPlacePremium } from "./place-premium-page.server";

const PATTERN = "/:countryCode/:stateOrSlug/:cityOrColonyOrSlug/:slug/premium";
const CANONICAL = "/mx/jalisco/guadalajara/la-casa-del-mole-guadalajara/premium/";
const place: Resolution = {
  kind: "place",
  listing: "places",
  id: 7,
  slug: "la-casa-del-mole-guadalajara",
  redirectTo: "/lugar/la-casa-del-mole-guadalajara/",
};

function fakeSearch(resolution: Resolution, overrides: Partial<PlaceSummary> = {}) {
  const resolveListingPath = vi.fn(async () => resolution);
  const placePageOf = vi.fn(async () => placePage(overrides));
  return { resolveListingPath, placePage: placePageOf } as unknown as SearchService & {
    resolveListingPath: typeof resolveListingPath;
    placePage: typeof placePageOf;
  };
}

function run(path: string, search: SearchService, options: { pattern?: string; cookie?: string } = {}) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    search,
    publicConfig: { siteUrl: "https://sobremesa.test" },
  } as unknown as WebServices);
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const request = new Request(`https://sobremesa.test${path}`, headers ? { headers } : {});
  return loadPlacePremium(loaderArgs({ request, pattern: options.pattern ?? PATTERN, context }));
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as Response & { init?: { status?: number }; data?: unknown };
  }
  throw new Error("expected the loader to throw");
}

describe("loadPlacePremium", () => {
  it("resolves the first four segments and renders the place's canonical page, cacheable when anonymous", async () => {
    const search = fakeSearch(place);
    const result = (await run(`/en${CANONICAL}`, search, { pattern: `/en${PATTERN}` })) as unknown as {
      data: { heading: string; language: string; canonical: string };
      init: { headers: Record<string, string> };
    };
    expect(search.resolveListingPath).toHaveBeenCalledWith({
      segments: ["mx", "jalisco", "guadalajara", "la-casa-del-mole-guadalajara"],
      language: "en",
      listing: "places",
    });
    expect(search.placePage).toHaveBeenCalledWith({ id: 7, language: "en", siteUrl: "https://sobremesa.test" });
    expect(result.data).toMatchObject({ heading: "La Casa del Mole", language: "en", canonical: `/en${CANONICAL}` });
    expect(result.init.headers["Cache-Control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });

  it("never shares a signed-in visitor's page", async () => {
    const result = (await run(CANONICAL, fakeSearch(place), { cookie: "rs_s_t=token" })) as unknown as {
      init: { headers: Record<string, string> };
    };
    expect(result.init.headers["Cache-Control"]).toBe("private, no-cache");
  });

  it("sends another spelling of the same place (its colony, capitals) to the canonical path with a 301", async () => {
    for (const path of [
      "/mx/jalisco/americana/la-casa-del-mole-guadalajara/premium/?utm_source=x",
      "/mx/Jalisco/Guadalajara/la-casa-del-mole-guadalajara/premium/?utm_source=x",
    ]) {
      const response = await thrown(run(path, fakeSearch(place)));
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location")).toBe(`${CANONICAL}?utm_source=x`);
    }
  });

  it("is a 404 when the segments name a listing, nothing, or a place that is gone", async () => {
    const listing = fakeSearch(guadalajaraBars());
    const error = await thrown(run("/mx/jalisco/guadalajara/bares/premium/", listing));
    expect(error.init?.status).toBe(404);
    expect(error.data).toBe("Page Not Found /mx/jalisco/guadalajara/bares/premium/");
    const nothing = fakeSearch({ kind: "not-found", reason: "no" });
    expect((await thrown(run("/mx/jalisco/zapopan/x/premium/", nothing))).init?.status).toBe(404);
    const gone = fakeSearch(place);
    gone.placePage.mockResolvedValueOnce(null as never);
    expect((await thrown(run(CANONICAL, gone))).init?.status).toBe(404);
  });
});
