import { ReservationAsk, ReservationView } from "#app/features/booking/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/reservation-page";
import { loadReservationPage } from "./reservation-page.server";

/**
 * A reservation's confirmation, where it is changed or cancelled: /lugar/reservacion/{code}/?token=;
 * without the token, what proves the diner is asked for.
 */
export function loader(args: Route.LoaderArgs) {
  return loadReservationPage(args);
}

/** Private to whoever holds the link: never cached, never indexed. */
export function headers() {
  return { "Cache-Control": PRIVATE_PAGE_CACHE, "X-Robots-Tag": "noindex" };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? pageMeta({
        language: loaderData.language,
        title: loaderData.title,
        description: loaderData.description,
        siteUrl: siteUrlOf(matches),
        pathname: location.pathname,
        noindex: true,
      })
    : [];

export default function ReservationPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "ask") return <ReservationAsk key={loaderData.code} data={loaderData} />;
  return <ReservationView key={loaderData.reservation.code} data={loaderData} />;
}
