/**
 * A small Stripe API on 127.0.0.1 for tests: the real SDK (and so the stripe provider) talks to it
 * through the SDK's host/port/protocol options. It answers the endpoints the provider uses with
 * Stripe-shaped JSON (the SDK's pinned API version), honours Idempotency-Key, answers Stripe-shaped
 * errors, and lets a test move a subscription through time and get the signed webhook Stripe would send.
 * One-off payments are payment intents, confirmed at creation or afterwards, with their charges and
 * refunds; a test answers the bank's 3-D Secure step in the buyer's place (completeAuthentication)
 * and can lose Stripe's answers on the way back (interrupt).
 * Test payment methods are Stripe's own test ids: pm_card_visa, pm_card_mastercard,
 * pm_card_chargeDeclined and pm_card_authenticationRequired.
 */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { StripeProviderOptions } from "../stripe-provider.ts";

type Params = { [key: string]: Param };
type Param = string | Params | Param[];

/** A stored Stripe object: its fields as Stripe renders them. */
export type StripeObject = { id: string; object: string } & Record<string, unknown>;

type CardBehaviour = "succeeds" | "declines" | "requires_authentication";

interface TestCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

const TEST_CARDS: Record<string, TestCard> = {
  pm_card_visa: { brand: "visa", last4: "4242", behaviour: "succeeds" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behaviour: "succeeds" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behaviour: "declines" },
  pm_card_authenticationRequired: { brand: "visa", last4: "3184", behaviour: "requires_authentication" },
};

export type TestPaymentMethod = keyof typeof TEST_CARDS;

export interface FakeStripeState {
  customers: Map<string, StripeObject>;
  paymentMethods: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  coupons: Map<string, StripeObject>;
  discounts: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  invoicePayments: Map<string, StripeObject>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  /** Every event the helpers built, oldest first. */
  events: StripeObject[];
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

/** A webhook as Stripe would deliver it: post `body` with `headers` to the endpoint. */
export interface FakeWebhook {
  type: string;
  event: StripeObject;
  body: string;
  signature: string;
  headers: { "content-type": "application/json"; "stripe-signature": string };
}

export interface FakeStripe {
  url: string;
  host: string;
  port: number;
  protocol: "http";
  secretKey: string;
  webhookSecret: string;
  state: FakeStripeState;
  /** Every API request received, in order (tests check the idempotency keys sent). */
  requests: FakeStripeRequest[];
  /** Options for createStripeProvider pointing at this server. */
  providerOptions(): StripeProviderOptions;
  /** What Stripe.js does in the browser: confirms the setup intent with a test card, attaching it. */
  confirmSetupIntent(setupIntentId: string, testPaymentMethod: TestPaymentMethod): StripeObject;
  /** What Stripe.js does for a guest: a new card from a test card, attached to nobody. */
  createPaymentMethod(testPaymentMethod: TestPaymentMethod): StripeObject;
  /**
   * The buyer's answer to the bank's 3-D Secure step in the browser: a requires_action payment intent
   * is charged (succeeded) or given up (canceled). Returns the payment intent.
   */
  completeAuthentication(paymentIntentId: string, options: { approved: boolean }): StripeObject;
  /**
   * Ends a trial now: the first period's invoice is paid (active) or its charge fails (past_due).
   * Returns customer.subscription.updated then invoice.paid or invoice.payment_failed.
   */
  endTrial(subscriptionId: string, options: { paid: boolean }): FakeWebhook[];
  /**
   * Moves an active or past-due subscription into its next period: a subscription set to cancel at
   * period end ends (customer.subscription.deleted); otherwise it is charged as in endTrial.
   */
  renew(subscriptionId: string, options: { paid: boolean }): FakeWebhook[];
  /**
   * A network fault between the caller and Stripe, for tests of lost answers: every POST whose path
   * matches `path` is carried out as usual (`processed: true`: a confirmed payment intent is charged,
   * its answer remembered under its idempotency key, as Stripe does) or lost before Stripe acts on it
   * (`processed: false`), and its answer never arrives: the connection stays silent until the client
   * gives up waiting (`hang`, the default: a timeout), is cut (`reset`), or a 500 comes instead
   * (`error`: Stripe failed after acting, or before). Lasts until heal().
   */
  interrupt(options: { path: RegExp; processed: boolean; mode?: "hang" | "reset" | "error" }): void;
  /** Ends interrupt(): answers come back again. */
  heal(): void;
  /** Builds and records a signed event about any object (for event shapes the helpers do not make). */
  webhook(type: string, object: Record<string, unknown>, previousAttributes?: Record<string, unknown>): FakeWebhook;
  /** The Stripe-Signature header for a body (another secret or timestamp to test refusals). */
  sign(body: string, options?: { secret?: string; timestamp?: number }): string;
  close(): Promise<void>;
}

class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super(String(body.message));
    this.status = status;
    this.body = body;
  }
}

const missing = (kind: string, id: string, param = "id") =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${kind}: '${id}'`,
  });

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });

const DECLINED = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};
const AUTHENTICATION_REQUIRED = {
  type: "card_error",
  code: "authentication_required",
  decline_code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

/** Adds calendar months in UTC, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
function addMonths(seconds: number, months: number): number {
  const date = new Date(seconds * 1000);
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Stripe's form encoding: `items[0][price_data][unit_amount]=100`, `expand[]=x`, `metadata[k]=v`. */
export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let container: Params | Param[] = root;
    for (let index = 0; index < path.length; index++) {
      const segment = path[index]!;
      const last = index === path.length - 1;
      const nextIsArray = !last && (path[index + 1] === "" || /^\d+$/.test(path[index + 1]!));
      if (Array.isArray(container)) {
        const position = segment === "" ? container.length : Number(segment);
        if (last) container[position] = value;
        else {
          container[position] ??= nextIsArray ? [] : {};
          container = container[position] as Params | Param[];
        }
      } else if (last) {
        container[segment] = value;
      } else {
        container[segment] ??= nextIsArray ? [] : {};
        container = container[segment] as Params | Param[];
      }
    }
  }
  return root;
}

function text(params: Params, key: string): string | undefined {
  const value = params[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function integer(params: Params, key: string): number | undefined {
  const value = text(params, key);
  return value === undefined ? undefined : Number(value);
}

function record(params: Params, key: string): Params | undefined {
  const value = params[key];
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

function list(params: Params, key: string): Param[] {
  const value = params[key];
  if (Array.isArray(value)) return value.filter((entry) => entry !== undefined);
  // Stripe reads an indexed object (`a[0]`, `a[1]`) and an array alike.
  if (value && typeof value === "object") return Object.values(value);
  return [];
}

function metadataOf(params: Params, previous: Record<string, string> = {}): Record<string, string> {
  const given = record(params, "metadata");
  if (!given) return previous;
  const merged = { ...previous };
  for (const [key, value] of Object.entries(given)) {
    // Stripe removes a key sent empty.
    if (value === "") delete merged[key];
    else if (typeof value === "string") merged[key] = value;
  }
  return merged;
}

const clone = <T>(value: T): T => structuredClone(value);

export async function startFakeStripe(
  options: {
    secretKey?: string;
    webhookSecret?: string;
    publishableKey?: string;
    /** A fixed port: an outage test configures the address before anything listens there. */
    port?: number;
  } = {},
): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? "sk_test_fake";
  const webhookSecret = options.webhookSecret ?? "whsec_fake_stripe";
  const publishableKey = options.publishableKey ?? "pk_test_fake";
  const state: FakeStripeState = {
    customers: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    discounts: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
  };
  const requests: FakeStripeRequest[] = [];
  const behaviours = new Map<string, CardBehaviour>();
  /** Cards paid with once without a customer: Stripe refuses them a second time. */
  const spentGuestCards = new Set<string>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  let interruption: { path: RegExp; processed: boolean; mode: "hang" | "reset" | "error" } | null = null;
  const tables: Record<string, Map<string, StripeObject>> = {
    cus: state.customers,
    pm: state.paymentMethods,
    seti: state.setupIntents,
    prod: state.products,
    price: state.prices,
    di: state.discounts,
    sub: state.subscriptions,
    in: state.invoices,
    inpay: state.invoicePayments,
    pi: state.paymentIntents,
    ch: state.charges,
    re: state.refunds,
  };

  function lookup(id: string): StripeObject | undefined {
    const table = tables[id.slice(0, id.indexOf("_"))];
    return table?.get(id) ?? state.products.get(id) ?? state.coupons.get(id);
  }

  function get(table: Map<string, StripeObject>, kind: string, id: string, param = "id"): StripeObject {
    const found = table.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  // ---- rendering: Stripe leaves related objects as ids unless the request expands them ----

  function includable(object: StripeObject, field: string): unknown {
    if (object.object === "invoice" && field === "payments") {
      const data = [...state.invoicePayments.values()].filter((payment) => payment.invoice === object.id);
      return { object: "list", data, has_more: false, url: `/v1/invoices/${object.id}/payments` };
    }
    return undefined;
  }

  function expandPath(value: unknown, path: string[]): unknown {
    if (path.length === 0) return value;
    if (Array.isArray(value)) return value.map((entry) => expandPath(entry, path));
    if (!value || typeof value !== "object") return value;
    const object = value as StripeObject;
    const [field, ...rest] = path as [string, ...string[]];
    let child = field in object ? object[field] : includable(object, field);
    const resolve = (entry: unknown) => (typeof entry === "string" ? (clone(lookup(entry)) ?? entry) : entry);
    child = Array.isArray(child) ? child.map(resolve) : resolve(child);
    return { ...object, [field]: expandPath(child, rest) };
  }

  function render<T extends Record<string, unknown>>(object: T, expand: string[]): T {
    let rendered: unknown = clone(object);
    for (const path of expand) rendered = expandPath(rendered, path.split("."));
    return rendered as T;
  }

  function expansions(params: Params): string[] {
    return list(params, "expand").filter((entry): entry is string => typeof entry === "string");
  }

  function page(items: StripeObject[], params: Params, url: string) {
    const limit = Math.min(integer(params, "limit") ?? 10, 100);
    const after = text(params, "starting_after");
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    const data = items.slice(start, start + limit);
    return { object: "list", data, has_more: start + limit < items.length, url };
  }

  const newestFirst = (items: Iterable<StripeObject>) =>
    [...items].sort((a, b) => Number(b.created) - Number(a.created) || (b.id > a.id ? 1 : -1));

  // ---- objects ----

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

  // ---- one-off payments ----

  function newCard(card: TestCard): StripeObject {
    const paymentMethod = paymentMethodObject(newId("pm"), card, null);
    state.paymentMethods.set(paymentMethod.id, paymentMethod);
    behaviours.set(paymentMethod.id, card.behaviour);
    return paymentMethod;
  }

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

  function createProduct(params: Params): StripeObject {
    const id = text(params, "id") ?? newId("prod");
    if (state.products.has(id)) throw invalid(`Product already exists.`, "id", "resource_already_exists");
    const name = text(params, "name");
    if (!name) throw invalid("Missing required param: name.", "name", "parameter_missing");
    const product: StripeObject = {
      id,
      object: "product",
      active: true,
      created: nowSeconds(),
      name,
      metadata: metadataOf(params),
      livemode: false,
    };
    state.products.set(id, product);
    return product;
  }

  function createPrice(params: Params, product: string): StripeObject {
    const recurring = record(params, "recurring");
    const price: StripeObject = {
      id: newId("price"),
      object: "price",
      active: true,
      created: nowSeconds(),
      currency: (text(params, "currency") ?? "").toLowerCase(),
      product,
      recurring: recurring ? { interval: text(recurring, "interval") ?? "month", interval_count: 1 } : null,
      type: recurring ? "recurring" : "one_time",
      unit_amount: integer(params, "unit_amount") ?? 0,
      metadata: metadataOf(params),
      livemode: false,
    };
    state.prices.set(price.id, price);
    return price;
  }

  function createCoupon(params: Params): StripeObject {
    const id = text(params, "id") ?? randomBytes(6).toString("hex");
    if (state.coupons.has(id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
    const duration = text(params, "duration") ?? "once";
    const coupon: StripeObject = {
      id,
      object: "coupon",
      created: nowSeconds(),
      amount_off: null,
      currency: null,
      percent_off: params.percent_off === undefined ? null : Number(params.percent_off),
      duration,
      duration_in_months: duration === "repeating" ? (integer(params, "duration_in_months") ?? null) : null,
      name: text(params, "name") ?? null,
      metadata: metadataOf(params),
      times_redeemed: 0,
      valid: true,
      livemode: false,
    };
    state.coupons.set(id, coupon);
    return coupon;
  }

  function discountOn(subscription: StripeObject, couponId: string): StripeObject {
    const coupon = get(state.coupons, "coupon", couponId, "coupon");
    coupon.times_redeemed = Number(coupon.times_redeemed) + 1;
    const start = nowSeconds();
    const months = coupon.duration === "repeating" ? Number(coupon.duration_in_months) : null;
    const discount: StripeObject = {
      id: newId("di"),
      object: "discount",
      customer: subscription.customer,
      start,
      end: coupon.duration === "forever" ? null : addMonths(start, months ?? 1),
      source: { type: "coupon", coupon: coupon.id },
      subscription: subscription.id,
      subscription_item: null,
      invoice: null,
      invoice_item: null,
      promotion_code: null,
      checkout_session: null,
    };
    state.discounts.set(discount.id, discount);
    return discount;
  }

  /** Percent-off coupons apply one after the other, as Stripe stacks them. */
  function afterCoupons(amount: number, couponIds: string[]): number {
    let factor = 1;
    for (const couponId of couponIds) {
      const percent = state.coupons.get(couponId)?.percent_off;
      if (percent != null) factor *= 1 - Number(percent) / 100;
    }
    return Math.round(amount * factor);
  }

  /** The amount a period costs after the subscription's discounts still in force then. */
  function periodAmount(subscription: StripeObject, at: number): number {
    const item = firstItem(subscription);
    const couponIds = (subscription.discounts as string[])
      .map((discountId) => state.discounts.get(discountId))
      .filter((discount) => discount && (discount.end === null || Number(discount.end) > at))
      .map((discount) => (discount!.source as { coupon: string }).coupon);
    return afterCoupons(Number((item.price as StripeObject).unit_amount) * Number(item.quantity ?? 1), couponIds);
  }

  function firstItem(subscription: StripeObject): StripeObject {
    return ((subscription.items as { data: StripeObject[] }).data[0] ?? {}) as StripeObject;
  }

  /** The subscription's own card, else the customer's default, as Stripe picks it. */
  function chargeCard(subscription: StripeObject): string | null {
    const customer = state.customers.get(subscription.customer as string);
    return (
      (subscription.default_payment_method as string | null) ??
      ((customer?.invoice_settings as Record<string, unknown> | undefined)?.default_payment_method as string | null) ??
      null
    );
  }

  function chargeOutcome(subscription: StripeObject, amount: number): CardBehaviour | "no_card" {
    if (amount === 0) return "succeeds";
    const paymentMethodId = chargeCard(subscription);
    if (!paymentMethodId) return "no_card";
    return behaviours.get(paymentMethodId) ?? "succeeds";
  }

  /**
   * Makes the invoice for one period (with its payment intent when there is something to charge) and
   * settles it as `outcome` says.
   */
  function invoicePeriod(
    subscription: StripeObject,
    period: { start: number; end: number },
    reason: string,
    outcome: CardBehaviour,
    trial = false,
  ): StripeObject {
    const created = nowSeconds();
    const amount = trial ? 0 : periodAmount(subscription, period.start);
    const item = firstItem(subscription);
    const price = item.price as StripeObject;
    const listAmount = trial ? 0 : Number(price.unit_amount);
    const invoice: StripeObject = {
      id: newId("in"),
      object: "invoice",
      created,
      customer: subscription.customer,
      currency: price.currency,
      number: `FAKE-${String(state.invoices.size + 1).padStart(4, "0")}`,
      billing_reason: reason,
      collection_method: "charge_automatically",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      subtotal: listAmount,
      total: amount,
      attempt_count: 0,
      attempted: false,
      status: "open",
      status_transitions: { finalized_at: created, paid_at: null, marked_uncollectible_at: null, voided_at: null },
      period_start: created,
      period_end: created,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: clone(subscription.metadata) },
      },
      lines: {
        object: "list",
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount: listAmount,
            currency: price.currency,
            description: trial
              ? `Trial period for ${price.product}`
              : `1 × ${price.product} (at ${price.unit_amount} / month)`,
            period,
            pricing: { type: "price_details", price_details: { price: price.id, product: price.product } },
            quantity: 1,
          },
        ],
        has_more: false,
        url: "/v1/invoices/lines",
      },
      discounts: [...(subscription.discounts as string[])],
      hosted_invoice_url: null,
      invoice_pdf: null,
      metadata: {},
      livemode: false,
    };
    state.invoices.set(invoice.id, invoice);
    if (amount === 0) {
      markPaid(invoice);
      return invoice;
    }
    const intent: StripeObject = {
      id: newId("pi"),
      object: "payment_intent",
      created,
      amount,
      currency: price.currency,
      customer: subscription.customer,
      payment_method: chargeCard(subscription),
      status: "processing",
      last_payment_error: null,
      client_secret: null,
      livemode: false,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString("hex")}`;
    state.paymentIntents.set(intent.id, intent);
    const payment: StripeObject = {
      id: newId("inpay"),
      object: "invoice_payment",
      created,
      amount_paid: null,
      amount_requested: amount,
      currency: price.currency,
      invoice: invoice.id,
      is_default: true,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: "open",
      status_transitions: { canceled_at: null, paid_at: null },
      livemode: false,
    };
    state.invoicePayments.set(payment.id, payment);
    invoice.attempted = true;
    invoice.attempt_count = 1;
    if (outcome === "succeeds") {
      intent.status = "succeeded";
      // Paid by a charge, as Stripe does, so the invoice's money can be refunded like any payment's.
      chargeFor(intent, true);
      payment.status = "paid";
      payment.amount_paid = amount;
      (payment.status_transitions as Record<string, unknown>).paid_at = created;
      markPaid(invoice);
    } else if (outcome === "requires_authentication") {
      intent.status = "requires_action";
      intent.next_action = { type: "use_stripe_sdk" };
    } else {
      intent.status = "requires_payment_method";
      intent.last_payment_error = { ...DECLINED, payment_method: { id: intent.payment_method } };
    }
    return invoice;
  }

  function markPaid(invoice: StripeObject) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    (invoice.status_transitions as Record<string, unknown>).paid_at = nowSeconds();
  }

  /** The coupons a `discounts[i][coupon]` list names; every one must exist. */
  function couponsOf(params: Params): string[] {
    return list(params, "discounts").map((entry, index) => {
      const couponId = typeof entry === "object" && !Array.isArray(entry) ? text(entry, "coupon") : undefined;
      if (!couponId || !state.coupons.has(couponId)) {
        throw missing("coupon", couponId ?? "", `discounts[${index}][coupon]`);
      }
      return couponId;
    });
  }

  function createSubscription(params: Params): StripeObject {
    const customerId = text(params, "customer");
    if (!customerId) throw invalid("Missing required param: customer.", "customer", "parameter_missing");
    const customer = get(state.customers, "customer", customerId, "customer");
    const [itemParams] = list(params, "items") as Params[];
    if (!itemParams) throw invalid("Missing required param: items.", "items", "parameter_missing");
    const defaultPaymentMethod = text(params, "default_payment_method") ?? null;
    if (defaultPaymentMethod) {
      const paymentMethod = state.paymentMethods.get(defaultPaymentMethod);
      if (paymentMethod?.customer !== customerId)
        throw missing("PaymentMethod", defaultPaymentMethod, "default_payment_method");
    }
    const couponIds = couponsOf(params);
    let price: StripeObject;
    const priceId = text(itemParams, "price");
    const priceData = record(itemParams, "price_data");
    if (priceId) price = get(state.prices, "price", priceId, "items[0][price]");
    else if (priceData) {
      const product = text(priceData, "product") ?? "";
      get(state.products, "product", product, "items[0][price_data][product]");
      // An inline price is a real price object at Stripe too, just not reusable.
      price = { ...createPrice(priceData, product), active: false };
      state.prices.set(price.id, price);
    } else throw invalid("Each item needs a price or price_data.", "items[0]", "parameter_missing");

    const created = nowSeconds();
    const trialDays = integer(params, "trial_period_days") ?? 0;
    const trialEnd = trialDays > 0 ? created + trialDays * 86_400 : null;
    const periodEnd = trialEnd ?? addMonths(created, 1);
    const id = newId("sub");
    const subscription: StripeObject = {
      id,
      object: "subscription",
      created,
      start_date: created,
      billing_cycle_anchor: periodEnd,
      customer: customer.id,
      status: trialEnd ? "trialing" : "active",
      trial_start: trialEnd ? created : null,
      trial_end: trialEnd,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      collection_method: "charge_automatically",
      currency: price.currency,
      default_payment_method: defaultPaymentMethod,
      discounts: [] as string[],
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created,
            current_period_start: created,
            current_period_end: periodEnd,
            discounts: [],
            metadata: {},
            price,
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      metadata: metadataOf(params),
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: "off",
      },
      livemode: false,
    };

    // The first charge is decided before anything is stored: error_if_incomplete leaves nothing behind.
    const paymentBehavior = text(params, "payment_behavior") ?? "allow_incomplete";
    const amount = trialEnd ? 0 : afterCoupons(Number(price.unit_amount), couponIds);
    const outcome = chargeOutcome(subscription, amount);
    if (outcome === "no_card") {
      throw invalid(
        "This customer has no attached payment source or default payment method.",
        undefined,
        "resource_missing",
      );
    }
    if (paymentBehavior === "error_if_incomplete" && outcome === "declines") throw new ApiError(402, { ...DECLINED });
    if (paymentBehavior === "error_if_incomplete" && outcome === "requires_authentication") {
      throw new ApiError(402, { ...AUTHENTICATION_REQUIRED });
    }

    state.subscriptions.set(id, subscription);
    subscription.discounts = couponIds.map((couponId) => discountOn(subscription, couponId).id);
    const period = { start: created, end: periodEnd };
    const invoice = invoicePeriod(subscription, period, "subscription_create", outcome, trialEnd !== null);
    subscription.latest_invoice = invoice.id;
    if (invoice.status !== "paid") subscription.status = "incomplete";
    return subscription;
  }

  function updateSubscription(subscription: StripeObject, params: Params): StripeObject {
    if (subscription.status === "canceled") {
      throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
    }
    const cancelAtPeriodEnd = text(params, "cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd === "true";
      subscription.cancel_at = subscription.cancel_at_period_end ? firstItem(subscription).current_period_end : null;
      subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
    }
    if ("discounts" in params) {
      // `discounts=` (empty) clears them; a list replaces them.
      subscription.discounts = couponsOf(params).map((couponId) => discountOn(subscription, couponId).id);
    }
    if ("default_payment_method" in params) {
      subscription.default_payment_method = text(params, "default_payment_method") ?? null;
    }
    subscription.metadata = metadataOf(params, subscription.metadata as Record<string, string>);
    return subscription;
  }

  function cancelSubscription(subscription: StripeObject): StripeObject {
    if (subscription.status === "canceled") {
      throw invalid("This subscription is already canceled.", "id");
    }
    const at = nowSeconds();
    subscription.status = "canceled";
    subscription.canceled_at = at;
    subscription.ended_at = at;
    return subscription;
  }

  // ---- time and webhooks ----

  function sign(body: string, signOptions: { secret?: string; timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: signOptions.secret ?? webhookSecret,
      ...(signOptions.timestamp === undefined ? {} : { timestamp: signOptions.timestamp }),
    });
  }

  function webhook(
    type: string,
    object: Record<string, unknown>,
    previousAttributes?: Record<string, unknown>,
  ): FakeWebhook {
    const event: StripeObject = {
      id: newId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: clone(object), ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    state.events.push(event);
    const body = JSON.stringify(event, null, 2);
    const signature = sign(body);
    return {
      type,
      event,
      body,
      signature,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    };
  }

  function chargeNextPeriod(subscription: StripeObject, paid: boolean): FakeWebhook[] {
    const item = firstItem(subscription);
    const start = Number(item.current_period_end);
    const end = addMonths(start, 1);
    const previous = {
      status: subscription.status,
      current_period_start: item.current_period_start,
      current_period_end: item.current_period_end,
    };
    item.current_period_start = start;
    item.current_period_end = end;
    subscription.billing_cycle_anchor = start;
    const reason = "subscription_cycle";
    const invoice = invoicePeriod(subscription, { start, end }, reason, paid ? "succeeds" : "declines");
    if (!paid) invoice.next_payment_attempt = nowSeconds() + 3 * 86_400;
    subscription.latest_invoice = invoice.id;
    subscription.status = paid ? "active" : "past_due";
    return [
      webhook("customer.subscription.updated", render(subscription, []), previous),
      webhook(paid ? "invoice.paid" : "invoice.payment_failed", render(invoice, [])),
    ];
  }

  function endTrial(subscriptionId: string, { paid }: { paid: boolean }): FakeWebhook[] {
    const subscription = get(state.subscriptions, "subscription", subscriptionId);
    if (subscription.status !== "trialing")
      throw new Error(`${subscriptionId} is ${subscription.status}, not trialing`);
    // The trial ends now, not on its planned day: the paid period starts today.
    const now = nowSeconds();
    const item = firstItem(subscription);
    item.current_period_end = now;
    subscription.trial_end = now;
    return chargeNextPeriod(subscription, paid);
  }

  function renew(subscriptionId: string, { paid }: { paid: boolean }): FakeWebhook[] {
    const subscription = get(state.subscriptions, "subscription", subscriptionId);
    if (subscription.status !== "active" && subscription.status !== "past_due") {
      throw new Error(`${subscriptionId} is ${subscription.status}: only active or past_due subscriptions renew`);
    }
    if (subscription.cancel_at_period_end) {
      const previous = { status: subscription.status };
      subscription.status = "canceled";
      subscription.ended_at = firstItem(subscription).current_period_end;
      return [webhook("customer.subscription.deleted", render(subscription, []), previous)];
    }
    return chargeNextPeriod(subscription, paid);
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

  // ---- routing ----

  function route(method: string, path: string, params: Params): unknown {
    const expand = expansions(params);
    const parts = path.split("/").filter(Boolean);
    if (parts[0] !== "v1")
      throw new ApiError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const [, resource, id, action] = parts;
    const one = (object: StripeObject) => render(object, expand);

    switch (`${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "POST customers":
        return one(createCustomer(params));
      case "GET customers/:id":
        return one(get(state.customers, "customer", id!));
      case "POST customers/:id":
        return one(updateCustomer(get(state.customers, "customer", id!), params));
      case "POST setup_intents":
        return one(createSetupIntent(params));
      case "GET setup_intents/:id":
        return one(get(state.setupIntents, "setup_intent", id!));
      case "GET payment_methods": {
        const customer = text(params, "customer");
        const type = text(params, "type");
        const cards = newestFirst(state.paymentMethods.values()).filter(
          (paymentMethod) => paymentMethod.customer === customer && (!type || paymentMethod.type === type),
        );
        return render(page(cards, params, "/v1/payment_methods"), expand);
      }
      case "GET payment_methods/:id":
        return one(retrievePaymentMethod(id!));
      case "POST payment_methods/:id/attach": {
        const customer = text(params, "customer");
        if (!customer) throw invalid("Missing required param: customer.", "customer", "parameter_missing");
        return one(attachPaymentMethod(id!, customer));
      }
      case "POST payment_methods/:id/detach":
        return one(detachPaymentMethod(id!));
      case "POST products":
        return one(createProduct(params));
      case "GET products/:id":
        return one(get(state.products, "product", id!));
      case "POST prices": {
        const product = text(params, "product") ?? "";
        get(state.products, "product", product, "product");
        return one(createPrice(params, product));
      }
      case "GET prices/:id":
        return one(get(state.prices, "price", id!));
      case "POST coupons":
        return one(createCoupon(params));
      case "GET coupons/:id":
        return one(get(state.coupons, "coupon", id!));
      case "POST subscriptions":
        return one(createSubscription(params));
      case "GET subscriptions": {
        const customer = text(params, "customer");
        const list = newestFirst(state.subscriptions.values()).filter(
          (subscription) => !customer || subscription.customer === customer,
        );
        return render(page(list, params, "/v1/subscriptions"), expand);
      }
      case "GET subscriptions/:id":
        return one(get(state.subscriptions, "subscription", id!));
      case "POST subscriptions/:id":
        return one(updateSubscription(get(state.subscriptions, "subscription", id!), params));
      case "DELETE subscriptions/:id":
        return one(cancelSubscription(get(state.subscriptions, "subscription", id!)));
      case "GET invoices": {
        const customer = text(params, "customer");
        const subscription = text(params, "subscription");
        const invoices = newestFirst(state.invoices.values()).filter(
          (invoice) =>
            (!customer || invoice.customer === customer) &&
            (!subscription ||
              (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
                .subscription === subscription),
        );
        return render(page(invoices, params, "/v1/invoices"), expand);
      }
      case "GET invoices/:id":
        return one(get(state.invoices, "invoice", id!));
      case "POST payment_intents":
        return one(createPaymentIntent(params));
      case "GET payment_intents/:id":
        return one(get(state.paymentIntents, "payment_intent", id!));
      case "POST payment_intents/:id/confirm":
        return one(confirmPrepared(get(state.paymentIntents, "payment_intent", id!), params));
      case "POST payment_intents/:id/cancel":
        return one(cancelPaymentIntent(get(state.paymentIntents, "payment_intent", id!), params));
      case "GET charges/:id":
        return one(get(state.charges, "charge", id!));
      case "POST refunds":
        return one(createRefund(params));
      case "GET refunds/:id":
        return one(get(state.refunds, "refund", id!));
      default:
        throw new ApiError(404, {
          type: "invalid_request_error",
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  async function readBody(request: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  }

  function send(response: ServerResponse, status: number, body: string, replayed: boolean) {
    response.writeHead(status, {
      "content-type": "application/json",
      "request-id": newId("req"),
      "stripe-version": Stripe.API_VERSION,
      ...(replayed ? { "idempotent-replayed": "true" } : {}),
    });
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://fake-stripe");
    const method = request.method ?? "GET";
    const raw = await readBody(request);
    const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(raw) };
    const idempotencyKey = (request.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const error = { type: "invalid_request_error", message: "Invalid API Key provided." };
      return send(response, 401, JSON.stringify({ error }), false);
    }

    const interrupted = method === "POST" && interruption?.path.test(url.pathname) ? interruption : null;
    if (interrupted && !interrupted.processed) return lose(response, interrupted.mode);

    // Stripe replays a POST's first answer (errors included) for the same key, and refuses the key
    // for a different request. GET and DELETE ignore keys.
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    const remembered = method === "POST" && idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (remembered) {
      if (interrupted) return lose(response, interrupted.mode);
      if (remembered.fingerprint !== fingerprint) {
        const error = {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        };
        return send(response, 400, JSON.stringify({ error }), false);
      }
      return send(response, remembered.status, remembered.body, true);
    }

    let status = 200;
    let body: string;
    try {
      body = JSON.stringify(route(method, url.pathname, params));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.body });
    }
    if (method === "POST" && idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body });
    if (interrupted) return lose(response, interrupted.mode);
    send(response, status, body, false);
  }

  /** The answer is lost: nothing comes back (the client's timeout ends it), the connection is cut, or a 500. */
  function lose(response: ServerResponse, mode: "hang" | "reset" | "error") {
    if (mode === "reset") response.socket?.destroy();
    if (mode === "error") {
      const error = { type: "api_error", message: "An unknown error occurred on Stripe's end." };
      send(response, 500, JSON.stringify({ error }), false);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      send(response, 500, JSON.stringify({ error: { type: "api_error", message } }), false);
    });
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const host = "127.0.0.1";

  return {
    url: `http://${host}:${port}`,
    host,
    port,
    protocol: "http",
    secretKey,
    webhookSecret,
    state,
    requests,
    providerOptions: () => ({ secretKey, webhookSecret, publishableKey, host, port, protocol: "http" }),
    confirmSetupIntent,
    createPaymentMethod,
    completeAuthentication,
    interrupt: ({ path, processed, mode = "hang" }) => {
      interruption = { path, processed, mode };
    },
    heal: () => {
      interruption = null;
    },
    endTrial,
    renew,
    webhook,
    sign,
    close: async () => {
      // The SDK keeps connections alive; close them or close() waits for their idle timeout.
      server.closeAllConnections();
      server.close();
      await once(server, "close");
    },
  };
}
