import { describe, expect, it } from "vitest";
import { selectedFilter } from "./filter-types";
import { listingHref, parseListingQuery } from "./filters-url";
import {
  parseWhenQuery,
  timeOptions,
  timeZoneOf,
  type WhenDefaults,
  whenChoice,
  whenDefaults,
  whenValues,
  withoutWhen,
  withWhen,
} from "./when-query";

const MEXICO = "America/Mexico_City";
// Mexico City keeps UTC-6 all year: 02:10 UTC on the 6th is 20:10 on the 5th.
const defaults: WhenDefaults = whenDefaults(new Date("2026-03-06T02:10:00Z"), MEXICO);

const guadalajara = selectedFilter({
  class: "location",
  location: "city",
  fatherId: 4857,
  item: { id: 1, name: "Guadalajara", slug: "guadalajara", segments: ["mx", "jalisco", "guadalajara"] },
});
const bars = selectedFilter({ class: "category", item: { id: 2, name: "Bares", slug: "bares" } });
const price = (id: number) => selectedFilter({ class: "price-range", item: { id, name: "$".repeat(id), slug: null } });

describe("the default choice", () => {
  it("is today, the next half hour and two people, on the country's clock", () => {
    expect(defaults).toEqual({ today: "2026-03-05", date: "2026-03-05", time: "20:30", party: 2 });
    expect(whenDefaults(new Date("2026-03-06T02:30:00Z"), MEXICO).time).toBe("20:30");
    expect(whenDefaults(new Date("2026-03-06T02:31:00Z"), MEXICO).time).toBe("21:00");
    expect(whenDefaults(new Date("2026-03-06T02:10:00Z"), timeZoneOf("co"))).toMatchObject({ time: "21:30" });
  });

  it("moves to tomorrow's first half hour past 23:30", () => {
    // 23:40 in Mexico City on 31 December.
    expect(whenDefaults(new Date("2027-01-01T05:40:00Z"), MEXICO)).toEqual({
      today: "2026-12-31",
      date: "2027-01-01",
      time: "00:00",
      party: 2,
    });
    // Midnight itself is today's first half hour.
    expect(whenDefaults(new Date("2027-01-01T06:00:00Z"), MEXICO)).toMatchObject({
      today: "2027-01-01",
      date: "2027-01-01",
      time: "00:00",
    });
  });

  it("takes Mexico's zone for an unknown country", () => {
    expect(timeZoneOf("zz")).toBe(MEXICO);
  });
});

describe("the URL's choice", () => {
  it("reads fecha, hora and personas, and the English words", () => {
    expect(parseWhenQuery("?fecha=2026-03-07&hora=21:00&personas=4", defaults)).toEqual({
      date: "2026-03-07",
      time: "21:00",
      party: 4,
    });
    expect(parseWhenQuery("?date=2026-03-07&time=21:00&party=4", defaults)).toEqual({
      date: "2026-03-07",
      time: "21:00",
      party: 4,
    });
  });

  it("drops bad values", () => {
    const none = { date: null, time: null, party: null };
    expect(parseWhenQuery("?fecha=2026-02-30&hora=25:00&personas=0", defaults)).toEqual(none);
    expect(parseWhenQuery("?personas=500", defaults)).toEqual(none);
    expect(parseWhenQuery("?personas=21", defaults)).toEqual(none);
    expect(parseWhenQuery("?fecha=2026-03-07%00&hora=21:00%00&personas=4%00", defaults)).toEqual(none);
    expect(parseWhenQuery("?fecha=%002026-03-07&hora=%0021:00", defaults)).toEqual(none);
    // A day already gone (an old shared link): today instead.
    expect(parseWhenQuery("?fecha=2026-03-04", defaults)).toEqual(none);
    expect(parseWhenQuery("?personas=2.5&hora=9:00", defaults)).toEqual(none);
  });

  it("leaves the defaults out", () => {
    expect(parseWhenQuery("?fecha=2026-03-05&hora=20:30&personas=2", defaults)).toEqual({
      date: null,
      time: null,
      party: null,
    });
    expect(whenChoice({ date: "2026-03-05", time: "21:00", party: 2 }, defaults)).toEqual({
      date: null,
      time: "21:00",
      party: null,
    });
  });

  it("fills what the URL leaves out with the defaults", () => {
    expect(whenValues({ query: { date: null, time: "21:00", party: null }, defaults })).toEqual({
      date: "2026-03-05",
      time: "21:00",
      party: 2,
    });
  });
});

describe("the choice in links", () => {
  it("round-trips with the filters", () => {
    const url = "/mx/jalisco/guadalajara/bares/?precio=1,2&orden=score&page=2&fecha=2026-03-07&hora=21:00&personas=4";
    const search = new URLSearchParams(url.split("?")[1]);
    const listing = parseListingQuery(search);
    const when = parseWhenQuery(search, defaults);
    expect(
      listingHref({
        language: "es",
        countryCode: "mx",
        active: [guadalajara, bars, price(1), price(2)],
        sort: listing.sort,
        page: listing.page,
        when,
      }),
    ).toBe(url);
  });

  it("writes nothing for the defaults", () => {
    const when = parseWhenQuery("?fecha=2026-03-05&hora=20:30&personas=2", defaults);
    expect(listingHref({ language: "en", countryCode: "mx", active: [guadalajara], when })).toBe(
      "/en/mx/jalisco/guadalajara/",
    );
    expect(withWhen("/?view=map", when)).toBe("/?view=map");
  });

  it("replaces a choice and keeps the other parameters", () => {
    const choice = { date: "2026-03-07", time: "21:00", party: 4 };
    expect(withWhen("/mx/?precio=1,2&date=2026-03-09&personas=6&view=map", choice)).toBe(
      "/mx/?precio=1,2&view=map&fecha=2026-03-07&hora=21:00&personas=4",
    );
    expect(withWhen("/mx/", choice)).toBe("/mx/?fecha=2026-03-07&hora=21:00&personas=4");
    expect(withoutWhen("q=mole&fecha=2026-03-07&party=3&view=map").toString()).toBe("q=mole&view=map");
  });
});

describe("the time options", () => {
  it("are every half hour, with a chosen time between them", () => {
    const times = timeOptions();
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
    expect(times.at(-1)).toBe("23:30");
    expect(timeOptions("21:15")).toContain("21:15");
    expect(timeOptions("21:15").indexOf("21:15")).toBe(timeOptions("21:15").indexOf("21:00") + 1);
    expect(timeOptions("25:00")).toHaveLength(48);
  });
});
