import { describe, expect, it } from "vitest";
import { bookingReturnPath, readZoneParam, signInFromBooking } from "./booking-return";

const choice = { date: "2031-05-02", time: "20:30", party: 4, zoneId: "" };

describe("the booking page's way to sign in and back", () => {
  it("keeps date, time, party and zone in the return path, in the page's language", () => {
    expect(bookingReturnPath("es", "casa-azul", choice)).toBe(
      "/lugar/casa-azul/reservar/?fecha=2031-05-02&hora=20%3A30&personas=4",
    );
    expect(bookingReturnPath("en", "casa-azul", { ...choice, time: null, zoneId: "7" })).toBe(
      "/en/place/casa-azul/reserve/?fecha=2031-05-02&personas=4&zona=7",
    );
  });

  it("opens the sign-in panel on that page and comes back to it", () => {
    const link = signInFromBooking("es", "casa-azul", { ...choice, zoneId: "7" });
    expect(link.pathname).toBe("/lugar/casa-azul/reservar/");
    const params = new URLSearchParams(link.search);
    expect(params.get("login")).toBe("1");
    expect(params.get("fecha")).toBe("2031-05-02");
    expect(params.get("next")).toBe("/lugar/casa-azul/reservar/?fecha=2031-05-02&hora=20%3A30&personas=4&zona=7");
  });

  it("reads only a positive zone id", () => {
    expect(readZoneParam("?zona=12")).toBe(12);
    for (const bad of ["?zona=0", "?zona=-3", "?zona=abc", "?zona=1e3", "", "?zona=12345678901"])
      expect(readZoneParam(bad)).toBeNull();
  });
});
