import { type ComponentProps, type ReactNode, Suspense } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { LazyPlacesMapSlot } from "./lazy-places-map-slot";
import type { PlacesMapSlot } from "./places-map-slot";

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
  map: Omit<ComponentProps<typeof PlacesMapSlot>, "className">;
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
        <LazyPlacesMapSlot className={box} {...map} />
      </Suspense>
    </div>
  );
}
