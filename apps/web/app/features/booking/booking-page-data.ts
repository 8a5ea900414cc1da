import type { Availability, Language, ReservationAnswer } from "@sobremesa/contracts";

/** What the booking page's loader (routes/booking/reserve-page.server.ts) gives its view. */
export interface BookingPlace {
  slug: string;
  name: string;
  area: string;
  city: string;
  category: string;
  cuisine: string | null;
  imageSeed: number;
  countryCode: string;
  address: string | null;
  /** Percent off the bill for members; null when the place offers no benefit. */
  premiumDiscount: number | null;
}

export interface BookingContact {
  countryCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface ReservePageData {
  language: Language;
  title: string;
  description: string;
  place: BookingPlace;
  availability: Availability;
  /** The zone is a preference of the person, given back by the URL after signing in from the page. */
  choice: { date: string; time: string | null; party: number; zoneId?: number | null };
  /** The spec's "Error: ..." for what the link asked and cannot be booked (a past date, a full time). */
  notice: string | null;
  /** The signed-in person's contact, for the form to start from; null when signed out. */
  contact: BookingContact | null;
  /** The dial code of the place's country, the phone's default. */
  dialCode: string;
}

/** What the reservation page's loader (routes/booking/reservation-page.server.ts) gives its view. */
export interface ReservationPageData {
  state: "found";
  language: Language;
  title: string;
  description: string;
  reservation: ReservationAnswer;
  /** The manage link's token of the visit (null for the signed-in owner without one). */
  token: string | null;
  /** Hours before the arrival until which it may be changed or cancelled. */
  cancelUntilHours: number;
}

/** Opened without the manage link and not by its signed-in owner: the page asks who is there. */
export interface ReservationAskData {
  state: "ask";
  language: Language;
  title: string;
  description: string;
  code: string;
}
