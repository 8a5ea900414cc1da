import { describe, expect, it } from "vitest";
import { mexicanPostalCodeFitsState } from "./postal-codes.ts";

describe("mexicanPostalCodeFitsState", () => {
  it("accepts a postal code of the chosen state", () => {
    expect(mexicanPostalCodeFitsState("44100", "JAL")).toBe(true);
    expect(mexicanPostalCodeFitsState("06700", "CMX")).toBe(true);
    expect(mexicanPostalCodeFitsState("20000", "AGU")).toBe(true);
    expect(mexicanPostalCodeFitsState("77500", "ROO")).toBe(true);
    expect(mexicanPostalCodeFitsState("57000", "MEX")).toBe(true);
  });

  it("refuses a postal code of another state", () => {
    // Guadalajara's postal code with Aguascalientes chosen.
    expect(mexicanPostalCodeFitsState("44100", "AGU")).toBe(false);
    expect(mexicanPostalCodeFitsState("06700", "MEX")).toBe(false);
    expect(mexicanPostalCodeFitsState("00000", "CMX")).toBe(false);
    expect(mexicanPostalCodeFitsState("18000", "NAY")).toBe(false);
  });

  it("knows every Mexican state of the catalogue (no state owns the unused prefix 19)", () => {
    const codes =
      "AGU BCN BCS CAM CHP CHH CMX COA COL DUR MEX GUA GRO HID JAL MIC MOR NAY NLE OAX PUE QUE ROO SLP SIN SON TAB TAM TLA VER YUC ZAC";
    for (const code of codes.split(" ")) expect(mexicanPostalCodeFitsState("19000", code), code).toBe(false);
  });
});
