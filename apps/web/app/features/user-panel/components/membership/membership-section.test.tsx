import type { AccountUser, Language } from "@sobremesa/contracts";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { cardFixture, invoiceFixture, subscriptionFixture } from "../../membership/test-fixtures";
import type { MembershipOverview, MembershipPanelData } from "../../user-panel-data";
import { MembershipSection } from "./membership-section";

const user = { id: "u1", email: "ana@example.com", firstName: "Ana" } as AccountUser;
let current: MembershipPanelData;

function Section() {
  return <MembershipSection data={current} user={user} />;
}

function render(data: MembershipPanelData, language: Language = "es"): string {
  const path = language === "es" ? "/panel-de-usuario/" : "/en/user-panel/";
  current = data;
  const Stub = createRoutesStub([{ path, Component: Section }]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={[`${path}?tab=membership`]} />
    </I18nextProvider>,
  );
}

function loaded(overview: Partial<MembershipOverview>, placesDiscount: number | null = 15): MembershipPanelData {
  return {
    state: "loaded",
    overview: { subscription: null, paymentMethods: [], defaultPaymentMethod: null, invoices: [], ...overview },
    placesDiscount,
    provider: { name: "sandbox", publishableKey: null },
  };
}

/** The words a person reads: React's text separators dropped, tags as spaces, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("MembershipSection on the server", () => {
  it("invites to /plus/ when there is no membership, with no cards or invoices to show", () => {
    const html = render(loaded({}));
    expect(html).toMatch(/href="\/plus\/"[^>]*>Probar 30 días gratis</);
    expect(html).toContain("Aún no tienes una membresía");
    expect(html).not.toContain("Tarjetas de pago");
    expect(html).not.toContain("Facturas");
  });

  it("shows a trial with its end, first charge, discount, default card and invoice, in Spanish", () => {
    const card = cardFixture();
    const raw = render(
      loaded({
        subscription: subscriptionFixture({
          trial_ends_at: "2099-08-14T18:00:00.000Z",
          current_period_end: "2099-08-14T18:00:00.000Z",
        }),
        paymentMethods: [card, cardFixture({ id: "pm_2", last4: "3184", exp_month: 1, exp_year: 2020 })],
        defaultPaymentMethod: card.id,
        invoices: [invoiceFixture({ amount: 0, hosted_url: "https://billing.example/in_1" })],
      }),
    );
    const html = text(raw);
    expect(html).toContain("Sobremesa Premium");
    expect(html).toContain("Estado de la membresía: En prueba");
    expect(html).toContain("Prueba gratis hasta 14 de agosto de 2099");
    expect(html).toContain("Primer cobro $149 el 14 de agosto de 2099");
    expect(html).toContain("Descuento en lugares participantes 15%");
    expect(html).toContain("Visa •••• terminada en 4242 Predeterminada");
    expect(html).toContain("Vence 12/30");
    expect(html).toContain("Vencida 01/20");
    expect(html).toMatch(/\$0(?![.,\d])/);
    expect(html).toContain("Pagada");
    expect(raw).toMatch(/href="https:\/\/billing.example\/in_1"[^>]*aria-label="Ver la factura del 14 ago 2026/);
    expect(html).toContain("Cancelar membresía");
  });

  it("says a failed payment is retried until a date while the benefits go on, with the card to update, in English", () => {
    const html = text(
      render(
        loaded({
          subscription: subscriptionFixture({
            status: "past_due",
            trial_ends_at: null,
            grace_ends_at: "2099-07-27T18:00:00.000Z",
          }),
        }),
        "en",
      ),
    );
    expect(html).toContain("Membership status: Payment due");
    expect(html).toContain(
      "Your payment didn't go through; we'll keep trying until July 27, 2099. Your benefits are still active.",
    );
    expect(html).toContain("Update card");
    expect(html).toContain("No invoices yet");
  });

  it("shows a cancelled membership's last day and no way to cancel it again", () => {
    const html = text(
      render(
        loaded({
          subscription: subscriptionFixture({
            status: "cancelled",
            cancel_at_period_end: true,
            ends_at: "2099-08-14T18:00:00.000Z",
          }),
        }),
      ),
    );
    expect(html).toContain("Estado de la membresía: Cancelada");
    expect(html).toContain("tus beneficios siguen hasta el 14 de agosto de 2099");
    expect(html).not.toContain("Cancelar membresía");
  });

  it("says when the membership could not be read and offers to try again", () => {
    const html = text(render({ state: "failed" }));
    expect(html).toContain("No pudimos cargar tu membresía");
    expect(html).toContain("Intentar de nuevo");
  });
});
