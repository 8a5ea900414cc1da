import { describe, expect, it } from "vitest";
import { brandName, formatBillingDate, formatBillingPeriod, formatCardExpiry } from "./membership-format";

describe("membership formatting", () => {
  it("writes dates in the billing country's zone, whatever the machine's", () => {
    // 02:00 UTC on the 15th is still the 14th in Mexico City.
    expect(formatBillingDate("2026-08-15T02:00:00.000Z", "es", "MXN")).toBe("14 de agosto de 2026");
    expect(formatBillingDate("2026-08-15T02:00:00.000Z", "en", "MXN")).toBe("August 14, 2026");
    expect(formatBillingDate("2026-08-15T06:00:00.000Z", "es", "COP")).toBe("15 de agosto de 2026");
    expect(formatBillingDate("2026-08-15T02:00:00.000Z", "es", "MXN", true)).toMatch(/^14 ago 2026$/);
    expect(formatBillingDate("2026-08-15T02:00:00.000Z", "en", "MXN", true)).toBe("Aug 14, 2026");
  });

  it("writes a billing period as one range", () => {
    expect(formatBillingPeriod("2026-07-14T18:00:00.000Z", "2026-08-14T18:00:00.000Z", "es", "MXN")).toBe(
      "14 jul – 14 ago 2026",
    );
    expect(formatBillingPeriod("2026-07-14T18:00:00.000Z", "2026-08-14T18:00:00.000Z", "en", "COP")).toBe(
      "Jul 14 – Aug 14, 2026",
    );
  });

  it("prints a card's expiry and brand as on the card", () => {
    expect(formatCardExpiry(7, 2028)).toBe("07/28");
    expect(formatCardExpiry(12, 2030)).toBe("12/30");
    expect(brandName("visa")).toBe("Visa");
    expect(brandName("amex")).toBe("American Express");
    expect(brandName("elo")).toBe("Elo");
  });
});
