import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN, leadReference } from "./reference.ts";

describe("leadReference", () => {
  it("is the kind's prefix and six characters without look-alikes", () => {
    for (let index = 0; index < 200; index++) {
      expect(leadReference("concierge")).toMatch(/^CNC-[A-Z2-9]{6}$/);
      expect(leadReference("partner")).toMatch(LEAD_REFERENCE_PATTERN);
      expect(leadReference("concierge")).not.toMatch(/[01OIL]/);
    }
  });

  it("draws every character from the given source", () => {
    expect(leadReference("concierge", () => 0)).toBe("CNC-AAAAAA");
    expect(leadReference("partner", (size) => size - 1)).toBe("PTR-999999");
  });
});
