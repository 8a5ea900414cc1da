import { addDays, isLocalDate, isLocalTime } from "@sobremesa/contracts";

/** The most people anyone may ask a venue for. */
export const LARGE_PARTY_LIMIT = 100;

export type LargePartyProblem =
  | "partyTooSmall"
  | "partyTooLarge"
  | "invalidDate"
  | "datePast"
  | "dateBeyondWindow"
  | "notSeatingTime";

/** The field of the request form each problem is about. */
export const largePartyField: Record<LargePartyProblem, "party" | "date" | "time"> = {
  partyTooSmall: "party",
  partyTooLarge: "party",
  invalidDate: "date",
  datePast: "date",
  dateBeyondWindow: "date",
  notSeatingTime: "time",
};

export interface LargePartyCheck {
  party: number;
  date: string;
  time: string;
  /** The venue's largest online party: a request is for more. */
  maxPartySize: number;
  /** The venue's today (its zone) and how many days ahead it takes bookings. */
  today: string;
  daysAhead: number;
  /** The seating times of the asked date, available or not; a time that passed today is left out. */
  seatingTimes: readonly string[];
}

/**
 * Whether a large-party request may be sent: more people than the venue takes online and at most
 * LARGE_PARTY_LIMIT, a real date from the venue's today to the end of its booking window, and one of
 * that day's seating times. The first problem found, in the order of the form's fields; null when none.
 */
export function largePartyProblem(check: LargePartyCheck): LargePartyProblem | null {
  if (!Number.isInteger(check.party) || check.party <= check.maxPartySize) return "partyTooSmall";
  if (check.party > LARGE_PARTY_LIMIT) return "partyTooLarge";
  if (!isLocalDate(check.date)) return "invalidDate";
  if (check.date < check.today) return "datePast";
  if (check.date > addDays(check.today, check.daysAhead)) return "dateBeyondWindow";
  if (!isLocalTime(check.time) || !check.seatingTimes.includes(check.time)) return "notSeatingTime";
  return null;
}
