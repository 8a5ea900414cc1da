import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/** Requests for the map's code: MapLibre and the canvas module that imports it. */
function mapCodeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(maplibre-gl|places-map-canvas)-[^/]+\.js$/.test(new URL(request.url()).pathname)) {
      seen.push(request.url());
    }
  });
  return seen;
}

// The E2E server runs with no GOOGLE_MAPS_KEY: the listing map must be the built-in MapLibre map,
// the page must never ask Google (or our maps loader) for a script, and nothing about Google Maps
// may reach the page source.
for (const language of ["es", "en"] as const) {
  const t = language === "es" ? es : en;

  test(`a listing's map with no key configured is the built-in map (${language})`, async ({ navigate, page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.includes("/api/tools/maps") || url.includes("maps.googleapis.com")) scripts.push(url);
    });
    await navigate("/mx/jalisco/guadalajara/", language);
    expect(await page.content()).not.toMatch(/googleapis|GOOGLE_MAPS/);

    await page.getByRole("button", { name: t.listing.view.map, exact: true }).click();
    const map = page.getByRole("region", { name: t.map.label }).first();
    await expect(map).toBeVisible();
    await expect(map.locator('[data-map-provider="maplibre"]')).toBeAttached();
    // MapLibre's own canvas (its first frame can be slow on a loaded machine without a GPU).
    await expect(map.locator('[data-map-provider="maplibre"] canvas.maplibregl-canvas')).toBeAttached();
    await expect(map.locator('[data-map-provider="google"]')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
}

for (const language of ["es", "en"] as const) {
  const t = language === "es" ? es : en;

  test(`a place's map loads only when asked for or near the screen (${language})`, async ({
    navigate,
    page,
    request,
    checkAccessibility,
  }) => {
    // Two accessibility checks, an idle wait and the map's first frame: past the default limit under load.
    test.slow();
    const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
    const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
    expect(slug).toBeTruthy();
    const mapCode = mapCodeRequests(page);
    // The path is already in the page language ("es" adds no prefix).
    await navigate(language === "es" ? `/lugar/${slug}/` : `/en/place/${slug}/`);
    const show = page.getByRole("button", { name: t.map.show, exact: true });
    await expect(show).toBeAttached();
    await checkAccessibility();
    // The map is below the fold: an idle page that nobody scrolls never fetches MapLibre, however
    // long the network stays quiet.
    await page.waitForLoadState("networkidle");
    expect(mapCode).toEqual([]);

    // The button works without scrolling (a click on it would scroll it into view and load the map anyway).
    await show.dispatchEvent("click");
    const map = page.getByRole("region", { name: t.map.label });
    await expect(map.locator('[data-map-provider="maplibre"] canvas.maplibregl-canvas')).toBeAttached();
    await expect(page.locator("[data-map-on-demand]")).toBeFocused();
    expect(mapCode.length).toBeGreaterThan(0);
    await checkAccessibility();

    // Scrolling to the map is enough on the next visit.
    const scrolled = await page.context().newPage();
    const scrolledCode = mapCodeRequests(scrolled);
    await scrolled.goto(page.url());
    await expect(scrolled.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(scrolledCode).toEqual([]);
    await scrolled.locator("[data-map-on-demand]").scrollIntoViewIfNeeded();
    await expect(scrolled.locator("[data-map-on-demand]")).toHaveAttribute("data-map-on-demand", "open");
    await expect(scrolled.locator('[data-map-provider="maplibre"] canvas.maplibregl-canvas')).toBeAttached();
    await scrolled.close();
  });
}

test("the geolocation cookie is deleted when the client starts", async ({ navigate, context, baseURL }) => {
  await context.addCookies([{ name: "geolocation", value: "stale-city", url: baseURL ?? "http://127.0.0.1" }]);
  await navigate("/mx/jalisco/guadalajara/");
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain("geolocation");
});

// Whether the custom icon or its built-in stand-in shows depends on the 1500 ms timeout, which a
// loaded test machine can miss: the unit tests pin both outcomes; here the page asks and keeps its icons.
test("the category tiles ask the icon service and always show an icon", async ({ page }) => {
  const answer = page.waitForResponse((response) => response.url().includes("/api/tools/icons?"));
  await page.goto("/");
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).searchParams.get("icons")).toBe("bar,nightclub,restaurant,ticket");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.locator('main a[href$="/restaurantes/"] svg').first()).toBeAttached();
});

for (const language of ["es", "en"] as const) {
  const t = language === "es" ? es : en;

  test(`a listing's map view is kept in the URL (${language})`, async ({ navigate, page }) => {
    // Three loads of a map page and a place page: more than the default budget on two busy cores.
    test.slow();
    await navigate("/mx/jalisco/guadalajara/", language);
    const mapButton = page.getByRole("button", { name: t.listing.view.map, exact: true });
    const map = page.getByRole("region", { name: t.map.label }).first();
    await mapButton.click();
    await expect(page).toHaveURL(/\?view=map$/);
    await expect(map).toBeVisible();

    // Reload and a shared link show the map again.
    await page.reload();
    // The map's code competes with hydration on a phone without a GPU.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    await expect(mapButton).toHaveAttribute("aria-pressed", "true");
    await expect(map).toBeVisible();

    // A place, then Back: the map, not the list.
    const card = page.locator("#listing-results h2 a").first();
    await card.click();
    await expect(page).not.toHaveURL(/view=map/);
    await page.goBack();
    await expect(page).toHaveURL(/\?view=map$/);
    await expect(mapButton).toHaveAttribute("aria-pressed", "true");
    await expect(map).toBeVisible();

    // The list again leaves the parameter out.
    await page.getByRole("button", { name: t.listing.view.list, exact: true }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(map).toBeHidden();
  });
}
