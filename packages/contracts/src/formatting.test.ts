import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  countryOfCurrency,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatTime,
  formatWallDate,
  formatWallTime,
  isCountryCode,
} from "./formatting.ts";

// Intl keeps an amount on one line with no-break spaces; the expectations spell them out.
const nb = "\u00a0";

describe("COUNTRIES", () => {
  it("knows each served country's currency and time zone", () => {
    expect(COUNTRIES.mx).toMatchObject({ currency: "MXN", timeZone: "America/Mexico_City" });
    expect(COUNTRIES.co).toMatchObject({ currency: "COP", timeZone: "America/Bogota" });
    expect(COUNTRIES.cr).toMatchObject({ currency: "CRC", timeZone: "America/Costa_Rica" });
    expect(countryOfCurrency("cop")).toBe("co");
    expect(countryOfCurrency("USD")).toBeUndefined();
    expect(isCountryCode("cr")).toBe(true);
    expect(isCountryCode("us")).toBe(false);
  });
});

describe("formatMoney", () => {
  it("writes MXN with cents only when the amount has them (es and en)", () => {
    for (const language of ["es", "en"] as const) {
      expect(formatMoney(69_000, "MXN", language)).toBe("$690");
      expect(formatMoney(12_950, "MXN", language)).toBe("$129.50");
      expect(formatMoney(12_905, "MXN", language, "mx")).toBe("$129.05");
      expect(formatMoney(0, "MXN", language)).toBe("$0");
      expect(formatMoney(123_456_789, "MXN", language)).toBe("$1,234,567.89");
      expect(formatMoney(100_000_000, "MXN", language)).toBe("$1,000,000");
    }
  });

  it("writes COP in whole pesos, grouped as Colombia writes them", () => {
    expect(formatMoney(4_500_000, "COP", "es", "co")).toBe(`$${nb}45.000`);
    expect(formatMoney(4_500_000, "COP", "en", "co")).toBe("$45,000");
    expect(formatMoney(4_500_050, "COP", "es")).toBe(`$${nb}45.001`);
    expect(formatMoney(0, "COP", "es")).toBe(`$${nb}0`);
    expect(formatMoney(0, "COP", "en")).toBe("$0");
    expect(formatMoney(123_456_700, "COP", "es")).toBe(`$${nb}1.234.567`);
    expect(formatMoney(123_456_700, "COP", "en")).toBe("$1,234,567");
  });

  it("writes CRC in whole colones with its own symbol", () => {
    expect(formatMoney(450_000, "CRC", "es", "cr")).toBe(`₡4${nb}500`);
    expect(formatMoney(450_000, "CRC", "en", "cr")).toBe("₡4,500");
    expect(formatMoney(450_040, "CRC", "es")).toBe(`₡4${nb}500`);
    expect(formatMoney(0, "CRC", "es")).toBe("₡0");
    expect(formatMoney(0, "CRC", "en")).toBe("₡0");
    expect(formatMoney(1_234_567_800, "CRC", "es")).toBe(`₡12${nb}345${nb}678`);
    expect(formatMoney(1_234_567_800, "CRC", "en")).toBe("₡12,345,678");
  });

  it("adds the ISO code only when the currency is not the country's own", () => {
    expect(formatMoney(69_000, "MXN", "es", "co")).toBe(`$${nb}690 MXN`);
    expect(formatMoney(69_000, "MXN", "en", "cr")).toBe("$690 MXN");
    expect(formatMoney(4_500_000, "COP", "es", "mx")).toBe("$45,000 COP");
    expect(formatMoney(1_999, "USD", "en")).toBe("$19.99 USD");
    // A country we do not know is no country: the currency's own is used.
    expect(formatMoney(69_000, "mxn", "es", "us")).toBe("$690");
  });
});

// 05:30 UTC is 23:30 the day before in Mexico City and San José (UTC-6), 00:30 in Bogotá (UTC-5).
const lateNight = "2026-06-15T05:30:00Z";

describe("formatTime and the dates", () => {
  it("writes 24-hour times in Spanish and 12-hour times in English, in each zone, never naming the zone", () => {
    expect(formatTime(lateNight, COUNTRIES.mx.timeZone, "es")).toBe("23:30");
    expect(formatTime(lateNight, COUNTRIES.co.timeZone, "es")).toBe("00:30");
    expect(formatTime(lateNight, COUNTRIES.cr.timeZone, "es")).toBe("23:30");
    expect(formatTime(lateNight, COUNTRIES.mx.timeZone, "en")).toBe("11:30 PM");
    expect(formatTime(lateNight, COUNTRIES.co.timeZone, "en")).toBe("12:30 AM");
    expect(formatTime(new Date(lateNight), COUNTRIES.cr.timeZone, "en")).toBe("11:30 PM");
    expect(formatTime("2026-06-14T20:30:00Z", COUNTRIES.mx.timeZone, "es")).toBe("14:30");
    expect(formatTime("2026-06-14T14:05:00Z", COUNTRIES.co.timeZone, "es")).toBe("09:05");
  });

  it("puts the day on the zone's side of midnight", () => {
    expect(formatDate(lateNight, COUNTRIES.mx.timeZone, "es")).toBe("14 de junio de 2026");
    expect(formatDate(lateNight, COUNTRIES.co.timeZone, "es")).toBe("15 de junio de 2026");
    expect(formatDate(lateNight, COUNTRIES.cr.timeZone, "en", "full")).toBe("Sunday, June 14, 2026");
    expect(formatDate(lateNight, COUNTRIES.co.timeZone, "en", "medium")).toBe("Jun 15, 2026");
    expect(formatDateTime(lateNight, COUNTRIES.mx.timeZone, "es")).toBe("14 jun 2026, 23:30");
    expect(formatDateTime(lateNight, COUNTRIES.co.timeZone, "en")).toBe("Jun 15, 2026, 12:30 AM");
    expect(formatDateTime(lateNight, COUNTRIES.cr.timeZone, "es", "full")).toBe("domingo, 14 de junio de 2026, 23:30");
    expect(formatDateTime(lateNight, COUNTRIES.cr.timeZone, "en", "full")).toBe("Sunday, June 14, 2026 at 11:30 PM");
    for (const zone of Object.values(COUNTRIES).map((country) => country.timeZone)) {
      expect(formatDateTime(lateNight, zone, "es", "full")).not.toMatch(/GMT|UTC/);
      expect(formatDateTime(lateNight, zone, "en", "full")).not.toMatch(/GMT|UTC/);
    }
  });

  it("writes a range of days the same on every ICU, the year once when the ends share it", () => {
    const zone = COUNTRIES.mx.timeZone;
    expect(formatDateRange("2026-07-14T18:00:00Z", "2026-08-14T18:00:00Z", zone, "es")).toBe("14 jul – 14 ago 2026");
    expect(formatDateRange("2026-07-14T18:00:00Z", "2026-08-14T18:00:00Z", zone, "en")).toBe("Jul 14 – Aug 14, 2026");
    expect(formatDateRange("2026-12-20T18:00:00Z", "2027-01-20T18:00:00Z", zone, "es")).toBe(
      "20 dic 2026 – 20 ene 2027",
    );
    expect(formatDateRange("2026-07-14T18:00:00Z", "2026-08-14T18:00:00Z", zone, "es", "long")).toBe(
      "14 de julio – 14 de agosto de 2026",
    );
    // 02:00 UTC on January 1st is still December 31st in Mexico City: one year, written once.
    expect(formatDateRange("2026-12-01T18:00:00Z", "2027-01-01T02:00:00Z", zone, "en")).toBe("Dec 1 – Dec 31, 2026");
    expect(formatDateRange("2026-07-14T18:00:00Z", "2026-07-14T18:00:00Z", zone, "en")).toBe("Jul 14, 2026");
  });

  it("writes a venue's wall clock and calendar day as they are", () => {
    expect(formatWallTime("00:15", "es")).toBe("00:15");
    expect(formatWallTime("00:15", "en")).toBe("12:15 AM");
    expect(formatWallTime("19:00", "es")).toBe("19:00");
    expect(formatWallTime("19:00", "en")).toBe("7:00 PM");
    expect(formatWallDate("2026-07-12", "es", "full")).toBe("domingo, 12 de julio de 2026");
    expect(formatWallDate("2026-07-12", "en")).toBe("July 12, 2026");
  });
});
