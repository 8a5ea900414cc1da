import type { Language } from "@sobremesa/contracts";
import type { PlaceResult } from "@sobremesa/domain/search";
import { ArrowRight, Loader2, LocateFixed, Map as MapIcon } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { PlaceCard } from "#app/features/catalog/index.ts";
import {
  fetchGeolocation,
  getBrowserPosition,
  nearMePath,
  type Position,
  rememberVisitorLocation,
} from "#app/features/geolocation/index.ts";
import { mapPlaceOf, PlacesMap } from "#app/features/map/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { fetchNearbyPlaces, type HomeNearby, NEARBY_CARDS, NEARBY_ON_MAP, type NearbySource } from "../nearby";

interface NearbySectionProps {
  language: Language;
  /** The visitor's IP city and its best places from the server, or null when the IP says nothing. */
  initial: HomeNearby | null;
  /** The home's country, for cards and the fallback links. */
  countryCode: string;
  /** The party the diner chose, for the cards' time buttons. */
  party?: number;
}

type View =
  | { kind: "prompt" }
  | { kind: "area"; nearby: HomeNearby }
  | { kind: "position"; position: Position; places: PlaceResult[]; city: string | null; countryCode: string };

/**
 * "Near you": before the visitor does anything, the best places of their IP city (from the server);
 * the browser's position is asked for only when they press "Use my location". A map of the same
 * area opens on demand.
 */
export function NearbySection({ language, initial, countryCode, party = 2 }: NearbySectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [view, setView] = useState<View>(initial ? { kind: "area", nearby: initial } : { kind: "prompt" });
  const [locating, setLocating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [mapOpen, setMapOpen] = useState(false);
  const [mapPlaces, setMapPlaces] = useState<PlaceResult[] | null>(null);
  const aborts = useRef<AbortController | null>(null);
  useEffect(() => () => aborts.current?.abort(), []);

  const source: NearbySource | null =
    view.kind === "area"
      ? { kind: "area", area: view.nearby.area }
      : view.kind === "position"
        ? { kind: "position", position: view.position }
        : null;
  const sourceKey = source ? JSON.stringify(source) : "";

  // The map shows a whole page of the same listing (more than the row of cards), loaded when opened.
  useEffect(() => {
    if (!mapOpen || !sourceKey) return;
    const controller = new AbortController();
    setMapPlaces(null);
    fetchNearbyPlaces(JSON.parse(sourceKey) as NearbySource, {
      language,
      pageSize: NEARBY_ON_MAP,
      signal: controller.signal,
    })
      .then(setMapPlaces)
      .catch(() => {
        if (!controller.signal.aborted) setMapPlaces([]);
      });
    return () => controller.abort();
  }, [mapOpen, sourceKey, language]);

  async function locateMe() {
    if (locating) return;
    aborts.current?.abort();
    const controller = new AbortController();
    aborts.current = controller;
    setLocating(true);
    setNotice(null);
    try {
      const browser = await getBrowserPosition();
      if (!browser.ok) {
        setNotice(browser.reason === "denied" ? t("geolocation.denied") : t("geolocation.failed"));
        return;
      }
      const { position } = browser;
      const [places, geolocation] = await Promise.all([
        fetchNearbyPlaces(
          { kind: "position", position },
          { language, pageSize: NEARBY_CARDS, signal: controller.signal },
        ),
        fetchGeolocation({ language, position, signal: controller.signal }).catch(() => null),
      ]);
      if (controller.signal.aborted) return;
      if (geolocation) void rememberVisitorLocation({ geolocation, position, source: "browser" });
      setView({
        kind: "position",
        position,
        places,
        city: geolocation?.names.city_or_colony ?? null,
        countryCode: geolocation?.countryName ?? countryCode,
      });
    } catch {
      if (!controller.signal.aborted) setNotice(t("home.nearby.error"));
    } finally {
      if (aborts.current === controller) setLocating(false);
    }
  }

  const places = view.kind === "area" ? view.nearby.places : view.kind === "position" ? view.places : [];
  const city = view.kind === "area" ? view.nearby.city : view.kind === "position" ? view.city : null;
  const cardsCountry =
    view.kind === "area" ? view.nearby.countryCode : view.kind === "position" ? view.countryCode : countryCode;
  const mapItems = useMemo(() => (mapPlaces ?? places).map(mapPlaceOf), [mapPlaces, places]);

  return (
    <section aria-labelledby={titleId} className="mt-12 sm:mt-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {city ? t("home.nearby.titleIn", { city }) : t("home.nearby.title")}
          </h2>
          <p className="mt-1 text-neutral-600">
            {view.kind === "area"
              ? t("home.nearby.fromIp", { city: view.nearby.city })
              : view.kind === "position"
                ? t("home.nearby.fromPosition")
                : t("home.nearby.prompt")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {view.kind !== "position" ? (
            <Button
              variant={view.kind === "prompt" ? "primary" : "secondary"}
              onClick={locateMe}
              aria-busy={locating}
              disabled={locating}
            >
              {locating ? (
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <LocateFixed aria-hidden="true" className="size-4" />
              )}
              {locating ? t("home.nearby.locating") : t("home.nearby.useLocation")}
            </Button>
          ) : null}
          {places.length > 0 ? (
            <Button variant="secondary" aria-expanded={mapOpen} onClick={() => setMapOpen((open) => !open)}>
              <MapIcon aria-hidden="true" className="size-4" />
              {mapOpen ? t("home.nearby.hideMap") : t("home.nearby.showMap")}
            </Button>
          ) : null}
        </div>
      </div>

      <p
        role="status"
        className={cx("text-sm text-neutral-700", notice ? "mt-4 rounded-md bg-neutral-50 p-3" : "sr-only")}
      >
        {notice ?? ""}
      </p>

      {mapOpen && places.length > 0 ? (
        <PlacesMap
          places={mapItems}
          language={language}
          listId={listId}
          className="mt-6 h-80 sm:h-[28rem]"
          {...(view.kind === "position"
            ? { center: { latitude: view.position.latitude, longitude: view.position.longitude, zoom: 13 } }
            : {})}
        />
      ) : null}

      {view.kind === "position" && places.length === 0 ? (
        <p className="mt-6 rounded-md bg-neutral-50 p-6 text-neutral-600">{t("home.nearby.empty")}</p>
      ) : null}

      {places.length > 0 ? (
        <ul
          id={listId}
          tabIndex={-1}
          className="scrollbar-none -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 focus-visible:outline-none sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-5 sm:gap-y-8 sm:overflow-visible sm:px-0 lg:grid-cols-4"
        >
          {places.map((place) => (
            <li key={place.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <PlaceCard
                place={place}
                language={language}
                countryCode={cardsCountry}
                // The server's times are for its IP city's places; a position's come from the browser, without.
                bookableTimes={view.kind === "area" ? view.nearby.bookableTimes?.[place.id] : undefined}
                party={party}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {view.kind !== "prompt" && places.length > 0 ? (
        <p className="mt-5">
          <Link
            to={view.kind === "area" ? view.nearby.path : nearMePath(language, view.countryCode, view.position)}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {view.kind === "area" ? t("home.nearby.seeCity", { city: view.nearby.city }) : t("home.nearby.seeAll")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}
