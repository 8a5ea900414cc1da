import { describe, expect, it } from "vitest";
import { cardErrorFromStripe, stripeCouponId, stripeProductId } from "./stripe-provider.ts";

describe("Stripe card errors", () => {
  it.each([
    [{ code: "card_declined", decline_code: "insufficient_funds" }, "card_declined"],
    [{ code: "card_declined", decline_code: "generic_decline" }, "card_declined"],
    [{ code: "expired_card" }, "expired_card"],
    [{ code: "incorrect_cvc" }, "invalid_cvc"],
    [{ code: "invalid_cvc" }, "invalid_cvc"],
    [{ code: "incorrect_number" }, "incorrect_number"],
    [{ code: "authentication_required", decline_code: "authentication_required" }, "authentication_required"],
    [{ code: "card_declined", decline_code: "authentication_required" }, "authentication_required"],
    [{ code: "invoice_payment_intent_requires_action" }, "authentication_required"],
    [{ code: "processing_error" }, "card_declined"],
    [{}, "card_declined"],
  ] as const)("%o is %s", (stripeError, reason) => {
    const error = cardErrorFromStripe(stripeError);
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(reason);
  });
});

describe("ids we give Stripe objects", () => {
  it("names one product per plan code with only the characters Stripe allows", () => {
    expect(stripeProductId("premium")).toBe("sobremesa_premium");
    expect(stripeProductId("premium-b")).toBe("sobremesa_premium-b");
    expect(stripeProductId("plus año")).toBe("sobremesa_plus_a_o");
  });

  it("names one coupon per percentage and duration", () => {
    expect(stripeCouponId(20, 3)).toBe("sobremesa_20off_3m");
    expect(stripeCouponId(12.5, 1)).toBe("sobremesa_12_5off_1m");
    expect(stripeCouponId(100, null)).toBe("sobremesa_100off_forever");
  });
});
