import "maplibre-gl/dist/maplibre-gl.css";
import { type Language, pathFor } from "@sobremesa/contracts";
import { Martini, Music, Star, Ticket, UtensilsCrossed, X } from "lucide-react";
import type { StyleSpecification } from "maplibre-gl";
import maplibreWorkerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import MapGL, {
  AttributionControl,
  type ErrorEvent as MapErrorEvent,
  type MapRef,
  Marker,
  type MarkerEvent,
  NavigationControl,
  Popup,
  useMap,
} from "react-map-gl/maplibre";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { BookableTimes, titleCasePlaceName } from "#app/features/catalog/index.ts";
import { formatCount, formatScore } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { boundsOf, buildPlacesIndex, type ClusterItem, expansionZoom, itemsFor, type PlaceItem } from "./clustering";
import { MapUnavailable } from "./map-placeholder";
import { FALLBACK_MAP_STYLE } from "./map-style";
import { type BoundingBox, type MapCenter, type MapPlace, mapNameOf } from "./map-types";

/** Mexico, whole: where the map opens with no place and no centre. */
const DEFAULT_VIEW = { latitude: 23.6, longitude: -102.5, zoom: 4 };
const MAX_ZOOM = 19;
/** Fitting to places never zooms in closer than a street (one place alone would fill the screen). */
const FIT_MAX_ZOOM = 15;
const FIT_PADDING = 56;

const CATEGORY_ICONS = { restaurant: UtensilsCrossed, bar: Martini, nightclub: Music, experience: Ticket } as const;

export interface PlacesMapCanvasProps {
  places: readonly MapPlace[];
  selectedId?: number | null | undefined;
  onSelect?: ((id: number) => void) | undefined;
  center?: MapCenter | undefined;
  language: Language;
  mapStyle: string | StyleSpecification;
  /** No base map is configured: show the note in a corner. */
  fallbackStyle: boolean;
}

interface View {
  bbox: BoundingBox;
  zoom: number;
}

export default function PlacesMapCanvas({
  places,
  selectedId,
  onSelect,
  center,
  language,
  mapStyle,
  fallbackStyle,
}: PlacesMapCanvasProps) {
  const { t } = useTranslation();
  const mapRef = useRef<MapRef>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View | null>(null);
  const [openId, setOpenId] = useState<number | null>(selectedId ?? null);
  const [failed, setFailed] = useState(false);
  const [baseFailed, setBaseFailed] = useState(false);
  // The configured style itself could not load (offline, wrong URL): draw the built-in one instead.
  const [styleBroken, setStyleBroken] = useState(false);
  const loaded = useRef(false);
  // A popup opened from its marker takes focus (keyboard users land in it); one opened by the page
  // (the list's hover) must not steal focus from where the visitor is.
  const focusPopup = useRef(false);

  const index = useMemo(() => buildPlacesIndex(places), [places]);
  const items = useMemo(() => (view ? itemsFor(index, view.bbox, view.zoom) : []), [index, view]);
  const openPlace = openId === null ? undefined : index.byId.get(openId);

  // Only where the map opens: later lists of places refit below; a later centre is ignored.
  const [initialViewState] = useState(() => {
    if (center) return { latitude: center.latitude, longitude: center.longitude, zoom: center.zoom ?? 12 };
    const bounds = boundsOf(places);
    return bounds ? { bounds, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } } : DEFAULT_VIEW;
  });

  const syncView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const bounds = map.getBounds();
    setView({ bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], zoom: map.getZoom() });
  }, []);

  // A new list of places (another page of results, new filters): show them all.
  const placesKey = useMemo(() => places.map((place) => place.id).join(","), [places]);
  const firstPlacesKey = useRef(placesKey);
  useEffect(() => {
    if (placesKey === firstPlacesKey.current) return;
    firstPlacesKey.current = "";
    const bounds = boundsOf(places);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 400 });
    else syncView();
  }, [placesKey, places, syncView]);

  // The page chose a place (the list's hover or focus): open its popup and bring it into view.
  useEffect(() => {
    if (selectedId === undefined) return;
    focusPopup.current = false;
    setOpenId(selectedId);
    const place = selectedId === null ? undefined : index.byId.get(selectedId);
    const map = mapRef.current;
    if (place && map && !map.getBounds().contains([place.longitude, place.latitude])) {
      map.easeTo({ center: [place.longitude, place.latitude], duration: 400 });
    }
  }, [selectedId, index]);

  const choosePlace = useCallback(
    (event: MarkerEvent<MouseEvent>, id: number) => {
      // The map would otherwise see the click too and close the popup it is opening.
      event.originalEvent.stopPropagation();
      focusPopup.current = true;
      setOpenId(id);
      onSelect?.(id);
    },
    [onSelect],
  );

  const zoomInto = useCallback(
    (event: MarkerEvent<MouseEvent>, cluster: ClusterItem) => {
      event.originalEvent.stopPropagation();
      mapRef.current?.easeTo({
        center: [cluster.longitude, cluster.latitude],
        zoom: expansionZoom(index, cluster.id, MAX_ZOOM),
        duration: 500,
      });
    },
    [index],
  );

  const closePopup = useCallback((returnFocus: boolean) => {
    setOpenId((current) => {
      if (returnFocus && current !== null) {
        // Back to the marker the popup belongs to, so keyboard users keep their place.
        queueMicrotask(() =>
          containerRef.current?.querySelector<HTMLButtonElement>(`[data-place-id="${current}"]`)?.focus(),
        );
      }
      return null;
    });
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && openId !== null) {
      event.stopPropagation();
      closePopup(true);
    }
  };

  const onLoad = useCallback(() => {
    loaded.current = true;
    syncView();
  }, [syncView]);

  const onError = useCallback((event: MapErrorEvent) => {
    // No map instance: MapLibre could not start (no WebGL). Otherwise a style or tile failed to load:
    // before the first load that is the style itself, afterwards some tiles.
    if (!event.target) setFailed(true);
    else {
      setBaseFailed(true);
      if (!loaded.current) setStyleBroken(true);
    }
  }, []);

  if (failed) return <MapUnavailable />;

  const controls = {
    "Map.Title": t("map.canvas"),
    "NavigationControl.ZoomIn": t("map.controls.zoomIn"),
    "NavigationControl.ZoomOut": t("map.controls.zoomOut"),
    "NavigationControl.ResetBearing": t("map.controls.resetBearing"),
    "Popup.Close": t("map.close"),
    "CooperativeGesturesHandler.MobileHelpText": t("map.controls.mobileHelp"),
    "CooperativeGesturesHandler.WindowsHelpText": t("map.controls.windowsHelp"),
    "CooperativeGesturesHandler.MacHelpText": t("map.controls.macHelp"),
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the popup from anywhere inside the map
    <div
      ref={containerRef}
      className="absolute inset-0"
      onKeyDown={onKeyDown}
      data-map-ready={view ? "true" : "false"}
      data-map-provider="maplibre"
    >
      <MapGL
        ref={mapRef}
        initialViewState={initialViewState}
        mapStyle={styleBroken ? FALLBACK_MAP_STYLE : mapStyle}
        workerUrl={maplibreWorkerUrl}
        style={{ width: "100%", height: "100%" }}
        maxZoom={MAX_ZOOM}
        locale={controls}
        // One finger scrolls the page, two move the map: the map sits inside a scrolling page.
        cooperativeGestures
        dragRotate={false}
        touchPitch={false}
        pitchWithRotate={false}
        attributionControl={false}
        onLoad={onLoad}
        onMoveEnd={syncView}
        onError={onError}
      >
        <WithoutInvalidChildrenAttribute />
        <NavigationControl position="top-right" showCompass={false} />
        {fallbackStyle ? null : <AttributionControl position="bottom-right" compact />}
        {items.map((item) =>
          item.kind === "cluster" ? (
            <Marker
              key={`c${item.id}`}
              longitude={item.longitude}
              latitude={item.latitude}
              onClick={(event) => zoomInto(event, item)}
            >
              <ClusterButton cluster={item} language={language} />
            </Marker>
          ) : (
            <Marker
              key={`p${item.place.id}`}
              longitude={item.longitude}
              latitude={item.latitude}
              anchor="bottom"
              style={{ zIndex: item.place.id === openId ? 2 : 1 }}
              onClick={(event) => choosePlace(event, item.place.id)}
            >
              <PlaceButton item={item} selected={item.place.id === openId} language={language} />
            </Marker>
          ),
        )}
        {openPlace ? (
          <Popup
            key={openPlace.id}
            longitude={openPlace.longitude}
            latitude={openPlace.latitude}
            anchor="bottom"
            offset={52}
            closeButton={false}
            focusAfterOpen={focusPopup.current}
            maxWidth="17rem"
            className="sobremesa-map-popup"
            onClose={() => closePopup(false)}
          >
            <PopupCard place={openPlace} language={language} onClose={() => closePopup(true)} />
          </Popup>
        ) : null}
      </MapGL>
      {fallbackStyle || baseFailed ? (
        <p className="pointer-events-none absolute bottom-2 left-2 z-10 rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-neutral-700 shadow-card">
          {t("map.baseUnavailable")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * react-map-gl wraps the map's children (markers and popups draw elsewhere through portals) in
 * `<div mapboxgl-children>`: HTML has no such attribute, so the page would not be valid. Only its map
 * recycling (`reuseMaps`, unused here) looks for it, and React never sets an unchanged attribute
 * again. Rendered inside that wrapper, so the wrapper exists when the effect runs; a layout effect,
 * so no one reads the page between the wrapper's commit and the attribute's removal.
 */
function WithoutInvalidChildrenAttribute() {
  const { current: map } = useMap();
  useLayoutEffect(() => {
    map?.getContainer().querySelector(":scope > [mapboxgl-children]")?.removeAttribute("mapboxgl-children");
  }, [map]);
  return null;
}

function ClusterButton({ cluster, language }: { cluster: ClusterItem; language: Language }) {
  const { t } = useTranslation();
  const formatted = formatCount(cluster.count, language);
  return (
    <button
      type="button"
      aria-label={t("map.cluster", { count: cluster.count, formatted })}
      className="flex items-center justify-center rounded-full bg-brand-500/25 p-1.5 transition-transform hover:scale-105"
      style={{ width: cluster.size, height: cluster.size }}
    >
      <span
        aria-hidden="true"
        className="flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-brand-500 text-sm font-bold text-white shadow-card"
      >
        {formatted}
      </span>
    </button>
  );
}

function PlaceButton({ item, selected, language }: { item: PlaceItem; selected: boolean; language: Language }) {
  const { t } = useTranslation();
  const { place } = item;
  const Icon = CATEGORY_ICONS[place.category];
  const score = place.score !== undefined ? formatScore(place.score, language) : undefined;
  // The place's name first; the score the pin shows is part of the name too (what you see is what you hear).
  const name = mapNameOf(place, titleCasePlaceName);
  const label = score ? `${name}, ${t("map.score", { score })}` : name;
  return (
    // A 44 px target around a smaller pin.
    <button
      type="button"
      data-place-id={place.id}
      aria-label={label}
      aria-expanded={selected}
      className="group flex min-h-11 min-w-11 flex-col items-center justify-end"
    >
      <span
        aria-hidden="true"
        className={cx(
          "flex h-8 items-center gap-1 rounded-full border-2 border-white px-2 text-xs font-bold shadow-raised",
          selected ? "bg-accent-600 text-white" : "bg-white text-neutral-900 group-hover:bg-brand-50",
        )}
      >
        <Icon className={cx("size-4", selected ? "text-white" : "text-brand-600")} />
        {score ?? null}
      </span>
      <span
        aria-hidden="true"
        className={cx(
          "-mt-0.5 size-2 rotate-45 border-r-2 border-b-2 border-white",
          selected ? "bg-accent-600" : "bg-white",
        )}
      />
    </button>
  );
}

function PopupCard({ place, language, onClose }: { place: MapPlace; language: Language; onClose: () => void }) {
  const { t } = useTranslation();
  const name = mapNameOf(place, titleCasePlaceName);
  return (
    <div className="relative pr-6 font-sans">
      <p className="text-base leading-snug font-semibold text-neutral-900">{name}</p>
      <p className="mt-0.5 flex items-center gap-1.5 text-sm text-neutral-600">
        {place.subtitle ?? (place.category === "experience" ? null : t(`categories.singular.${place.category}`))}
        {place.score !== undefined ? (
          <>
            <span aria-hidden="true">·</span>
            <Star aria-hidden="true" className="size-3.5 fill-accent-500 text-accent-500" />
            <span aria-hidden="true">{formatScore(place.score, language)}</span>
            <span className="sr-only">{t("map.score", { score: formatScore(place.score, language) })}</span>
          </>
        ) : null}
      </p>
      {place.bookableTimes ? (
        <BookableTimes
          place={{ slug: place.slug, name }}
          times={place.bookableTimes}
          party={place.party ?? 2}
          language={language}
          className="mt-3"
        />
      ) : null}
      <Link
        to={place.href ?? pathFor("place", language, { profileSlug: place.slug })}
        className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600"
      >
        {place.linkLabel ?? t("map.viewPlace")}
        <span className="sr-only">: {name}</span>
      </Link>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("map.close")}
        className="absolute -top-2 -right-2 flex size-11 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
