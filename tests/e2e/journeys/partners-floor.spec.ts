import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's managers (packages/db/src/seed/partners.ts): the chain's in Spanish, the single venue's in English. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const managers = { es: "gerente@cadena.demo.sobremesa.mx", en: "gerente@local.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const menuPage = { es: (slug: string) => `/lugar/${slug}/menu/`, en: (slug: string) => `/en/place/${slug}/menu/` };
/** The domain's message for a table whose minimum is above its maximum. */
const minAboveMax = {
  es: "el mínimo de personas es mayor que el máximo",
  en: "the minimum of guests is above the maximum",
} as const;

async function signInFromRedirect(page: Page, language: "es" | "en", email: string) {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

for (const language of ["es", "en"] as const) {
  test(`a manager adds a zone and a table, fixing min above max, and edits a dish diners then see (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    test.setTimeout(120_000);
    const t = catalogues[language].partners;
    // Names of this run: the demo database outlives one journey.
    const run = String(Date.now()).slice(-6);
    const zoneName = language === "es" ? `Patio ${run}` : `Garden ${run}`;
    const label = `P${run}`;

    // The manager signs in and opens the venue's floor.
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language, managers[language]);
    await expect(page.getByRole("heading", { level: 1, name: t.venues.title })).toBeVisible();
    await page.locator("main ul a").first().click();
    await page.getByRole("link", { name: t.floor.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.floor.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const venueId = /\/(?:lugar|venue)\/(\d+)\//.exec(page.url())?.[1];
    const venue = (await (await page.request.get(`/partners/venues/${venueId}`)).json()).venue as { slug: string };
    await checkAccessibility();

    // A new zone.
    const zoneForm = page.getByRole("form", { name: t.floor.zones.add });
    await zoneForm.getByRole("textbox", { name: t.floor.zones.nameEs }).fill(zoneName);
    await zoneForm.getByRole("textbox", { name: t.floor.zones.nameEn }).fill(`${zoneName} (en)`);
    await zoneForm.getByRole("button", { name: t.floor.zones.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: zoneName })).toBeVisible();
    await expect(page.getByTestId("floor-zone").filter({ hasText: zoneName })).toBeVisible();

    // A table in it with its minimum above its maximum is refused, saying what to fix; then fixed.
    const tableForm = page.getByRole("form", { name: t.floor.tables.add });
    await tableForm.getByRole("textbox", { name: t.floor.tables.label }).fill(label);
    await tableForm.getByRole("combobox", { name: t.floor.tables.zone }).selectOption({ label: zoneName });
    await tableForm.getByRole("spinbutton", { name: t.floor.tables.minCovers }).fill("6");
    await tableForm.getByRole("spinbutton", { name: t.floor.tables.maxCovers }).fill("4");
    await tableForm.getByRole("button", { name: t.floor.tables.submit }).click();
    await expect(tableForm.getByRole("alert")).toContainText(minAboveMax[language]);
    const maxField = tableForm.getByRole("spinbutton", { name: t.floor.tables.maxCovers });
    await expect(maxField).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("floor-table").filter({ hasText: label })).toHaveCount(0);
    await checkAccessibility();
    await maxField.fill("8");
    await tableForm.getByRole("button", { name: t.floor.tables.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: label })).toBeVisible();
    await expect(page.getByTestId("floor-table").filter({ hasText: label })).toContainText(zoneName);

    // The menu: a dish added to the first section (a section first if there is none), then edited.
    await page.getByRole("link", { name: t.menu.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.menu.title })).toBeVisible();
    if ((await page.getByTestId("menu-section").count()) === 0) {
      const sectionForm = page.getByRole("form", { name: t.menu.addSection });
      await sectionForm.getByRole("textbox", { name: t.menu.nameEs }).fill("Entradas");
      await sectionForm.getByRole("textbox", { name: t.menu.nameEn }).fill("Starters");
      await sectionForm.getByRole("button", { name: t.menu.addSectionSubmit }).click();
      await expect(page.getByTestId("menu-section")).toHaveCount(1);
    }
    const section = page.getByTestId("menu-section").first();
    await section.getByRole("button", { name: t.menu.addItem }).click();
    const newItem = section.getByRole("form", { name: t.menu.addItem });
    await newItem.getByRole("textbox", { name: t.menu.nameEs }).fill(`Sope ${run}`);
    await newItem.getByRole("textbox", { name: t.menu.nameEn }).fill(`Sope ${run}`);
    await newItem.getByRole("textbox", { name: t.menu.price.split(" (")[0] }).fill("95");
    await newItem.getByRole("button", { name: t.menu.addItemSubmit }).click();
    const dish = page.getByTestId("menu-item").filter({ hasText: `Sope ${run}` });
    await expect(dish).toBeVisible();
    await checkAccessibility();

    const editedEs = `Tostada de atún ${run}`;
    const editedEn = `Tuna tostada ${run}`;
    await dish.getByRole("button", { name: t.floor.editOf.replace("{{name}}", `Sope ${run}`) }).click();
    const editForm = dish.getByRole("form");
    await editForm.getByRole("textbox", { name: t.menu.nameEs }).fill(editedEs);
    await editForm.getByRole("textbox", { name: t.menu.nameEn }).fill(editedEn);
    await editForm.getByRole("checkbox", { name: catalogues[language].place.dietary.seafood }).check();
    await editForm.getByRole("button", { name: t.floor.save }).click();
    await expect(page.getByRole("status").filter({ hasText: editedEs })).toBeVisible();

    // The place's public menu shows the dish as edited.
    await page.goto(menuPage[language](venue.slug));
    await expect(page.locator("main")).toContainText(language === "es" ? editedEs : editedEn);
  });
}
