import {
  COUNTRIES,
  formatDate,
  formatDateRange,
  formatMoney,
  type InvoiceDocument,
  type InvoiceDto,
  IVA_RATE_BP,
  includedTax,
  invoicePdfFileName,
  type Language,
  type MembershipCountry,
  membershipCountries,
  membershipCurrencies,
} from "@sobremesa/contracts";
import type { Database } from "@sobremesa/db";
import { domainCatalogues, domainText } from "../i18n/index.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { createMembershipsRepository, type MembershipsRepository } from "./memberships-repository.ts";

/** The only read an invoice document needs: one invoice of the user's own, with its plan and member. */
export type InvoiceDocumentReads = Pick<MembershipsRepository, "invoiceOfUser">;
export type InvoiceOfUserRow = NonNullable<Awaited<ReturnType<MembershipsRepository["invoiceOfUser"]>>>;

export const INVOICE_SELLER = "Sobremesa";

const statuses: readonly InvoiceDto["status"][] = ["draft", "open", "paid", "void", "uncollectible"];

function billingCountryOf(countryCode: string | null, currency: string): MembershipCountry | null {
  if (countryCode && (membershipCountries as readonly string[]).includes(countryCode)) {
    return countryCode as MembershipCountry;
  }
  const byCurrency = Object.entries(membershipCurrencies).find(([, code]) => code === currency.toUpperCase());
  return (byCurrency?.[0] as MembershipCountry | undefined) ?? null;
}

/** The document of one stored invoice; pure, so the page, the PDF and the tests read the same figures. */
export function buildInvoiceDocument(row: InvoiceOfUserRow, language: Language): InvoiceDocument {
  const { invoice } = row;
  const country = billingCountryOf(row.countryCode, invoice.currency);
  // Memberships are sold at IVA-inclusive prices like the store's: the invoice shows the part that is tax.
  const rateBp = country ? IVA_RATE_BP[country] : undefined;
  const planName = (language === "en" ? row.planNameEn : row.planNameEs) ?? INVOICE_SELLER;
  const fullName = [row.memberFirstName, row.memberLastName].filter(Boolean).join(" ").trim();
  return {
    id: invoice.providerInvoiceId,
    number: invoice.number ?? invoice.providerInvoiceId,
    status: statuses.includes(invoice.status as InvoiceDto["status"])
      ? (invoice.status as InvoiceDto["status"])
      : "open",
    issued_at: invoice.createdAt.toISOString(),
    paid_at: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    period_start: invoice.periodStart.toISOString(),
    period_end: invoice.periodEnd.toISOString(),
    plan: { code: row.planCode, name: planName },
    amount: invoice.amountDue,
    currency: invoice.currency.toUpperCase(),
    country_code: country,
    tax:
      rateBp === undefined
        ? null
        : { name: "IVA", rate_percent: rateBp / 100, amount: includedTax(invoice.amountDue, rateBp) },
    member: { name: fullName || row.memberName, email: row.memberEmail },
    seller: { name: INVOICE_SELLER },
  };
}

/**
 * The invoice's texts, word for word those of its page (`userPanel.invoice` in the web catalogues; a
 * web test keeps the two equal), so the PDF and the page say the same.
 */
export const invoiceTexts = {
  es: domainCatalogues.es.memberships.invoice,
  en: domainCatalogues.en.memberships.invoice,
} as const;

/** The document's figures written out the way its page writes them (the shared money and date rules), in the member's language. */
export function formatInvoiceDocument(document: InvoiceDocument, language: Language) {
  const country = document.country_code ?? "mx";
  const { timeZone } = COUNTRIES[country];
  const money = (minor: number) => formatMoney(minor, document.currency, language, country);
  const date = (iso: string) => formatDate(iso, timeZone, language, "long");
  const texts = invoiceTexts[language];
  const t = domainText(language);
  return {
    texts,
    amount: money(document.amount),
    tax: document.tax
      ? {
          label: t("memberships.invoice.taxIncluded", { rate: String(document.tax.rate_percent) }),
          amount: money(document.tax.amount),
        }
      : null,
    issued: date(document.issued_at),
    paid: document.paid_at ? date(document.paid_at) : texts.notPaid,
    period: formatDateRange(document.period_start, document.period_end, timeZone, language),
    concept: t("memberships.invoice.membership", { plan: document.plan.name }),
    status: texts.states[document.status],
  };
}

/** What the API says for an invoice that is missing or not the caller's (the same words for both). */
export const invoiceNotFoundMessage = (language: Language) => domainText(language)("memberships.invoiceNotFound");

export type InvoiceView = ReturnType<typeof formatInvoiceDocument>;

/** One invoice of the caller's; null for an id that is missing or someone else's (they read the same). */
export function createInvoiceDocuments(reads: InvoiceDocumentReads) {
  async function document(userId: string, providerInvoiceId: string, language: Language) {
    const row = await reads.invoiceOfUser(userId, providerInvoiceId);
    return row ? buildInvoiceDocument(row, language) : null;
  }
  return {
    document,
    /** The invoice as a PDF in the member's language, and its file name; null like `document`. */
    async pdf(userId: string, providerInvoiceId: string, language: Language) {
      const found = await document(userId, providerInvoiceId, language);
      if (!found) return null;
      const bytes = await renderInvoicePdf(found, formatInvoiceDocument(found, language), language);
      return { fileName: invoicePdfFileName(found.number), bytes };
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;

/** The members' invoices as documents (their page and their PDF), read from the memberships tables. */
export function invoiceDocuments(db: Database): InvoiceDocuments {
  return createInvoiceDocuments(createMembershipsRepository(db));
}
