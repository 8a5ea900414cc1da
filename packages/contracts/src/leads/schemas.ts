import { z } from "zod";
import { normalizePhone } from "../accounts/phone.ts";
import { addDays, isLocalDate } from "../calendar.ts";
import { hasNoControlCharacters, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { occasions } from "../reservations/occasions.ts";

/**
 * The concierge form and the chains' partner form, on the main web API. Every rule's
 * message is a code (`LeadProblem`) that says what to fix; the server and the pages each turn it
 * into a sentence in the visitor's language, so one schema serves both ends.
 */

export const leadProblems = [
  "occasionRequired",
  "dateInvalid",
  "datePast",
  "dateTooFar",
  "partySize",
  "budgetRequired",
  "countryRequired",
  "cityRequired",
  "nameRequired",
  "emailInvalid",
  "dialCodeInvalid",
  "phoneInvalid",
  "companyRequired",
  "branches",
  "countriesRequired",
  "messageTooLong",
  "textTooLong",
  "textInvalid",
] as const;
export type LeadProblem = (typeof leadProblems)[number];

export const leadCountries = ["mx", "co", "cr"] as const;
export type LeadCountry = (typeof leadCountries)[number];
export const conciergeOccasions = occasions;
export type ConciergeOccasion = (typeof conciergeOccasions)[number];
/** Spend per person, named rather than in money: the three countries have three currencies. */
export const conciergeBudgets = ["casual", "moderate", "upscale", "luxury", "flexible"] as const;
export type ConciergeBudget = (typeof conciergeBudgets)[number];

export const LEAD_MESSAGE_MAX = 2000;
export const CONCIERGE_PARTY_MAX = 500;
export const PARTNER_BRANCHES_MAX = 10_000;
/** How far ahead the concierge plans. */
export const CONCIERGE_DAYS_AHEAD = 366;

export const leadReferencePrefix = { concierge: "CNC", partner: "PTR" } as const;
export type LeadKind = keyof typeof leadReferencePrefix;

/** UTC's calendar date of an instant. */
export function utcDate(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Why a requested date cannot be planned, or null. "Today" is the visitor's, which may be UTC's
 * yesterday (the Americas are behind UTC): a day of slack keeps an evening request in Mexico valid.
 */
export function leadDateProblem(date: string, now: Date = new Date()): LeadProblem | null {
  if (!isLocalDate(date)) return "dateInvalid";
  const today = utcDate(now);
  if (date < addDays(today, -1)) return "datePast";
  if (date > addDays(today, CONCIERGE_DAYS_AHEAD)) return "dateTooFar";
  return null;
}

/** Text a person typed, without the control characters (such as NUL) no keyboard types. */
const typed = (problem: LeadProblem) => z.string(problem).refine(hasNoControlCharacters, "textInvalid");
const text = (max: number, required: LeadProblem) => typed(required).trim().min(1, required).max(max, "textTooLong");
const choice = <T extends readonly [string, ...string[]]>(values: T, problem: LeadProblem) =>
  z.enum(values, { error: problem });
const wholeNumber = (min: number, max: number, problem: LeadProblem) =>
  z.coerce.number({ error: problem }).int(problem).min(min, problem).max(max, problem);

const contactFields = {
  name: text(120, "nameRequired"),
  email: typed("emailInvalid").trim().toLowerCase().max(254, "emailInvalid").pipe(z.email("emailInvalid")),
  /** "+52", "+57", "+506" (the dial codes of PhoneField). */
  dialCode: typed("dialCodeInvalid")
    .trim()
    .regex(/^\+\d{1,4}$/, "dialCodeInvalid"),
  phone: typed("phoneInvalid").trim().min(4, "phoneInvalid").max(32, "phoneInvalid"),
  message: typed("messageTooLong").trim().max(LEAD_MESSAGE_MAX, "messageTooLong").optional(),
  /**
   * The honeypot: hidden from people (and from assistive technology), filled in by form-filling
   * bots. A request that fills it is answered like any other and stores nothing.
   */
  website: typed("textInvalid").max(500).optional(),
  lang: z.enum(languages).default("es"),
};

function checkPhone(body: { phone: string; dialCode: string }, context: z.RefinementCtx) {
  if (body.phone.length >= 4 && /^\+\d{1,4}$/.test(body.dialCode) && !normalizePhone(body.phone, body.dialCode)) {
    context.addIssue({ code: "custom", message: "phoneInvalid" satisfies LeadProblem, path: ["phone"] });
  }
}

/** POST /api/leads/concierge: a diner asks the concierge team to plan an outing. */
export const conciergeLeadBody = z
  .object({
    occasion: choice(conciergeOccasions, "occasionRequired"),
    date: typed("dateInvalid")
      .trim()
      .superRefine((date, context) => {
        const problem = leadDateProblem(date);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    partySize: wholeNumber(1, CONCIERGE_PARTY_MAX, "partySize"),
    budget: choice(conciergeBudgets, "budgetRequired"),
    country: choice(leadCountries, "countryRequired"),
    city: text(80, "cityRequired"),
    ...contactFields,
  })
  .superRefine(checkPhone);
export type ConciergeLeadBody = z.input<typeof conciergeLeadBody>;
export type ConciergeLead = z.output<typeof conciergeLeadBody>;

/** POST /api/leads/partners: a restaurant, bar or nightclub chain asks to join Sobremesa. */
export const partnerLeadBody = z
  .object({
    company: text(120, "companyRequired"),
    branches: wholeNumber(1, PARTNER_BRANCHES_MAX, "branches"),
    countries: z
      .array(choice(leadCountries, "countriesRequired"), { error: "countriesRequired" })
      .min(1, "countriesRequired")
      .max(leadCountries.length, "countriesRequired")
      .transform((values) => [...new Set(values)]),
    ...contactFields,
  })
  .superRefine(checkPhone);
export type PartnerLeadBody = z.input<typeof partnerLeadBody>;
export type PartnerLead = z.output<typeof partnerLeadBody>;

/** 201: the lead was stored; the reference is what the person quotes to the team. */
export const leadAnswer = z.object({
  data: z.object({ kind: z.enum(["concierge", "partner"]), reference: z.string() }),
});
export type LeadAnswer = z.infer<typeof leadAnswer>;

export interface LeadFieldProblem {
  /** The form field, e.g. "email", "countries". */
  field: string;
  problem: LeadProblem;
}

/** The first problem of each field of a failed parse, as codes (unknown messages become the field's generic code). */
export function leadFieldProblems(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems: LeadFieldProblem[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (problems.some((entry) => entry.field === field)) continue;
    const problem = (leadProblems as readonly string[]).includes(issue.message)
      ? (issue.message as LeadProblem)
      : "textTooLong";
    problems.push({ field, problem });
  }
  return problems;
}

// ---- chains (the franchise landing) -------------------------------------------------------------

export const chainBranch = z.object({
  slug: z.string(),
  name: z.string(),
  /** The colony or neighbourhood, when the place has one. */
  area: z.string().nullable(),
  path: z.string(),
});
export const chainCity = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  branches: z.array(chainBranch),
});
export const chainSummary = z.object({
  name: z.string(),
  category: z.enum(["restaurant", "bar", "nightclub"]),
  branchCount: z.number().int(),
  cityCount: z.number().int(),
  countries: z.array(z.string()),
  cities: z.array(chainCity),
});
export type ChainSummary = z.infer<typeof chainSummary>;
export const chainsQuery = z.object({
  lang: z.enum(languages).default("es"),
  v: textInput().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export const chainsAnswer = z.object({ data: z.array(chainSummary), total: z.number().int() });
export type ChainsAnswer = z.infer<typeof chainsAnswer>;
