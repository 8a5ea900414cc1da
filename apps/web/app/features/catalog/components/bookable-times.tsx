import type { Language } from "@sobremesa/contracts";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { bookableTimesView, type PlaceBookableTimes } from "../bookable-times";

export interface BookableTimesProps {
  /** The place's slug (its booking page) and its name as the card shows it. */
  place: { slug: string; name: string };
  times: PlaceBookableTimes;
  /** The party the diner chose, handed to the booking page with the time. */
  party: number;
  language: Language;
  className?: string;
}

/** The look of a bookable time and of the next one (app.css), shared with the map's cards. */
export const timeClasses = "bookable-time";
export const nextClasses = "bookable-next";

/**
 * A card's bookable times (see bookableTimesView): above the card's stretched link (relative z-10),
 * so each is its own target.
 */
export function BookableTimes({ place, times, party, language, className }: BookableTimesProps) {
  const { t } = useTranslation();
  const view = bookableTimesView({ place, times, party, language, t });
  if (!view) return null;
  if (view.kind === "times") {
    return (
      <ul aria-label={view.label} className={cx("relative z-10 flex flex-wrap gap-2", className)}>
        {view.links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} aria-label={link.label} className={timeClasses}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  if (view.kind === "next") {
    return (
      <p className={cx("relative z-10 text-sm", className)}>
        <Link to={view.link.href} aria-label={view.link.label} className={nextClasses}>
          {view.link.text}
        </Link>
      </p>
    );
  }
  return <p className={cx("text-sm text-neutral-600", className)}>{view.text}</p>;
}
