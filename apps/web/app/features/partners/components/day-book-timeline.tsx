import type { DayBookEntry, DayBookTable, Language } from "@sobremesa/contracts";
import { formatTime } from "@sobremesa/contracts";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

const HOUR_MS = 3_600_000;

/**
 * The day by table: one row per table, each booking a bar from arrival to the end of its stay,
 * placed on the hours the day's bookings span. Every bar also says its times in words, so the
 * timeline reads as a list to a screen reader.
 */
export function DayBookTimeline({
  tables,
  entries,
  timeZone,
  language,
}: {
  tables: DayBookTable[];
  entries: DayBookEntry[];
  timeZone: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const shown = entries.filter((entry) => entry.status !== "cancelled" && entry.status !== "no_show");
  const starts = shown.map((entry) => Date.parse(entry.startsAt));
  const ends = shown.map((entry) => Date.parse(entry.endsAt));
  // The hours the day's bookings span (never the clock: the server and the browser must agree).
  const from = starts.length > 0 ? Math.floor(Math.min(...starts) / HOUR_MS) * HOUR_MS : 0;
  const to = Math.max(Math.ceil(Math.max(...ends, from + 4 * HOUR_MS) / HOUR_MS) * HOUR_MS, from + HOUR_MS);
  const span = to - from;
  const hours = Array.from({ length: Math.round(span / HOUR_MS) + 1 }, (_, index) => from + index * HOUR_MS);
  const percent = (instant: number) => `${(((instant - from) / span) * 100).toFixed(3)}%`;
  return (
    // Focusable: on a narrow screen the hours scroll sideways, and a keyboard must reach them too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so arrow keys scroll it
    <section aria-label={t("partners.dayBook.timeline.label")} tabIndex={0} className="overflow-x-auto">
      <div className="min-w-[40rem]">
        <div aria-hidden="true" className="relative ml-24 h-6 text-xs text-neutral-600">
          {starts.length > 0 &&
            hours.map((hour) => (
              <span key={hour} className="absolute -translate-x-1/2" style={{ left: percent(hour) }}>
                {formatTime(new Date(hour), timeZone, language)}
              </span>
            ))}
        </div>
        <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
          {tables.map((table) => {
            const here = shown.filter((entry) => entry.tables.some((held) => held.id === table.id));
            return (
              <li key={table.id} className="flex min-h-12 items-stretch" data-testid="timeline-table">
                <p className="flex w-24 shrink-0 flex-col justify-center border-r border-neutral-200 px-2 text-sm">
                  <span className="font-semibold text-neutral-900">
                    {t("partners.dayBook.timeline.table", { label: table.label })}
                  </span>
                  <span className="text-xs text-neutral-600">{table.zoneName}</span>
                </p>
                {here.length === 0 ? (
                  <p className="flex flex-1 items-center px-2 text-sm text-neutral-600">
                    {t("partners.dayBook.timeline.free")}
                  </p>
                ) : (
                  <ul className="relative flex-1">
                    {here.map((entry) => {
                      const start = Date.parse(entry.startsAt);
                      const end = Date.parse(entry.endsAt);
                      return (
                        <li
                          key={entry.id}
                          className={cx(
                            "absolute inset-y-1 overflow-hidden rounded-sm px-1.5 text-xs leading-tight",
                            entry.status === "seated" ? "bg-brand-700 text-white" : "bg-brand-100 text-brand-900",
                            entry.status === "completed" && "bg-neutral-200 text-neutral-800",
                          )}
                          style={{ left: percent(start), width: `calc(${percent(end)} - ${percent(start)})` }}
                        >
                          <span className="block truncate font-semibold">{entry.name}</span>
                          <span className="block truncate">
                            {formatTime(entry.startsAt, timeZone, language)}–
                            {formatTime(entry.endsAt, timeZone, language)} ·{" "}
                            {t("partners.dayBook.people", { count: entry.party })}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
