import type { InvoiceDocument, Language } from "@sobremesa/contracts";
import { invoiceTexts } from "@sobremesa/domain/memberships";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { bundledCatalogues } from "#app/lib/i18n/bundled-catalogues.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { I18nextProvider } from "#app/lib/i18n/react-i18n.tsx";
import { invoiceFixture } from "../../membership/test-fixtures";
import { InvoicePageView } from "./invoice-page-view";
import { InvoicesList } from "./invoices-list";

const document: InvoiceDocument = {
  id: "in_sandbox_1",
  number: "SBM-0001",
  status: "paid",
  issued_at: "2026-08-14T18:00:00.000Z",
  paid_at: "2026-08-14T18:05:00.000Z",
  period_start: "2026-08-14T18:00:00.000Z",
  period_end: "2026-09-14T18:00:00.000Z",
  plan: { code: "premium", name: "Premium" },
  amount: 14900,
  currency: "MXN",
  country_code: "mx",
  tax: { name: "IVA", rate_percent: 16, amount: 2055 },
  member: { name: "Ana López", email: "ana@example.com" },
  seller: { name: "Sobremesa" },
};

function render(element: () => React.ReactNode, language: Language, path: string): string {
  const Stub = createRoutesStub([{ path, Component: element }]);
  return renderToString(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("the invoice page", () => {
  it("shows the invoice with its IVA, a PDF download and the way back to the panel, in Spanish", () => {
    const html = render(
      () => <InvoicePageView invoice={document} language="es" />,
      "es",
      "/panel-de-usuario/facturas/in_sandbox_1/",
    );
    const words = text(html);
    expect(words).toContain("Factura SBM-0001");
    expect(words).toContain("Pagada");
    expect(words).toContain("Ana López");
    expect(words).toContain("ana@example.com");
    expect(words).toContain("Membresía Premium");
    expect(words).toContain("14 de agosto de 2026");
    expect(words).toMatch(/Total \$149 /);
    expect(words).toMatch(/IVA incluido \(16 %\) \$20\.55/);
    expect(html).toMatch(/href="\/api\/subscription\/invoices\/in_sandbox_1\/pdf\?lang=es"[^>]*download/);
    expect(words).toContain("Descargar PDF");
    expect(html).toContain('href="/panel-de-usuario/?tab=membership"');
  });

  it("speaks English under /en and says when an invoice is not paid yet", () => {
    const open = { ...document, status: "open" as const, paid_at: null };
    const words = text(
      render(() => <InvoicePageView invoice={open} language="en" />, "en", "/en/user-panel/invoices/in_sandbox_1/"),
    );
    expect(words).toContain("Invoice SBM-0001");
    expect(words).toContain("Pending");
    expect(words).toContain("Not paid");
    expect(words).toContain("IVA included (16%)");
    expect(words).toContain("Download PDF");
    expect(words).toContain("Back to my membership");
  });

  it("is linked from each row of the invoices list", () => {
    const es = render(() => <InvoicesList invoices={[invoiceFixture()]} />, "es", "/panel-de-usuario/");
    expect(es).toMatch(
      /<a aria-label="Abrir la factura del 14 ago 2026"[^>]*href="\/panel-de-usuario\/facturas\/in_sandbox_1\/"/,
    );
    const en = render(() => <InvoicesList invoices={[invoiceFixture()]} />, "en", "/en/user-panel/");
    expect(en).toContain('href="/en/user-panel/invoices/in_sandbox_1/"');
  });

  it("uses word for word the texts the server writes into the PDF", () => {
    for (const language of ["es", "en"] as const) {
      const page = bundledCatalogues[language].userPanel.invoice as Record<string, unknown>;
      for (const [key, value] of Object.entries(invoiceTexts[language])) {
        expect(page[key], `${language} userPanel.invoice.${key}`).toEqual(value);
      }
    }
  });
});
