import { isDomainError, type ReservationAnswer } from "@sobremesa/contracts";
import { data } from "react-router";
import type { ReservationAskData, ReservationPageData } from "#app/features/booking/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/reservation-page";

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * The confirmation and manage page: the reservation for the holder of its manage link (token) or
 * its signed-in owner. Without a token (a calendar entry links here without it) anyone else is
 * asked to sign in or have the link sent again, known code or not; a wrong token is not found.
 */
export async function loadReservationPage(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const language = languageOf(args);
  const code = (args.params.code ?? "").toUpperCase();
  const token = url.searchParams.get("token")?.slice(0, 100) || null;
  const services = args.context.get(servicesContext);
  if (!services.reservations || !/^[A-Z0-9]{6,12}$/.test(code)) throw notFound(url.pathname);

  const session = await currentSession(args.request, services.accounts);
  let reservation: ReservationAnswer;
  try {
    reservation = await services.reservations.get(code, { token, userId: session?.user?.id ?? null }, language);
  } catch (error) {
    if (!isDomainError(error) || (error.code !== "RESERVATION_NOT_FOUND" && error.code !== "NOT_FOUND")) throw error;
    if (token) throw notFound(url.pathname);
    const t = getI18n(language).t;
    return data(
      {
        state: "ask",
        language,
        title: t("booking.ask.metaTitle", { code }),
        description: t("booking.ask.text"),
        code,
      } satisfies ReservationAskData,
      { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
    );
  }
  const hours = Math.round((Date.parse(reservation.startsAt) - Date.parse(reservation.changeableUntil)) / 3_600_000);
  const t = getI18n(language).t;
  return data(
    {
      state: "found",
      language,
      title: t("booking.confirmation.metaTitle", { code: reservation.code, place: reservation.place.name }),
      description: t("booking.confirmation.metaDescription", { place: reservation.place.name }),
      reservation,
      token,
      cancelUntilHours: Math.max(0, hours),
    } satisfies ReservationPageData,
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}
