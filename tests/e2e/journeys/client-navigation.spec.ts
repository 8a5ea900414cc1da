import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/**
 * Navigations inside the site, as a visitor makes them: by clicking, then Back and Forward. The
 * browser renders these pages itself (the other journeys mostly load each page fresh), so each step
 * checks the layout's chrome: the header the page's guards ask for, the footer and the heading.
 */

type Chrome = "site" | "mobile" | "none";

const copy = {
  es: {
    t: es,
    category: /^Restaurantes/,
    listing: "/mx/restaurantes/",
    city: "/mx/jalisco/guadalajara/",
    thingsToDo: "Ver planes en México",
  },
  en: {
    t: en,
    category: /^Restaurants/,
    listing: "/en/mx/restaurants/",
    city: "/en/mx/jalisco/guadalajara/",
    thingsToDo: "See things to do in Mexico",
  },
} as const;

async function expectPage(page: Page, chrome: Chrome, isMobile: boolean) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const site = page.locator('header[data-header-kind="site"]');
  const mobile = page.locator('header[data-header-kind="mobile"]');
  if (chrome === "none") {
    await expect(page.locator("header[data-header-kind]")).toHaveCount(0);
  } else if (chrome === "mobile" && isMobile) {
    await expect(mobile).toBeVisible();
    await expect(site).toBeHidden();
  } else {
    await expect(site).toBeVisible();
    await expect(site.getByRole("link", { name: /Sobremesa/ }).first()).toBeVisible();
  }
  await expect(page.getByRole("contentinfo")).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeAttached();
}

/** Clicks a link that is shown (phones and desktops show some in different places). */
async function follow(page: Page, name: string | RegExp, within = page.locator("body")) {
  await within.getByRole("link", { name }).filter({ visible: true }).first().click();
}

for (const language of ["es", "en"] as const) {
  const text = copy[language];
  const { t } = text;

  test(`home -> category -> place -> booking, then Back and Forward (${language})`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    // Eight pages, each checked.
    test.slow();
    await navigate("/", language);
    await expectPage(page, "site", isMobile);
    // The first load: the browser announces the document itself, the site's announcer stays quiet.
    const announcer = page.locator("[data-first-load]");
    await expect(announcer).toHaveAttribute("data-first-load", "true");
    await expect(announcer).toHaveText("");

    await follow(page, text.category, page.locator("main"));
    await expect(page).toHaveURL(new RegExp(`${text.listing}$`));
    await expectPage(page, "site", isMobile);
    // Focus starts on the new page, at its heading, as after a page load.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // And a screen reader hears which page the router showed.
    await expect(announcer).toHaveAttribute("data-first-load", "false");
    await expect(announcer).toHaveRole("status");
    await expect(announcer).toHaveText(t.shell.pageShown.replace("{{title}}", await page.title()));

    await page.locator("main article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(language === "es" ? /\/lugar\/[^/]+\/$/ : /\/en\/place\/[^/]+\/$/);
    await expectPage(page, "mobile", isMobile);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

    await follow(page, new RegExp(`^${t.place.reserve.short}$`), page.locator("main"));
    await expect(page).toHaveURL(language === "es" ? /\/reservar\/$/ : /\/reserve\/$/);
    await expectPage(page, "none", isMobile);

    await page.goBack();
    await expect(page).toHaveURL(language === "es" ? /\/lugar\/[^/]+\/$/ : /\/en\/place\/[^/]+\/$/);
    await expectPage(page, "mobile", isMobile);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${text.listing}$`));
    await expectPage(page, "site", isMobile);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${language === "es" ? "" : "/en"}/$`));
    await expectPage(page, "site", isMobile);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
    await expect(announcer).toHaveText(t.shell.pageShown.replace("{{title}}", await page.title()));

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${text.listing}$`));
    await expectPage(page, "site", isMobile);
    await page.goForward();
    await expectPage(page, "mobile", isMobile);
  });

  test(`home -> a city from the hero search, then Back and Forward (${language})`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    await navigate("/", language);
    await page.getByRole("combobox", { name: t.locationSearch.label }).first().fill("guadalajara");
    await page
      .getByRole("option", { name: /Guadalajara/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
    await expectPage(page, "site", isMobile);
    await page.goBack();
    await expectPage(page, "site", isMobile);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
    await expectPage(page, "site", isMobile);
  });

  test(`content pages and things to do from the home page, then Back and Forward (${language})`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    test.slow();
    await navigate("/", language);
    const footer = page.getByRole("contentinfo");
    const pages = {
      concierge:
        language === "es" ? /\/comunicate-con-nuestro-equipo-de-concierge\/$/ : /\/en\/contact-our-concierge-team\/$/,
      privacy: language === "es" ? /\/aviso-de-privacidad\/$/ : /\/en\/privacy-policy\/$/,
      terms: language === "es" ? /\/terminos-y-condiciones\/$/ : /\/en\/terms-and-conditions\/$/,
    };
    await follow(page, t.footer.concierge, footer);
    await expect(page).toHaveURL(pages.concierge);
    await expectPage(page, "site", isMobile);
    await follow(page, t.footer.privacy, footer);
    await expect(page).toHaveURL(pages.privacy);
    await expectPage(page, "site", isMobile);
    await follow(page, t.footer.terms, footer);
    await expect(page).toHaveURL(pages.terms);
    await expectPage(page, "site", isMobile);
    await page.goBack();
    await expect(page).toHaveURL(pages.privacy);
    await page.goBack();
    await expect(page).toHaveURL(pages.concierge);
    await expectPage(page, "site", isMobile);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.hero.title);
    await expectPage(page, "site", isMobile);

    await follow(page, text.thingsToDo, page.locator("main"));
    await expect(page).toHaveURL(language === "es" ? /\/planes-que-hacer\/mx\/$/ : /\/en\/things-to-do\/mx\/$/);
    await expectPage(page, "site", isMobile);
    await page.locator("main article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(language === "es" ? /\/plan-que-hacer\/[^/]+\/$/ : /\/en\/thing-to-do\/[^/]+\/$/);
    await expectPage(page, "mobile", isMobile);
    await page.goBack();
    await expectPage(page, "site", isMobile);
    await page.goForward();
    await expectPage(page, "mobile", isMobile);
  });

  test(`the store: stores -> a store -> a product, then Back and Forward (${language})`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    await navigate("/stores/", language);
    await expectPage(page, "site", isMobile);
    await page.locator("main article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stores\/[^/]+\/$/);
    await expectPage(page, "site", isMobile);
    await page.locator("main article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/stores\/detail\/[^/]+\/$/);
    await expectPage(page, "site", isMobile);
    await page.goBack();
    await page.goBack();
    await expectPage(page, "site", isMobile);
    await page.goForward();
    await expectPage(page, "site", isMobile);
  });
}

test("a reload in the middle of the history, then Back: the earlier page keeps its header", async ({
  navigate,
  page,
  isMobile,
}) => {
  test.slow();
  await navigate("/");
  await follow(page, copy.es.category, page.locator("main"));
  await expect(page).toHaveURL(/\/mx\/restaurantes\/$/);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The router handles this Back itself, on a page whose header and footer are the server's markup.
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.hero.title);
  await expectPage(page, "site", isMobile);
});

test("links the visitor is about to follow have their page's code preloaded, four at a time", async ({
  navigate,
  page,
}) => {
  // Route modules of six different pages linked from the home page, held back as a slow network would.
  const routeModule =
    /\/assets\/(location-page|experiences-listing-page|concierge-page|chains-page|membership-page|legal-page)-[^/]+\.js$/;
  const requested: string[] = [];
  // Each held module waits for its own release; the most held at once is what the limiter allowed.
  const releases: (() => void)[] = [];
  let released = 0;
  let mostHeld = 0;
  await navigate("/");
  await page.route(routeModule, async (route) => {
    requested.push(routeModule.exec(route.request().url())![1]!);
    mostHeld = Math.max(mostHeld, requested.length - released);
    await new Promise<void>((resolve) => releases.push(resolve));
    await route.continue();
  });
  // React Router learns the routes of the links in the page shortly after it starts.
  const routes = ["es-state", "es-experiences-country", "es-concierge", "es-franchises", "es-plus", "es-privacy"];
  await expect
    .poll(() =>
      page.evaluate(
        (ids) =>
          ids.every(
            (id) =>
              id in (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes,
          ),
        routes,
      ),
    )
    .toBe(true);
  const footer = page.getByRole("contentinfo");
  const links = [
    page.locator("main").getByRole("link", { name: copy.es.category }).first(),
    page.locator("main").getByRole("link", { name: copy.es.thingsToDo }),
    footer.getByRole("link", { name: es.footer.concierge }),
    footer.getByRole("link", { name: es.footer.franchises }),
    footer.getByRole("link", { name: es.membership.eyebrow }),
    footer.getByRole("link", { name: es.footer.privacy }),
  ];
  // Focus (a keyboard user moving along) is one of the signs, on phones and desktops alike.
  for (const link of links) await link.focus();
  await expect.poll(() => requested.length).toBe(4);
  // Released one at a time, each finished preload lets exactly one waiting preload start.
  while (released < requested.length) {
    const before = requested.length;
    released += 1;
    releases.shift()!();
    if (before < 6) await expect.poll(() => requested.length).toBe(before + 1);
  }
  expect(mostHeld).toBe(4);
  expect(new Set(requested).size).toBe(6);
  // The page then opens from code already there.
  const before = requested.length;
  await footer.getByRole("link", { name: es.footer.privacy }).click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(requested).toHaveLength(before);
});
