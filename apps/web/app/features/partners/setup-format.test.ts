import { ApiError } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import {
  conflictingBookingsOf,
  fieldErrorsOf,
  minorUnitsOf,
  typedAmountOf,
  WEEK_ORDER,
  weekdayName,
} from "./setup-format";

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

  it("reads amounts typed in major units as minor units, and back", () => {
    expect(minorUnitsOf("125.50")).toBe(12_550);
    expect(minorUnitsOf(" 150 ")).toBe(15_000);
    expect(minorUnitsOf("0,5")).toBe(50);
    expect(minorUnitsOf("1.234")).toBeNaN();
    expect(minorUnitsOf("abc")).toBeNaN();
    expect(typedAmountOf(12_550)).toBe("125.5");
  });

  it("names the fields a refused change points at, first message first", () => {
    const refused = new ApiError("x", 400, {
      error: {
        code: "VALIDATION_FAILED",
        details: [
          { field: "maxCovers", message: "min above max" },
          { field: "maxCovers", message: "later" },
          { field: "label", message: "taken" },
        ],
      },
    });
    expect(fieldErrorsOf(refused)).toEqual({ maxCovers: "min above max", label: "taken" });
    expect(fieldErrorsOf(new ApiError("x", 409, { error: { details: [] } }))).toEqual({});
    expect(fieldErrorsOf(new Error("x"))).toEqual({});
  });
});
