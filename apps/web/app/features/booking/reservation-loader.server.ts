import { isDomainError, type Language, type ReservationAnswer } from "@sobremesa/contracts";
import { data, type RouterContextProvider } from "react-router";
import { getI18n } from "../../i18n/i18n";
import { servicesContext } from "../../services";
import { currentSession } from "../guards/session";
import { pageRouteOfRequest } from "../navigation/page-route";
import { PRIVATE_PAGE_CACHE } from "../user-panel/user-panel-data";

export interface ReservationPageData {
  language: Language;
  title: string;
  description: string;
  reservation: ReservationAnswer;
  /** The manage link's token of the visit (null for the signed-in owner without one). */
  token: string | null;
  siteUrl: string;
  /** Hours before the arrival until which it may be changed or cancelled. */
  cancelUntilHours: number;
}

interface LoaderArgs {
  request: Request;
  params: Record<string, string | undefined>;
  pattern?: string;
  context: Readonly<RouterContextProvider>;
}

const notFound = (pathname: string) =>
  data(`Page Not Found ${pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });

/**
 * The confirmation and manage page: the reservation for the holder of its manage link (token) or
 * its signed-in owner; anyone else, like an unknown code, gets the not-found page.
 */
export async function loadReservationPage(args: LoaderArgs) {
  const url = new URL(args.request.url);
  const pageRoute = pageRouteOfRequest({ pattern: args.pattern, url, request: args.request });
  const language: Language = pageRoute?.language ?? "es";
  const code = (args.params.code ?? "").toUpperCase();
  const token = url.searchParams.get("token")?.slice(0, 100) || null;
  const services = args.context.get(servicesContext);
  if (!services.reservations || !/^[A-Z0-9]{6,12}$/.test(code)) throw notFound(url.pathname);

  const session = await currentSession(args.request, services.accounts);
  let reservation: ReservationAnswer;
  try {
    reservation = await services.reservations.get(code, { token, userId: session?.user?.id ?? null }, language);
  } catch (error) {
    if (isDomainError(error) && (error.code === "RESERVATION_NOT_FOUND" || error.code === "NOT_FOUND"))
      throw notFound(url.pathname);
    throw error;
  }
  const hours = Math.round((Date.parse(reservation.startsAt) - Date.parse(reservation.changeableUntil)) / 3_600_000);
  const t = getI18n(language).t;
  return data(
    {
      language,
      title: t("booking.confirmation.metaTitle", { code: reservation.code, place: reservation.place.name }),
      description: t("booking.confirmation.metaDescription", { place: reservation.place.name }),
      reservation,
      token,
      siteUrl: services.publicConfig.siteUrl,
      cancelUntilHours: Math.max(0, hours),
    } satisfies ReservationPageData,
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}
