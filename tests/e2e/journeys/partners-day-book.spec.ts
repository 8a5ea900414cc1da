import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's hosts (packages/db/src/seed/partners.ts): the single venue's, and the chain's. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const hosts = { es: "anfitrion@local.demo.sobremesa.mx", en: "anfitrion@cadena.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const dayBookPath = (language: "es" | "en", venueId: number) =>
  language === "es" ? `/socios/lugar/${venueId}/agenda/` : `/en/partners/venue/${venueId}/day-book/`;

let counter = 0;
const uniqueIp = () => `10.78.${process.pid % 250}.${++counter % 250}`;

/** The venue's date `days` ahead, YYYY-MM-DD in Mexico City (the demo venues' zone). */
function venueDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function signIn(page: Page, language: "es" | "en", email: string) {
  const t = catalogues[language];
  await page.goto(consoleHome[language]);
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${consoleHome[language]}$`));
}

/** A diner's booking through the public site's API, as the booking page sends it. */
async function dinerBooks(request: APIRequestContext, slug: string, date: string, time: string, language: string) {
  const answer = await request.post(`/rsv/reservations?requestFrom=WEBSITE&lang=${language}`, {
    headers: { "x-forwarded-for": uniqueIp() },
    data: {
      placeSlug: slug,
      date,
      time,
      party: 2,
      contact: {
        countryCode: "+52",
        email: `comensal.${Date.now().toString(36)}.${++counter}@example.com`,
        firstName: "Diana",
        lastName: `Comensal ${counter}`,
        phone: "55 1234 5678",
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { code: string } }).data.code;
}

for (const language of ["es", "en"] as const) {
  test(`a host sees a diner's booking arrive live, seats it and marks a no-show (${language})`, async ({
    page,
    request,
    checkAccessibility,
  }) => {
    test.setTimeout(90_000);
    const t = catalogues[language].partners.dayBook;
    await signIn(page, language, hosts[language]);
    const venues = await page.request.get(`/partners/venues?lang=${language}`);
    const [venue] = ((await venues.json()) as { data: { id: number; slug: string }[] }).data;
    expect(venue).toBeTruthy();

    // A day ahead with two free times (each run books its own guests, so the search moves on).
    let date = "";
    let slots: string[] = [];
    const offset = Math.floor(Math.random() * 10);
    for (let days = 2; days < 40 && slots.length < 2; days++) {
      date = venueDate(((days + offset) % 38) + 2);
      const availability = await request.get(
        `/rsv/places/${venue!.slug}/availability?requestFrom=WEBSITE&date=${date}&party=2`,
      );
      if (!availability.ok()) continue;
      const answer = (await availability.json()) as { data: { slots: { time: string; available: boolean }[] } };
      slots = answer.data.slots.filter((slot) => slot.available).map((slot) => slot.time);
    }
    expect(slots.length, `no day with two free times at ${venue!.slug}`).toBeGreaterThan(1);
    const earlier = await dinerBooks(request, venue!.slug, date, slots[0]!, language);

    await page.goto(`${dayBookPath(language, venue!.id)}?date=${date}`);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("live-status")).toHaveAttribute("data-live", "live");
    await expect(page.getByTestId("live-status")).toHaveText(t.live.live);
    const noShow = page.locator(`[data-code="${earlier}"]`);
    await expect(noShow).toBeVisible();
    await checkAccessibility();

    // The diner books while the day book is open: it appears without a reload.
    const later = await dinerBooks(request, venue!.slug, date, slots[1]!, language);
    const arriving = page.locator(`[data-code="${later}"]`);
    await expect(arriving).toBeVisible({ timeout: 15_000 });
    await expect(arriving).toHaveAttribute("data-status", "confirmed");

    await arriving.getByRole("button", { name: t.actions.seat, exact: true }).click();
    await expect(arriving).toHaveAttribute("data-status", "seated");
    await expect(arriving).toContainText(t.statuses.seated);

    // The earlier one never came: marked after a confirmation.
    await noShow.getByRole("button", { name: t.actions.noShow, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await checkAccessibility();
    await dialog.getByRole("button", { name: t.confirm.confirmNoShow, exact: true }).click();
    await expect(noShow).toHaveAttribute("data-status", "no_show");

    // The same day by table: the seated party on its table.
    await page.getByRole("button", { name: t.views.timeline, exact: true }).click();
    await expect(page.getByRole("region", { name: t.timeline.label })).toBeVisible();
    await checkAccessibility();
  });
}
