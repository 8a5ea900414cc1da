import { describe, expect, it } from "vitest";
import { splitReservations, tabOf } from "./user-panel-data";

describe("the user panel's tabs", () => {
  it("reads ?tab=, defaulting to the profile", () => {
    expect(tabOf("?tab=reservations")).toBe("reservations");
    expect(tabOf("?tab=nope")).toBe("profile");
    expect(tabOf("")).toBe("profile");
  });
});

describe("splitReservations", () => {
  const reservation = (code: string, status: string, startsAt: string, endsAt: string) =>
    ({ code, status, startsAt, endsAt }) as unknown as import("@sobremesa/contracts").ReservationAnswer;
  const now = new Date("2026-11-22T18:00:00Z");

  it("lists active future stays first-to-come as upcoming and everything else as history", () => {
    const later = reservation("LATER", "confirmed", "2026-11-30T02:00:00Z", "2026-11-30T04:00:00Z");
    const sooner = reservation("SOONER", "confirmed", "2026-11-23T02:00:00Z", "2026-11-23T04:00:00Z");
    const cancelled = reservation("CANCEL", "cancelled", "2026-11-24T02:00:00Z", "2026-11-24T04:00:00Z");
    const done = reservation("DONE", "confirmed", "2026-11-20T02:00:00Z", "2026-11-20T04:00:00Z");
    const { upcoming, past } = splitReservations([later, cancelled, sooner, done], now);
    expect(upcoming.map((item) => item.code)).toEqual(["SOONER", "LATER"]);
    expect(past.map((item) => item.code)).toEqual(["CANCEL", "DONE"]);
  });
});
