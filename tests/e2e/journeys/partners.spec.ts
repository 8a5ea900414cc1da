import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's staff (packages/db/src/seed/partners.ts): a chain's owner and a single venue's. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const owners = { es: "duena@local.demo.sobremesa.mx", en: "duena@cadena.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const INVITEE_PASSWORD = "Tortilla-Azul-2026";

let counter = 0;
function uniqueIp(): string {
  counter += 1;
  return `10.77.${process.pid % 250}.${counter % 250}`;
}

/** The newest dev-outbox message to an address matching a pattern, waiting for it. */
async function newestMessage(request: APIRequestContext, to: string, matching: RegExp) {
  let found: { body: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(to)}`);
      const { data } = (await answer.json()) as { data: { subject: string | null; body: string }[] };
      found = data.find((message) => matching.test(`${message.subject ?? ""}\n${message.body}`));
      return found ? "found" : "waiting";
    })
    .toBe("found");
  return found!;
}

/** A verified account made over the API, as the sign-up panel would (the accounts journey covers the panel). */
async function verifiedAccount(request: APIRequestContext, origin: string, email: string) {
  const ip = uniqueIp();
  const registered = await request.post("/rsv/registeredCustomer/register?requestFrom=WEBSITE", {
    headers: { "x-forwarded-for": ip, origin },
    data: { email, password: INVITEE_PASSWORD, firstName: "Inés", lastName: "Invitada" },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await newestMessage(request, email, /\b\d{6}\b/)).body)?.[1] ?? "";
  const verified = await request.post("/api/auth/verification-email", {
    // Registering left the session cookie in this request context: a cookie write comes from the site.
    headers: { "x-forwarded-for": uniqueIp(), origin },
    multipart: { email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Signs in through the panel the partner area sent the visitor to, and waits to be sent back. */
async function signInFromRedirect(page: Page, language: "es" | "en", email: string, password: string) {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

for (const language of ["es", "en"] as const) {
  test(`an owner invites a host, who accepts and sees the venue as host (${language})`, async ({
    page,
    browser,
    request,
    baseURL,
    checkAccessibility,
  }) => {
    test.setTimeout(90_000);
    const t = catalogues[language].partners;
    const invitee = `anfitrion.${language}.${Date.now().toString(36)}.${process.pid}@example.com`;

    // The owner opens the console signed out: sent to sign in, and back.
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language, owners[language], DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${consoleHome[language]}$`));
    await expect(page.getByRole("heading", { level: 1, name: t.venues.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await checkAccessibility();

    // The chain's owner picks one of her venues; the single venue's owner has one to pick.
    await page.locator("main ul a").first().click();
    await page.getByRole("link", { name: t.nav.staff, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.staff.title })).toBeVisible();
    const staffPath = new URL(page.url()).pathname;
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const venueName = (await page.getByTestId("venue-name").textContent())?.trim() ?? "";
    expect(venueName).not.toBe("");

    const form = page.locator("main form");
    await form.getByRole("textbox", { name: t.staff.invite.email }).fill(invitee);
    await form.getByLabel(t.staff.invite.role, { exact: true }).selectOption("host");
    await form.getByLabel(t.staff.invite.language, { exact: true }).selectOption(language);
    await form.getByRole("button", { name: t.staff.invite.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: invitee })).toBeVisible();
    await expect(page.getByTestId("pending-invitation").filter({ hasText: invitee })).toBeVisible();
    await checkAccessibility();

    // The invitee gets the e-mail in the chosen language, makes an account and opens the link.
    const letter = await newestMessage(request, invitee, /\/(socios\/invitacion|en\/partners\/invitation)\//);
    const link = /https?:\/\/\S+?\/(?:socios\/invitacion|en\/partners\/invitation)\/[0-9a-f]{64}\//.exec(
      letter.body,
    )?.[0];
    expect(link).toBeTruthy();
    expect(link).toContain(language === "en" ? "/en/partners/invitation/" : "/socios/invitacion/");
    await verifiedAccount(request, new URL(baseURL ?? "http://127.0.0.1").origin, invitee);

    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(new URL(link!).pathname);
    await signInFromRedirect(guest, language, invitee, INVITEE_PASSWORD);
    await expect(guest.getByRole("heading", { level: 1 })).toContainText(venueName);
    await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
    await guest.getByRole("button", { name: t.invitation.accept }).click();

    // In as host: the venue's home, without the staff or audit pages.
    await expect(guest.getByText(t.roles.host).first()).toBeVisible();
    await expect(guest.getByRole("heading", { name: t.venue.dayBook })).toBeVisible();
    await expect(guest.getByRole("link", { name: t.nav.staff, exact: true })).toHaveCount(0);
    await expect(guest.getByRole("link", { name: t.nav.audit, exact: true })).toHaveCount(0);
    await guest.getByRole("link", { name: t.nav.venues }).click();
    const card = guest.locator("main ul a").filter({ hasText: venueName });
    await expect(card).toContainText(t.roles.host);
    // The staff page typed in: a 403 page of the console, with the sections a host may open.
    const refused = await guest.goto(staffPath);
    expect(refused?.status()).toBe(403);
    await expect(guest.getByRole("heading", { level: 1, name: t.forbidden.title })).toBeVisible();
    await expect(guest.getByText(t.errors.forbidden)).toBeVisible();
    await expect(guest.getByRole("link", { name: t.nav.dayBook, exact: true })).toBeVisible();
    await expect(guest.getByRole("link", { name: t.nav.staff, exact: true })).toHaveCount(0);
    await expect(guest.locator("html")).toHaveAttribute("data-hydrated", "true");
    // The fixture's axe check follows the owner's page; this one is the host's.
    const axe = await new AxeBuilder({ page: guest })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .setLegacyMode(true)
      .analyze();
    expect(axe.violations.filter((found) => found.impact === "serious" || found.impact === "critical")).toEqual([]);
    await context.close();
  });
}
