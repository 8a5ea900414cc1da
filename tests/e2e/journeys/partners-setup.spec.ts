import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's managers (packages/db/src/seed/partners.ts): the chain's in Spanish, the single venue's in English. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const managers = { es: "gerente@cadena.demo.sobremesa.mx", en: "gerente@local.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const reservePage = {
  es: (slug: string) => `/lugar/${slug}/reservar/`,
  en: (slug: string) => `/en/place/${slug}/reserve/`,
};
/** The spec's message for a time under a block (TIME_BLOCK_GLOBAL), as the booking page shows it. */
const blockedMessage = {
  es: "El lugar no está tomando reservas para este horario",
  en: "The place is not taking reservations for this time",
} as const;

/** A weekday's name as the setup page writes it (0 Sunday ... 6 Saturday). */
function weekdayName(day: number, language: "es" | "en"): string {
  const name = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    weekday: "long",
    timeZone: "UTC",
  }).format(Date.UTC(2023, 0, 1 + day, 12));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The first Saturday at least two days after the venue's today (so no notice or past rule is in the way). */
function nextSaturday(today: string): string {
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() !== 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function signInFromRedirect(page: Page, language: "es" | "en", email: string) {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

/**
 * A change saved: its status line, or first the dialog listing the bookings it touches (the demo
 * venues have bookings), whose bookings are kept.
 */
async function savedKeepingBookings(
  page: Page,
  language: "es" | "en",
  status: string,
  checkAccessibility: () => Promise<void>,
) {
  const t = catalogues[language].partners.setup;
  const conflict = page.getByTestId("setup-conflict");
  const done = page.getByRole("status").filter({ hasText: status });
  await expect(conflict.or(done).first()).toBeVisible();
  if (await conflict.isVisible()) {
    await expect(conflict.getByTestId("conflicting-booking").first()).toBeVisible();
    await checkAccessibility();
    await conflict.getByRole("button", { name: t.conflict.keep }).click();
  }
  await expect(done).toBeVisible();
}

for (const language of ["es", "en"] as const) {
  test(`a manager sets a shift and blocks Saturday night; a diner is told (${language})`, async ({
    page,
    browser,
    checkAccessibility,
  }) => {
    test.setTimeout(150_000);
    const t = catalogues[language].partners;
    const saturday = weekdayName(6, language);

    // The manager signs in and opens the venue's service page.
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language, managers[language]);
    await expect(page.getByRole("heading", { level: 1, name: t.venues.title })).toBeVisible();
    await page.locator("main ul a").first().click();
    await page.getByRole("link", { name: t.setup.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.setup.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const venueId = /\/(?:lugar|venue)\/(\d+)\//.exec(page.url())?.[1];
    const venue = (await (await page.request.get(`/partners/venues/${venueId}`)).json()).venue as { slug: string };
    await checkAccessibility();

    // Saturday's evening shift (or a new one) seats from 19:00 to 22:00.
    const saturdayRow = page.getByTestId("setup-weekday").filter({ has: page.getByText(saturday, { exact: true }) });
    const saturdayShifts = saturdayRow.getByRole("button");
    if ((await saturdayShifts.count()) > 0) await saturdayShifts.last().click();
    else await page.getByRole("button", { name: t.setup.shifts.add }).click();
    const shiftForm = page.getByTestId("shift-form");
    await expect(shiftForm).toBeVisible();
    const nameEs = shiftForm.getByRole("textbox", { name: t.setup.shift.nameEs, exact: true });
    if ((await nameEs.inputValue()) === "") {
      await nameEs.fill("Cena");
      await shiftForm.getByRole("textbox", { name: t.setup.shift.nameEn, exact: true }).fill("Dinner");
      await shiftForm.getByRole("checkbox", { name: saturday, exact: true }).check();
    }
    await shiftForm.getByRole("textbox", { name: t.setup.shift.firstSeating, exact: true }).fill("19:00");
    await shiftForm.getByRole("textbox", { name: t.setup.shift.lastSeating, exact: true }).fill("22:00");
    await shiftForm.getByRole("checkbox", { name: t.setup.shift.crossesMidnight }).setChecked(false);
    await checkAccessibility();
    await shiftForm.getByRole("button", { name: t.setup.shift.submit }).click();
    await savedKeepingBookings(page, language, t.setup.shift.saved, checkAccessibility);
    await expect(saturdayRow).toContainText(/19:00|7:00/);

    // Next Saturday 20:00-22:00 is blocked for a private event.
    const day = (await (
      await page.request.get(`/rsv/places/${venue.slug}/availability`, {
        params: { requestFrom: "WEBSITE", date: new Date().toISOString().slice(0, 10), party: 2 },
      })
    ).json()) as { data: { today: string } };
    const date = nextSaturday(day.data.today);
    const reason = language === "es" ? "Evento privado" : "Private event";
    const blockForm = page
      .locator("form")
      .filter({ has: page.getByRole("textbox", { name: t.setup.block.reason, exact: true }) });
    await blockForm.getByRole("radio", { name: t.setup.block.scopes.global }).check();
    await blockForm.getByRole("textbox", { name: t.setup.block.date, exact: true }).fill(date);
    await blockForm.getByRole("textbox", { name: t.setup.block.startTime, exact: true }).fill("20:00");
    await blockForm.getByRole("textbox", { name: t.setup.block.endTime, exact: true }).fill("22:00");
    await blockForm.getByRole("textbox", { name: t.setup.block.reason, exact: true }).fill(reason);
    await blockForm.getByRole("button", { name: t.setup.block.submit }).click();
    await savedKeepingBookings(page, language, t.setup.block.saved, checkAccessibility);
    await expect(page.getByTestId("setup-block").filter({ hasText: reason }).first()).toBeVisible();
    await checkAccessibility();

    // A diner asking for that time on the public booking page is told the spec's message.
    const context = await browser.newContext();
    const diner = await context.newPage();
    await diner.goto(`${reservePage[language](venue.slug)}?fecha=${date}&hora=20:00&personas=2`);
    await expect(diner.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(diner.getByRole("alert").filter({ hasText: blockedMessage[language] })).toBeVisible();
    await expect(diner.locator('button[aria-pressed="true"][data-available="true"]')).toHaveCount(0);
    await context.close();
  });
}
