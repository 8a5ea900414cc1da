import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import {
  latestCode,
  PASSWORD,
  reservationsPanelPath,
  uniqueEmail,
  verifiedAccount,
  visitorIp,
} from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
const reservePath = (language: "es" | "en", slug: string) =>
  language === "es" ? `/lugar/${slug}/reservar/` : `/en/place/${slug}/reserve/`;

/** A bookable place of the demo data (the first of Guadalajara's listing) and a day `ahead` days out with free times. */
async function bookableDay(request: APIRequestContext, ahead: number, party: number) {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1] ?? "";
  expect(slug).not.toBe("");
  const day = async (date: string) => {
    const answer = await request.get(`/rsv/places/${slug}/availability`, {
      params: { requestFrom: "WEBSITE", date, party, lang: "es" },
    });
    expect(answer.status()).toBe(200);
    return (
      (await answer.json()) as {
        data: { today: string; lastDate: string; slots: { time: string; available: boolean }[] };
      }
    ).data;
  };
  const { today, lastDate } = await day(new Date().toISOString().slice(0, 10));
  for (let offset = ahead; offset < ahead + 10; offset++) {
    const value = new Date(`${today}T12:00:00Z`);
    value.setUTCDate(value.getUTCDate() + offset);
    const date = value.toISOString().slice(0, 10);
    if (date > lastDate) break;
    const times = (await day(date)).slots.filter((slot) => slot.available).map((slot) => slot.time);
    if (times.length > 0) return { slug, date, times };
  }
  throw new Error(`no bookable day for ${slug}`);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

for (const language of ["es", "en"] as const) {
  const t = catalogues[language];
  const invite = t.booking.reserve.signInInvite;

  test(`a guest booking joins the account created with its e-mail (${language})`, async ({ page, request }) => {
    test.slow();
    const email = uniqueEmail(`guest-${language}`);
    const { slug, date, times } = await bookableDay(request, language === "es" ? 10 : 12, 2);
    const booked = await request.post(`/rsv/reservations?requestFrom=WEBSITE&lang=${language}`, {
      headers: { "x-forwarded-for": visitorIp() },
      data: {
        placeSlug: slug,
        date,
        time: times[0],
        party: 2,
        // Typed another way than the account will be.
        contact: {
          countryCode: "+52",
          email: email.toUpperCase(),
          firstName: "Ana",
          lastName: "López",
          phone: "3312345678",
        },
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { code } = ((await booked.json()) as { data: { code: string } }).data;

    // Create the account from a booking page's invitation: the side panel, then back to the page.
    await open(page, `${reservePath(language, slug)}?fecha=${date}&personas=2`);
    await page.getByRole("link", { name: invite.signUp, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2, name: t.auth.panel.titles["sign-up"] })).toBeVisible();
    await dialog.getByLabel(t.auth.fields.firstName, { exact: true }).fill("Ana");
    await dialog.getByLabel(t.auth.fields.lastName, { exact: true }).fill("López");
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t.auth.signUp.submit }).click();
    await expect(dialog.getByRole("heading", { level: 2, name: t.auth.panel.titles.verify })).toBeVisible();
    const digits = await latestCode(request, email);
    for (const [index, digit] of [...digits].entries()) await page.locator(`[data-code-box="${index}"]`).fill(digit);
    await dialog.getByRole("button", { name: t.auth.verify.submit, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${reservePath(language, slug)}\\?fecha=${date}&personas=2$`));
    await expect(page.getByLabel(t.booking.form.email, { exact: true })).toHaveValue(email);
    await expect(page.getByRole("link", { name: invite.signIn, exact: true })).toHaveCount(0);

    // The booking made as a guest is in the new account's panel.
    await open(page, reservationsPanelPath(language));
    await expect(page.getByText(code)).toBeVisible();
  });

  test(`signing in from the booking page keeps the choice and what was typed (${language})`, async ({
    page,
    request,
    baseURL,
    checkAccessibility,
  }) => {
    test.slow();
    const account = await verifiedAccount(request, {
      origin: new URL(baseURL ?? "http://127.0.0.1").origin,
      email: uniqueEmail(`returning-${language}`),
    });
    const { slug, date, times } = await bookableDay(request, language === "es" ? 14 : 16, 3);
    const time = times[times.length - 1]!;
    await open(page, `${reservePath(language, slug)}?fecha=${date}&personas=3`);
    // The last free time (its label is the page language's clock: "21:45", "9:45 PM").
    const slot = page.locator('button[data-available="true"]').last();
    const label = (await slot.textContent())?.trim() ?? "";
    await slot.click();
    const form = t.booking.form;
    await page.getByLabel(form.firstName, { exact: true }).fill("Marisol");
    await page.getByLabel(form.lastName, { exact: true }).fill("Ríos");
    await page.getByLabel(form.phone, { exact: true }).fill("33 8765 4321");
    await page.getByLabel(t.booking.reserve.note, { exact: true }).fill("Mesa tranquila");
    await checkAccessibility();

    // By keyboard: the invitation's sign-in link opens the panel; signing in comes back here.
    await page.getByRole("link", { name: invite.signIn, exact: true }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2, name: t.auth.panel.titles["sign-in"] })).toBeFocused();
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(account.email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]login=1/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(reservePath(language, slug));
    expect([url.searchParams.get("fecha"), url.searchParams.get("hora"), url.searchParams.get("personas")]).toEqual([
      date,
      time,
      "3",
    ]);
    // Nothing typed was lost; the e-mail nobody typed comes from the account.
    await expect(page.getByLabel(form.firstName, { exact: true })).toHaveValue("Marisol");
    await expect(page.getByLabel(form.lastName, { exact: true })).toHaveValue("Ríos");
    await expect(page.getByLabel(form.phone, { exact: true })).toHaveValue("33 8765 4321");
    await expect(page.getByLabel(t.booking.reserve.note, { exact: true })).toHaveValue("Mesa tranquila");
    await expect(page.getByLabel(form.email, { exact: true })).toHaveValue(account.email);
    await expect(page.locator('button[aria-pressed="true"]')).toHaveText(label);
    // A reload (or a sign-in that left the page) restores the same from the tab's draft.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByLabel(form.firstName, { exact: true })).toHaveValue("Marisol");
    await expect(page.getByLabel(form.phone, { exact: true })).toHaveValue("33 8765 4321");
    await expect(page.getByLabel(form.email, { exact: true })).toHaveValue(account.email);

    await page.getByRole("button", { name: t.booking.reserve.submit }).click();
    await expect(page.getByTestId("reservation-code")).toBeVisible();
    const code = (await page.getByTestId("reservation-code").textContent())?.trim() ?? "";
    await open(page, reservationsPanelPath(language));
    await expect(page.getByText(code)).toBeVisible();
    // Booked: the draft is gone, so the page starts empty for the next visit of this tab.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("booking-draft"))),
    ).toEqual([]);
  });
}
