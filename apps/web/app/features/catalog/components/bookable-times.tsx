import { formatWallTime, type Language } from "@sobremesa/contracts";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { formatShortDayTime } from "#app/lib/format/date-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { reservePath } from "#app/lib/navigation/booking-query.ts";
import type { PlaceBookableTimes } from "../bookable-times";

/** A card shows at most this many times. */
export const MAX_CARD_TIMES = 5;

export interface BookableTimesProps {
  /** The place's slug (its booking page) and its name as the card shows it. */
  place: { slug: string; name: string };
  times: PlaceBookableTimes;
  /** The party the diner chose, handed to the booking page with the time. */
  party: number;
  language: Language;
  className?: string;
}

const timeClasses =
  "inline-flex min-h-9 min-w-16 items-center justify-center rounded-full bg-brand-500 px-3 text-sm font-semibold text-white hover:bg-brand-600 active:bg-brand-700";

/**
 * A card's bookable times: up to five time buttons to the booking page (place, date, time and party
 * chosen); when none is near, the next available time; when not even that, a note. Nothing for a
 * place that takes no bookings. Above the card's stretched link (relative z-10), so each is its own target.
 */
export function BookableTimes({ place, times, party, language, className }: BookableTimesProps) {
  const { t } = useTranslation();
  if (!times.bookable) return null;
  const shown = times.times.slice(0, MAX_CARD_TIMES);
  if (shown.length > 0) {
    return (
      <ul
        aria-label={t("bookable.label", { place: place.name })}
        className={cx("relative z-10 flex flex-wrap gap-2", className)}
      >
        {shown.map((slot) => {
          const time = formatWallTime(slot.time, language);
          return (
            <li key={`${slot.date} ${slot.time}`}>
              <Link
                to={reservePath(language, place.slug, { date: slot.date, time: slot.time, party })}
                aria-label={t("bookable.book", { place: place.name, time })}
                className={timeClasses}
              >
                {time}
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }
  if (times.next) {
    const when = formatShortDayTime(times.next.date, times.next.time, language);
    return (
      <p className={cx("relative z-10 text-sm", className)}>
        <Link
          to={reservePath(language, place.slug, { date: times.next.date, time: times.next.time, party })}
          aria-label={t("bookable.nextAt", { place: place.name, when })}
          className="inline-flex min-h-9 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t("bookable.next", { when })}
        </Link>
      </p>
    );
  }
  return <p className={cx("text-sm text-neutral-600", className)}>{t("bookable.none")}</p>;
}
