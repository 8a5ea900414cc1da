import { addDays, type Language } from "@sobremesa/contracts";
import { availabilityOfDay } from "./availability.ts";
import { localDateTime } from "./local-time.ts";
import type { ReservationsDeps } from "./reservations-deps.ts";
import { dayWindow, venueOf } from "./service-context.ts";

/** What a place offers on a day: its seating times, zones and booking policy. */
export function dayAvailability({ repository, now, placeOrFail, setupOf }: ReservationsDeps) {
  return {
    /** Every seating time of a service day for a party, available or not (with why not). */
    async availability(input: {
      placeSlug: string;
      date: string;
      party: number;
      zoneId?: number | undefined;
      language: Language;
    }) {
      const place = await placeOrFail(input.placeSlug, input.language);
      const [from, to] = dayWindow(input.date, place.timeZone);
      const [, { timeBlocks: blocks, held, setupVersion }] = await Promise.all([
        setupOf(place.id),
        repository.bookingContext({ placeId: place.id, from, to }),
      ]);
      // The same copy unless the setup changed since it was read; then the current one.
      const setup = await setupOf(place.id, setupVersion);
      const settings = setup?.settings;
      const venue = setup && settings ? venueOf(place, setup, settings, blocks) : undefined;
      const clock = now();
      const today = localDateTime(clock, place.timeZone).date;
      const slots =
        venue && settings && input.party <= settings.maxPartySize
          ? availabilityOfDay({ venue, party: input.party, now: clock, held, zoneId: input.zoneId }, input.date).map(
              (verdict) => ({
                date: verdict.slot.date,
                time: verdict.slot.time,
                available: verdict.ok,
                reason: verdict.ok ? null : verdict.code,
              }),
            )
          : [];
      return {
        place: { id: place.id, slug: place.slug, name: place.name, timeZone: place.timeZone },
        date: input.date,
        party: input.party,
        today,
        lastDate: addDays(today, settings?.daysAhead ?? 0),
        maxPartySize: settings?.maxPartySize ?? 0,
        cancelUntilHours: settings?.cancelUntilHours ?? 0,
        depositPerGuest: settings?.depositPerGuest ?? null,
        currency: place.currency,
        zones: (setup?.zones ?? []).map((zone) => ({ id: zone.id, name: zone[input.language] })),
        slots,
      };
    },
  };
}
