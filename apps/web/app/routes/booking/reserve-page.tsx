import { BOOKING_CONTACT_ID, ReserveView } from "#app/features/booking/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/reserve-page";
import { loadReservePage } from "./reserve-page.server";

/** The booking page of a place (header hidden): /lugar/{slug}/reservar/. */
export function loader(args: Route.LoaderArgs) {
  return loadReservePage(args);
}

/** Dozens of date and time buttons come before the contact fields: a skip link goes straight there. */
export const handle = { skipLink: { target: BOOKING_CONTACT_ID, label: "booking.reserve.skipToContact" } };

/** Availability and the signed-in person's contact: never stored by any cache. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.description,
        siteUrl: siteUrlOf(matches),
        // A diner lands here from search too; the query (date, time, party) never reaches the canonical.
        pathname: location.pathname,
        countryCode: loaderData.place.countryCode,
      })
    : [];

export default function ReservePage({ loaderData }: Route.ComponentProps) {
  // A new place or a new link (the language switch) starts a fresh form.
  return <ReserveView key={`${loaderData.place.slug}-${loaderData.language}`} data={loaderData} />;
}
