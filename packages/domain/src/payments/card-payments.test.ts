import { describe, expect, it } from "vitest";
import { CardError, ProviderRequestNotProcessedError } from "../billing/index.ts";
import { chargeFailure, paymentFailure } from "./card-payments.ts";

describe("what a failed charge says about the money", () => {
  const timeout = Object.assign(new Error("Request aborted due to timeout being reached (80000ms)"), {
    name: "StripeConnectionError",
  });

  it("tells a refused card, a request the provider never acted on, and anything else (unknown) apart", () => {
    expect(chargeFailure(new CardError("card_declined"))).toBe("refused");
    expect(chargeFailure(new ProviderRequestNotProcessedError("unreachable"))).toBe("not_processed");
    expect(chargeFailure(new ProviderRequestNotProcessedError("refused"))).toBe("not_processed");
    // When in doubt the card may have been charged.
    expect(chargeFailure(timeout)).toBe("unknown");
    expect(chargeFailure(new Error("socket hang up"))).toBe("unknown");
    expect(chargeFailure("not even an error")).toBe("unknown");
  });

  it("tells the buyer nothing was charged only when that is certain, and otherwise not to pay again with another card", () => {
    expect(paymentFailure(new ProviderRequestNotProcessedError("unreachable"), "es")).toMatchObject({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      message: expect.stringMatching(/no se hizo ningún cargo/),
    });
    expect(paymentFailure(timeout, "es")).toMatchObject({
      code: "PAYMENT_OUTCOME_UNKNOWN",
      message:
        "No pudimos confirmar tu pago con el banco. No pagues con otra tarjeta: vuelve a intentarlo en unos minutos sin cambiar nada y no se te cobrará dos veces.",
    });
    expect(paymentFailure(timeout, "en")).toMatchObject({
      code: "PAYMENT_OUTCOME_UNKNOWN",
      message:
        "We couldn't confirm your payment with the bank. Don't pay with another card: try again in a few minutes without changing anything, and you won't be charged twice.",
    });
    expect(paymentFailure(new CardError("card_declined"), "en")).toMatchObject({ code: "CARD_DECLINED" });
  });
});
