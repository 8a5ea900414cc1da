import { describe, expect, it } from "vitest";
import { buildInvoiceDocument, formatInvoiceDocument, type InvoiceOfUserRow } from "./invoice-document.ts";

const row = (overrides: Partial<InvoiceOfUserRow> = {}, invoice: Partial<InvoiceOfUserRow["invoice"]> = {}) =>
  ({
    invoice: {
      id: "7c1f0d1e-0000-4000-8000-000000000001",
      customerId: "7c1f0d1e-0000-4000-8000-000000000002",
      subscriptionId: "7c1f0d1e-0000-4000-8000-000000000003",
      providerInvoiceId: "in_test_1",
      number: "SBX-0001",
      amountDue: 14900,
      amountPaid: 14900,
      currency: "MXN",
      status: "paid",
      periodStart: new Date("2026-07-14T18:00:00Z"),
      periodEnd: new Date("2026-08-14T18:00:00Z"),
      paidAt: new Date("2026-07-14T18:00:05Z"),
      hostedUrl: null,
      createdAt: new Date("2026-07-14T18:00:00Z"),
      ...invoice,
    },
    planCode: "premium",
    planNameEs: "Sobremesa Premium",
    planNameEn: "Sobremesa Premium (en)",
    countryCode: "mx",
    memberName: "ana",
    memberFirstName: "Ana",
    memberLastName: "López",
    memberEmail: "ana@example.com",
    ...overrides,
  }) satisfies InvoiceOfUserRow;

describe("an invoice document", () => {
  it("carries the number, dates, period, plan, member, seller and the IVA the price includes", () => {
    expect(buildInvoiceDocument(row(), "es")).toEqual({
      id: "in_test_1",
      number: "SBX-0001",
      status: "paid",
      issued_at: "2026-07-14T18:00:00.000Z",
      paid_at: "2026-07-14T18:00:05.000Z",
      period_start: "2026-07-14T18:00:00.000Z",
      period_end: "2026-08-14T18:00:00.000Z",
      plan: { code: "premium", name: "Sobremesa Premium" },
      amount: 14900,
      currency: "MXN",
      country_code: "mx",
      // 149.00 includes 16 %: 149 × 16 / 116 = 20.55.
      tax: { name: "IVA", rate_percent: 16, amount: 2055 },
      member: { name: "Ana López", email: "ana@example.com" },
      seller: { name: "Sobremesa" },
    });
  });

  it("names the plan in the member's language and takes each country's IVA", () => {
    const co = buildInvoiceDocument(row({ countryCode: "co" }, { currency: "COP", amountDue: 5_950_000 }), "en");
    expect(co.plan.name).toBe("Sobremesa Premium (en)");
    expect(co.tax).toEqual({ name: "IVA", rate_percent: 19, amount: 950_000 });
    const cr = buildInvoiceDocument(row({ countryCode: "cr" }, { currency: "CRC", amountDue: 1_130_000 }), "es");
    expect(cr.tax).toEqual({ name: "IVA", rate_percent: 13, amount: 130_000 });
  });

  it("falls back on the currency's country, the provider id and the account name; no IVA where no country is known", () => {
    const loose = buildInvoiceDocument(
      row(
        {
          countryCode: null,
          planCode: null,
          planNameEs: null,
          planNameEn: null,
          memberFirstName: "",
          memberLastName: "",
        },
        { number: null, currency: "crc", status: "something_new", paidAt: null },
      ),
      "es",
    );
    expect(loose).toMatchObject({
      number: "in_test_1",
      status: "open",
      paid_at: null,
      currency: "CRC",
      country_code: "cr",
      plan: { code: null, name: "Sobremesa" },
      member: { name: "ana" },
    });
    const unknown = buildInvoiceDocument(row({ countryCode: null }, { currency: "USD" }), "en");
    expect(unknown.country_code).toBeNull();
    expect(unknown.tax).toBeNull();
  });

  it("writes its figures in the member's language, as its page does", () => {
    const es = formatInvoiceDocument(buildInvoiceDocument(row(), "es"), "es");
    expect(es).toMatchObject({
      amount: "$149",
      tax: { label: "IVA incluido (16 %)", amount: "$20.55" },
      issued: "14 de julio de 2026",
      concept: "Membresía Sobremesa Premium",
      status: "Pagada",
    });
    const en = formatInvoiceDocument(buildInvoiceDocument(row({}, { paidAt: null, status: "open" }), "en"), "en");
    expect(en).toMatchObject({ issued: "July 14, 2026", paid: "Not paid", status: "Pending" });
    expect(en.tax?.label).toBe("IVA included (16%)");
  });
});
