import { isDomainError, type ReservationErrorCode, reservationErrorMessage } from "@sobremesa/contracts";
import { data } from "react-router";
import type { BookingContact, BookingPlace, ReservePageData } from "#app/features/booking/index.ts";
import { browserToday, readZoneParam } from "#app/features/booking/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { DIAL_CODES } from "#app/lib/countries.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { readBookingQuery } from "#app/lib/navigation/booking-query.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/reserve-page";

const DEFAULT_PARTY = 2;

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * The booking page /lugar/{slug}/reservar/: the place, the availability of the asked day (or the
 * venue's today), what the link chose, and the signed-in person's contact. Private: never cached.
 */
export async function loadReservePage(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const language = languageOf(args);
  const slug = args.params.slug ?? "";
  const services = args.context.get(servicesContext);
  const reservations = services.reservations;
  if (!reservations || !/^[a-z0-9-]{1,160}$/.test(slug)) throw notFound(url.pathname);

  const query = readBookingQuery(url.searchParams);
  const party = query.party ?? DEFAULT_PARTY;
  // The zone comes back in the URL after signing in from this page (booking-return.ts).
  let zoneId = readZoneParam(url.searchParams);
  const ask = async (date: string) => {
    try {
      return await reservations.availability({ placeSlug: slug, date, party, zoneId: zoneId ?? undefined, language });
    } catch (error) {
      if (isDomainError(error) && error.code === "NOT_FOUND") throw notFound(url.pathname);
      throw error;
    }
  };

  // The venue's today is only known from an answer: ask for the link's day (or a guess) first.
  let availability = await ask(query.date ?? browserToday());
  if (zoneId !== null && !availability.zones.some((zone) => zone.id === zoneId)) {
    zoneId = null;
    availability = await ask(availability.date);
  }
  let notice: string | null = null;
  if (query.date && query.date < availability.today) {
    notice = reservationErrorMessage("RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST", language);
  }
  if (!query.date || query.date < availability.today || query.date > availability.lastDate) {
    if (availability.date !== availability.today) availability = await ask(availability.today);
  }

  let time: string | null = null;
  if (query.time && availability.date === query.date) {
    const slot = availability.slots.find((candidate) => candidate.time === query.time);
    if (slot?.available) time = slot.time;
    else if (!notice)
      notice = reservationErrorMessage(
        (slot?.reason as ReservationErrorCode | null) ?? "CANNOT_ASSIGN_TABLE",
        language,
      );
  }

  const summary = await services.search.placeSummary({ id: availability.place.id, language });
  const place: BookingPlace = {
    slug,
    name: summary?.name ?? availability.place.name,
    area: summary?.area ?? "",
    city: summary?.city ?? "",
    category: summary?.category ?? "restaurant",
    cuisine: summary?.cuisine ?? null,
    imageSeed: summary?.imageSeed ?? availability.place.id,
    countryCode: summary?.countryCode ?? "mx",
    address: summary?.address ?? null,
    premiumDiscount: summary?.premiumDiscount ? summary.premiumDiscount : null,
  };

  const session = await currentSession(args.request, services.accounts);
  const user = session?.user ?? null;
  const contact: BookingContact | null = user
    ? {
        countryCode: user.countryCode ?? "",
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        phone: user.phone ?? "",
      }
    : null;

  const t = getI18n(language).t;
  return data(
    {
      language,
      title: t("booking.reserve.metaTitle", { place: place.name }),
      description: t("booking.reserve.metaDescription", { place: place.name }),
      place,
      availability,
      choice: { date: availability.date, time, party, zoneId },
      notice,
      contact,
      dialCode: DIAL_CODES[place.countryCode] ?? DIAL_CODES.mx ?? "+52",
    } satisfies ReservePageData,
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}
