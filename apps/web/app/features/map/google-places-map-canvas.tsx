import { type Language, pathFor } from "@sobremesa/contracts";
import { useEffect, useRef } from "react";
import { bookableTimesView, nextClasses, timeClasses, titleCasePlaceName } from "#app/features/catalog/index.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import { requireMarkerClusterer } from "./google-maps-loader";
import type { GoogleNamespace, InfoWindow } from "./google-maps-types";
import { type MapCenter, type MapPlace, mapNameOf } from "./map-types";

/** Mexico, whole: where the map opens with no place and no centre (as the built-in map). */
const DEFAULT_VIEW = { lat: 23.6, lng: -102.5, zoom: 4 };

export interface GooglePlacesMapCanvasProps {
  google: GoogleNamespace;
  places: readonly MapPlace[];
  selectedId?: number | null | undefined;
  onSelect?: ((id: number) => void) | undefined;
  center?: MapCenter | undefined;
  language: Language;
}

function anchor(link: { href: string; text: string; label: string }, className: string): HTMLAnchorElement {
  const element = document.createElement("a");
  element.href = link.href;
  element.className = className;
  element.textContent = link.text;
  element.setAttribute("aria-label", link.label);
  return element;
}

/** The place's bookable times as the cards show them (see bookableTimesView), as DOM. */
function timesContent(place: MapPlace, language: Language, t: TFunction): HTMLElement | null {
  if (!place.bookableTimes || place.party === undefined) return null;
  const name = mapNameOf(place, titleCasePlaceName);
  const view = bookableTimesView({
    place: { slug: place.slug, name },
    times: place.bookableTimes,
    party: place.party,
    language,
    t,
  });
  if (!view) return null;
  if (view.kind === "times") {
    const list = document.createElement("ul");
    list.className = "mt-2 flex flex-wrap gap-2";
    list.setAttribute("aria-label", view.label);
    for (const link of view.links) {
      const item = document.createElement("li");
      item.append(anchor(link, timeClasses));
      list.append(item);
    }
    return list;
  }
  const paragraph = document.createElement("p");
  paragraph.className = "mt-2 text-sm";
  if (view.kind === "next") paragraph.append(anchor(view.link, nextClasses));
  else paragraph.textContent = view.text;
  return paragraph;
}

/** The info window's content, built as DOM (never HTML text: place names are data). */
function infoContent(place: MapPlace, language: Language, t: TFunction): HTMLElement {
  const root = document.createElement("div");
  root.className = "font-sans";
  const name = document.createElement("p");
  name.className = "text-base font-semibold text-neutral-900";
  name.textContent = mapNameOf(place, titleCasePlaceName);
  const link = document.createElement("a");
  link.href = place.href ?? pathFor("place", language, { profileSlug: place.slug });
  link.className =
    "mt-2 inline-flex min-h-11 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white";
  link.textContent = place.linkLabel ?? t("map.viewPlace");
  const times = timesContent(place, language, t);
  root.append(...(times ? [name, times, link] : [name, link]));
  return root;
}

/**
 * Places on Google Maps (when the server has a key): the same clusters as the built-in map, the
 * clusterer from its own module, a place's info window with its bookable times and a link to its page.
 */
export default function GooglePlacesMapCanvas({
  google,
  places,
  selectedId,
  onSelect,
  center,
  language,
}: GooglePlacesMapCanvasProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<{ info: InfoWindow; clusterer: import("./google-clusterer").MarkerClusterer } | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    let cancelled = false;
    let cleanup = () => {};
    void import("./google-clusterer").then((module) => {
      if (cancelled) return;
      const Clusterer = requireMarkerClusterer(module.MarkerClusterer);
      const map = new google.maps.Map(element, {
        center: center
          ? { lat: center.latitude, lng: center.longitude }
          : { lat: DEFAULT_VIEW.lat, lng: DEFAULT_VIEW.lng },
        zoom: center?.zoom ?? (center ? 12 : DEFAULT_VIEW.zoom),
        gestureHandling: "cooperative",
        clickableIcons: false,
        mapTypeControl: false,
        streetViewControl: false,
        fullscreenControl: false,
      });
      const info = new google.maps.InfoWindow();
      // With a centre the view is the caller's: the places are drawn, not fitted.
      const clusterer = new Clusterer(google, map, places, {
        fit: !center,
        onPlace: (place, marker) => {
          info.setContent(infoContent(place, language, t));
          info.open({ anchor: marker, map });
          onSelectRef.current?.(place.id);
        },
        clusterTitle: (count) => t("map.cluster", { count, formatted: formatCount(count, language) }),
        formatCount: (count) => formatCount(count, language),
      });
      stateRef.current = { info, clusterer };
      cleanup = () => {
        info.close();
        clusterer.destroy();
        stateRef.current = null;
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [google, places, center, language, t]);

  // The list's hovered card opens its place's window when that place is drawn on its own.
  useEffect(() => {
    const state = stateRef.current;
    if (!state) return;
    const place = places.find((candidate) => candidate.id === selectedId);
    const marker = place ? state.clusterer.markerOf(place.id) : undefined;
    if (!place || !marker) {
      state.info.close();
      return;
    }
    state.info.setContent(infoContent(place, language, t));
    state.info.open({ anchor: marker });
  }, [selectedId, places, language, t]);

  return <div ref={containerRef} className="absolute inset-0" data-map-provider="google" />;
}
