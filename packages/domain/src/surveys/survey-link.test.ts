import { describe, expect, it } from "vitest";
import { checkSurveyLink, signSurveyLink } from "./survey-link.ts";

describe("the signed survey link", () => {
  const secret = "a-secret-of-at-least-thirty-two-characters";
  const now = new Date("2026-11-22T12:00:00Z");
  const link = signSurveyLink(secret, "ABCD2345", new Date("2026-12-22T12:00:00Z"));

  it("is valid as signed, until it expires", () => {
    expect(checkSurveyLink(secret, link, now)).toBe("valid");
    expect(checkSurveyLink(secret, link, new Date("2026-12-22T12:00:01Z"))).toBe("expired");
  });

  it("is invalid with another code, another expiry, an altered signature or another secret", () => {
    expect(checkSurveyLink(secret, { ...link, r: "ABCD2346" }, now)).toBe("invalid");
    expect(checkSurveyLink(secret, { ...link, exp: link.exp + 86_400 }, now)).toBe("invalid");
    const altered = (link.sig.startsWith("A") ? "B" : "A") + link.sig.slice(1);
    expect(checkSurveyLink(secret, { ...link, sig: altered }, now)).toBe("invalid");
    expect(checkSurveyLink(secret, { ...link, sig: "short" }, now)).toBe("invalid");
    expect(checkSurveyLink("another-secret-of-thirty-two-characters!", link, now)).toBe("invalid");
  });
});
