import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { PASSWORD, uniqueEmail, verifiedAccount } from "../fixtures/accounts.ts";
import { expect, localisedPath, test } from "../fixtures/index.ts";

type Language = "es" | "en";

const copy = {
  es: {
    t: es,
    thanks: /\/premium\/checkout\/gracias-por-tu-compra\/$/,
    alreadyMember: /\/premium\/already-member\/$/,
    checkout: /\/premium\/checkout\/(\?|$)/,
    declined: "Tu banco rechazó la tarjeta",
    trialEnds: /Tu prueba gratis termina el \d{1,2} de [a-z]+ de \d{4}\./,
  },
  en: {
    t: en,
    thanks: /\/en\/premium\/checkout\/thank-you-for-your-purchase\/$/,
    alreadyMember: /\/en\/premium\/already-member\/$/,
    checkout: /\/en\/premium\/checkout\/(\?|$)/,
    declined: "Your bank declined the card",
    trialEnds: /Your free trial ends on [A-Z][a-z]+ \d{1,2}, \d{4}\./,
  },
} as const;

const PREMIUM = "Sobremesa Premium";

/** A verified account made through the API, not signed in. */
async function verifiedUser(request: APIRequestContext, origin: string, label: string): Promise<string> {
  const email = uniqueEmail(`member.${label}`);
  await verifiedAccount(request, { origin, email, password: PASSWORD });
  return email;
}

async function payWith(page: Page, language: Language, number: string) {
  const card = copy[language].t.membership.checkout.card;
  await page.getByLabel(card.number, { exact: true }).fill(number);
  await page.getByLabel(card.expiry, { exact: true }).fill("12/34");
  await page.getByLabel(card.cvc, { exact: true }).fill("123");
  await page.getByLabel(card.name, { exact: true }).fill("Ana López");
}

const submitTrial = (language: Language) => copy[language].t.membership.checkout.submitTrial.replace("{{count}}", "30");

for (const language of ["es", "en"] as const) {
  const { t } = copy[language];
  const m = t.membership;

  test(`plans -> sign in -> trial checkout -> thanks -> already a member (${language})`, async ({
    navigate,
    page,
    request,
    baseURL,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = await verifiedUser(request, new URL(baseURL!).origin, `${language}-${testInfo.project.name}`);

    // The landing lists the plans with their price, trial and discount, and leads to a checkout.
    await navigate("/plus/", language);
    await expect(page.getByRole("heading", { level: 1, name: m.landing.plus.heading })).toBeVisible();
    const premium = page.getByRole("article", { name: PREMIUM });
    await expect(premium.getByText(/\$\d+/).first()).toBeVisible();
    await expect(premium.getByText(m.landing.trial_other.replace("{{count}}", "30"))).toBeVisible();
    await checkAccessibility();
    await premium.getByRole("link", { name: m.landing.cta.replace("{{plan}}", PREMIUM) }).click();
    await expect(page).toHaveURL(copy[language].checkout);

    // Signed out: the checkout asks to sign in, and the side panel brings the visitor back.
    await expect(page.getByRole("heading", { name: m.checkout.signIn.title })).toBeVisible();
    await expect(page.getByTestId("pay-today")).toHaveText(/\$0/);
    await checkAccessibility();
    await page.getByRole("link", { name: m.checkout.signIn.cta }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(copy[language].checkout);
    await expect(page.getByLabel(m.checkout.card.number, { exact: true })).toBeVisible();

    // A typo is caught in the browser, in the page language, with focus on the field.
    await payWith(page, language, "4242 4242 4242 4241");
    await page.getByRole("button", { name: submitTrial(language) }).click();
    await expect(page.getByText(m.checkout.card.errors.numberInvalid)).toBeVisible();
    await expect(page.getByLabel(m.checkout.card.number, { exact: true })).toBeFocused();

    // The approved test card on the trial.
    await payWith(page, language, "4242 4242 4242 4242");
    // The sign-in toast has gone (axe would judge its text while it fades).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await checkAccessibility();
    await page.getByRole("button", { name: submitTrial(language) }).click();
    await expect(page).toHaveURL(copy[language].thanks);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(PREMIUM);
    await expect(page.getByTestId("thanks-trial")).toHaveText(copy[language].trialEnds);
    await expect(page.getByText("4242", { exact: false }).first()).toBeVisible();
    await checkAccessibility();

    // The checkout now sends the member to the already-member page.
    await page.goto(localisedPath("/premium/checkout/", language));
    await expect(page).toHaveURL(copy[language].alreadyMember);
    await expect(page.getByRole("heading", { level: 1, name: m.alreadyMember.heading })).toBeVisible();
    await expect(page.getByText(m.alreadyMember.status.trialing)).toBeVisible();
    await checkAccessibility();
  });

  test(`a declined card says so next to the form and leaves no membership (${language})`, async ({
    navigate,
    login,
    page,
    request,
    baseURL,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = await verifiedUser(
      request,
      new URL(baseURL!).origin,
      `declined-${language}-${testInfo.project.name}`,
    );
    await login({ email, password: PASSWORD, language });

    await navigate("/premium/checkout/", language);
    await payWith(page, language, "4000 0000 0000 0002");
    await page.getByRole("button", { name: submitTrial(language) }).click();
    const alert = page.getByRole("alert").filter({ hasText: copy[language].declined });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(copy[language].checkout);
    await expect(page.getByRole("button", { name: submitTrial(language) })).toBeEnabled();
    await checkAccessibility();

    // No membership: the checkout still opens, and the already-member page says there is none.
    await navigate("/premium/checkout/", language);
    await expect(page).toHaveURL(copy[language].checkout);
    await navigate("/premium/already-member/", language);
    await expect(page.getByRole("heading", { level: 1, name: m.alreadyMember.none.heading })).toBeVisible();
  });
}
