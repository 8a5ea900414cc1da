import { describe, expect, it } from "vitest";
import { luhnValid } from "#app/features/membership/index.ts";
import { checkPanelCard, SANDBOX_TEST_CARDS } from "./card-checks";

const july2026 = new Date(2026, 6, 15);

describe("the panel's card checks", () => {
  it("offers only test cards that pass the checksum", () => {
    for (const card of SANDBOX_TEST_CARDS) expect(luhnValid(card.number.replace(/\s/g, ""))).toBe(true);
  });

  it("passes a good card without asking for a holder's name", () => {
    expect(checkPanelCard({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, july2026)).toEqual({});
  });

  it("names each field's first problem", () => {
    expect(checkPanelCard({ number: "", expiry: "", cvc: "" }, july2026)).toEqual({
      number: "numberRequired",
      expiry: "expiryRequired",
      cvc: "cvcRequired",
    });
    expect(checkPanelCard({ number: "4242 4242 4242 4241", expiry: "06/26", cvc: "12" }, july2026)).toEqual({
      number: "numberInvalid",
      expiry: "expiryPast",
      cvc: "cvcInvalid",
    });
    expect(checkPanelCard({ number: "4242 4242 4242 4242", expiry: "14/30", cvc: "123" }, july2026)).toEqual({
      expiry: "expiryInvalid",
    });
  });
});
