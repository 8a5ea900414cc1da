import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const copy = {
  es: {
    catalogue: es,
    cuisine: /^Mexicana,/,
    price: /^Precio 2 de 4,/,
    apply: /^Aplicar/,
    city: "/mx/jalisco/guadalajara/",
    nearMe: "/mx/cerca-de-mi/",
    priceParameter: "precio",
  },
  en: {
    catalogue: en,
    cuisine: /^Mexican,/,
    price: /^Price 2 of 4,/,
    apply: /^Apply/,
    city: "/en/mx/jalisco/guadalajara/",
    nearMe: "/en/mx/near-me/",
    priceParameter: "price",
  },
} as const;

for (const language of ["es", "en"] as const) {
  const text = copy[language];

  test(`home -> city -> cuisine and price -> map -> place (${language})`, async ({
    navigate,
    page,
    isMobile,
    checkAccessibility,
  }) => {
    // Four pages, their accessibility checks and a map: past the default limit under load.
    test.slow();
    await navigate("/", language);
    const search = page.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await search.fill("guadalajara");
    await page
      .getByRole("option", { name: /Guadalajara/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guadalajara");
    await checkAccessibility();

    const panel = isMobile ? page.getByRole("dialog") : page.locator("aside");
    if (isMobile) await page.getByRole("button", { name: new RegExp(`^${text.catalogue.filters.open}`) }).click();
    await panel.getByRole("checkbox", { name: text.cuisine }).click();
    await panel.getByRole("checkbox", { name: text.price }).click();
    await panel.getByRole("button", { name: text.apply }).click();
    await expect(page).toHaveURL(new RegExp(`/mexicana/\\?(.*&)?${text.priceParameter}=2`));
    const cards = page.locator("main article");
    await expect(cards.first()).toBeVisible();

    await page.getByRole("button", { name: text.catalogue.listing.view.map, exact: true }).click();
    await expect(
      page.getByRole("region", { name: new RegExp(text.catalogue.map.label ?? "Mapa|Map", "i") }).first(),
    ).toBeVisible();

    await page.getByRole("button", { name: text.catalogue.listing.view.list, exact: true }).click();
    const placeLink = cards.first().getByRole("link").first();
    const placeName = (await placeLink.textContent())?.trim() ?? "";
    await placeLink.click();
    await expect(page).toHaveURL(language === "es" ? /\/lugar\/[^/]+\/$/ : /\/en\/place\/[^/]+\/$/);
    // The profile names the place as its card does, with its hours and the way to its menu.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(placeName);
    await expect(page.getByRole("heading", { level: 2, name: text.catalogue.place.hours.title })).toBeVisible();
    await expect(page.locator('a[href$="/menu/"]').first()).toBeAttached();
  });

  test(`a long filter list brings the rest of its options when asked, and one of them applies (${language})`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    const filters = text.catalogue.filters;
    await navigate("/mx/jalisco/guadalajara/", language);
    const panel = isMobile ? page.getByRole("dialog") : page.locator("aside");
    if (isMobile) await page.getByRole("button", { name: new RegExp(`^${filters.open}`) }).click();
    const area = panel.getByRole("region", { name: filters.classes.location });
    const options = area.getByRole("checkbox");
    // The page came with the first options only: the rest load when asked for.
    const more = area.getByRole("button", { name: new RegExp(`^${filters.showMore} \\((\\d+)\\)`) });
    await expect(more).toBeVisible();
    const shown = await options.count();
    const waiting = Number(/\((\d+)\)/.exec((await more.textContent()) ?? "")?.[1]);
    expect(waiting).toBeGreaterThan(0);
    await more.click();
    await expect(options).toHaveCount(shown + waiting);
    await expect(area.getByRole("button", { name: filters.showLess })).toHaveAttribute("aria-expanded", "true");
    const last = options.last();
    const name = (await last.getAttribute("aria-label"))?.split(",")[0] ?? "";
    await last.click();
    await panel.getByRole("button", { name: text.apply }).click();
    await expect(page).not.toHaveURL(new RegExp(`${text.city}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guadalajara");
  });

  test(`the search box keeps what was typed while its combobox loads (${language})`, async ({ navigate, page }) => {
    // Hold the combobox's code back, as a slow phone would wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/location-search-combobox-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await navigate("/", language);
    const search = page.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await search.click();
    await page.keyboard.type("guadal");
    await expect(search).toHaveValue("guadal");
    await expect(search).toHaveAttribute("aria-expanded", "false");
    release();
    // The combobox takes over: the same field, focused, with the text and its results.
    await expect(search).toHaveAttribute("aria-expanded", "true");
    await expect(search).toBeFocused();
    await page.keyboard.type("ajara");
    await expect(search).toHaveValue("guadalajara");
    await page
      .getByRole("option", { name: /Guadalajara/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
  });

  test(`a phone's header search opens focused on a listing, finds another city and closes (${language}, phone)`, async ({
    navigate,
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "wider screens show the header's search box at all times");
    await navigate("/mx/jalisco/guadalajara/", language);
    const header = page.locator('header[data-header-kind="site"]');
    const open = header.getByRole("button", { name: text.catalogue.header.search.label });
    // Closed, the row holds no second search box: only the wide screens' one, hidden here, is in the page.
    const boxes = header.locator('[role="combobox"]');
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(boxes).toHaveCount(1);
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    const search = header.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await expect(search).toBeFocused();
    await page.keyboard.type("zapopan");
    await page
      .getByRole("option", { name: /Zapopan/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${text.city.replace("guadalajara", "zapopan")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Zapopan");
    // The new page starts with the row closed; Back returns to the first listing, closed as well.
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${text.city}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guadalajara");
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await expect(boxes).toHaveCount(1);
  });

  test(`near me with the browser's position (${language})`, async ({ navigate, page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 20.6736, longitude: -103.344 });
    await navigate("/", language);
    const search = page.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await search.click();
    await page.getByRole("option", { name: text.catalogue.locationSearch.nearMe }).click();
    await expect(page).toHaveURL(new RegExp(`${text.nearMe}\\?(.*&)?lat=20\\.67`));
    await expect(page.locator("main article").first()).toBeVisible();
    // Cards say how far each place is, nearest first.
    await expect(page.locator("main article").first()).toContainText(/\d+(\.\d+)?\s?(m|km)(?![a-z])/);
  });
}
