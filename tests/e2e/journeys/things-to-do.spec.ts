import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { PASSWORD, verifiedAccount } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

type Language = "es" | "en";

const copy = {
  es: {
    t: es,
    listing: "/planes-que-hacer/mx/",
    buy: (slug: string, session: number) => `/plan-que-hacer/${slug}/comprar/?sesion=${session}`,
    thanks: /\/planes-que-hacer\/gracias-por-tu-compra\/\?pedido=(EXP-[A-Z0-9]{6})$/,
    order: (code: string) => `/order/${code}/`,
    panel: "/panel-de-usuario/?tab=experiences",
    declined: /rechaz/i,
    // The server's words for a charge whose answer was lost (memberships/messages.ts, paymentUnconfirmed).
    unconfirmed: "No pagues con otra tarjeta",
  },
  en: {
    t: en,
    listing: "/en/things-to-do/mx/",
    buy: (slug: string, session: number) => `/en/thing-to-do/${slug}/buy/?session=${session}`,
    thanks: /\/en\/things-to-do\/thank-you-for-your-purchase\/\?order=(EXP-[A-Z0-9]{6})$/,
    order: (code: string) => `/en/order/${code}/`,
    panel: "/en/user-panel/?tab=experiences",
    declined: /declin/i,
    unconfirmed: "Don't pay with another card",
  },
} as const;

interface Session {
  id: number;
  state: "on_sale" | "sold_out" | "closed";
  available: number;
  per_order_limit: number;
}
interface Detail {
  slug: string;
  title: string;
  category: string;
  ticket_types: { id: number; code: string; name: string }[];
  sessions: Session[];
}
interface Candidate {
  experience: Detail;
  session: Session;
}

async function detailOf(request: APIRequestContext, slug: string, language: Language): Promise<Detail> {
  const answer = await request.get(`/api/experiences/${slug}`, { params: { lang: language } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Detail }).data;
}

/**
 * Sessions two general tickets can be bought for: on sale, seats and the per-order limit for two, in
 * the experiences of Mexico's first listing page. Each test takes its own (by language, device and
 * purpose), so parallel journeys never count each other's seats.
 */
async function candidates(request: APIRequestContext, language: Language): Promise<Candidate[]> {
  const list = await request.get("/api/experiences", { params: { country: "mx", lang: language } });
  expect(list.status()).toBe(200);
  const cards = ((await list.json()) as { data: { slug: string }[] }).data;
  expect(cards.length).toBeGreaterThan(0);
  const found: Candidate[] = [];
  for (const card of cards) {
    const experience = await detailOf(request, card.slug, language);
    if (!experience.ticket_types.some((ticket) => ticket.code === "general")) continue;
    for (const session of experience.sessions) {
      if (session.state === "on_sale" && session.available >= 4 && session.per_order_limit >= 2)
        found.push({ experience, session });
    }
  }
  expect(found.length).toBeGreaterThan(11);
  return found;
}

const PURPOSES = ["buy", "decline", "lost"] as const;

function slotOf(language: Language, project: string, purpose: (typeof PURPOSES)[number]): number {
  return (language === "es" ? 0 : 6) + (project === "phone" ? 3 : 0) + PURPOSES.indexOf(purpose);
}

async function availableOf(request: APIRequestContext, slug: string, sessionId: number, language: Language) {
  const experience = await detailOf(request, slug, language);
  return experience.sessions.find((session) => session.id === sessionId)?.available;
}

/** Two general tickets, nothing else: the steppers, whatever the page started with. */
async function chooseTwoGeneral(page: Page, language: Language, experience: Detail) {
  const b = copy[language].t.experiences.buy;
  for (const ticket of experience.ticket_types) {
    const quantity = page.getByTestId(`quantity-${ticket.code}`);
    const decrease = page.getByRole("button", { name: b.decrease.replace("{{name}}", ticket.name), exact: true });
    while (ticket.code !== "general" && (await quantity.textContent()) !== "0") await decrease.click();
  }
  const general = experience.ticket_types.find((ticket) => ticket.code === "general")!;
  const quantity = page.getByTestId("quantity-general");
  const increase = page.getByRole("button", { name: b.increase.replace("{{name}}", general.name), exact: true });
  while (Number(await quantity.textContent()) < 2) await increase.click();
  await expect(quantity).toHaveText("2");
}

async function fillContactAndCard(page: Page, language: Language, email: string, card: string, expiry = "12/34") {
  const t = copy[language].t;
  await page.getByLabel(t.booking.form.firstName, { exact: true }).fill("Ana");
  await page.getByLabel(t.booking.form.lastName, { exact: true }).fill("López");
  await page.getByLabel(t.booking.form.email, { exact: true }).fill(email);
  await page.getByLabel(t.booking.form.phone, { exact: true }).fill("5512345678");
  const c = t.membership.checkout.card;
  await page.getByLabel(c.number, { exact: true }).fill(card);
  await page.getByLabel(c.expiry, { exact: true }).fill(expiry);
  await page.getByLabel(c.cvc, { exact: true }).fill("123");
  await page.getByLabel(c.name, { exact: true }).fill("Ana López");
}

/** Opens a path as it is (the language's own slugs) and waits for hydration. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

const submitButton = (page: Page, language: Language) =>
  page.getByRole("button", {
    name: new RegExp(`^${copy[language].t.experiences.buy.submit.replace("{{total}}", "").trim()}`),
  });

for (const language of ["es", "en"] as const) {
  const { t } = copy[language];
  const x = t.experiences;

  test(`browse -> category -> thing to do -> two tickets as a guest -> thank-you -> order page (${language})`, async ({
    page,
    request,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(120_000);
    const all = await candidates(request, language);
    const { experience, session } = all[slotOf(language, testInfo.project.name, "buy") % all.length]!;
    const email = `e2e.tickets.${language}.${testInfo.project.name}.${Date.now()}@example.com`;

    // The country's listing, then the experience's category chip (a filter path).
    await open(page, copy[language].listing);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      x.listing.heading.replace("{{place}}", "").trim(),
    );
    await checkAccessibility();
    const categoryName = (x.categories as Record<string, string>)[experience.category]!;
    await page
      .getByRole("navigation", { name: x.listing.categoriesLabel })
      .getByRole("link", { name: new RegExp(`^${categoryName}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(categoryName);
    await expect(page).toHaveURL(/\/mx\/[a-z-]+\/$/);
    await checkAccessibility();

    // The thing to do: its page, then the buy page for the chosen session.
    await page.getByRole("link", { name: experience.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: experience.title })).toBeVisible();
    await checkAccessibility();
    await open(page, copy[language].buy(experience.slug, session.id));
    await expect(page.locator(`input[data-session-id="${session.id}"]`)).toBeChecked();
    await chooseTwoGeneral(page, language, experience);
    await fillContactAndCard(page, language, email, "4242 4242 4242 4242");
    await checkAccessibility();
    await submitButton(page, language).click();

    // Thank-you: the order's two tickets, each with its QR code as an image.
    await expect(page).toHaveURL(copy[language].thanks, { timeout: 20_000 });
    const code = copy[language].thanks.exec(page.url())![1]!;
    await expect(page.getByRole("heading", { level: 1, name: x.thanks.heading })).toBeVisible();
    const tickets = page.getByTestId("ticket");
    await expect(tickets).toHaveCount(2);
    for (const image of await tickets.getByRole("img").all()) {
      await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml;charset=utf-8,/);
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await checkAccessibility();

    // The order page by its link (the e-mail travels with it)...
    await page.getByRole("link", { name: x.thanks.viewOrder }).click();
    await expect(page.getByTestId("order-status")).toHaveText(x.order.status.paid);
    await expect(page.getByTestId("ticket")).toHaveCount(2);
    await checkAccessibility();

    // ...and as anyone else would open it: the code and the e-mail in the small form.
    await page.goto(copy[language].order(code));
    await expect(page.getByRole("heading", { level: 1, name: x.order.ask.title })).toBeVisible();
    await checkAccessibility();
    await page.getByLabel(x.order.ask.code, { exact: true }).fill(code);
    await page.getByLabel(t.booking.form.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: x.order.ask.submit }).click();
    await expect(page.getByTestId("order-status")).toHaveText(x.order.status.paid);
    await expect(page.getByRole("heading", { level: 1, name: experience.title })).toBeVisible();
  });

  test(`a declined card shows the bank's answer and keeps the seats (${language})`, async ({
    page,
    request,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(90_000);
    const all = await candidates(request, language);
    const { experience, session } = all[slotOf(language, testInfo.project.name, "decline") % all.length]!;
    const before = await availableOf(request, experience.slug, session.id, language);

    await open(page, copy[language].buy(experience.slug, session.id));
    await chooseTwoGeneral(page, language, experience);
    await fillContactAndCard(
      page,
      language,
      `e2e.declined.${language}.${Date.now()}@example.com`,
      "4000 0000 0000 0002",
    );
    await submitButton(page, language).click();

    const alert = page.getByRole("alert").filter({ hasText: x.buy.errorTitle });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(copy[language].declined);
    await expect(page).toHaveURL(/\/(comprar|buy)\/\?/);
    await checkAccessibility();
    // No order holds the seats: the session offers as many as before.
    expect(await availableOf(request, experience.slug, session.id, language)).toBe(before);
  });

  test(`a lost answer: the page checks that same payment, never with another card, and one order is paid (${language})`, async ({
    page,
    request,
    baseURL,
    login,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(120_000);
    const all = await candidates(request, language);
    const { experience, session } = all[slotOf(language, testInfo.project.name, "lost") % all.length]!;
    const email = `e2e.lost.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    await verifiedAccount(request, { origin: new URL(baseURL!).origin, email, password: PASSWORD });
    await login({ email, password: PASSWORD, language });

    // The sandbox charges this card and loses its answer, once (ADR 014). The card's expiry is this
    // test's own: journeys run side by side and each loses only its own charge's answer.
    const month = (language === "es" ? 1 : 3) + (testInfo.project.name === "phone" ? 1 : 0);
    const lose = await request.post("/__dev/billing/lose-charge-answers", {
      data: { mode: "after_charging", card: { exp_month: month, exp_year: 2041 }, times: 1 },
    });
    expect(lose.status()).toBe(200);

    await open(page, copy[language].buy(experience.slug, session.id));
    await chooseTwoGeneral(page, language, experience);
    await fillContactAndCard(page, language, email, "4242 4242 4242 4242", `${String(month).padStart(2, "0")}/41`);
    await submitButton(page, language).click();

    // The page says it is checking the payment, in the server's words: not with another card.
    const doubt = page.getByRole("alert").filter({ hasText: t.payment.doubt.title });
    await expect(doubt).toBeVisible({ timeout: 20_000 });
    await expect(doubt).toContainText(copy[language].unconfirmed);
    const card = t.membership.checkout.card;
    await expect(page.getByLabel(card.number, { exact: true })).toBeDisabled();
    await expect(page.getByTestId("payment-locked")).toHaveText(t.payment.doubt.locked);
    const retry = page.getByRole("button", { name: t.payment.doubt.retry, exact: true });
    await expect(retry).toBeVisible();
    await checkAccessibility();

    // A reload in the middle loses nothing: the same purchase, still being checked.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(doubt).toBeVisible();
    await expect(doubt).toContainText(copy[language].unconfirmed);
    await expect(page.getByTestId("quantity-general")).toHaveText("2");
    await expect(page.getByLabel(card.number, { exact: true })).toHaveValue("4242 4242 4242 4242");
    await expect(page.getByLabel(card.number, { exact: true })).toBeDisabled();

    // Checked again (from the keyboard): the provider says it was paid, and the thank-you page follows.
    await retry.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(copy[language].thanks, { timeout: 20_000 });
    const code = copy[language].thanks.exec(page.url())![1]!;
    await expect(page.getByTestId("ticket")).toHaveCount(2);

    // One order, paid: never a second one for the retry.
    await open(page, copy[language].panel);
    const orders = page.getByRole("link", { name: /EXP-[A-Z0-9]{6}/ });
    await expect(orders).toHaveCount(1);
    await expect(orders).toContainText(code);
    await expect(orders).toContainText(t.userPanel.experiences.status.paid);
    // What the tab kept of the purchase is gone once the server answered.
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes("pending-payment"))),
    ).toEqual([]);
  });
}
