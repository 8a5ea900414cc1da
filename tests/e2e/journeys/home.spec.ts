import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const languages = [
  { language: "es", path: "/", htmlLang: "es-MX", heading: es.hero.title, category: "Restaurantes" },
  { language: "en", path: "/en/", htmlLang: "en-US", heading: en.hero.title, category: "Restaurants" },
] as const;

for (const { language, path, htmlLang, heading, category } of languages) {
  test.describe(`home page in ${language}`, () => {
    test("is rendered on the server with demo data", async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`lang="${htmlLang}"`);
      expect(html).toContain(category);
      // Featured places come from the seeded database, in the server-rendered HTML itself.
      expect(html).toMatch(/<article[^>]*>/);
      expect(html).not.toContain('data-hydrated="true"');
    });

    test("then hydrates and passes the accessibility check", async ({ navigate, page, checkAccessibility }) => {
      await navigate("/", language);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("article").first()).toBeVisible();
      await checkAccessibility();
    });
  });
}

test("the page's code loads after the first paint, never beside the stylesheet", async ({ navigate, page }) => {
  await navigate("/");
  const timings = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const stylesheet = resources.find((entry) => /\/assets\/app-[^/]+\.css$/.test(entry.name));
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    const paint = performance.getEntriesByName("first-paint")[0];
    return {
      stylesheetEnd: stylesheet?.responseEnd,
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
      painted: paint !== undefined,
    };
  });
  // The first paint needs the stylesheet; a script asked for before it arrived shared its bandwidth.
  expect(timings.painted).toBe(true);
  expect(timings.scripts).toBeGreaterThan(2);
  expect(timings.stylesheetEnd).toBeDefined();
  expect(timings.firstScriptStart).toBeGreaterThanOrEqual(timings.stylesheetEnd!);
});
