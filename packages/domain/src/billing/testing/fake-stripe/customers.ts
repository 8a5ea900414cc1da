import { randomBytes } from "node:crypto";
import type { FakeStore } from "./store.ts";
import { type Params, type StripeObject, TEST_CARDS, type TestCard, type TestPaymentMethod } from "./types.ts";
import { clone, invalid, list, metadataOf, missing, newId, nowSeconds, record, text } from "./wire.ts";

export type FakeCustomers = ReturnType<typeof fakeCustomers>;

/** Customers, their cards (Stripe's test ids) and setup intents, and the browser's side of saving a card. */
export function fakeCustomers(store: FakeStore) {
  const { state, behaviours, get } = store;

  function createCustomer(params: Params): StripeObject {
    const customer: StripeObject = {
      id: newId("cus"),
      object: "customer",
      created: nowSeconds(),
      email: text(params, "email") ?? null,
      name: text(params, "name") ?? null,
      description: text(params, "description") ?? null,
      metadata: metadataOf(params),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
    };
    state.customers.set(customer.id, customer);
    return customer;
  }

  function updateCustomer(customer: StripeObject, params: Params): StripeObject {
    const email = params.email;
    if (typeof email === "string") customer.email = email || null;
    const name = params.name;
    if (typeof name === "string") customer.name = name || null;
    customer.metadata = metadataOf(params, customer.metadata as Record<string, string>);
    const settings = record(params, "invoice_settings");
    if (settings && "default_payment_method" in settings) {
      const paymentMethodId = text(settings, "default_payment_method") ?? null;
      if (paymentMethodId !== null) {
        const paymentMethod = state.paymentMethods.get(paymentMethodId);
        if (paymentMethod?.customer !== customer.id) {
          throw invalid(
            `No such PaymentMethod: '${paymentMethodId}'; it is not attached to customer ${customer.id}`,
            "invoice_settings[default_payment_method]",
            "resource_missing",
          );
        }
      }
      (customer.invoice_settings as Record<string, unknown>).default_payment_method = paymentMethodId;
    }
    return customer;
  }

  function testPaymentMethod(id: string): StripeObject | undefined {
    const card = TEST_CARDS[id];
    if (!card) return undefined;
    return paymentMethodObject(id, card, null);
  }

  function paymentMethodObject(id: string, card: TestCard, customer: string | null): StripeObject {
    const expYear = new Date().getUTCFullYear() + 3;
    return {
      id,
      object: "payment_method",
      type: "card",
      created: nowSeconds(),
      customer,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        display_brand: card.brand,
        country: "US",
        exp_month: 12,
        exp_year: expYear,
        funding: "credit",
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
      },
      metadata: {},
      livemode: false,
    };
  }

  function retrievePaymentMethod(id: string): StripeObject {
    const found = state.paymentMethods.get(id) ?? testPaymentMethod(id);
    if (!found) throw missing("PaymentMethod", id, "payment_method");
    return found;
  }

  /** Attaching a test id makes a new card, as Stripe does; a stored card moves to the customer. */
  function attachPaymentMethod(id: string, customerId: string): StripeObject {
    get(state.customers, "customer", customerId, "customer");
    const card = TEST_CARDS[id];
    if (card) {
      const created = paymentMethodObject(newId("pm"), card, customerId);
      state.paymentMethods.set(created.id, created);
      behaviours.set(created.id, card.behaviour);
      return created;
    }
    const stored = retrievePaymentMethod(id);
    if (stored.customer !== null && stored.customer !== customerId) {
      throw invalid("The payment method you provided has already been attached to a customer.", "payment_method");
    }
    stored.customer = customerId;
    return stored;
  }

  function detachPaymentMethod(id: string): StripeObject {
    const stored = retrievePaymentMethod(id);
    if (stored.customer === null) {
      throw invalid(
        "The payment method you provided is not attached to a customer so detachment is impossible.",
        "payment_method",
      );
    }
    const customer = state.customers.get(stored.customer as string);
    const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
    if (settings?.default_payment_method === id) settings.default_payment_method = null;
    stored.customer = null;
    return stored;
  }

  function createSetupIntent(params: Params): StripeObject {
    const customer = text(params, "customer");
    if (customer) get(state.customers, "customer", customer, "customer");
    const id = newId("seti");
    const intent: StripeObject = {
      id,
      object: "setup_intent",
      created: nowSeconds(),
      customer: customer ?? null,
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      payment_method: null,
      payment_method_types: list(params, "allowed_payment_method_types"),
      status: "requires_payment_method",
      usage: text(params, "usage") ?? "off_session",
      last_setup_error: null,
      next_action: null,
      metadata: metadataOf(params),
      livemode: false,
    };
    state.setupIntents.set(id, intent);
    return intent;
  }

  function newCard(card: TestCard): StripeObject {
    const paymentMethod = paymentMethodObject(newId("pm"), card, null);
    state.paymentMethods.set(paymentMethod.id, paymentMethod);
    behaviours.set(paymentMethod.id, card.behaviour);
    return paymentMethod;
  }

  function confirmSetupIntent(setupIntentId: string, testPaymentMethod: TestPaymentMethod): StripeObject {
    const intent = get(state.setupIntents, "setup_intent", setupIntentId);
    const card = TEST_CARDS[testPaymentMethod];
    if (!card) throw new Error(`Unknown test payment method ${testPaymentMethod}`);
    const customer = intent.customer as string | null;
    const paymentMethod = customer
      ? attachPaymentMethod(testPaymentMethod, customer)
      : paymentMethodObject(newId("pm"), card, null);
    state.paymentMethods.set(paymentMethod.id, paymentMethod);
    behaviours.set(paymentMethod.id, card.behaviour);
    intent.payment_method = paymentMethod.id;
    // The holder passed the 3-D Secure challenge in the browser, so even the authentication card is saved.
    intent.status = "succeeded";
    return clone(intent);
  }

  function createPaymentMethod(testPaymentMethod: TestPaymentMethod): StripeObject {
    const card = TEST_CARDS[testPaymentMethod];
    if (!card) throw new Error(`Unknown test payment method ${testPaymentMethod}`);
    return clone(newCard(card));
  }

  return {
    createCustomer,
    updateCustomer,
    retrievePaymentMethod,
    attachPaymentMethod,
    detachPaymentMethod,
    createSetupIntent,
    newCard,
    confirmSetupIntent,
    createPaymentMethod,
  };
}
