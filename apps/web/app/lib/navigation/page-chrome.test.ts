import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { headerColorOf, pageChromeOf } from "./page-chrome";

describe("headerColorOf", () => {
  it("takes the first hex colour from loader data or handle, or the default blue", () => {
    expect(headerColorOf({ headerColor: "#112233" }, { headerColor: "#445566" })).toBe("#112233");
    expect(headerColorOf(undefined, { headerColor: "#abc" })).toBe("#abc");
    expect(headerColorOf({ headerColor: "red; background: url(x)" })).toBe(DEFAULT_HEADER_COLOR);
    expect(headerColorOf(null, undefined)).toBe("#0071F2");
  });
});

describe("pageChromeOf", () => {
  it("reads the header mode from the guards of the leaf route and the title from its data", () => {
    expect(
      pageChromeOf({
        id: "es-place",
        loaderData: { heading: "La Casa del Mole", backTo: "/", headerColor: "#000000" },
      }),
    ).toMatchObject({ headerMode: "mobile", heading: "La Casa del Mole", backTo: "/", headerColor: "#000000" });
    expect(pageChromeOf({ id: "en-place-reserve" })).toMatchObject({ headerMode: "hidden" });
    expect(pageChromeOf({ id: "es-home", loaderData: {} })).toMatchObject({
      headerMode: "site",
      headerColor: DEFAULT_HEADER_COLOR,
    });
    expect(pageChromeOf(undefined)).toMatchObject({ page: undefined, headerMode: "site" });
  });

  it("takes a page's own skip link from its route handle, ignoring malformed ones", () => {
    const skipLink = { target: "booking-contact", label: "booking.reserve.skipToContact" };
    expect(pageChromeOf({ id: "es-place-reserve", handle: { skipLink } }).skipLink).toEqual(skipLink);
    expect(pageChromeOf({ id: "es-place-reserve", handle: { skipLink: { target: 1 } } }).skipLink).toBeUndefined();
    expect(pageChromeOf({ id: "es-home" }).skipLink).toBeUndefined();
  });
});
