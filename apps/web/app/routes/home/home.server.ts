import type { Language } from "@sobremesa/contracts";
import type { HomeSummary } from "@sobremesa/domain/catalog";
import type { RouterContextProvider } from "react-router";
import { type BookableTimesById, cardTimes } from "#app/features/catalog/index.ts";
import { type WhenSelection, type WhenValues, whenSelectionOf, whenValues } from "#app/features/filters/index.ts";
import { type HomeNearby, NEARBY_CARDS } from "#app/features/home/index.ts";
import { languageOf } from "#app/lib/i18n/language-of.ts";
import { servicesContext } from "#app/services.ts";
import type { Route } from "./+types/home";

const HOME_COUNTRY = "mx";

export interface HomeData {
  language: Language;
  summary: HomeSummary;
  /** "When and how many?": the URL's choice and the defaults (the selector's state). */
  when: WhenSelection;
  /** The featured places' bookable times near that choice, by place id (none without the service). */
  bookableTimes: BookableTimesById;
  /** The visitor's IP city and its best places, streamed after the page (null when the IP says nothing). */
  nearby: Promise<HomeNearby | null>;
}

/**
 * The home's one call of the reservations' bookable times, for the featured row and the nearby row.
 * Without reservations or on a failure, the cards show no times.
 */
function loadBookableTimes(
  context: Readonly<RouterContextProvider>,
  placeIds: number[],
  when: WhenValues,
): Promise<BookableTimesById> {
  const { reservations, log } = context.get(servicesContext);
  return cardTimes(reservations, placeIds, when, (error) => log.error({ err: error }, "home bookable times failed"));
}

async function loadNearby(
  language: Language,
  context: Readonly<RouterContextProvider>,
  when: WhenValues,
): Promise<HomeNearby | null> {
  // The server's one client-IP helper read it (x-client-ip, x-forwarded-for, else the socket).
  const { search, log, clientIp: ip } = context.get(servicesContext);
  try {
    if (!ip) return null;
    const located = await search.geolocate({ ip, language });
    if (located.source !== "ip" || located.cityId === null) return null;
    const area = {
      countryId: located.countryId,
      stateId: located.stateId,
      cityId: located.cityId,
      colonyId: located.colonyId,
    };
    const result = await search.searchPlaces({
      countryId: area.countryId,
      ...(area.stateId !== null ? { stateId: area.stateId } : {}),
      ...(area.colonyId !== null ? { colonyId: area.colonyId } : { cityId: area.cityId }),
      sort: "score",
      pageSize: NEARBY_CARDS,
      language,
    });
    if (result.items.length === 0) return null;
    const bookableTimes = await loadBookableTimes(
      context,
      result.items.map((place) => place.id),
      when,
    );
    return {
      city: located.names.cityOrColony ?? located.names.state ?? located.names.country,
      path: located.path,
      countryCode: located.countryName,
      area,
      places: result.items,
      bookableTimes,
    };
  } catch (error) {
    // The section is extra: without it the home still works, so a failure is logged and skipped.
    log.error({ err: error }, "home nearby section failed");
    return null;
  }
}

/** The home page's data straight from the domain services (no HTTP hop to ourselves). */
export async function loadHome(args: Route.LoaderArgs): Promise<HomeData> {
  const language = languageOf(args);
  const { catalog } = args.context.get(servicesContext);
  const url = args.url ?? new URL(args.request.url);
  const when = whenSelectionOf(url.searchParams, HOME_COUNTRY);
  const nearby = loadNearby(language, args.context, whenValues(when));
  const summary = await catalog.homeSummary({ countryCode: HOME_COUNTRY, language });
  const bookableTimes = await loadBookableTimes(
    args.context,
    summary.featured.map((place) => place.id),
    whenValues(when),
  );
  return { language, summary, when, bookableTimes, nearby };
}
