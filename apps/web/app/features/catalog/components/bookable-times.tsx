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

export const timeClasses =
  "inline-flex min-h-9 min-w-16 items-center justify-center rounded-full bg-brand-500 px-3 text-sm font-semibold text-white hover:bg-brand-600 active:bg-brand-700";
export const nextClasses =
  "inline-flex min-h-9 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

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
