import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/index.ts";

/** A real place of the demo data: the first of Guadalajara's listing. */
async function placeSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  return slug!;
}

/** A thing to do of the demo seed. */
async function experienceSlug(request: APIRequestContext): Promise<string> {
  const answer = (await (await request.get("/api/experiences?country=mx")).json()) as { data: { slug: string }[] };
  expect(answer.data.length).toBeGreaterThan(0);
  return answer.data[0]!.slug;
}

const roundTrips = [
  { es: "/aviso-de-privacidad/", en: "/en/privacy-policy/" },
  // Listing parameters are named in the page's language: the switch lands there through a 301.
  { es: "/mx/jalisco/guadalajara/?orden=puntuacion", en: "/en/mx/jalisco/guadalajara/?sort=puntuacion" },
  { es: "/lugar/proceso-de-reservacion/", en: "/en/place/reservation-process/" },
];

test.describe("language switch", () => {
  for (const { es, en } of roundTrips) {
    test(`${es} <-> ${en} lands on the same page`, async ({ page, isMobile }) => {
      // On a phone the place pages show the mobile header, which has no language switch.
      test.skip(isMobile && es.startsWith("/lugar/"), "the site header of place pages is for larger screens");
      // Which languages' catalogues the browser asked for (a cached repeat asks nothing new).
      const catalogues = new Set<string>();
      page.on("request", (request) => {
        const found = /\/assets\/(es|en)-[^/]+\.json$/.exec(new URL(request.url()).pathname);
        if (found) catalogues.add(found[1]!);
      });
      await page.goto(es);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      // The browser fetches the translations of its page's language only.
      expect([...catalogues]).toEqual(["es"]);
      const spanishHeading = await page.getByRole("heading", { level: 1 }).textContent();
      await page.locator('header[data-header-kind="site"] a[hreflang="en-US"]').click();
      await expect(page).toHaveURL(en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      // The switch stays in the page and brings the English catalogue with it (the request's event may
      // reach the test after the page has drawn it).
      await expect.poll(() => [...catalogues]).toEqual(["es", "en"]);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(spanishHeading ?? "");
      await expect(page.locator('header[data-header-kind="site"] a[hreflang="es-MX"]')).toHaveAttribute(
        "lang",
        "es-MX",
      );
      await page.locator('header[data-header-kind="site"] a[hreflang="es-MX"]').click();
      await expect(page).toHaveURL(es);
      await expect(page.locator("html")).toHaveAttribute("lang", "es-MX");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spanishHeading ?? "");
    });
  }
});

test.describe("not-found page", () => {
  for (const language of ["es", "en"] as const) {
    test(`says oops with its illustration at the spec's size (${language})`, async ({
      page,
      checkAccessibility,
    }, testInfo) => {
      const response = await page.goto(
        language === "es" ? "/esto/no/existe/para/nada/" : "/en/this/does/not/exist/at/all/",
      );
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("oops");
      await expect(page.getByRole("link", { name: language === "es" ? /inicio/i : /home/i })).toHaveAttribute(
        "href",
        language === "es" ? "/" : "/en/",
      );
      const box = await page.getByTestId("not-found-art").boundingBox();
      const expected = testInfo.project.name === "phone" ? { width: 240, height: 341 } : { width: 418, height: 598 };
      expect({ width: Math.round(box!.width), height: Math.round(box!.height) }).toEqual(expected);
      await checkAccessibility();
    });
  }
});

test.describe("header rules on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the rules differ on phones only");

  test("the home page shows the site header", async ({ navigate, page }) => {
    await navigate("/");
    await expect(page.locator('header[data-header-kind="site"]')).toBeVisible();
  });

  test("place and activity pages use the mobile header instead", async ({ page, request }) => {
    for (const path of [
      `/lugar/${await placeSlug(request)}/`,
      `/plan-que-hacer/${await experienceSlug(request)}/`,
      "/lugar/proceso-de-reservacion/",
      "/en/place/reservation-process/",
    ]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator('header[data-header-kind="mobile"]')).toBeVisible();
      await expect(page.locator('header[data-header-kind="site"]')).toBeHidden();
    }
    // The compact header names the page it is on.
    await expect(page.locator('header[data-header-kind="mobile"]')).toContainText("How to book with Sobremesa");
  });

  test("booking and membership pages show no header", async ({ navigate, page, request }) => {
    for (const path of [`/lugar/${await placeSlug(request)}/reservar/`, "/plus/"]) {
      await navigate(path);
      await expect(page.locator("h1")).toBeVisible();
      // Neither the site header nor the mobile one (a section may still have its own <header>).
      await expect(page.locator("header[data-header-kind]")).toHaveCount(0);
    }
  });
});

test.describe("header rules on a desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");

  test("place pages keep the site header", async ({ navigate, page, request }) => {
    await navigate(`/lugar/${await placeSlug(request)}/`);
    await expect(page.locator('header[data-header-kind="site"]')).toBeVisible();
    await expect(page.locator('header[data-header-kind="mobile"]')).toBeHidden();
  });

  test("the country menu closes with Escape, giving the focus back, and with a click outside it", async ({
    navigate,
    page,
  }) => {
    await navigate("/");
    const button = page.getByRole("button", { name: "País: México" });
    const colombia = page.locator(`header[data-header-kind="site"]`).getByRole("link", { name: /Colombia/ });
    await button.click();
    await expect(colombia).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(colombia).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(colombia).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(colombia).toBeHidden();
  });
});

test.describe("countries catalogue", () => {
  test("is not downloaded by pages that list no states: home, listing, place, its booking page", async ({
    page,
    request,
  }) => {
    const catalogueRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("countries-catalogue")) catalogueRequests.push(request.url());
    });
    const slug = await placeSlug(request);
    for (const path of ["/", "/mx/jalisco/guadalajara/", `/lugar/${slug}/`, `/en/place/${slug}/reserve/`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      // Until the network has been quiet for a while: an idle-time download (which the shell once
      // started on every page) would have begun by then.
      await page.waitForLoadState("networkidle");
    }
    // The booking page's phone field has its dial codes all the same.
    const dialCodes = page.locator("select[id$='-countryCode'] option");
    expect(
      await dialCodes.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
    ).toEqual(["+52", "+57", "+506"]);
    expect(catalogueRequests).toEqual([]);
  });
});
