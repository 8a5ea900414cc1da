import type { ComponentProps, ReactNode } from "react";
import { PlacesMapSlot } from "./places-map-slot";

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
  if (view !== "map") return cards;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:items-start">
      <div className="order-2 lg:order-1">{cards}</div>
      <PlacesMapSlot
        className="order-1 h-[55dvh] min-h-72 lg:sticky lg:top-20 lg:order-2 lg:h-[calc(100dvh-6rem)]"
        {...map}
      />
    </div>
  );
}
