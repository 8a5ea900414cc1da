import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import { cx } from "../../../components/ui/cx";
import { useTranslation } from "../../../i18n/react-i18n";
import type { PlacesMapSlot as PlacesMapSlotType } from "./places-map-slot";

// The map view's code loads when the visitor switches to it: a listing opens on its list.
const PlacesMapSlot = lazy(() => import("./places-map-slot").then((module) => ({ default: module.PlacesMapSlot })));

/**
 * A listing's results beside its map (the map first on phones, sticky on desktops), or the results
 * alone: the places listing and the things-to-do listing lay them out the same way.
 */
export function ResultsWithMap({
  view,
  cards,
  map,
}: {
  view: "list" | "map";
  cards: ReactNode;
  map: Omit<ComponentProps<typeof PlacesMapSlotType>, "className">;
}) {
  const { t } = useTranslation();
  if (view !== "map") return cards;
  const box = "order-1 h-[55dvh] min-h-72 lg:sticky lg:top-20 lg:order-2 lg:h-[calc(100dvh-6rem)]";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start">
      <div className="order-2 lg:order-1">{cards}</div>
      <Suspense
        fallback={
          <div
            role="status"
            className={cx("flex animate-pulse items-center justify-center rounded-md bg-neutral-100", box)}
          >
            <span className="text-sm text-neutral-600">{t("listing.map.loading")}</span>
          </div>
        }
      >
        <PlacesMapSlot className={box} {...map} />
      </Suspense>
    </div>
  );
}
