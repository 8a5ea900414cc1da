import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { PASSWORD, verifiedAccount } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
const panelPaths = { es: "/panel-de-usuario/?tab=membership", en: "/en/user-panel/?tab=membership" } as const;

for (const language of ["es", "en"] as const) {
  const t = catalogues[language].userPanel;

  test(`invoice page: opened from the panel by keyboard, downloaded as a PDF, and back (${language})`, async ({
    page,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(90_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const email = `factura.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    const request = page.request;
    const account = await verifiedAccount(request, { origin: baseURL, email, password: PASSWORD });
    const headers = account.headers;
    expect((await request.post("/user-login", { headers, data: { email, password: PASSWORD } })).status()).toBe(200);
    await request.post("/api/subscription/add-payment-method", {
      headers,
      data: { email, card: { number: "4242424242424242", exp_month: 12, exp_year: 2030, cvc: "123" }, mode: "web" },
    });
    // The first month charged at once: its invoice is paid without moving the shared sandbox clock.
    const subscribed = await request.post(`/api/subscription/create-customer-and-subscription?hash=${Date.now()}`, {
      headers,
      data: { email, plan_id: "premium", trial: false, mode: "web" },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(201);

    await page.goto(panelPaths[language]);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const row = page.getByRole("main").locator("[data-invoices] li").first();
    const open = row.getByRole("link", { name: new RegExp(t.membership.invoices.openLabel.split("{{")[0]!) });
    await open.focus();
    await page.keyboard.press("Enter");

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(t.invoice.heading);
    await expect(page).toHaveURL(
      language === "es" ? /\/panel-de-usuario\/facturas\/in_/ : /\/en\/user-panel\/invoices\/in_/,
    );
    await expect(page.getByRole("main")).toContainText(t.invoice.states.paid);
    await expect(page.getByRole("main")).toContainText("$149");
    await checkAccessibility();

    const download = page.getByRole("link", { name: new RegExp(t.invoice.download.split(" ")[0]!) });
    const href = await download.getAttribute("href");
    expect(href).toMatch(new RegExp(`/api/subscription/invoices/in_\\w+/pdf\\?lang=${language}$`));
    const pdf = await request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    await page.getByRole("link", { name: t.invoice.back }).click();
    await expect(page).toHaveURL(new RegExp(`${panelPaths[language].replace("?", "\\?")}$`));
    await expect(page.getByRole("main").locator("[data-invoices]")).toBeVisible();
  });
}
