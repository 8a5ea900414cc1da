import type { Language } from "@sobremesa/contracts";
import type { CategoryKey } from "@sobremesa/domain/catalog";
import { ExternalLink, MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import { MapOnDemand } from "#app/features/map/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * The map module (and MapLibre, which it loads itself) in its own chunk, requested only when the map
 * nears the viewport or the visitor asks for it: the profile's first load never carries it.
 */
const PlacesMap = lazy(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/map/places-map.tsx").then((module) => ({ default: module.PlacesMap })),
);

const STREET_ZOOM = 15;

/** Where the place is: its address, a map with its one marker, and a Google Maps link that needs no script. */
export function PlaceMap({
  place,
  address,
  where,
  mapsUrl,
  language,
}: {
  place: { id: number; slug: string; name: string; category: CategoryKey; latitude: number; longitude: number };
  address: string;
  where: string;
  mapsUrl: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const box = "h-64 sm:h-72";
  return (
    <section aria-labelledby="where-title">
      <h2 id="where-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900">
        <MapPin aria-hidden="true" className="size-5 text-neutral-500" />
        {t("place.where.title")}
      </h2>
      <address className="mt-2 text-neutral-700 not-italic">
        {address}
        <br />
        {where}
      </address>
      <div className="mt-3">
        <MapOnDemand className={box}>
          <Suspense fallback={<div className={`${box} animate-pulse rounded-md bg-neutral-100`} />}>
            <PlacesMap
              places={[place]}
              center={{ latitude: place.latitude, longitude: place.longitude, zoom: STREET_ZOOM }}
              language={language}
              className={box}
            />
          </Suspense>
        </MapOnDemand>
      </div>
      <a
        href={mapsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
      >
        {t("place.where.directions")}
        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only">{t("place.where.newTab")}</span>
      </a>
    </section>
  );
}
