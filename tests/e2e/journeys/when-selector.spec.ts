import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/**
 * "When and how many?" on a listing: the choice goes into the URL with the filters under the booking
 * page's names, a reload shows it again and Back brings the previous one; the cards show bookable times
 * near the choice, and a tap opens the booking page with place, day, time and party chosen.
 */
const copy = {
  es: { t: es, listing: "/mx/jalisco/guadalajara/?precio=2", price: "precio=2" },
  en: { t: en, listing: "/en/mx/jalisco/guadalajara/?price=2", price: "price=2" },
} as const;

/** The next Saturday after today on Mexico City's clock (never today: today is the default, left out of the URL). */
function nextSaturday(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (((6 - date.getUTCDay() + 6) % 7) + 1));
  return date.toISOString().slice(0, 10);
}

type Labels = { title: string; date: string; time: string; party: string };

async function expectChoice(page: Page, labels: Labels, choice: { date: string; time: string; party: string }) {
  const form = page.getByRole("form", { name: labels.title });
  await expect(form.getByLabel(labels.date, { exact: true })).toHaveValue(choice.date);
  await expect(form.getByLabel(labels.time, { exact: true })).toHaveValue(choice.time);
  await expect(form.getByLabel(labels.party, { exact: true })).toHaveValue(choice.party);
}

for (const language of ["es", "en"] as const) {
  const { t, listing, price } = copy[language];

  test(`a listing keeps when and how many in its URL (${language})`, async ({ page, checkAccessibility }) => {
    await page.goto(listing);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = page.getByRole("form", { name: t.when.title });
    await expect(form).toBeVisible();
    await checkAccessibility();

    const saturday = nextSaturday();
    await form.getByLabel(t.when.date, { exact: true }).fill(saturday);
    await form.getByLabel(t.when.time, { exact: true }).selectOption("21:00");
    await form.getByLabel(t.when.party, { exact: true }).selectOption("4");
    await form.getByRole("button", { name: t.when.submit }).click();
    const chosen = new RegExp(`[?&]${price}&fecha=${saturday}&hora=21(:|%3A)00&personas=4$`);
    await expect(page).toHaveURL(chosen);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expectChoice(page, t.when, { date: saturday, time: "21:00", party: "4" });

    // Another party, then Back: the previous choice, filters and all.
    await form.getByLabel(t.when.party, { exact: true }).selectOption("6");
    await form.getByRole("button", { name: t.when.submit }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${price}&fecha=${saturday}&hora=21(:|%3A)00&personas=6$`));
    await page.goBack();
    await expect(page).toHaveURL(chosen);
    await expectChoice(page, t.when, { date: saturday, time: "21:00", party: "4" });

    // The first card with times near 21:00: a tap opens its booking page with that time chosen.
    const times = page.getByRole("list", { name: new RegExp(`^${t.bookable.label.replace("{{place}}", ".+")}$`) });
    const first = times.first().getByRole("link").first();
    await expect(first).toBeVisible();
    const label = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${saturday}&hora=\\d\\d(:|%3A)\\d\\d&personas=4$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator('button[aria-pressed="true"][data-available]')).toHaveText(label);
  });
}

/** A text of the catalogue with its {{placeholders}} matching anything. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}$`);

for (const language of ["es", "en"] as const) {
  const { t, listing } = copy[language];
  const keys = language === "es" ? { sort: "orden", table: "con-mesa" } : { sort: "sort", table: "with-table" };

  test(`a listing sorts by the nearest time and keeps only places with a table (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto(`${listing}&fecha=${nextSaturday()}&hora=21:00`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

    await page.locator(`select[name="${keys.sort}"]:visible`).selectOption({ label: t.listing.sort.time });
    await expect(page).toHaveURL(new RegExp(`[?&]${keys.sort}=time(&|$)`));
    const first = page.locator("#listing-results > li").first();
    await expect(first.getByRole("list", { name: pattern(t.bookable.label) })).toBeVisible();

    // The address changes before React has drawn the sorted page: its links carry the sort once it has.
    const withTable = page.getByRole("checkbox", { name: t.filters.withTable });
    await expect(withTable).toHaveAttribute("href", new RegExp(`[?&]${keys.sort}=time(&|$)`));
    await withTable.click();
    await expect(page).toHaveURL(new RegExp(`[?&]${keys.table}=1(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]${keys.sort}=time(&|$)`));
    await expect(
      page.getByRole("link", { name: t.filters.remove.replace("{{name}}", t.filters.withTable) }),
    ).toBeVisible();
    await expect(first.getByRole("list", { name: pattern(t.bookable.label) })).toBeVisible();
    await expect(page.getByRole("link", { name: t.listing.showMore })).toHaveCount(0);
    await checkAccessibility();
  });
}
