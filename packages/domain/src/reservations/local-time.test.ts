import { describe, expect, it } from "vitest";
import { askedInstant, localDateTime, zonedInstant } from "./local-time.ts";

describe("venue local time", () => {
  it("turns wall times into instants and back in each served country's zone", () => {
    expect(zonedInstant("2026-11-22", "20:00", "America/Mexico_City")).toEqual(new Date("2026-11-23T02:00:00Z"));
    expect(zonedInstant("2026-11-22", "20:00", "America/Bogota")).toEqual(new Date("2026-11-23T01:00:00Z"));
    expect(zonedInstant("2026-11-22", "20:00", "America/Costa_Rica")).toEqual(new Date("2026-11-23T02:00:00Z"));
    expect(localDateTime(new Date("2026-11-23T02:00:00Z"), "America/Mexico_City")).toEqual({
      date: "2026-11-22",
      time: "20:00",
    });
  });

  it("has no instant for a wall time skipped by daylight saving, and the first one for a repeated time", () => {
    expect(zonedInstant("2026-03-08", "02:30", "America/Tijuana")).toBeNull();
    expect(zonedInstant("2026-11-01", "01:30", "America/Tijuana")).toEqual(new Date("2026-11-01T08:30:00Z"));
  });

  it("answers the same instant again, each time as its own Date, and remembers a skipped time too", () => {
    const first = zonedInstant("2026-12-31", "21:30", "America/Bogota");
    first?.setTime(0);
    expect(zonedInstant("2026-12-31", "21:30", "America/Bogota")).toEqual(new Date("2027-01-01T02:30:00Z"));
    expect(zonedInstant("2026-03-08", "02:30", "America/Tijuana")).toBeNull();
    expect(zonedInstant("2026-03-08", "02:30", "America/Tijuana")).toBeNull();
  });

  it("reads an asked time that the clocks skip as the moment they move it to", () => {
    expect(askedInstant("2026-03-08", "02:30", "America/Tijuana")).toEqual(new Date("2026-03-08T10:30:00Z"));
    expect(askedInstant("2026-03-08", "03:30", "America/Tijuana")).toEqual(new Date("2026-03-08T10:30:00Z"));
    expect(askedInstant("2026-11-01", "01:30", "America/Tijuana")).toEqual(new Date("2026-11-01T08:30:00Z"));
  });
});
