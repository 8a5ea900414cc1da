import type { Language } from "@sobremesa/contracts";
import { formatWallTime } from "@sobremesa/contracts";
import { useEffect, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type HoursRow, openStatus } from "../opening-hours";

/** How often the status is recomputed in the browser. */
const REFRESH_MS = 60_000;

/**
 * The instant "now" for the hours: the server's render instant on the server and during hydration
 * (so both render the same status), then the browser's clock, refreshed every minute.
 */
export function useNow(renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** "Abierto ahora · cierra a las 23:00" or "Cerrado · abre el martes a las 13:00", in the venue's zone. */
export function OpenNow({
  hours,
  timeZone,
  renderedAt,
  language,
  className,
}: {
  hours: readonly HoursRow[];
  timeZone: string;
  renderedAt: number;
  language: Language;
  className?: string;
}) {
  const { t } = useTranslation();
  const status = openStatus(hours, timeZone, useNow(renderedAt));
  const detail = status.open
    ? t("place.hours.closesAt", { time: formatWallTime(status.closesAt ?? "00:00", language) })
    : status.opensNext
      ? status.opensNext.weekday === status.today
        ? t("place.hours.opensToday", { time: formatWallTime(status.opensNext.opensAt, language) })
        : t("place.hours.opensOn", {
            day: t(`place.days.${status.opensNext.weekday}`),
            time: formatWallTime(status.opensNext.opensAt, language),
          })
      : null;
  return (
    <p className={cx("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm", className)} aria-live="polite">
      <span
        className={cx(
          "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold",
          status.open ? "bg-brand-50 text-brand-800" : "bg-neutral-100 text-neutral-800",
        )}
        data-open={status.open ? "true" : "false"}
      >
        <span
          aria-hidden="true"
          className={cx("size-2 rounded-full", status.open ? "bg-brand-500" : "bg-neutral-500")}
        />
        {status.open ? t("place.hours.openNow") : t("place.hours.closed")}
      </span>
      {detail && <span className="text-neutral-600">{detail}</span>}
    </p>
  );
}
