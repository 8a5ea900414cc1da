import { randomBytes } from "node:crypto";
import { CardError, type CreatePaymentInput, ProviderRequestNotProcessedError } from "../provider.ts";
import type { SandboxProvider } from "./contract.ts";
import { newId, type PaymentData, type PaymentMethodData, toPayment } from "./objects.ts";
import type { SandboxState } from "./state.ts";

type PaymentMethods =
  | "preparePayment"
  | "chargePayment"
  | "loseChargeAnswers"
  | "confirmPayment"
  | "retrievePayment"
  | "refundPayment"
  | "cancelPayment";

/** One-off card payments: prepared, charged (or their answer lost, for the tests), confirmed, refunded. */
export function sandboxPayments(state: SandboxState): Pick<SandboxProvider, PaymentMethods> {
  const { store, payment } = state;
  // The rules of loseChargeAnswers, the latest first; `left` counts down, and a rule at 0 is gone.
  let lostAnswers: {
    mode: "after_charging" | "before_charging";
    card: { expMonth: number; expYear: number } | null;
    left: number;
  }[] = [];
  /** The mode under which this charge's answer is lost, if a rule takes it (and counts it). */
  const lostAnswerOf = (card: PaymentMethodData | undefined) => {
    const rule = lostAnswers.find(
      (candidate) =>
        !candidate.card ||
        (card !== undefined && card.expMonth === candidate.card.expMonth && card.expYear === candidate.card.expYear),
    );
    if (!rule) return null;
    rule.left -= 1;
    if (rule.left <= 0) lostAnswers = lostAnswers.filter((candidate) => candidate !== rule);
    return rule.mode;
  };

  return {
    async preparePayment(input: CreatePaymentInput, idempotencyKey) {
      const card = await store.get<PaymentMethodData>(input.paymentMethodId, "payment_method");
      // A saved card pays only for its own customer; a guest's card belongs to nobody.
      if (!card || card.data.customerId !== input.customerId) throw new CardError("card_declined", "Unknown card");
      const id = newId("pi");
      const { object } = await store.insert<PaymentData>(
        {
          id,
          kind: "payment",
          customerId: input.customerId,
          data: {
            customerId: input.customerId,
            paymentMethodId: card.id,
            amountMinor: input.amountMinor,
            currency: input.currency,
            status: "requires_confirmation",
            description: input.description,
            metadata: input.metadata,
            clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          },
        },
        `payment:${idempotencyKey}`,
      );
      return toPayment(object);
    },

    // The payment's own state makes a repeated charge answer the first one (the key is not needed).
    async chargePayment(paymentId) {
      const object = await payment(paymentId);
      const card = await store.get<PaymentMethodData>(object.data.paymentMethodId, "payment_method");
      const lost = lostAnswerOf(card?.data);
      if (lost === "before_charging") throw new Error("The sandbox lost the charge request");
      if (object.data.declined) throw new CardError("card_declined");
      if (object.data.status !== "requires_confirmation") return toPayment(object);
      const behaviour = card?.data.behaviour ?? "declines";
      const data: PaymentData =
        behaviour === "declines"
          ? { ...object.data, status: "canceled", declined: true }
          : { ...object.data, status: behaviour === "requires_authentication" ? "requires_action" : "succeeded" };
      await store.update(object.id, data);
      if (lost === "after_charging") throw new Error("The sandbox's answer to the charge was lost");
      if (data.declined) throw new CardError("card_declined");
      return toPayment({ ...object, data });
    },

    loseChargeAnswers(mode, scope) {
      if (mode === null) {
        lostAnswers = [];
        return;
      }
      const rule = { mode, card: scope?.card ?? null, left: scope?.times ?? Number.POSITIVE_INFINITY };
      // A rule for every card replaces what was there (as the single switch it was); scoped ones add up.
      lostAnswers = rule.card ? [rule, ...lostAnswers] : [rule];
    },

    async confirmPayment(paymentId, approved) {
      const object = await payment(paymentId);
      if (object.data.status !== "requires_action") return toPayment(object);
      const data: PaymentData = { ...object.data, status: approved ? "succeeded" : "canceled" };
      await store.update(object.id, data);
      if (!approved) throw new CardError("authentication_required");
      return toPayment({ ...object, data });
    },

    async retrievePayment(paymentId) {
      return toPayment(await payment(paymentId));
    },

    async refundPayment(paymentId, idempotencyKey, amountMinor) {
      const object = await payment(paymentId);
      if (object.data.status !== "succeeded" || object.data.refunds?.[idempotencyKey] !== undefined)
        return toPayment(object);
      const refunds = { ...object.data.refunds, [idempotencyKey]: amountMinor ?? object.data.amountMinor };
      const given = Object.values(refunds).reduce((sum, amount) => sum + amount, 0);
      if (given > object.data.amountMinor) throw new ProviderRequestNotProcessedError("refused");
      const data: PaymentData = {
        ...object.data,
        refunds,
        status: given === object.data.amountMinor ? "refunded" : "succeeded",
      };
      await store.update(object.id, data);
      return toPayment({ ...object, data });
    },

    async cancelPayment(paymentId) {
      const object = await payment(paymentId);
      if (object.data.status !== "requires_action" && object.data.status !== "requires_confirmation")
        return toPayment(object);
      const data: PaymentData = { ...object.data, status: "canceled" };
      await store.update(object.id, data);
      return toPayment({ ...object, data });
    },
  };
}
