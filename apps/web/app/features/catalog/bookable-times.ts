import { BOOKABLE_TIMES_PER_PLACE, formatWallTime, type Language } from "@sobremesa/contracts";
import type { BookableTime, PlaceBookableTimes, ReservationsService } from "@sobremesa/domain/reservations";
import { formatShortDayTime } from "#app/lib/format/date-format.ts";
import type { TFunction } from "#app/lib/i18n/translate.ts";
import { reservePath } from "#app/lib/navigation/booking-query.ts";

/**
 * Bookable times on the cards. The reservations domain computes them from the availability engine
 * the booking page uses (its `bookableTimes`); the loaders ask it once per page and hand the cards
 * what it answered.
 */

export type { BookableTime, PlaceBookableTimes };

/** The answer by place id, as loader data (a plain object travels to the browser as it is). */
export type BookableTimesById = Record<number, PlaceBookableTimes>;

/** The service's map as loader data. */
export const timesById = (answer: ReadonlyMap<number, PlaceBookableTimes>): BookableTimesById =>
  Object.fromEntries(answer);

/** What a loader asks for its cards' times: the reservations service. */
export type BookableTimesSource = Pick<ReservationsService, "bookableTimes">;

/**
 * The cards' bookable times, one call for a page's places. No service (a server without
 * reservations) or a failure means no times: the cards are the page's point, the times an extra, so
 * a failure is reported and skipped.
 */
export async function cardTimes(
  source: BookableTimesSource | undefined,
  placeIds: number[],
  when: { date: string; time: string; party: number },
  onError: (error: unknown) => void,
): Promise<BookableTimesById> {
  if (!source || placeIds.length === 0) return {};
  try {
    return timesById(await source.bookableTimes({ placeIds, ...when }));
  } catch (error) {
    onError(error);
    return {};
  }
}

/** What a card says of a place's times, in words and links: the React card and the Google map's DOM window draw it. */
export type BookableTimesView =
  | { kind: "times"; label: string; links: { href: string; text: string; label: string }[] }
  | { kind: "next"; link: { href: string; text: string; label: string } }
  | { kind: "none"; text: string };

/**
 * Up to five time links to the booking page (place, date, time and party chosen); when none is
 * near, the next available time; when not even that, a note; nothing for a place that takes no
 * bookings. Each link's name starts with the words it shows (what you see is what you hear).
 */
export function bookableTimesView(input: {
  place: { slug: string; name: string };
  times: PlaceBookableTimes;
  party: number;
  language: Language;
  t: TFunction;
}): BookableTimesView | null {
  const { place, times, party, language, t } = input;
  if (!times.bookable) return null;
  const shown = times.times.slice(0, BOOKABLE_TIMES_PER_PLACE);
  const hrefOf = (slot: BookableTime) => reservePath(language, place.slug, { date: slot.date, time: slot.time, party });
  if (shown.length > 0) {
    return {
      kind: "times",
      label: t("bookable.label", { place: place.name }),
      links: shown.map((slot) => {
        const time = formatWallTime(slot.time, language);
        return { href: hrefOf(slot), text: time, label: t("bookable.book", { place: place.name, time }) };
      }),
    };
  }
  if (times.next) {
    const when = formatShortDayTime(times.next.date, times.next.time, language);
    return {
      kind: "next",
      link: {
        href: hrefOf(times.next),
        text: t("bookable.next", { when }),
        label: t("bookable.nextAt", { place: place.name, when }),
      },
    };
  }
  return { kind: "none", text: t("bookable.none") };
}
