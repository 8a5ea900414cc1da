import type { APIRequestContext } from "@playwright/test";
import { expect, localisedPath, test } from "../fixtures/index.ts";

type Language = "es" | "en";

/** The narrowest screen content must reflow to without scrolling sideways (WCAG 1.4.10: 320 CSS px). */
const WIDTH = 320;

interface Slugs {
  place: string;
  experience: string;
  store: string;
  product: string;
}

/** One real place, thing to do, store and product of the demo data. */
async function slugs(request: APIRequestContext): Promise<Slugs> {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const place = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
  const experiences = await request.get("/api/experiences", { params: { country: "mx", lang: "es" } });
  const experience = ((await experiences.json()) as { data: { slug: string }[] }).data[0]?.slug;
  const stores = await request.get("/api/stores", { params: { country: "mx", lang: "es" } });
  const store = ((await stores.json()) as { data: { slug: string }[] }).data[0]?.slug;
  const products = await request.get(`/api/stores/${store}`, { params: { lang: "es" } });
  const product = ((await products.json()) as { products: { slug: string }[] }).products[0]?.slug;
  if (!place || !experience || !store || !product) throw new Error("demo data without a place, experience or product");
  return { place, experience, store, product };
}

/** One URL of every page type, in one language, in groups short enough for one test each. */
function pages(language: Language, s: Slugs): Record<string, string[]> {
  const es = language === "es";
  const local = (path: string) => localisedPath(path, language);
  return {
    "discovery and places": [
      local("/"),
      local("/mx/jalisco/guadalajara/"),
      local("/mx/cerca-de-mi/"),
      local("/mx/jalisco/guadalajara/plus/"),
      es ? `/lugar/${s.place}/` : `/en/place/${s.place}/`,
      es ? `/lugar/${s.place}/menu/` : `/en/place/${s.place}/menu/`,
      es ? `/lugar/${s.place}/reservar/` : `/en/place/${s.place}/reserve/`,
      local(`/mx/jalisco/guadalajara/${s.place}/premium/`),
    ],
    "things to do and stores": [
      es ? "/planes-que-hacer/mx/" : "/en/things-to-do/mx/",
      es ? `/plan-que-hacer/${s.experience}/` : `/en/thing-to-do/${s.experience}/`,
      es ? `/plan-que-hacer/${s.experience}/comprar/` : `/en/thing-to-do/${s.experience}/buy/`,
      local("/stores/"),
      local(`/stores/${s.store}/`),
      local(`/stores/detail/${s.product}/`),
      local("/stores/checkout/"),
      local("/checkout/"),
    ],
    "content and accounts": [
      es ? "/aviso-de-privacidad/" : "/en/privacy-policy/",
      es ? "/terminos-y-condiciones/" : "/en/terms-and-conditions/",
      es ? "/comunicate-con-nuestro-equipo-de-concierge/" : "/en/contact-our-concierge-team/",
      es ? "/cadenas-de-restaurantes-bares-y-antros/" : "/en/franchise-restaurants-bars-and-nightclubs/",
      `${local("/")}?login=1`,
      es ? "/olvide-mi-contrasena/" : "/en/forgot-my-password/",
      local("/not-found/"),
    ],
    memberships: [local("/plus/"), local("/premium/"), local("/premium-b/"), local("/premium/checkout/")],
  };
}

const GROUPS = ["discovery and places", "things to do and stores", "content and accounts", "memberships"];

test.describe("every page type at 320 px wide", () => {
  test.use({ viewport: { width: WIDTH, height: 640 } });
  // The test sets its own viewport: the phone project would only repeat it.
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "one viewport of its own");
  });

  for (const language of ["es", "en"] as const) {
    for (const group of GROUPS) {
      test(`no page scrolls sideways: ${group} (${language})`, async ({ page, request }) => {
        test.slow();
        const wide: string[] = [];
        for (const path of pages(language, await slugs(request))[group]!) {
          const response = await page.goto(path);
          // An error page would pass for the page it replaced.
          if (!path.includes("not-found")) expect(response?.status(), path).toBeLessThan(400);
          // Generous: a cold browser on a busy machine can take a while to hydrate the first page.
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > WIDTH) wide.push(`${path}: ${width} px`);
        }
        expect(wide, "pages wider than the screen").toEqual([]);
      });
    }
  }
});
