import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { reservationsPanelPath, uniqueEmail, verifiedAccount } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

/**
 * A diner finds a table the way they expect to: "Saturday 21:00, 4 people" on the home page, then
 * Guadalajara in the search; the listing's cards and map pins show times near 21:00; a tap on one
 * opens the booking page with all of it chosen; they sign in there without losing it, book, and
 * find the booking in their panel.
 */
const catalogues = { es, en } as const;

/** The next Saturday after today on Mexico City's clock. */
function nextSaturday(): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + (((6 - date.getUTCDay() + 6) % 7) + 1));
  return date.toISOString().slice(0, 10);
}

/** A catalogue text with its {{placeholders}} matching anything. */
const pattern = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, ".+")}$`);

for (const language of ["es", "en"] as const) {
  const t = catalogues[language];

  test(`Saturday 21:00 for 4 in Guadalajara: a time on a card, signed in on the way, booked (${language})`, async ({
    navigate,
    page,
    request,
    baseURL,
    checkAccessibility,
  }) => {
    test.slow();
    const account = await verifiedAccount(request, {
      origin: new URL(baseURL ?? "http://127.0.0.1").origin,
      email: uniqueEmail(`listing-${language}`),
    });
    const saturday = nextSaturday();

    // When and how many first, then where: the search carries the choice to the listing.
    await navigate("/", language);
    const when = page.getByRole("form", { name: t.when.title });
    await when.getByLabel(t.when.date, { exact: true }).fill(saturday);
    await when.getByLabel(t.when.time, { exact: true }).selectOption("21:00");
    await when.getByLabel(t.when.party, { exact: true }).selectOption("4");
    await page.getByRole("combobox", { name: t.locationSearch.label }).fill("guadalajara");
    await page
      .getByRole("option", { name: /Guadalajara/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${saturday}&hora=21(:|%3A)00&personas=4$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guadalajara");

    // Times on the cards, and on a pin's card on the map.
    const timesOf = pattern(t.bookable.label);
    await expect(page.locator("#listing-results").getByRole("list", { name: timesOf }).first()).toBeVisible();
    await page.getByRole("button", { name: t.listing.view.map, exact: true }).click();
    const map = page.getByRole("region", { name: t.map.label }).first();
    const pin = map.locator("button[data-place-id]").first();
    await expect(pin).toBeVisible();
    await pin.click();
    await expect(map.getByRole("list", { name: timesOf })).toBeVisible();
    await checkAccessibility();
    await page.getByRole("button", { name: t.listing.view.list, exact: true }).click();

    // A tap on the first card's first time: its booking page, everything chosen.
    const time = page
      .locator("#listing-results")
      .getByRole("list", { name: timesOf })
      .first()
      .getByRole("link")
      .first();
    const label = (await time.textContent())?.trim() ?? "";
    await time.click();
    await expect(page).toHaveURL(new RegExp(`[?&]fecha=${saturday}&hora=\\d\\d(:|%3A)\\d\\d&personas=4$`));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator('button[aria-pressed="true"][data-available]')).toHaveText(label);
    const booking = new URL(page.url());

    // Signed in inside the flow: back on the same booking page with the same choice.
    const form = t.booking.form;
    await page.getByLabel(form.phone, { exact: true }).fill("33 1234 5678");
    await page.getByRole("link", { name: t.booking.reserve.signInInvite.signIn, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(account.email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(account.password);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]login=1/);
    const back = new URL(page.url());
    expect(back.pathname).toBe(booking.pathname);
    for (const name of ["fecha", "hora", "personas"])
      expect(back.searchParams.get(name)).toBe(booking.searchParams.get(name));
    await expect(page.getByLabel(form.phone, { exact: true })).toHaveValue("33 1234 5678");
    await expect(page.getByLabel(form.email, { exact: true })).toHaveValue(account.email);

    await page.getByRole("button", { name: t.booking.reserve.submit }).click();
    await expect(page.getByTestId("reservation-code")).toBeVisible();
    const code = (await page.getByTestId("reservation-code").textContent())?.trim() ?? "";
    await page.goto(reservationsPanelPath(language));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByText(code)).toBeVisible();
  });
}
