import { describe, expect, it } from "vitest";
import { formatShortDay, formatShortDayTime } from "./date-format";

describe("short days", () => {
  it("writes a day and a time as each language reads them", () => {
    expect(formatShortDayTime("2026-11-28", "21:30", "es")).toBe("sáb 28 nov, 21:30");
    expect(formatShortDayTime("2026-11-28", "21:30", "en")).toBe("Sat, Nov 28, 9:30 PM");
  });

  it("keeps the venue's day whatever the zone", () => {
    expect(formatShortDay("2026-01-01", "en")).toBe("Thu, Jan 1");
    expect(formatShortDay("2026-01-01", "es")).toBe("jue 1 ene");
  });
});
