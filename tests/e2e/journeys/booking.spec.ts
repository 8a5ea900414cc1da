import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { uniqueEmail } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

type Language = "es" | "en";

const copy = {
  es: {
    text: es.booking,
    reserve: (slug: string) => `/lugar/${slug}/reservar/`,
    confirmation: /\/lugar\/reservacion\/[A-Z0-9]+\/\?token=/,
    full: "Error: Ups! El lugar no tiene mesas disponibles para el horario seleccionado",
    past: "Error: La reserva no puede ser creada en una fecha pasada",
  },
  en: {
    text: en.booking,
    reserve: (slug: string) => `/en/place/${slug}/reserve/`,
    confirmation: /\/en\/place\/reservation\/[A-Z0-9]+\/\?token=/,
    full: "Error: Oops! The place has no tables available for the selected time",
    past: "Error: The reservation cannot be made for a past date",
  },
} as const;

interface Day {
  date: string;
  today: string;
  lastDate: string;
  slots: { time: string; available: boolean; reason: string | null }[];
}

/** A bookable place of the demo data: the first of Guadalajara's listing. */
async function placeSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slugs = [...html.matchAll(/href="\/lugar\/([a-z0-9-]+)\/"/g)].map((match) => match[1]!);
  expect(slugs.length).toBeGreaterThan(0);
  return slugs[0]!;
}

async function availability(request: APIRequestContext, slug: string, date: string, party = 2): Promise<Day> {
  const answer = await request.get(`/rsv/places/${slug}/availability`, {
    params: { requestFrom: "WEBSITE", date, party, lang: "es" },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Day }).data;
}

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/**
 * A day at least `ahead` days out (beyond the free-cancellation window, so it can be cancelled
 * online) with an available time, and that time.
 */
async function bookableDay(request: APIRequestContext, slug: string, ahead: number) {
  const first = await availability(request, slug, new Date().toISOString().slice(0, 10));
  for (let offset = ahead; offset < ahead + 10; offset++) {
    const date = addDays(first.today, offset);
    if (date > first.lastDate) break;
    const day = await availability(request, slug, date);
    const slot = day.slots.find((candidate) => candidate.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error(`no bookable day for ${slug}`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

async function fillContact(page: Page, language: Language, email: string) {
  const form = copy[language].text.form;
  await page.getByLabel(form.firstName, { exact: true }).fill("Ana");
  await page.getByLabel(form.lastName, { exact: true }).fill("López");
  await page.getByLabel(form.email, { exact: true }).fill(email);
  await page.getByLabel(form.phone, { exact: true }).fill("33 1234 5678");
}

test.describe("booking a table on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // One phone journey per language is the point; the desktop project would only book twice as much.
  test.beforeEach(({ browserName: _ }, testInfo) => {
    test.skip(testInfo.project.name !== "phone", "phone viewport only");
  });

  for (const language of ["es", "en"] as const) {
    const { text } = copy[language];

    test(`reserve -> confirmation -> .ics -> change -> cancel (${language})`, async ({
      page,
      request,
      checkAccessibility,
    }) => {
      // The whole life of a booking in one journey: longer than the default budget on two cores.
      test.slow();
      const slug = await placeSlug(request);
      const { date } = await bookableDay(request, slug, 3);
      await open(page, `${copy[language].reserve(slug)}?fecha=${date}&personas=2`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkAccessibility();

      // Nothing chosen: the form says what is missing, in the page language, and moves focus there.
      await page.getByRole("button", { name: text.reserve.submit }).click();
      await expect(page.getByText(text.form.errors.timeRequired)).toBeVisible();
      await expect(page.getByText(text.form.errors.firstNameRequired)).toBeVisible();

      // Change the day in the strip, then back: the times follow.
      const slots = page.locator('button[data-available="true"]');
      await expect(slots.first()).toBeVisible();
      await slots.first().click();
      await expect(slots.first()).toHaveAttribute("aria-pressed", "true");
      const diner = uniqueEmail(`book-${language}`);
      await fillContact(page, language, diner);
      // A phone of another country is refused next to the field.
      await page.getByLabel(text.form.countryCode, { exact: true }).selectOption("+506");
      await page.getByRole("button", { name: text.reserve.submit }).click();
      await expect(page.getByText(text.form.errors.phoneInvalid)).toBeVisible();
      await expect(page.getByLabel(text.form.phone, { exact: true })).toBeFocused();
      await page.getByLabel(text.form.countryCode, { exact: true }).selectOption("+52");
      await page.getByRole("button", { name: text.reserve.submit }).click();

      await expect(page).toHaveURL(copy[language].confirmation);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const code = (await page.getByTestId("reservation-code").textContent())?.trim() ?? "";
      expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(text.confirmation.title.split(" ")[0]!);
      await checkAccessibility();

      // The calendar file: one event, UTC times, the code as UID, the page (never its token) in it.
      const downloadPromise = page.waitForEvent("download");
      await page.getByRole("link", { name: text.confirmation.ics }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(`sobremesa-${code}.ics`);
      const ics = readFileSync((await download.path())!, "utf8");
      const unfolded = ics.replace(/\r\n /g, "");
      expect(unfolded).toContain("BEGIN:VEVENT");
      expect(unfolded).toContain(`UID:${code}@sobremesa`);
      expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
      expect(unfolded).toMatch(/\r\nDTEND:\d{8}T\d{6}Z\r\n/);
      expect(unfolded).toContain(`/${code}/\r\n`);
      expect(unfolded).toMatch(/\r\nORGANIZER;CN="[^"]+":mailto:\S+@\S+\r\n/);
      expect(unfolded).toContain("\r\nSEQUENCE:0\r\n");
      expect(unfolded).not.toContain("token");
      const google = await page.getByRole("link", { name: new RegExp(text.confirmation.google) }).getAttribute("href");
      expect(google).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/);
      expect(google).not.toContain("token");

      // The job worker delivers the confirmation: the dev outbox shows the e-mail and the WhatsApp message sent.
      await expect
        .poll(async () => {
          const answer = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(diner)}`);
          const { data } = (await answer.json()) as { data: { template: string; status: string }[] };
          return data
            .filter((message) => message.template === "reservation-confirmed")
            .map((message) => message.status);
        })
        .toEqual(["sent"]);

      // Change it: another time the same day, saved with a PATCH, said in a toast and shown in the details.
      await page.getByRole("button", { name: text.confirmation.change, exact: true }).click();
      const times = page.locator('button[data-available="true"][aria-pressed="false"]');
      await expect(times.first()).toBeVisible();
      const newTime = (await times.last().textContent())?.trim() ?? "";
      await times.last().click();
      await page.getByRole("button", { name: text.confirmation.save }).click();
      await expect(page.getByText(text.confirmation.changed)).toBeVisible();
      await expect(page.getByRole("button", { name: text.confirmation.change, exact: true })).toBeVisible();
      await expect(page.locator("dl")).toContainText(newTime);
      const changed = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(diner)}`);
      const templates = ((await changed.json()) as { data: { template: string }[] }).data.map((m) => m.template);
      expect(templates).toContain("reservation-modified");
      await checkAccessibility();

      // Cancel, confirming in the dialog.
      await page.getByRole("button", { name: text.confirmation.cancel }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(text.confirmation.cancelQuestion);
      await dialog.getByRole("button", { name: text.confirmation.cancelConfirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmation.cancelledTitle);
      await expect(page.getByText(text.confirmation.cancelledText)).toBeVisible();
      await checkAccessibility();
      // It stays cancelled on a fresh load.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.confirmation.cancelledTitle);
    });

    test(`a time that filled up meanwhile asks for another (${language})`, async ({
      page,
      request,
      checkAccessibility,
    }) => {
      const slug = await placeSlug(request);
      const { date, time } = await bookableDay(request, slug, language === "es" ? 5 : 6);
      await open(page, `${copy[language].reserve(slug)}?fecha=${date}&hora=${time}&personas=2`);
      await expect(page.locator('button[aria-pressed="true"][data-available="true"]')).toHaveCount(1);
      await fillContact(page, language, uniqueEmail(`full-${language}`));

      // Someone else books every table of that time first.
      let code = "";
      for (let attempt = 0; attempt < 60 && code !== "CANNOT_ASSIGN_TABLE"; attempt++) {
        const answer = await request.post("/rsv/reservations?requestFrom=WEBSITE", {
          data: {
            placeSlug: slug,
            date,
            time,
            party: 2,
            contact: {
              countryCode: "+52",
              email: uniqueEmail(`filler${attempt}`),
              firstName: "F",
              lastName: "F",
              phone: "3312345678",
            },
            lang: language,
          },
        });
        if (answer.status() >= 400) code = ((await answer.json()) as { error: { code: string } }).error.code;
      }
      expect(code).toBe("CANNOT_ASSIGN_TABLE");

      await page.getByRole("button", { name: text.reserve.submit }).click();
      const alert = page.getByRole("alert").filter({ hasText: copy[language].full });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(text.reserve.chooseAnother);
      // The slots were asked again: that time is now struck through and nothing is selected.
      await expect(page.locator('button[aria-pressed="true"][data-available="true"]')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(copy[language].reserve(slug).replace(/\//g, "\\/")));
      await checkAccessibility();
    });

    test(`a past date says so (${language})`, async ({ page, request, checkAccessibility }) => {
      const slug = await placeSlug(request);
      await open(page, `${copy[language].reserve(slug)}?fecha=2020-01-10&hora=20:00&personas=2`);
      await expect(page.getByRole("alert")).toHaveText(copy[language].past);
      await checkAccessibility();
      // The API says the same for a booking in the past.
      const answer = await request.post("/rsv/reservations?requestFrom=WEBSITE", {
        data: {
          placeSlug: slug,
          date: "2020-01-10",
          time: "20:00",
          party: 2,
          contact: {
            countryCode: "+52",
            email: uniqueEmail(`past-${language}`),
            firstName: "P",
            lastName: "P",
            phone: "3312345678",
          },
          lang: language,
        },
      });
      expect(answer.status()).toBeGreaterThanOrEqual(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(copy[language].past);
    });
  }
});
