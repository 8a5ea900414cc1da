import type { CalendarLinks, Language } from "@sobremesa/contracts";
import type { ReservationRow } from "./reservations-repository.ts";

/** A visit whose time is over, as `completeFinished` hands it to the domains that follow up on it. */
export interface FinishedVisit {
  id: string;
  code: string;
  email: string;
  firstName: string;
  language: string;
  endsAt: Date;
  placeName: string;
}

/** The reminder goes this long before the table's time (24 hours). */
export const REMINDER_LEAD_MINUTES = 24 * 60;

export interface ReservationsServiceOptions {
  siteUrl: string;
  /** The e-mails' sender ("Sobremesa <no-reply@sobremesa.mx>"): the calendar entries' organizer. */
  mailFrom?: string;
  now?: () => Date;
  /**
   * How long a place and its zones, tables, combinations and shifts are reused from memory. They
   * change rarely; time blocks, bookings and (inside a booking's transaction) the settings are
   * always read fresh. Default 30 s.
   */
  setupCacheTtlMs?: number;
}

export interface Contact {
  countryCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface CreateReservationInput {
  placeSlug: string;
  date: string;
  time: string;
  party: number;
  zoneId?: number | undefined;
  occasion?: string | undefined;
  note?: string | undefined;
  contact: Contact;
  language: Language;
}

export interface ReservationChanges {
  date?: string | undefined;
  time?: string | undefined;
  party?: number | undefined;
  zoneId?: number | null | undefined;
  occasion?: string | null | undefined;
  note?: string | null | undefined;
}

/** Who asks: the signed-in user, or whoever holds the manage link's token. */
export interface Access {
  userId?: string | null | undefined;
  token?: string | null | undefined;
}

export interface ReservationView {
  code: string;
  status: ReservationRow["status"];
  place: { id: number; slug: string; name: string; address: string; phone: string; timeZone: string; areaName: string };
  party: number;
  /** Wall-clock date and time of the arrival in the venue's zone. */
  date: string;
  time: string;
  startsAt: string;
  endsAt: string;
  zone: { id: number; name: string } | null;
  occasion: string | null;
  note: string | null;
  contact: Contact;
  /** Until when the diner may change or cancel it (the place's policy). */
  changeableUntil: string;
  canChange: boolean;
  manageToken: string;
  managePath: string;
  /** The entry to add to a calendar (cancelling it once the booking is cancelled), free of the token. */
  calendar: CalendarLinks;
}
