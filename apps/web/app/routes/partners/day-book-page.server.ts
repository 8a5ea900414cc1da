import { isDomainError, isLocalDate } from "@sobremesa/contracts";
import type { PartnerActor } from "@sobremesa/domain/partners";
import { data, redirect } from "react-router";
import type { DayBookData } from "#app/features/partners/index.ts";
import { PRIVATE_PAGE_CACHE } from "#app/lib/cache-control.ts";
import { signInPath } from "#app/lib/guards/guard-rules.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { servicesContext, type WebServices } from "#app/services.ts";
import type { Route } from "./+types/day-book-page";

const headers = { "Cache-Control": PRIVATE_PAGE_CACHE };

/** /socios/lugar/:venueId/agenda/?date=YYYY-MM-DD: the venue's bookings of a day (its today by default). */
export async function loadDayBook(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const language = languageOf(args);
  const services = args.context.get(servicesContext) as WebServices;
  const session = await services.accounts?.sessionFromHeaders(args.request.headers);
  if (!session) throw redirect(signInPath(language, `${url.pathname}${url.search}`));
  const notFound = data(`Page Not Found ${url.pathname.slice(0, 200)}`, { status: 404, statusText: "Not Found" });
  if (!services.partners || !services.dayBook) throw notFound;
  const actor: PartnerActor = { id: session.user.id, email: session.user.email, name: session.user.name };
  const placeId = Number(args.params.venueId);
  const asked = url.searchParams.get("date") ?? "";
  const date = isLocalDate(asked) ? asked : undefined;
  try {
    const [venue, book, requests] = await Promise.all([
      services.partners.venue(actor, placeId, language),
      services.dayBook.dayBook(actor, placeId, date, language),
      services.dayBook.largePartyRequests(actor, placeId, language),
    ]);
    return data({ language, venue, book, requests } satisfies DayBookData, { headers });
  } catch (error) {
    if (isDomainError(error) && error.code === "NOT_FOUND") throw notFound;
    if (isDomainError(error) && error.code === "FORBIDDEN")
      throw data(error.message, { status: 403, statusText: "Forbidden" });
    throw error;
  }
}
