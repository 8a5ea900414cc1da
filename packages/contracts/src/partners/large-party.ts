import { z } from "zod";
import { textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { LARGE_PARTY_MESSAGE_MAX, largePartyStatuses } from "../reservations/large-party.ts";
import { dayBookEntry, dayBookTable } from "./day-book.ts";
import { venueParams } from "./schemas.ts";

/**
 * The venue's side of large-party requests (partner console, day book): the pending ones, and the
 * answer to each, once: accepted with tables (a confirmed booking), or declined with a message.
 */

export const largePartyRequestParams = venueParams.extend({ requestId: z.uuid("a request's id") });

export const largePartyEntry = z.object({
  id: z.string(),
  status: z.enum(largePartyStatuses),
  party: z.number().int(),
  /** The venue's local date and preferred seating time. */
  date: z.string(),
  time: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: z.enum(languages),
  createdAt: z.string(),
  /** The venue's tables free for the whole stay at the preferred time (the accept form offers these). */
  freeTableIds: z.array(z.number().int()),
  /** Why the preferred time cannot be booked as it is (a reservation error code); null when it can. */
  problem: z.string().nullable(),
});
export type LargePartyEntry = z.infer<typeof largePartyEntry>;

export const largePartyListAnswer = z.object({
  requests: z.array(largePartyEntry),
  tables: z.array(dayBookTable),
  /** The venue's table combinations, offered as one choice each. */
  combinations: z.array(
    z.object({ id: z.number().int(), tableIds: z.array(z.number().int()), maxCovers: z.number().int() }),
  ),
});
export type LargePartyListAnswer = z.infer<typeof largePartyListAnswer>;

/** A table, or several pushed together (a combination's, or the host's own choice). */
export const acceptLargePartyBody = z.object({
  tableIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(12),
});
export type AcceptLargePartyBody = z.input<typeof acceptLargePartyBody>;

export const declineLargePartyBody = z.object({
  message: textInput().trim().min(3).max(LARGE_PARTY_MESSAGE_MAX),
});
export type DeclineLargePartyBody = z.input<typeof declineLargePartyBody>;

export const largePartyAnswer = z.object({
  request: largePartyEntry.omit({ freeTableIds: true, problem: true }),
  /** The booking an acceptance made; null for a decline. */
  reservation: dayBookEntry.nullable(),
});
export type LargePartyAnswer = z.infer<typeof largePartyAnswer>;
