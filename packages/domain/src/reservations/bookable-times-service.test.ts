import { describe, expect, it } from "vitest";
import type { PlaceContext } from "./booking-context-repository.ts";
import type { ReservationsRepository, VenueSetup } from "./reservations-repository.ts";
import { createReservationsService } from "./reservations-service.ts";
import type { TimeBlock } from "./venue-model.ts";

// Friday 2026-11-20 09:00 in Mexico City.
const now = () => new Date("2026-11-20T15:00:00Z");

function setupOf(version: number, shiftDays = [0, 1, 2, 3, 4, 5, 6]): VenueSetup {
  return {
    settings: {
      daysAhead: 60,
      minNoticeMinutes: 0,
      cancelUntilHours: 2,
      depositPerGuest: null,
      maxPartySize: 6,
      setupVersion: version,
    },
    zones: [{ id: 1, es: "Salón", en: "Dining room" }],
    tables: [{ id: 1, zoneId: 1, label: "S1", minCovers: 1, maxCovers: 6, online: true, priority: 1 }],
    combinations: [],
    shifts: [
      {
        id: 1,
        name: "Cena",
        weekdays: shiftDays,
        firstSeating: "13:00",
        lastSeating: "22:00",
        slotIntervalMinutes: 30,
        turnTimes: [{ maxParty: 6, minutes: 90 }],
        pacingCovers: null,
      },
    ],
  };
}

/**
 * A repository holding places 1..n with a setup (odd ids closed for a week) and place 1000
 * without settings, counting the statements the service runs.
 */
function fakeRepository(count: number) {
  const setups = new Map<number, VenueSetup>();
  for (let id = 1; id <= count; id++) setups.set(id, setupOf(1));
  // Odd ids are closed to online bookings for a week: Thursday 19 to Thursday 26 November.
  const closedWeek: TimeBlock = {
    id: 1,
    scope: "global",
    startsAt: new Date("2026-11-19T06:00:00Z"),
    endsAt: new Date("2026-11-27T06:00:00Z"),
    zoneIds: [],
    tableIds: [],
  };
  const calls = { contexts: [] as number[][], setups: [] as number[][] };
  const repository = {
    async bookingContexts({ placeIds }: { placeIds: number[] }): Promise<PlaceContext[]> {
      calls.contexts.push(placeIds);
      return placeIds
        .filter((id) => setups.has(id) || id === 1000)
        .map((placeId) => ({
          placeId,
          timeZone: "America/Mexico_City",
          timeBlocks: placeId % 2 === 1 ? [closedWeek] : [],
          held: [],
          setupVersion: setups.get(placeId)?.settings.setupVersion ?? null,
        }));
    },
    async venueSetups(placeIds: readonly number[]) {
      calls.setups.push([...placeIds]);
      return new Map(placeIds.flatMap((id) => (setups.has(id) ? [[id, setups.get(id)!] as const] : [])));
    },
  };
  return { repository: repository as unknown as ReservationsRepository, calls, setups };
}

describe("bookable times of many places", () => {
  const query = { date: "2026-11-20", time: "20:00", party: 2 };

  it("reads 48 places in a bounded number of statements, and their setups from the cache afterwards", async () => {
    const { repository, calls } = fakeRepository(48);
    const service = createReservationsService(repository, { siteUrl: "https://sobremesa.mx", now });
    const placeIds = Array.from({ length: 48 }, (_, index) => index + 1);
    const answer = await service.bookableTimes({ ...query, placeIds });
    expect([...answer.keys()]).toEqual(placeIds);
    // Even ids: times on Friday. Odd ids are closed until Friday 27th, beyond the first read's
    // service days (Friday 20th to Sunday 22nd): their later days are read.
    expect(answer.get(2)).toEqual({
      placeId: 2,
      bookable: true,
      times: ["19:00", "19:30", "20:00", "20:30", "21:00"].map((time) => ({ date: "2026-11-20", time })),
      next: null,
    });
    expect(answer.get(1)).toEqual({
      placeId: 1,
      bookable: true,
      times: [],
      next: { date: "2026-11-27", time: "13:00" },
    });
    expect(calls.contexts).toHaveLength(2);
    expect(calls.contexts[1]).toEqual(placeIds.filter((id) => id % 2 === 1));
    expect(calls.setups).toEqual([placeIds]);

    // Asked on Wednesday 25th, the first read reaches Friday 27th: it answers alone.
    const wednesday = await service.bookableTimes({ ...query, date: "2026-11-25", placeIds });
    expect(wednesday.get(1)?.next).toEqual({ date: "2026-11-27", time: "13:00" });
    expect(calls.contexts).toHaveLength(3);
    expect(calls.setups).toHaveLength(1);
  });

  it("reads again only the setups whose version moved", async () => {
    const { repository, calls, setups } = fakeRepository(4);
    const service = createReservationsService(repository, { siteUrl: "https://sobremesa.mx", now });
    await service.bookableTimes({ ...query, placeIds: [2, 4] });
    setups.set(4, { ...setupOf(2), settings: { ...setupOf(2).settings, maxPartySize: 1 } });
    const answer = await service.bookableTimes({ ...query, placeIds: [2, 4] });
    expect(calls.setups).toEqual([[2, 4], [4]]);
    expect(answer.get(4)).toEqual({ placeId: 4, bookable: false, times: [], next: null });
  });

  it("answers places without settings, unknown ones and parties too large as not bookable", async () => {
    const { repository } = fakeRepository(2);
    const service = createReservationsService(repository, { siteUrl: "https://sobremesa.mx", now });
    const answer = await service.bookableTimes({ ...query, placeIds: [1000, 5000, 2, 1000] });
    expect([...answer.values()].map((place) => [place.placeId, place.bookable])).toEqual([
      [1000, false],
      [5000, false],
      [2, true],
    ]);
    const large = await service.bookableTimes({ ...query, party: 7, placeIds: [2] });
    expect(large.get(2)).toEqual({ placeId: 2, bookable: false, times: [], next: null });
  });

  it("refuses more than 48 places and input that is not a date, time or party", async () => {
    const { repository, calls } = fakeRepository(1);
    const service = createReservationsService(repository, { siteUrl: "https://sobremesa.mx", now });
    const many = Array.from({ length: 49 }, (_, index) => index + 1);
    await expect(service.bookableTimes({ ...query, placeIds: many })).rejects.toThrow(RangeError);
    await expect(service.bookableTimes({ ...query, date: "2026-02-30", placeIds: [1] })).rejects.toThrow(RangeError);
    await expect(service.bookableTimes({ ...query, time: "24:00", placeIds: [1] })).rejects.toThrow(RangeError);
    await expect(service.bookableTimes({ ...query, party: 0, placeIds: [1] })).rejects.toThrow(RangeError);
    expect(calls.contexts).toEqual([]);
    expect(await service.bookableTimes({ ...query, placeIds: [] })).toEqual(new Map());
  });
});
