import { Map as MapIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { MapGrid } from "./map-placeholder";

/**
 * How far below the fold the map starts loading: close enough that nobody who never scrolls there
 * pays for MapLibre (about 240 KB compressed), far enough that it is usually drawn on arrival.
 */
export const MAP_NEAR_VIEWPORT = "400px 0px";

/**
 * A map further down a page (a place's "where", a thing to do's venue): a still placeholder with a
 * "Show map" button until the box nears the viewport or the visitor presses the button; only then
 * are `children` (the lazily loaded map) rendered. Import it from this file, not the map's index,
 * so the page's own chunk stays free of the map code.
 */
export function MapOnDemand({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    if (open) return;
    const node = box.current;
    // A browser without IntersectionObserver cannot tell when it is near: it gets the map now.
    if (!node || typeof IntersectionObserver !== "function") {
      setOpen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true);
      },
      { rootMargin: MAP_NEAR_VIEWPORT },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [open]);

  useEffect(() => {
    // The pressed button goes away with the placeholder: keep keyboard focus where the map appears.
    if (open && focusOnOpen.current) box.current?.focus();
  }, [open]);

  return (
    <div ref={box} tabIndex={-1} data-map-on-demand={open ? "open" : "waiting"} className="focus:outline-none">
      {open ? (
        children
      ) : (
        <div className={cx("relative isolate overflow-hidden rounded-md bg-[#e9eef3]", className)}>
          <MapGrid id="map-on-demand-grid" />
          <div className="absolute inset-0 flex items-center justify-center">
            <button
              type="button"
              className={buttonClasses("secondary", "md", "shadow-raised")}
              onClick={() => {
                focusOnOpen.current = true;
                setOpen(true);
              }}
            >
              <MapIcon aria-hidden="true" className="size-4" />
              {t("map.show")}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
