import { z } from "zod";
import { textInput } from "../input.ts";
import { invoiceDto, membershipCountries } from "./schemas.ts";

/**
 * One membership invoice as a document (its page and its PDF): what the member was charged, for
 * which period and plan, by whom, and the IVA the amount already includes. Money is an integer of
 * minor units plus its ISO currency, like the rest of the memberships API.
 */
export const invoiceDocument = z.object({
  /** The provider's invoice id (`in_…`): the page's and the PDF's address. */
  id: z.string(),
  /** The invoice number; the id stands in while the provider has not numbered it. */
  number: z.string(),
  status: invoiceDto.shape.status,
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  plan: z.object({ code: z.string().nullable(), name: z.string() }),
  amount: z.number().int(),
  currency: z.string().length(3),
  /** The billing country (the membership's, else the currency's), or null when neither says. */
  country_code: z.enum(membershipCountries).nullable(),
  /** The IVA inside `amount` (prices include it), or null where no IVA applies. */
  tax: z.object({ name: z.literal("IVA"), rate_percent: z.number(), amount: z.number().int() }).nullable(),
  member: z.object({ name: z.string(), email: z.string() }),
  seller: z.object({ name: z.string() }),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

export const invoiceParams = z.object({
  id: z
    .string()
    .trim()
    .min(3)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, "a provider id"),
});
export const invoiceDocumentQuery = z.object({
  lang: z.enum(["es", "en"]).optional(),
  v: textInput().max(20).optional(),
});
export const invoiceDocumentAnswer = z.object({ invoice: invoiceDocument });

/** The PDF's address on the main API (a plain link: the session cookie goes with it). */
export function invoicePdfPath(id: string, language: "es" | "en", mainBase = "/"): string {
  const base = mainBase.endsWith("/") ? mainBase : `${mainBase}/`;
  return `${base}api/subscription/invoices/${encodeURIComponent(id)}/pdf?lang=${language}`;
}

/** `sobremesa-F-2026-0001.pdf`: the number, kept to characters every file system accepts. */
export function invoicePdfFileName(number: string): string {
  return `sobremesa-${number.replace(/[^A-Za-z0-9_-]+/g, "-")}.pdf`;
}
