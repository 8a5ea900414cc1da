import { ApiError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { conflictingBookingsOf, WEEK_ORDER, weekdayName } from "./setup-format";

describe("setup page helpers", () => {
  it("names the weekdays in each language, Monday first", () => {
    expect(WEEK_ORDER.map((day) => weekdayName(day, "es"))).toEqual([
      "Lunes",
      "Martes",
      "Miércoles",
      "Jueves",
      "Viernes",
      "Sábado",
      "Domingo",
    ]);
    expect(weekdayName(6, "en")).toBe("Saturday");
  });

  it("reads the bookings of a SETUP_BOOKINGS_CONFLICT answer and nothing else", () => {
    const booking = {
      id: "1",
      code: "ABCD2345",
      name: "Ana",
      party: 2,
      status: "confirmed",
      date: "2030-05-04",
      time: "20:00",
    };
    const conflict = new ApiError("x", 409, {
      error: { code: "SETUP_BOOKINGS_CONFLICT", details: { bookings: [booking] } },
    });
    expect(conflictingBookingsOf(conflict)).toEqual([booking]);
    expect(conflictingBookingsOf(new ApiError("x", 409, { error: { code: "SETUP_CHANGED" } }))).toBeNull();
    expect(conflictingBookingsOf(new Error("network"))).toBeNull();
  });
});
