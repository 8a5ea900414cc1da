import { describe, expect, it } from "vitest";
import { type IdCounters, type VenuePlace, venueBookings, venueSetup } from "./venues.ts";

const counters = (): IdCounters => ({ zone: 0, table: 0, combination: 0, shift: 0 });
const restaurant: VenuePlace = {
  id: 7,
  category: "restaurant",
  timezone: "America/Mexico_City",
  currency: "MXN",
  hours: [
    { weekday: 2, opensAt: "13:00", closesAt: "17:00" },
    { weekday: 2, opensAt: "19:00", closesAt: "23:30" },
    { weekday: 5, opensAt: "19:00", closesAt: "23:30" },
  ],
};

describe("demo reservation setups", () => {
  it("are the same for the same place", () => {
    expect(venueSetup(restaurant, counters())).toEqual(venueSetup(restaurant, counters()));
  });

  it("give every zone online tables with sensible covers, and combine only tables of one zone", () => {
    const setup = venueSetup(restaurant, counters());
    expect(setup.zones[0]).toMatchObject({ nameEs: "Salón", nameEn: "Dining room" });
    for (const zone of setup.zones) {
      const tables = setup.tables.filter((table) => table.zoneId === zone.id);
      expect(tables.some((table) => table.online)).toBe(true);
    }
    for (const table of setup.tables) expect(table.maxCovers).toBeGreaterThanOrEqual(table.minCovers);
    for (const combination of setup.combinations) {
      const zones = new Set(combination.tableIds.map((id) => setup.tables.find((table) => table.id === id)?.zoneId));
      expect(zones.size).toBe(1);
    }
  });

  it("derive one shift per opening period, seating until before closing", () => {
    const setup = venueSetup(restaurant, counters());
    expect(
      setup.shifts.map(({ weekdays, firstSeating, lastSeating, nameEs }) => ({
        weekdays,
        firstSeating,
        lastSeating,
        nameEs,
      })),
    ).toEqual([
      { weekdays: [2], firstSeating: "13:00", lastSeating: "15:45", nameEs: "Comida" },
      { weekdays: [2, 5], firstSeating: "19:00", lastSeating: "22:15", nameEs: "Cena" },
    ]);
  });

  it("ask nightclub deposits in the place's own currency", () => {
    const deposits = (currency: string) =>
      Array.from(
        { length: 40 },
        (_, index) =>
          venueSetup({ ...restaurant, id: index + 1, category: "nightclub", currency, hours: [] }, counters()).settings
            .depositPerGuest,
      ).filter((deposit): deposit is number => deposit !== null);
    expect(Math.min(...deposits("MXN"))).toBeGreaterThanOrEqual(20_000);
    expect(Math.min(...deposits("COP"))).toBeGreaterThanOrEqual(4_000_000);
  });

  it("book at most one stay per table and day, at a seating time", () => {
    const setup = venueSetup(restaurant, counters());
    const bookings = venueBookings(restaurant, setup, ["2026-11-24", "2026-11-25", "2026-11-27"]);
    expect(bookings.length).toBeGreaterThan(0);
    const keys = bookings.map((booking) => `${booking.tableId}-${booking.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    // 2026-11-25 is a Wednesday: closed.
    expect(bookings.some((booking) => booking.date === "2026-11-25")).toBe(false);
    for (const booking of bookings) {
      const table = setup.tables.find((candidate) => candidate.id === booking.tableId)!;
      expect(booking.party).toBeGreaterThanOrEqual(table.minCovers);
      expect(booking.party).toBeLessThanOrEqual(table.maxCovers);
    }
  });
});
