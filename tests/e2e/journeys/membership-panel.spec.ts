import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { createMember } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
const panelPaths = { es: "/panel-de-usuario/?tab=membership", en: "/en/user-panel/?tab=membership" } as const;
/** "{{card}} es ahora…" with its values filled in, as i18next does. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));
}

/** A date as the panel writes it: long, in Mexico City (memberships billed in pesos). */
function longDate(iso: string, language: "es" | "en"): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    dateStyle: "long",
    timeZone: "America/Mexico_City",
  }).format(new Date(iso));
}

for (const language of ["es", "en"] as const) {
  const t = catalogues[language].userPanel.membership;
  // The free trial (its $0 invoice is the one to see). A start charged at once would show the active
  // state too, but the journeys share one sandbox clock, so no test moves time forward.
  const trial = true;

  test(`membership panel: status, cards, invoice, a second card made default, cancel with a reason and the offer once (${language})`, async ({
    page,
    checkAccessibility,
  }, testInfo) => {
    test.setTimeout(90_000);
    const baseURL = String(testInfo.project.use.baseURL);
    const email = `socia.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    const subscription = await createMember(page, baseURL, email, trial);
    const card = (last4: string) => fill(t.cards.name, { brand: "Visa", last4 });

    await page.goto(panelPaths[language]);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const main = page.getByRole("main");

    // The membership as the server has it: plan, status, the date that matters, the card, the invoice.
    const summary = main.locator("[data-membership-summary]");
    await expect(summary.getByRole("heading", { name: "Sobremesa Premium" })).toBeVisible();
    await expect(summary.locator("[data-membership-status]")).toHaveText(
      `${t.statusLabel}: ${trial ? t.status.trial : t.status.active}`,
    );
    await expect(summary).toContainText(trial ? t.facts.trialUntil : t.facts.nextCharge);
    await expect(summary).toContainText(longDate(subscription.current_period_end, language));
    const cards = main.locator("[data-payment-cards] > li");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("4242");
    await expect(cards.first()).toContainText(t.cards.default);
    const invoice = main.locator("[data-invoices] li").first();
    await expect(invoice).toContainText(t.invoices.states.paid);
    // Whole amounts without cents, as every price of the site reads.
    await expect(invoice).toContainText(trial ? /\$0(?![.\d])/ : /\$149(?![.\d])/);
    await checkAccessibility();

    // Adding a card: Escape closes the form and gives focus back; the checks speak before any request.
    const addButton = main.getByRole("button", { name: t.cards.add });
    await addButton.click();
    const dialog = page.getByRole("dialog", { name: t.addCard.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t.addCard.number)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(addButton).toBeFocused();

    await addButton.click();
    await dialog.getByRole("button", { name: t.addCard.submit }).click();
    const cardErrors = catalogues[language].membership.checkout.card.errors;
    await expect(dialog.getByText(cardErrors.numberRequired)).toBeVisible();
    await expect(dialog.getByLabel(t.addCard.number)).toBeFocused();
    await dialog.getByLabel(t.addCard.number).fill("4000 0027 6000 3185");
    await dialog.getByLabel(t.addCard.expiry).fill("01/20");
    await dialog.getByLabel(t.addCard.cvc).fill("123");
    await dialog.getByRole("button", { name: t.addCard.submit }).click();
    await expect(dialog.getByText(cardErrors.numberInvalid)).toBeVisible();
    await expect(dialog.getByText(cardErrors.expiryPast)).toBeVisible();
    await expect(dialog.getByLabel(t.addCard.number)).toHaveAttribute("aria-invalid", "true");

    // The card that asks for the bank's confirmation, kept as a spare (not default) at first.
    await dialog.getByRole("button", { name: /4000 0027 6000 3184/ }).click();
    await dialog.getByLabel(t.addCard.expiry).fill("12/30");
    await dialog.getByRole("checkbox", { name: t.addCard.makeDefault }).uncheck();
    await dialog.getByRole("button", { name: t.addCard.submit }).click();
    const bank = page.getByRole("alertdialog", { name: t.addCard.authTitle });
    await expect(bank).toBeVisible();
    await expect(bank.getByRole("button", { name: t.addCard.approve })).toBeFocused();
    await checkAccessibility();
    await bank.getByRole("button", { name: t.addCard.approve }).click();
    await expect(bank).toHaveCount(0);
    await expect(cards).toHaveCount(2);
    const spare = cards.filter({ hasText: "3184" });
    await expect(spare).not.toContainText(t.cards.default);

    // Make it the default, then remove the old card (after saying yes to the question).
    await main.getByRole("button", { name: fill(t.cards.makeDefaultLabel, { card: card("3184") }) }).click();
    await expect(spare).toContainText(t.cards.default);
    await expect(cards.filter({ hasText: "4242" })).not.toContainText(t.cards.default);
    await main.getByRole("button", { name: fill(t.cards.removeLabel, { card: card("4242") }) }).click();
    const question = page.getByRole("alertdialog", { name: fill(t.cards.removeConfirm, { card: card("4242") }) });
    await question.getByRole("button", { name: t.cards.removeConfirmButton }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("3184");

    // The only card of a live membership cannot go: the server says why, and the panel shows it.
    await main.getByRole("button", { name: fill(t.cards.removeLabel, { card: card("3184") }) }).click();
    await page
      .getByRole("alertdialog", { name: fill(t.cards.removeConfirm, { card: card("3184") }) })
      .getByRole("button", { name: t.cards.removeConfirmButton })
      .click();
    await expect(main.getByRole("alert").filter({ hasText: /única tarjeta|only card/ })).toBeVisible();
    await expect(cards).toHaveCount(1);

    // Cancel: a reason is required, the retention offer comes once, declining is one click.
    const cancelButton = summary.getByRole("button", { name: t.cancel });
    const cancelDialog = page.getByRole("dialog", { name: t.cancelFlow.title });
    const chooseReason = async () => {
      await cancelButton.click();
      await cancelDialog.getByRole("radio", { name: t.cancelFlow.reasons.not_using }).check();
      await cancelDialog.getByLabel(t.cancelFlow.details).fill("Viajo mucho este año.");
      await cancelDialog.getByRole("button", { name: t.cancelFlow.continue }).click();
    };
    await cancelButton.click();
    await cancelDialog.getByRole("button", { name: t.cancelFlow.continue }).click();
    await expect(cancelDialog.getByText(t.cancelFlow.reasonRequired)).toBeVisible();
    await page.keyboard.press("Escape");
    await chooseReason();
    const offer = page.getByRole("alertdialog", { name: t.cancelFlow.offerTitle });
    await expect(offer).toContainText(fill(t.cancelFlow.offer_other, { percent: 50, count: 3 }));
    await expect(offer.getByRole("button", { name: t.cancelFlow.acceptOffer })).toBeVisible();
    await checkAccessibility();
    if (language === "es") {
      await offer.getByRole("button", { name: t.cancelFlow.declineOffer }).click();
    } else {
      // Taking the offer: the server's message, and the discount on the membership's next charge.
      await offer.getByRole("button", { name: t.cancelFlow.acceptOffer }).click();
      const kept = page.getByRole("dialog", { name: t.cancelFlow.offerAcceptedTitle });
      await expect(kept).toContainText(/50%/);
      await kept.getByRole("button", { name: t.cancelFlow.gotIt }).click();
      await expect(summary).toContainText(t.facts.membershipDiscount);
      await expect(summary).toContainText("$74.50");
      // Leaving after all: the offer is not made twice, a plain confirmation is.
      await chooseReason();
      const confirm = page.getByRole("alertdialog", { name: t.cancelFlow.confirmTitle });
      await expect(confirm).toContainText(
        fill(t.cancelFlow.confirmText, { date: longDate(subscription.current_period_end, language) }),
      );
      await confirm.getByRole("button", { name: t.cancelFlow.confirm }).click();
    }
    const done = page.getByRole("dialog", { name: t.cancelFlow.doneTitle });
    const until = longDate(subscription.current_period_end, language);
    await expect(done).toContainText(fill(t.cancelFlow.doneUntil, { date: until }));
    await done.getByRole("button", { name: t.cancelFlow.gotIt }).click();

    await expect(summary.locator("[data-membership-status]")).toHaveText(`${t.statusLabel}: ${t.status.cancelled}`);
    await expect(summary).toContainText(fill(t.notices.cancelled, { date: until }));
    await expect(summary.getByRole("button", { name: t.cancel })).toHaveCount(0);
    await checkAccessibility();
  });
}
