import { describe, expect, it } from "vitest";
import { cartCookieHeader, includedTax, orderTotals, shippingCost } from "./rules.ts";

describe("store arithmetic", () => {
  it("takes the IVA out of a tax-inclusive price", () => {
    // $116.00 with 16 % IVA holds $16.00 of tax.
    expect(includedTax(11_600, 1600)).toBe(1600);
    // COP 119.000 at 19 % holds 19.000.
    expect(includedTax(119_000_00, 1900)).toBe(19_000_00);
    // Rounded to the minor unit: $10.00 at 16 % is 137.93… cents.
    expect(includedTax(1000, 1600)).toBe(138);
    expect(includedTax(0, 1600)).toBe(0);
  });

  it("ships free from the option's threshold, not below it", () => {
    const option = { priceMinor: 9900, freeFromMinor: 100_000 };
    expect(shippingCost(99_999, option)).toBe(9900);
    expect(shippingCost(100_000, option)).toBe(0);
    expect(shippingCost(5, { priceMinor: 9900, freeFromMinor: null })).toBe(9900);
  });

  it("totals the lines and shipping, with the IVA the total contains for the store's country", () => {
    const totals = orderTotals(
      [
        { unitPriceMinor: 25_000, quantity: 2 },
        { unitPriceMinor: 15_800, quantity: 1 },
      ],
      { priceMinor: 9_900, freeFromMinor: 120_000 },
      "mx",
    );
    expect(totals).toEqual({
      itemsMinor: 65_800,
      shippingMinor: 9_900,
      totalMinor: 75_700,
      taxMinor: includedTax(75_700, 1600),
      taxRateBp: 1600,
    });
    expect(
      orderTotals([{ unitPriceMinor: 100_00, quantity: 1 }], { priceMinor: 0, freeFromMinor: null }, "cr"),
    ).toMatchObject({ taxRateBp: 1300, taxMinor: includedTax(100_00, 1300) });
  });
});

describe("the cart cookie", () => {
  it("is HttpOnly and Lax for the whole site, Secure over HTTPS, and cleared after a merge", () => {
    expect(cartCookieHeader({ set: "abc" }, true)).toBe(
      "sm_cart=abc; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(cartCookieHeader({ clear: true }, false)).toBe("sm_cart=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(cartCookieHeader(null, true)).toBeNull();
  });
});
