import { randomBytes } from "node:crypto";
import type { FakeCustomers } from "./customers.ts";
import type { FakeStore } from "./store.ts";
import { type Params, type StripeObject, TEST_CARDS } from "./types.ts";
import {
  ApiError,
  clone,
  DECLINED,
  integer,
  invalid,
  list,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  record,
  text,
} from "./wire.ts";

export type FakePayments = ReturnType<typeof fakePayments>;

/** One-off payments: payment intents, their charges and refunds, and the buyer's 3-D Secure answer. */
export function fakePayments(store: FakeStore, customers: FakeCustomers) {
  const { state, behaviours, spentGuestCards, get, render } = store;
  const { newCard } = customers;
  /** The card a payment intent may charge for this customer (or for a guest when customerId is null). */
  function paymentMethodFor(id: string, customerId: string | null): StripeObject {
    const card = TEST_CARDS[id];
    // Stripe turns a test id into a new card each time it is used.
    if (card) return newCard(card);
    const stored = state.paymentMethods.get(id);
    if (!stored) throw missing("PaymentMethod", id, "payment_method");
    if (stored.customer !== null && stored.customer !== customerId) {
      throw invalid(
        customerId === null
          ? `The PaymentMethod ${id} is attached to a Customer; name that Customer in \`customer\` to use it.`
          : `The PaymentMethod ${id} is attached to another Customer.`,
        "payment_method",
      );
    }
    if (stored.customer === null && spentGuestCards.has(id)) {
      throw invalid(
        `The PaymentMethod ${id} was already used without being attached to a Customer and cannot be used again.`,
        "payment_method",
      );
    }
    return stored;
  }

  function chargeFor(intent: StripeObject, paid: boolean): StripeObject {
    const amount = Number(intent.amount);
    const charge: StripeObject = {
      id: newId("ch"),
      object: "charge",
      created: nowSeconds(),
      amount,
      amount_captured: paid ? amount : 0,
      amount_refunded: 0,
      balance_transaction: null,
      captured: paid,
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      failure_code: paid ? null : DECLINED.code,
      failure_message: paid ? null : DECLINED.message,
      metadata: clone(intent.metadata),
      paid,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      refunded: false,
      status: paid ? "succeeded" : "failed",
      livemode: false,
    };
    state.charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    return charge;
  }

  function succeed(intent: StripeObject) {
    chargeFor(intent, true);
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.next_action = null;
    if (intent.customer === null) spentGuestCards.add(intent.payment_method as string);
  }

  function createPaymentIntent(params: Params): StripeObject {
    const amount = integer(params, "amount");
    if (amount === undefined) throw invalid("Missing required param: amount.", "amount", "parameter_missing");
    if (!Number.isInteger(amount) || amount < 1) throw invalid("Invalid positive integer", "amount");
    const currency = text(params, "currency")?.toLowerCase();
    if (!currency) throw invalid("Missing required param: currency.", "currency", "parameter_missing");
    // The SDK's API version took writes of this field away in favour of allowed_payment_method_types.
    if ("payment_method_types" in params) {
      throw invalid(
        "payment_method_types can no longer be set on this API version; use allowed_payment_method_types.",
        "payment_method_types",
        "payment_method_types_no_longer_supported",
      );
    }
    const allowed = list(params, "allowed_payment_method_types").filter(
      (type): type is string => typeof type === "string",
    );
    const automatic = record(params, "automatic_payment_methods");
    if (allowed.length > 0 && automatic) {
      throw invalid(
        "allowed_payment_method_types and automatic_payment_methods cannot be used together.",
        "allowed_payment_method_types",
      );
    }
    const customerId = text(params, "customer") ?? null;
    if (customerId) get(state.customers, "customer", customerId, "customer");
    const confirm = text(params, "confirm") === "true";
    const paymentMethodId = text(params, "payment_method");
    if (confirm && !paymentMethodId) {
      throw invalid("A payment_method is needed to confirm this PaymentIntent.", "payment_method", "parameter_missing");
    }
    const returnUrl = text(params, "return_url") ?? null;
    // Without a card-only list the account's dashboard methods apply, and some of them leave the site.
    const cardOnly = allowed.length > 0 && allowed.every((type) => type === "card");
    if (confirm && !cardOnly && !returnUrl && (!automatic || text(automatic, "allow_redirects") !== "never")) {
      throw invalid(
        "Confirming needs a return_url: the payment methods enabled for this PaymentIntent may redirect the customer. Allow only cards, or set automatic_payment_methods[allow_redirects]=never.",
        "return_url",
      );
    }
    const paymentMethod = paymentMethodId ? paymentMethodFor(paymentMethodId, customerId) : null;

    const id = newId("pi");
    const intent: StripeObject = {
      id,
      object: "payment_intent",
      created: nowSeconds(),
      amount,
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: allowed.length > 0 ? allowed : null,
      automatic_payment_methods: automatic
        ? { enabled: text(automatic, "enabled") === "true", allow_redirects: text(automatic, "allow_redirects") }
        : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      currency,
      customer: customerId,
      description: text(params, "description") ?? null,
      last_payment_error: null,
      latest_charge: null,
      metadata: metadataOf(params),
      next_action: null,
      payment_method: paymentMethod?.id ?? null,
      payment_method_types: allowed.length > 0 ? allowed : ["card"],
      status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      livemode: false,
    };
    state.paymentIntents.set(id, intent);
    if (!confirm || !paymentMethod) return intent;
    return confirmPaymentIntent(intent, paymentMethod);
  }

  /** Charges the intent's card: succeeded, requires_action (3-D Secure) or a 402 decline. */
  function confirmPaymentIntent(intent: StripeObject, paymentMethod: StripeObject): StripeObject {
    const behaviour = behaviours.get(paymentMethod.id) ?? "succeeds";
    if (behaviour === "succeeds") {
      succeed(intent);
    } else if (behaviour === "requires_authentication") {
      // On-session the bank asks the buyer instead of refusing: the browser finishes with the client secret.
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect" } };
    } else {
      // Stripe keeps the declined attempt (a failed charge) and the intent waiting for another card.
      const charge = chargeFor(intent, false);
      intent.status = "requires_payment_method";
      intent.payment_method = null;
      intent.last_payment_error = { ...DECLINED, charge: charge.id, payment_method: clone(paymentMethod) };
      throw new ApiError(402, {
        ...DECLINED,
        charge: charge.id,
        payment_intent: render(intent, []),
        payment_method: clone(paymentMethod),
      });
    }
    return intent;
  }

  /** POST /v1/payment_intents/:id/confirm: only an intent waiting for confirmation may be confirmed. */
  function confirmPrepared(intent: StripeObject, params: Params): StripeObject {
    const given = text(params, "payment_method");
    if (given) intent.payment_method = paymentMethodFor(given, intent.customer as string | null).id;
    if (intent.status !== "requires_confirmation" || typeof intent.payment_method !== "string") {
      throw new ApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent's status is ${intent.status}: it cannot be confirmed.`,
        payment_intent: render(intent, []),
      });
    }
    return confirmPaymentIntent(intent, get(state.paymentMethods, "payment_method", intent.payment_method));
  }

  function cancelPaymentIntent(intent: StripeObject, params: Params): StripeObject {
    const cancelable = ["requires_payment_method", "requires_capture", "requires_confirmation", "requires_action"];
    if (!cancelable.includes(intent.status as string)) {
      throw new ApiError(400, {
        type: "invalid_request_error",
        code: "payment_intent_unexpected_state",
        message: `This PaymentIntent cannot be canceled: its status is ${intent.status}, and only ${cancelable.join(", ")} can be.`,
        payment_intent: render(intent, []),
      });
    }
    intent.status = "canceled";
    intent.canceled_at = nowSeconds();
    intent.cancellation_reason = text(params, "cancellation_reason") ?? null;
    intent.next_action = null;
    return intent;
  }

  function createRefund(params: Params): StripeObject {
    const paymentIntentId = text(params, "payment_intent");
    const chargeId = text(params, "charge");
    let charge: StripeObject;
    if (paymentIntentId) {
      const intent = get(state.paymentIntents, "payment_intent", paymentIntentId, "payment_intent");
      const latest = typeof intent.latest_charge === "string" ? state.charges.get(intent.latest_charge) : undefined;
      if (intent.status !== "succeeded" || !latest) {
        throw invalid(`PaymentIntent ${paymentIntentId} has no successful charge to refund.`, "payment_intent");
      }
      charge = latest;
    } else if (chargeId) {
      charge = get(state.charges, "charge", chargeId, "charge");
    } else {
      throw invalid("Pass the charge or the payment_intent to refund.", undefined, "parameter_missing");
    }
    if (charge.refunded)
      throw invalid(`Charge ${charge.id} has already been refunded.`, "charge", "charge_already_refunded");
    const remaining = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = integer(params, "amount") ?? remaining;
    if (amount > remaining) {
      throw invalid(
        `The refund (${amount}) is more than what is left on the charge (${remaining}).`,
        "amount",
        "amount_too_large",
      );
    }
    const refund: StripeObject = {
      id: newId("re"),
      object: "refund",
      created: nowSeconds(),
      amount,
      balance_transaction: null,
      charge: charge.id,
      currency: charge.currency,
      metadata: metadataOf(params),
      payment_intent: charge.payment_intent,
      reason: text(params, "reason") ?? null,
      status: "succeeded",
      livemode: false,
    };
    state.refunds.set(refund.id, refund);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    return refund;
  }

  function completeAuthentication(paymentIntentId: string, { approved }: { approved: boolean }): StripeObject {
    const intent = get(state.paymentIntents, "payment_intent", paymentIntentId);
    if (intent.status !== "requires_action") {
      throw new Error(`${paymentIntentId} is ${intent.status}, not requires_action`);
    }
    if (approved) {
      succeed(intent);
    } else {
      intent.status = "canceled";
      intent.canceled_at = nowSeconds();
      intent.cancellation_reason = "automatic";
      intent.next_action = null;
      intent.last_payment_error = {
        type: "card_error",
        code: "payment_intent_authentication_failure",
        message: "The buyer did not pass the bank's authentication.",
      };
    }
    return clone(intent);
  }

  return { chargeFor, createPaymentIntent, confirmPrepared, cancelPaymentIntent, createRefund, completeAuthentication };
}
