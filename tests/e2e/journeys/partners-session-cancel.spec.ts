import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { visitorIp } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's organizer manager (packages/db/src/seed/organizers.ts). */
const MANAGER = "gerente@experiencias.demo.sobremesa.mx";
const DEMO_PASSWORD = "sobremesa-socios-demo";
/** Writes say where they come from, as the browser would (the Origin check). */
const write = (origin: string) => ({ "x-requested-with": "XMLHttpRequest", origin });
const sessionPage = {
  es: (organizer: number, session: number) => `/socios/organizador/${organizer}/funcion/${session}/`,
  en: (organizer: number, session: number) => `/en/partners/organizer/${organizer}/session/${session}/`,
} as const;
const orderPage = (language: "es" | "en", code: string, email: string) =>
  `${language === "en" ? "/en" : ""}/order/${code}/?email=${encodeURIComponent(email)}`;

/** A date some weeks ahead, as YYYY-MM-DD, different for each run and language. */
function dayAhead(offset: number): string {
  return new Date(Date.now() + (40 + offset) * 86_400_000).toISOString().slice(0, 10);
}

/** Two tickets bought by a guest through the API: the order's code. */
async function buyTwo(
  request: APIRequestContext,
  language: "es" | "en",
  order: { slug: string; session: number; tier: number; email: string; origin: string },
) {
  const { slug, session, tier, email, origin } = order;
  const answer = await request.post(`/api/experiences/${slug}/orders?lang=${language}`, {
    headers: {
      ...write(origin),
      "idempotency-key": `e2e-cancel-${email.replace(/[^A-Za-z0-9.]/g, ".")}-${session}`,
      "x-forwarded-for": visitorIp(),
    },
    data: {
      session_id: session,
      tickets: [{ ticket_type_id: tier, quantity: 2 }],
      contact: { firstName: "Bruno", lastName: "Comprador", email, countryCode: "+52", phone: "5512345678" },
      payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { order: { code: string } }).order.code;
}

async function signIn(page: Page, language: "es" | "en") {
  const t = catalogues[language];
  await page.goto(language === "es" ? "/socios/" : "/en/partners/");
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(MANAGER);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.partners.venues.title })).toBeVisible();
}

for (const language of ["es", "en"] as const) {
  test(`an organizer refunds part of an order and cancels the next session; the buyer sees it and passes a ticket on (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    test.setTimeout(150_000);
    const all = catalogues[language];
    const t = all.partners.sales;
    const run = `${language}${String(Date.now()).slice(-6)}`;
    await signIn(page, language);
    const origin = new URL(page.url()).origin;

    // Two fresh sessions of a demo experience, each with a guest's order of two tickets.
    const organizers = (await (await page.request.get("/partners/organizers")).json()) as { data: { id: number }[] };
    const organizer = organizers.data[0]!.id;
    const list = (await (await page.request.get(`/partners/organizers/${organizer}/experiences`)).json()) as {
      data: { id: number; active: boolean }[];
    };
    const experienceId = list.data.find((row) => row.active)!.id;
    const detail = (await (
      await page.request.get(`/partners/organizers/${organizer}/experiences/${experienceId}`)
    ).json()) as { experience: { slug: string; tiers: { id: number; hidden: boolean; priceMinor: number }[] } };
    const tier = detail.experience.tiers.find((row) => !row.hidden && row.priceMinor > 0)!;
    const offset = Number(String(Date.now()).slice(-2)) + (language === "en" ? 100 : 0);
    const made = await page.request.post(`/partners/organizers/${organizer}/experiences/${experienceId}/sessions`, {
      headers: write(origin),
      data: {
        date: dayAhead(offset),
        time: "19:00",
        capacity: 20,
        repeat: { weekdays: [], until: dayAhead(offset + 7) },
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const [first, next] = ((await made.json()) as { data: { id: number }[] }).data;
    const email = `e2e.cancel.${run}@example.com`;
    const slug = detail.experience.slug;
    const kept = await buyTwo(page.request, language, { slug, session: first!.id, tier: tier.id, email, origin });
    const cancelled = await buyTwo(page.request, language, { slug, session: next!.id, tier: tier.id, email, origin });

    // A partial refund of the first order, from the session's sales.
    await page.goto(sessionPage[language](organizer, first!.id));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const line = page.getByTestId("session-order").filter({ hasText: kept });
    await line.getByTestId("refund-order").click();
    const refund = page.getByTestId("refund-dialog");
    await refund.getByRole("textbox", { name: new RegExp(t.refund.amount.replace(" ({{currency}})", "")) }).fill("50");
    await checkAccessibility();
    await refund.getByRole("button", { name: t.refund.submit, exact: true }).click();
    await expect(page.getByTestId("refund-notice")).toHaveText(t.refund.done);
    await expect(line.getByTestId("order-refunded")).toContainText("$50");

    // The next session is cancelled after a dialog saying what goes back.
    await page.goto(sessionPage[language](organizer, next!.id));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("cancel-session").click();
    const dialog = page.getByTestId("cancel-session-dialog");
    await expect(dialog).toContainText(t.cancel.summary_one.replace("{{count}}", "1").split("{{amount}}")[0]!.trim());
    await checkAccessibility();
    await dialog.getByRole("button", { name: t.cancel.confirm, exact: true }).click();
    await expect(page.getByTestId("session-cancelled")).toBeVisible();

    // The buyer: the cancelled order refunded, and a ticket of the other passed to a friend.
    const o = all.experiences.order;
    await page.goto(orderPage(language, cancelled, email));
    await expect(page.getByTestId("order-status")).toHaveText(o.status.refunded);
    await expect(page.getByTestId("session-cancelled")).toHaveText(o.sessionCancelled);
    await checkAccessibility();
    await page.goto(orderPage(language, kept, email));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("order-refunded")).toContainText("$50");
    await page.getByTestId("transfer-ticket").first().click();
    await page.getByRole("textbox", { name: o.transfer.name }).fill("Lucía Amiga");
    await page.getByRole("button", { name: o.transfer.submit, exact: true }).click();
    await expect(page.getByTestId("transfer-notice")).toHaveText(o.transfer.done.replace("{{name}}", "Lucía Amiga"));
    await expect(
      page.getByTestId("ticket-holder").filter({ hasText: o.holder.replace("{{name}}", "Lucía Amiga") }),
    ).toHaveCount(1);

    // The e-mail of the cancellation, in the buyer's language.
    const mail = await page.request.get(`/__dev/outbox.json?to=${encodeURIComponent(email)}`);
    const { data } = (await mail.json()) as { data: { subject: string }[] };
    const subject = language === "es" ? "Función cancelada" : "Session cancelled";
    expect(data.some((message) => message.subject.includes(subject))).toBe(true);
  });
}
