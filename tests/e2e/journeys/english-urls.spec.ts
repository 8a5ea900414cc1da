import { expect, test } from "../fixtures/index.ts";

/**
 * English pages speak English in their URLs: near-me instead of cerca-de-mi, price, rating and
 * sort instead of precio, calificacion and orden. The Spanish spellings still answer, with a 301.
 */
const redirects = [
  ["/en/mx/cerca-de-mi/", "/en/mx/near-me/"],
  ["/mx/near-me/", "/mx/cerca-de-mi/"],
  ["/en/mx/?precio=2&calificacion=4&orden=score", "/en/mx/?price=2&rating=4&sort=score"],
  ["/en/mx/jalisco/bares/?orden=price", "/en/mx/jalisco/bars/?sort=price"],
  ["/mx/?price=2&sort=score", "/mx/?precio=2&orden=score"],
] as const;

test("each language's listing addresses answer, the other's spellings with a 301", async ({ request }) => {
  for (const path of ["/en/mx/near-me/", "/mx/cerca-de-mi/", "/en/mx/?price=2&rating=4&sort=score"]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  for (const [from, to] of redirects) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    expect(answer.headers().location, from).toBe(to);
  }
});

const copy = {
  es: { listing: "/mx/", sortKey: "orden", sort: /\/mx\/\?orden=price$/, nearMe: "/mx/cerca-de-mi/" },
  en: { listing: "/en/mx/", sortKey: "sort", sort: /\/en\/mx\/\?sort=price$/, nearMe: "/en/mx/near-me/" },
} as const;

for (const language of ["es", "en"] as const) {
  const text = copy[language];

  test(`a listing's links and canonical use the page's language (${language})`, async ({ page }) => {
    await page.goto(text.nearMe);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${text.nearMe}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      "href",
      /\/en\/mx\/near-me\/$/,
    );
    await page.goto(text.listing);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Phones and desktops each have their own sort box: use the one shown.
    await page.locator(`main select[name="${text.sortKey}"]:visible`).first().selectOption("price");
    await expect(page).toHaveURL(text.sort);
    await expect(page.locator("main article").first()).toBeVisible();
  });
}
