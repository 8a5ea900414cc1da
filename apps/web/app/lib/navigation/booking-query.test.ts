import { describe, expect, it } from "vitest";
import { isIsoDate, readBookingQuery, reservePath } from "./booking-query";

describe("the booking page's query", () => {
  it("leads to the booking page with the same parameter names in both languages", () => {
    const choice = { date: "2030-05-10", time: "20:30", party: 4 };
    expect(reservePath("es", "la-casa", choice)).toBe(
      "/lugar/la-casa/reservar/?fecha=2030-05-10&hora=20%3A30&personas=4",
    );
    expect(reservePath("en", "la-casa", choice)).toBe(
      "/en/place/la-casa/reserve/?fecha=2030-05-10&hora=20%3A30&personas=4",
    );
    expect(reservePath("es", "la-casa")).toBe("/lugar/la-casa/reservar/");
  });

  it("reads the query back, dropping what is malformed", () => {
    expect(readBookingQuery("?fecha=2030-05-10&hora=20:30&personas=4")).toEqual({
      date: "2030-05-10",
      time: "20:30",
      party: 4,
    });
    expect(readBookingQuery("?date=2030-05-10&time=09:00&party=2")).toEqual({
      date: "2030-05-10",
      time: "09:00",
      party: 2,
    });
    expect(readBookingQuery("?fecha=2030-02-30&hora=25:00&personas=0")).toEqual({
      date: null,
      time: null,
      party: null,
    });
    expect(isIsoDate("2028-02-29")).toBe(true);
  });
});
