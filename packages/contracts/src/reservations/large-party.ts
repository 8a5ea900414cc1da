import { z } from "zod";
import type { ApiClient } from "../client.ts";
import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "../field-limits.ts";
import { textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { localDateField, localTimeField } from "./schemas.ts";

/**
 * A table for more people than the venue takes online: the diner asks, the venue answers by e-mail
 * (main web API; the venue's side is the partner console's).
 */

/** The largest party anyone may ask for. */
export const LARGE_PARTY_MAX = 100;
export const LARGE_PARTY_MESSAGE_MAX = 500;

export const largePartyStatuses = ["pending", "accepted", "declined", "cancelled"] as const;
export type LargePartyStatus = (typeof largePartyStatuses)[number];

/** The page's language in the query wins over the body's (errors and the diner's e-mail use it). */
export const largePartyQuery = z.object({ lang: z.enum(languages).optional() });

export const largePartyRequestBody = z.object({
  placeSlug: z
    .string()
    .trim()
    .min(1)
    .max(160)
    .regex(/^[a-z0-9-]+$/, "a place slug"),
  /** Above the venue's largest online party (checked against it by the domain). */
  party: z.number().int().min(2).max(LARGE_PARTY_MAX),
  date: localDateField,
  /** One of the day's seating times, available or not. */
  time: localTimeField,
  name: textInput()
    .trim()
    .min(1)
    .max(PERSON_NAME_MAX_LENGTH * 2),
  email: textInput().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email()),
  countryCode: z
    .string()
    .trim()
    .regex(/^(\+?\d{1,4}|[a-zA-Z]{2})$/, 'a dial code such as "+52"'),
  phone: textInput().trim().min(4).max(PHONE_MAX_LENGTH),
  message: textInput().trim().max(LARGE_PARTY_MESSAGE_MAX).default(""),
  lang: z.enum(languages).default("es"),
});
export type LargePartyRequestBody = z.input<typeof largePartyRequestBody>;
export type LargePartyRequestInput = z.infer<typeof largePartyRequestBody>;

export const largePartyRequestAnswer = z.object({
  data: z.object({
    id: z.string(),
    status: z.enum(largePartyStatuses),
    placeName: z.string(),
    party: z.number().int(),
    date: z.string(),
    time: z.string(),
  }),
});
export type LargePartyRequestAnswer = z.infer<typeof largePartyRequestAnswer>["data"];

/** The diner's request call: `lang` rides in the query (errors in the page's language) and the body. */
export function createLargePartyClient(client: ApiClient) {
  return {
    /** POST /api/large-party-requests; the same key on a retry answers the first request (200). */
    async request(body: Omit<LargePartyRequestBody, "lang">, options: { idempotencyKey: string }) {
      const answer = await client.mainWrite<{ data: LargePartyRequestAnswer }>(
        "POST",
        "/api/large-party-requests",
        { ...body, lang: client.language() },
        { headers: { "idempotency-key": options.idempotencyKey } },
      );
      return answer.data;
    },
  };
}
export type LargePartyClient = ReturnType<typeof createLargePartyClient>;
