import type { Language } from "@sobremesa/contracts";
import { lazy, Suspense } from "react";
import { cx } from "#app/components/ui/cx.ts";
import type { MapPlace } from "#app/features/map/index.ts";
import { MapOnDemand } from "#app/features/map/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

export type { MapPlace };

/**
 * The map of features/map, loaded only when the visitor switches to it: its module (and MapLibre,
 * which it loads lazily itself) never weighs on a listing's first load.
 */
const PlacesMap = lazy(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/map/places-map.tsx").then((module) => ({ default: module.PlacesMap })),
);

interface PlacesMapSlotProps {
  places: MapPlace[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  language: Language;
  /** The list the map mirrors (its "skip the map" link jumps there). */
  listId: string;
  /** Size of the box (the map fills it). */
  className?: string;
  /**
   * A map the visitor did not ask for (a venue further down a page): loaded only when it nears the
   * viewport or its "Show map" button is pressed. Without it the map loads at once (the map view).
   */
  onDemand?: boolean;
}

function MapLoading({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cx("flex animate-pulse items-center justify-center rounded-md bg-neutral-100", className)}
    >
      <span className="text-sm text-neutral-600">{t("listing.map.loading")}</span>
    </div>
  );
}

export function PlacesMapSlot({ className, onDemand, ...props }: PlacesMapSlotProps) {
  const map = (
    <Suspense fallback={<MapLoading className={className} />}>
      <PlacesMap {...props} className={className} />
    </Suspense>
  );
  return onDemand ? <MapOnDemand className={className ?? "h-80"}>{map}</MapOnDemand> : map;
}
