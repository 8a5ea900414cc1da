import {
  type CalendarEntry,
  type CalendarMethod,
  type CalendarPerson,
  type Language,
  pathFor,
} from "@sobremesa/contracts";
import { type ReservationTemplate, reservationCalendarText } from "./messages.ts";
import type { PlaceSummary, ReservationRow } from "./reservations-repository.ts";

/** What a booking's calendar entry says. */
export type CalendarFields = Pick<
  ReservationRow,
  "code" | "language" | "startsAt" | "endsAt" | "party" | "email" | "firstName" | "lastName" | "calendarSequence"
>;

/** Which e-mails carry the calendar entry, and how: the reminder adds nothing new to a calendar. */
export const calendarMethods: Record<ReservationTemplate, CalendarMethod | null> = {
  "reservation-confirmed": "PUBLISH",
  "reservation-modified": "PUBLISH",
  "reservation-cancelled": "CANCEL",
  "reservation-reminder": null,
};

/**
 * The booking as a calendar entry: a UID per booking, the stored SEQUENCE, and its page without the
 * token (calendars are shared; the page asks whoever opens it to prove they are the diner).
 */
export function reservationCalendarEntry(
  row: CalendarFields,
  place: Pick<PlaceSummary, "name" | "address" | "areaName">,
  context: { siteUrl: string; organizer: CalendarPerson; stamp: Date },
): CalendarEntry {
  const language: Language = row.language === "en" ? "en" : "es";
  const pageUrl = `${context.siteUrl}${pathFor("reservation", language, { code: row.code })}`;
  const text = reservationCalendarText(language, {
    placeName: place.name,
    code: row.code,
    party: row.party,
    pageUrl,
  });
  return {
    uid: `${row.code}@sobremesa`,
    sequence: row.calendarSequence,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    title: text.title,
    description: text.description,
    // The area only when the address does not name it already.
    location: [place.name, place.address, place.address.includes(place.areaName) ? "" : place.areaName]
      .filter(Boolean)
      .join(", "),
    url: pageUrl,
    organizer: context.organizer,
    attendee: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    stamp: context.stamp,
  };
}
