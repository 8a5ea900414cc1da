import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's managers (packages/db/src/seed/partners.ts): the chain's in Spanish, the single venue's in English. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const managers = { es: "gerente@cadena.demo.sobremesa.mx", en: "gerente@local.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
/** The CSV's header row in each language (packages/domain/src/i18n), after the byte-order mark. */
const csvHeader = {
  es: "\uFEFFSección,Concepto,Reservaciones,Cubiertos,Canceladas,No llegaron,Cancelaciones (%),No llegaron (%)",
  en: "\uFEFFSection,Item,Bookings,Covers,Cancelled,No-shows,Cancellation rate (%),No-show rate (%)",
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

const shift = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

for (const language of ["es", "en"] as const) {
  test(`a manager reads the reports, changes the range and downloads the CSV (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    test.setTimeout(120_000);
    const t = catalogues[language].partners;

    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language, managers[language]);
    await expect(page.getByRole("heading", { level: 1, name: t.venues.title })).toBeVisible();
    await page.locator("main ul a").first().click();
    await page.getByRole("link", { name: t.reports.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.reports.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("report-totals").or(page.getByTestId("report-empty"))).toBeVisible();
    await checkAccessibility();

    // The range moves to the next two months, with the bookings still to come.
    const today = await page.getByLabel(t.reports.to, { exact: true }).inputValue();
    const to = shift(today, 60);
    await page.getByLabel(t.reports.from, { exact: true }).fill(today);
    await page.getByLabel(t.reports.to, { exact: true }).fill(to);
    await page.getByRole("button", { name: t.reports.show }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${to}`));
    await expect(page.getByTestId("report-totals").or(page.getByTestId("report-empty"))).toBeVisible();
    await checkAccessibility();

    // The figures' CSV opens in a spreadsheet with its header row in the page's language.
    const downloading = page.waitForEvent("download");
    await page.getByTestId("csv-summary").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`-${today}-${to}\\.csv$`));
    const text = await readFile((await download.path())!, "utf8");
    expect(text.split("\r\n")[0]).toBe(csvHeader[language]);

    // Long ago there was nothing: the empty state says so; a reversed range is refused in words.
    await page.getByLabel(t.reports.from, { exact: true }).fill("2020-01-01");
    await page.getByLabel(t.reports.to, { exact: true }).fill("2020-01-31");
    await page.getByRole("button", { name: t.reports.show }).click();
    await expect(page.getByTestId("report-empty")).toHaveText(t.reports.empty);
    await checkAccessibility();
    await page.getByLabel(t.reports.from, { exact: true }).fill("2020-02-01");
    await page.getByRole("button", { name: t.reports.show }).click();
    await expect(page.getByRole("alert")).toContainText(language === "es" ? "«hasta»" : "“to”");
  });
}
