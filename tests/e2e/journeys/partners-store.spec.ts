import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import states from "../../../packages/db/src/seed/geo/states.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's store manager (packages/db/src/seed/store-partners.ts). */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const MANAGER = "gerente@tienda.demo.sobremesa.mx";
const OWNER = "duena@tienda.demo.sobremesa.mx";
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const buyerOrderPage = {
  es: (number: string, email: string) => `/stores/order/${number}/?email=${encodeURIComponent(email)}`,
  en: (number: string, email: string) => `/en/stores/order/${number}/?email=${encodeURIComponent(email)}`,
};

async function signInFromRedirect(page: Page, language: "es" | "en", email = MANAGER) {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

/** A variant of the store with stock to sell, from the public store API. */
async function variantOf(request: APIRequestContext, slug: string) {
  const store = await (await request.get(`/api/stores/${slug}`, { params: { lang: "es" } })).json();
  for (const card of (store as { products: { slug: string; in_stock: boolean }[] }).products) {
    if (!card.in_stock) continue;
    const answer = await (await request.get(`/api/store/products/${card.slug}`, { params: { lang: "es" } })).json();
    const variant = (answer as { data: { variants: { id: number; sku: string; stock: number }[] } }).data.variants.find(
      (candidate) => candidate.stock >= 4,
    );
    if (variant) return variant;
  }
  throw new Error(`no variant with stock in ${slug}`);
}

/** A buyer's paid order of two units (sandbox card), placed through the public API. */
async function paidOrder(request: APIRequestContext, origin: string, variantId: number, email: string) {
  const headers = { origin, "x-requested-with": "XMLHttpRequest" };
  const added = await request.post("/api/store/cart/items", {
    headers,
    data: { variant_id: variantId, quantity: 2, replace: true, lang: "es" },
  });
  expect(added.status(), await added.text()).toBe(200);
  // The seed's states keep their ids: Mexico City's, where the postal code 06700 is.
  const state = states.find((row) => row.name === "Ciudad de México")!;
  const placed = await request.post("/api/store/orders", {
    headers: {
      ...headers,
      "idempotency-key": `e2e-store-console-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      contact: { firstName: "Beto", lastName: "Comprador", email, countryCode: "+52", phone: "5512345678" },
      address: {
        country: "mx",
        recipient: "Beto Comprador",
        line1: "Av. Álvaro Obregón 130",
        district: "Roma Norte",
        city: "Cuauhtémoc",
        state_id: state.id,
        postal_code: "06700",
      },
      shipping_code: "standard",
      payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      lang: "es",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { number: string } }).order.number;
}

for (const language of ["es", "en"] as const) {
  test(`a store manager receives stock, sets its minimum, ships an order the buyer then tracks, and refunds part of another (${language})`, async ({
    page,
    request,
    baseURL,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(150_000);
    const t = catalogues[language].partners.stores;
    const run = `${language}.${testInfo.project.name}.${Date.now()}`;
    const buyer = `e2e.store.console.${run}@example.com`;

    // The manager signs in; the partner home lists the store beside any venues.
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language);
    await expect(page.getByRole("heading", { level: 2, name: t.homeTitle })).toBeVisible();
    const mine = (await (await page.request.get("/partners/stores")).json()) as {
      data: { id: number; slug: string }[];
    };
    const store = mine.data[0]!;
    const variant = await variantOf(request, store.slug);
    const origin = new URL(baseURL!).origin;
    const toShip = await paidOrder(request, origin, variant.id, buyer);
    const toRefund = await paidOrder(request, origin, variant.id, buyer);
    await checkAccessibility();

    // The store's stock: a receipt of five units with its reason.
    await page.getByTestId("partner-store").first().click();
    await expect(page.getByRole("heading", { level: 1, name: t.orders.title })).toBeVisible();
    await checkAccessibility();
    await page.getByRole("link", { name: t.nav.stock, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.stock.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const line = page.locator(`[data-testid="stock-line"][data-sku="${variant.sku}"]`);
    const before = Number.parseInt((await line.getByTestId("stock-units").textContent()) ?? "0", 10);
    const form = page.getByRole("form", { name: t.stock.form.title });
    await form.getByLabel(t.stock.form.variant).selectOption(String(variant.id));
    await form.getByLabel(t.stock.form.reason).selectOption("receipt");
    await form.getByLabel(t.stock.form.quantity).fill("5");
    await form.getByLabel(t.stock.form.note).fill(language === "es" ? "Entrega del proveedor" : "Supplier delivery");
    await form.getByRole("button", { name: t.stock.form.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: variant.sku })).toBeVisible();
    await expect(line.getByTestId("stock-units")).toContainText(String(before + 5));
    // The variant's minimum, below which the team is e-mailed.
    const limit = page.getByRole("form", { name: t.stock.limit.title });
    await limit.getByLabel(t.stock.form.variant).selectOption(String(variant.id));
    await limit.getByRole("textbox", { name: t.stock.limit.label }).fill("3");
    await limit.getByRole("button", { name: t.stock.limit.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.stock.limit.done.split("{{")[0]! })).toBeVisible();
    await expect(line.getByTestId("stock-threshold")).toHaveText("3");
    await checkAccessibility();

    // The team is the owners' page: a store manager gets the console's refusal, with the store's sections.
    await page.goto(language === "es" ? `/socios/tienda/${store.id}/equipo/` : `/en/partners/store/${store.id}/staff/`);
    await expect(
      page.getByRole("heading", { level: 1, name: catalogues[language].partners.forbidden.title }),
    ).toBeVisible();
    await expect(page.getByText(t.forbidden.text)).toBeVisible();
    await expect(page.getByRole("link", { name: t.nav.stock, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: t.nav.staff, exact: true })).toHaveCount(0);

    // The first order: picked, packed and shipped with its carrier and tracking number.
    await page.getByRole("link", { name: t.nav.orders, exact: true }).click();
    await page.getByRole("link", { name: t.orders.open_link.replace("{{number}}", toShip) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(toShip);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const status = page.getByTestId("order-status");
    await page.getByRole("button", { name: t.order.steps.pick }).click();
    await expect(status).toHaveText(catalogues[language].store.status.preparing);
    await page.getByRole("button", { name: t.order.steps.pack }).click();
    await expect(status).toHaveText(catalogues[language].store.status.packed);
    const tracking = `EST${Date.now()}`;
    await page.getByLabel(t.order.steps.carrier).fill("Estafeta");
    await page.getByLabel(t.order.steps.tracking).fill(tracking);
    await checkAccessibility();
    await page.getByRole("button", { name: t.order.steps.ship }).click();
    await expect(status).toHaveText(catalogues[language].store.status.shipped);
    await expect(page.getByTestId("order-tracking")).toContainText(tracking);

    // The buyer's order page shows it shipped, with the tracking number.
    const buyerPage = await page.context().newPage();
    await buyerPage.goto(buyerOrderPage[language](toShip, buyer));
    await expect(buyerPage.locator("main")).toContainText(tracking);
    await expect(buyerPage.locator("main")).toContainText("Estafeta");
    await buyerPage.close();

    // The second order: part of it refunded, one unit back to the stock.
    await page.goto(
      language === "es"
        ? `/socios/tienda/${store.id}/pedido/${toRefund}/`
        : `/en/partners/store/${store.id}/order/${toRefund}/`,
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const refund = page.getByRole("form", { name: t.order.refund.title });
    await refund.getByLabel(t.order.refund.amount.replace("{{currency}}", "MXN")).fill("100");
    await refund.locator('input[type="number"]').first().fill("1");
    await refund.getByLabel(t.order.refund.note).fill(language === "es" ? "Llegó abierto" : "Arrived opened");
    await refund.getByRole("button", { name: t.order.refund.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: t.order.refund.done })).toBeVisible();
    await expect(page.getByTestId("order-refunds")).toBeVisible();
    await checkAccessibility();

    // A new product with its first variant, its price including IVA.
    const p = t.products;
    await page.getByRole("link", { name: p.nav, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: p.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const productName = `Café de prueba ${run}`;
    const create = page.getByRole("form", { name: p.create.title });
    await create.getByRole("textbox", { name: p.create.nameEs, exact: true }).fill(productName);
    await create.getByRole("textbox", { name: p.create.nameEn, exact: true }).fill(productName);
    await create.getByRole("textbox", { name: p.create.sku, exact: true }).fill(`E2E-${Date.now()}`);
    await create.getByRole("textbox", { name: p.create.variantEs, exact: true }).fill("250 g");
    await create.getByRole("textbox", { name: p.create.variantEn, exact: true }).fill("250 g");
    await create.getByRole("textbox", { name: p.create.price.replace("{{currency}}", "MXN"), exact: true }).fill("232");
    await create.getByRole("button", { name: p.create.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: productName })).toBeVisible();
    await expect(page.getByTestId("store-product").filter({ hasText: productName })).toBeVisible();
    await checkAccessibility();
  });

  test(`the store's owner opens its settings and saves its texts and shipping prices (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    const t = catalogues[language].partners.stores;
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language, OWNER);
    await expect(page.getByRole("heading", { level: 2, name: t.homeTitle })).toBeVisible();
    const mine = (await (await page.request.get("/partners/stores")).json()) as { data: { id: number }[] };
    await page.goto(
      language === "es"
        ? `/socios/tienda/${mine.data[0]!.id}/ajustes/`
        : `/en/partners/store/${mine.data[0]!.id}/settings/`,
    );
    await expect(page.getByRole("heading", { level: 1, name: t.settings.title })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    // Saved as they are: the other journeys read the demo store's texts.
    await page.getByRole("button", { name: t.settings.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.settings.saved })).toBeVisible();
    await checkAccessibility();
  });
}
