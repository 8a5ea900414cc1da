import type {
  AcceptLargePartyBody,
  ChangeBookingBody,
  DayBookActionBody,
  DayBookEntryAnswer,
  DeclineLargePartyBody,
  GuestNoteBody,
  Language,
  LargePartyAnswer,
  MoveTableBody,
  StaffBookingBody,
} from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { partnersApi } from "./partners-api";

/** The day book's calls, in the page's language (errors come back in it). */
export function dayBookApi(language: Language) {
  const { request } = partnersApi(language);
  const book = (venueId: number) => `/venues/${venueId}/day-book`;
  return {
    act: (venueId: number, reservationId: string, body: DayBookActionBody) =>
      request<DayBookEntryAnswer>("POST", `${book(venueId)}/reservations/${reservationId}/actions`, body),
    move: (venueId: number, reservationId: string, body: MoveTableBody) =>
      request<DayBookEntryAnswer>("POST", `${book(venueId)}/reservations/${reservationId}/table-moves`, body),
    change: (venueId: number, reservationId: string, body: ChangeBookingBody) =>
      request<DayBookEntryAnswer>("PATCH", `${book(venueId)}/reservations/${reservationId}`, body),
    noteGuest: (venueId: number, reservationId: string, body: GuestNoteBody) =>
      request<DayBookEntryAnswer>("PATCH", `${book(venueId)}/reservations/${reservationId}/guest`, body),
    create: (venueId: number, body: StaffBookingBody) =>
      request<DayBookEntryAnswer>("POST", `${book(venueId)}/reservations`, body),
    acceptLargeParty: (venueId: number, requestId: string, body: AcceptLargePartyBody) =>
      request<LargePartyAnswer>("POST", `/venues/${venueId}/large-party-requests/${requestId}/accept`, body),
    declineLargeParty: (venueId: number, requestId: string, body: DeclineLargePartyBody) =>
      request<LargePartyAnswer>("POST", `/venues/${venueId}/large-party-requests/${requestId}/decline`, body),
  };
}

/** The address of a venue's live changes, resuming after an event the page already reflects. */
export function dayBookEventsUrl(venueId: number, after: number, language: Language): string {
  const base = apiBases().partners ?? "/partners";
  return `${base === "/" ? "" : base}/venues/${venueId}/day-book/events?after=${after}&lang=${language}`;
}
