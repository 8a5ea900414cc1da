import type { Language } from "@sobremesa/contracts";
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { pageGoogleMaps } from "./google-maps-loader";
import type { GoogleNamespace } from "./google-maps-types";
import { MapSkeleton, MapUnavailable } from "./map-placeholder";
import { resolveMapStyle } from "./map-style";
import type { MapCenter, MapPlace } from "./map-types";

// MapLibre (about 1 MB of JavaScript and a web worker) loads in its own chunk, after hydration and
// only on pages that show a map: it never runs on the server and never delays first paint.
const PlacesMapCanvas = lazy(() => import("./places-map-canvas"));
// Only when the server has a Google Maps key and its loader delivered the script.
const GooglePlacesMapCanvas = lazy(() => import("./google-places-map-canvas"));

export interface PlacesMapProps {
  places: readonly MapPlace[];
  /** The place whose popup is open (e.g. the card the visitor hovers in the list); null closes it. */
  selectedId?: number | null;
  /** A marker was chosen (click, Enter or Space). */
  onSelect?: (id: number) => void;
  /** Initial view; without it the map fits every place (or shows Mexico when there is none). */
  center?: MapCenter;
  language: Language;
  /** Size the box here (height!); default 20rem on phones, 28rem from sm up. */
  className?: string;
  /** Id of the list the map mirrors: a "skip the map" link for keyboard users jumps there. */
  listId?: string;
}

/**
 * A map of places with clustered markers and a popup card per place. Client-only: the server and
 * the first client render draw a same-size placeholder.
 */
export function PlacesMap({ className, listId, ...props }: PlacesMapProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const rootData = useRouteLoaderData("root");
  const { style, fallback } = resolveMapStyle(rootData);
  const googleMaps = (rootData as { googleMaps?: unknown } | undefined)?.googleMaps === true;
  const builtIn = <PlacesMapCanvas {...props} mapStyle={style} fallbackStyle={fallback} />;
  return (
    <section
      aria-label={t("map.label")}
      className={cx("relative isolate overflow-hidden rounded-md bg-[#e9eef3]", className ?? "h-80 sm:h-[28rem]")}
    >
      {listId ? (
        <a
          href={`#${listId}`}
          className="sr-only z-20 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-raised focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
        >
          {t("map.skip")}
        </a>
      ) : null}
      {hydrated ? (
        <MapErrorBoundary fallback={<MapUnavailable />}>
          <Suspense fallback={<MapSkeleton />}>
            {googleMaps ? <GoogleOrBuiltIn {...props} builtIn={builtIn} /> : builtIn}
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <MapSkeleton />
      )}
    </section>
  );
}

type ProviderState = { kind: "pending" } | { kind: "builtIn" } | { kind: "google"; google: GoogleNamespace };

/**
 * Google Maps when the loader delivers it; the built-in map when it reports the service unavailable
 * or cannot be fetched (the error is logged: the visitor still gets a working map).
 */
function GoogleOrBuiltIn({ builtIn, ...props }: Omit<PlacesMapProps, "className" | "listId"> & { builtIn: ReactNode }) {
  const [provider, setProvider] = useState<ProviderState>({ kind: "pending" });
  const { language } = props;
  useEffect(() => {
    let live = true;
    pageGoogleMaps(language).then(
      (result) => {
        if (live) setProvider(result.available ? { kind: "google", google: result.google } : { kind: "builtIn" });
      },
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        if (live) setProvider({ kind: "builtIn" });
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  if (provider.kind === "pending") return <MapSkeleton />;
  if (provider.kind === "builtIn") return builtIn;
  return <GooglePlacesMapCanvas {...props} google={provider.google} />;
}

/** A map chunk that fails to load (a deploy replaced it, the network dropped) leaves the page usable. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
