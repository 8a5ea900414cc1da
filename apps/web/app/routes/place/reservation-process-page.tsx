import { data } from "react-router";
import { ReservationProcessView, reservationProcessMeta } from "#app/features/place/index.ts";
import { PUBLIC_LISTING_CACHE } from "#app/lib/cache-control.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { siteUrlOf } from "#app/lib/seo/page-meta.ts";
import type { Route } from "./+types/reservation-process-page";

/** How booking works: /lugar/proceso-de-reservacion/ (/en/place/reservation-process/). */
export function loader(args: Route.LoaderArgs) {
  const language = languageOf(args);
  // The compact header of place pages on phones shows this title.
  const heading = getI18n(language).t("place.process.heading");
  return data({ language, heading }, { headers: { "Cache-Control": PUBLIC_LISTING_CACHE } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? PUBLIC_LISTING_CACHE };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData ? reservationProcessMeta(loaderData.language, siteUrlOf(matches)) : [];

export default function ReservationProcessPage({ loaderData }: Route.ComponentProps) {
  return <ReservationProcessView language={loaderData.language} />;
}
