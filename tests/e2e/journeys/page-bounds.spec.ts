import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures/index.ts";

const paths = {
  es: {
    listing: "/planes-que-hacer/mx/",
    detail: (slug: string) => `/plan-que-hacer/${slug}/`,
    buy: (slug: string) => `/plan-que-hacer/${slug}/comprar/`,
  },
  en: {
    listing: "/en/things-to-do/mx/",
    detail: (slug: string) => `/en/thing-to-do/${slug}/`,
    buy: (slug: string) => `/en/thing-to-do/${slug}/buy/`,
  },
} as const;

/** The thing to do with the most sessions: the longest list of hidden radios. */
async function busiestExperience(request: APIRequestContext): Promise<string> {
  const list = await request.get("/api/experiences", { params: { country: "mx", lang: "es" } });
  const cards = ((await list.json()) as { data: { slug: string }[] }).data;
  let best = { slug: cards[0]!.slug, sessions: -1 };
  for (const card of cards.slice(0, 6)) {
    const answer = await request.get(`/api/experiences/${card.slug}`, { params: { lang: "es" } });
    const sessions = ((await answer.json()) as { data: { sessions: unknown[] } }).data.sessions.length;
    if (sessions > best.sessions) best = { slug: card.slug, sessions };
  }
  return best.slug;
}

/** How far the page scrolls below the end of its footer. */
function spaceBelowFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const footer = document.querySelector("footer");
    if (!footer) throw new Error("no footer");
    return document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + window.scrollY);
  });
}

for (const language of ["es", "en"] as const) {
  test(`the things-to-do list fits the screen's width (${language})`, async ({ navigate, page }) => {
    await navigate(paths[language].listing);
    await expect(page.locator("#experience-results article").first()).toBeVisible();
    // The device's width: a phone's layout viewport would widen to fit a page that overflows.
    const viewport = page.viewportSize()!.width;
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(viewport);
    // The first card's rating is inside the screen, not cut off at its edge.
    const card = page.locator("#experience-results article").first();
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport);
  });

  test(`a thing to do's pages end with their footer (${language})`, async ({ navigate, page, request }) => {
    // Six detail answers and two pages: more than the default budget on two busy cores.
    test.slow();
    const slug = await busiestExperience(request);
    for (const path of [paths[language].detail(slug), paths[language].buy(slug)]) {
      await navigate(path);
      await expect(page.locator("footer")).toBeAttached();
      expect(await spaceBelowFooter(page), path).toBeLessThanOrEqual(1);
    }
  });
}
