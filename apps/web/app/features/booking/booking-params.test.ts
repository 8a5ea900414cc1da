import { describe, expect, it } from "vitest";
import { reservationPath } from "./booking-params";

describe("booking links", () => {
  it("leads to a reservation's page with its manage token", () => {
    expect(reservationPath("en", "ABCD2345", "t k")).toBe("/en/place/reservation/ABCD2345/?token=t%20k");
  });
});
