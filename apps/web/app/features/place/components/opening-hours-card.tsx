import { formatWallDate, type Language } from "@sobremesa/contracts";
import type { PlaceSpecialDay } from "@sobremesa/domain/search";
import { Clock } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { crossesMidnight, formatRange, type HoursRow, openStatus, weekHours } from "../opening-hours";
import { OpenNow, useNow } from "./open-now";

/** The week's hours, Monday first, today (in the venue's zone) highlighted. */
export function OpeningHoursCard({
  hours,
  specialDays = [],
  timeZone,
  renderedAt,
  language,
}: {
  hours: readonly HoursRow[];
  /** Closures and other hours in the next 30 days, shown under the week. */
  specialDays?: readonly PlaceSpecialDay[];
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
      {specialDays.length > 0 && (
        <>
          <h3 className="mt-4 text-base font-semibold text-neutral-900">{t("place.hours.specialTitle")}</h3>
          <ul className="mt-2 max-w-md space-y-1 text-sm text-neutral-700">
            {specialDays.map((day) => (
              <li key={day.date}>
                <span className="font-semibold">{formatWallDate(day.date, language)}</span>:{" "}
                {day.closed
                  ? t("place.hours.closedAllDay")
                  : day.hours.map((row) => formatRange({ weekday: 0, ...row }, language)).join(", ")}{" "}
                <span className="text-neutral-500">({day.reason})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-2 text-xs text-neutral-500">{t("place.hours.zoneNote", { zone: timeZone })}</p>
    </section>
  );
}
