import type { Language } from "@sobremesa/contracts";
import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "../../../components/ui/cx";
import { useTranslation } from "../../../i18n/react-i18n";
import { crossesMidnight, formatRange, formatTime, type HoursRow, openStatus, weekHours } from "../opening-hours";

/** How often the status is recomputed in the browser. */
const REFRESH_MS = 60_000;

/**
 * The instant "now" for the hours: the server's render instant on the server and during hydration
 * (so both render the same status), then the browser's clock, refreshed every minute.
 */
function useNow(renderedAt: number): number {
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
    ? t("place.hours.closesAt", { time: formatTime(status.closesAt ?? "00:00", language) })
    : status.opensNext
      ? status.opensNext.weekday === status.today
        ? t("place.hours.opensToday", { time: formatTime(status.opensNext.opensAt, language) })
        : t("place.hours.opensOn", {
            day: t(`place.days.${status.opensNext.weekday}`),
            time: formatTime(status.opensNext.opensAt, language),
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

/** The week's hours, Monday first, today (in the venue's zone) highlighted. */
export function OpeningHoursCard({
  hours,
  timeZone,
  renderedAt,
  language,
}: {
  hours: readonly HoursRow[];
  timeZone: string;
  renderedAt: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const now = useNow(renderedAt);
  const { today } = openStatus(hours, timeZone, now);
  return (
    <section aria-labelledby="hours-title">
      <h2 id="hours-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900">
        <Clock aria-hidden="true" className="size-5 text-neutral-500" />
        {t("place.hours.title")}
      </h2>
      <OpenNow hours={hours} timeZone={timeZone} renderedAt={renderedAt} language={language} className="mt-2" />
      {hours.length === 0 ? (
        <p className="mt-3 text-neutral-600">{t("place.hours.none")}</p>
      ) : (
        <table className="mt-3 w-full max-w-md text-sm">
          <caption className="sr-only">{t("place.hours.caption", { zone: timeZone })}</caption>
          <tbody>
            {weekHours(hours).map(({ weekday, openings }) => {
              const isToday = weekday === today;
              return (
                <tr
                  key={weekday}
                  aria-current={isToday ? "date" : undefined}
                  className={cx(isToday ? "bg-brand-50 font-semibold text-neutral-900" : "text-neutral-700")}
                >
                  <th scope="row" className="rounded-l-sm py-1.5 pr-4 pl-2 text-left font-[inherit]">
                    {t(`place.days.${weekday}`)}
                    {isToday && <span className="sr-only"> ({t("place.hours.today")})</span>}
                  </th>
                  <td className="rounded-r-sm py-1.5 pr-2 text-right tabular-nums">
                    {openings.length === 0
                      ? t("place.hours.closedDay")
                      : openings.map((row) => (
                          <span key={row.opensAt} className="block">
                            {formatRange(row, language)}
                            {crossesMidnight(row) && (
                              <span className="font-normal text-neutral-500"> {t("place.hours.nextDay")}</span>
                            )}
                          </span>
                        ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-neutral-500">{t("place.hours.zoneNote", { zone: timeZone })}</p>
    </section>
  );
}
