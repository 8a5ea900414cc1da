import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import type { CardPaymentPart } from "../card-payment";
import { usePurchase } from "../use-purchase";
import { PurchaseShell } from "./purchase-shell";

const CONTACT = { firstName: "Ana", lastName: "López", email: "ana@example.com", countryCode: "+52", phone: "" };

function Harness({ contactTitle }: { contactTitle?: string }) {
  const purchase = usePurchase<{ contact: typeof CONTACT; payment: CardPaymentPart }, object, never>({
    scope: "store:test",
    language: "es",
    provider: "sandbox",
    savedCards: [],
    contact: CONTACT,
    send: async () => ({}),
    authenticate: async () => ({}),
    outcomeOf: () => "other",
    referenceOf: () => "",
    clientSecretOf: () => null,
    onPaid: () => {},
    failureAt: () => "payment",
    sections: {},
    build: (contact, card) => ({ contact, payment: card }),
    onRestore: () => {},
    messages: { generic: "generic", authRejected: "rejected" },
  });
  return (
    <PurchaseShell
      purchase={purchase}
      copy={{
        contactTitle,
        paymentTitle: "PAYMENT-TITLE",
        summaryTitle: "SUMMARY-TITLE",
        submit: "Pay $1,234.00",
        pending: "PENDING",
        bankText: "BANK",
      }}
      beforeContact={<section data-part="goods" />}
      afterContact={<section data-part="delivery" />}
      summary={<dl data-part="lines" />}
      summaryFooter={<p data-part="policy" />}
    />
  );
}

function render(language: "es" | "en", contactTitle?: string) {
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Harness contactTitle={contactTitle} />
    </I18nextProvider>,
  );
}

describe("PurchaseShell", () => {
  it("puts the view's parts around the contact and the card, and the summary beside the pay button", () => {
    const html = render("es");
    const order = [
      'data-part="goods"',
      getI18n("es").t("experiences.buy.contactTitle"),
      'data-part="delivery"',
      "PAYMENT-TITLE",
      "SUMMARY-TITLE",
      'data-part="lines"',
      "Pay $1,234.00",
      getI18n("es").t("membership.checkout.secure"),
      'data-part="policy"',
    ].map((part) => html.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("opens without a problem, a doubt or a locked card, and takes the contact it was given", () => {
    for (const language of ["es", "en"] as const) {
      const html = render(language);
      const { t } = getI18n(language);
      expect(html).not.toContain('role="alert"');
      expect(html).not.toContain(t("payment.doubt.retry"));
      expect(html).not.toContain('data-testid="payment-locked"');
      expect(html).toContain('value="ana@example.com"');
    }
  });

  it("takes the view's contact heading when it has one", () => {
    expect(render("en", "CONTACT-TITLE")).toContain("CONTACT-TITLE");
  });
});
