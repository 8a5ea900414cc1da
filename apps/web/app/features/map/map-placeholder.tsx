import { MapPinOff } from "lucide-react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** A street-like grid where the map will be: its box keeps the map's size and colour. */
export function MapGrid({ id }: { id: string }) {
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full text-white/70" focusable="false">
      <defs>
        <pattern id={id} width="48" height="48" patternUnits="userSpaceOnUse">
          <path d="M48 0H0V48" fill="none" stroke="currentColor" strokeWidth="2" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** What fills the map's box while its code loads: a calm grid and a quiet label, no layout shift. */
export function MapSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 animate-pulse bg-[#e9eef3]" role="status">
      <MapGrid id="map-skeleton-grid" />
      <span className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-center text-sm font-medium text-neutral-600">
        {t("map.loading")}
      </span>
    </div>
  );
}

/** The map could not start (no WebGL, or its code failed to load): say so; the list still works. */
export function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-neutral-100 p-6 text-center">
      <MapPinOff aria-hidden="true" className="size-6 text-neutral-500" />
      <p className="max-w-xs text-sm text-neutral-700">{t("map.unavailable")}</p>
    </div>
  );
}
