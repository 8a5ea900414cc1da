// One file past 500 lines on purpose: its tests share one fake Stripe server and provider, and the
// two halves (subscriptions, one-off payments) would each repeat that setup.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BillingProvider,
  CardError,
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  ProviderRequestNotProcessedError,
  WebhookSignatureError,
} from "./provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";
import { type FakeStripe, startFakeStripe, type TestPaymentMethod } from "./testing/fake-stripe.ts";

const DAY_MS = 86_400_000;

describe("the Stripe provider against a fake Stripe API", () => {
  let fake: FakeStripe;
  let provider: BillingProvider;
  let keys = 0;
  // Each call is a new request as far as idempotency goes; a retry reuses the key on purpose.
  const key = (label: string) => `test-${label}-${++keys}`;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = createStripeProvider(fake.providerOptions());
  });
  afterAll(async () => {
    await fake.close();
  });

  async function customerWithCard(card: TestPaymentMethod = "pm_card_visa") {
    const customer = await provider.createCustomer(
      { email: "ana@example.mx", name: "Ana Pérez", metadata: { userId: "u-1" } },
      key("customer"),
    );
    const paymentMethod = await provider.attachPaymentMethod(customer.id, card, key("attach"));
    await provider.setDefaultPaymentMethod(customer.id, paymentMethod.id, key("default"));
    return { customer, paymentMethod };
  }

  const premium = (overrides: Partial<CreateSubscriptionInput> = {}): Omit<CreateSubscriptionInput, "customerId"> => ({
    price: {
      providerPriceId: null,
      product: "premium",
      productName: "Sobremesa Premium",
      amountMinor: 19_900,
      currency: "MXN",
      interval: "month",
    },
    trialDays: 0,
    paymentMethodId: null,
    discount: null,
    metadata: { membershipId: "m-1" },
    ...overrides,
  });

  it("creates a customer, saves a card through a setup intent, makes it the default and lists the cards", async () => {
    const customer = await provider.createCustomer(
      { email: "luis@example.mx", name: "Luis", metadata: { userId: "u-2" } },
      key("customer"),
    );
    expect(customer).toEqual({
      id: expect.stringMatching(/^cus_/),
      email: "luis@example.mx",
      defaultPaymentMethodId: null,
    });

    const intent = await provider.createSetupIntent(customer.id, key("setup"));
    expect(intent).toMatchObject({ status: "requires_payment_method", paymentMethodId: null });
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));

    // The browser confirms the intent with Stripe.js; Stripe attaches the card to the customer itself.
    const confirmed = fake.confirmSetupIntent(intent.id, "pm_card_visa");
    const saved = await provider.attachPaymentMethod(customer.id, confirmed.payment_method as string, key("attach"));
    expect(saved).toMatchObject({ id: confirmed.payment_method, brand: "visa", last4: "4242", expMonth: 12 });
    expect(saved.expYear).toBeGreaterThan(new Date().getUTCFullYear());

    const other = await provider.attachPaymentMethod(customer.id, "pm_card_mastercard", key("attach"));
    expect(other).toMatchObject({ id: expect.stringMatching(/^pm_/), brand: "mastercard", last4: "4444" });
    expect(other.id).not.toBe("pm_card_mastercard");

    await provider.setDefaultPaymentMethod(customer.id, other.id, key("default"));
    expect(await provider.retrieveCustomer(customer.id)).toEqual({ ...customer, defaultPaymentMethodId: other.id });

    const cards = await provider.listPaymentMethods(customer.id);
    expect(cards.map((card) => card.last4).sort()).toEqual(["4242", "4444"]);

    await provider.detachPaymentMethod(saved.id);
    // A retried detach is already done, not an error.
    await provider.detachPaymentMethod(saved.id);
    expect((await provider.listPaymentMethods(customer.id)).map((card) => card.id)).toEqual([other.id]);
  });

  it("starts a 30-day trial without charging, with an inline price on a product per plan", async () => {
    const { customer, paymentMethod } = await customerWithCard();
    const before = Date.now();
    const subscription = await provider.createSubscription(
      { customerId: customer.id, ...premium({ trialDays: 30, paymentMethodId: paymentMethod.id }) },
      key("subscription"),
    );

    expect(subscription).toMatchObject({
      customerId: customer.id,
      status: "trialing",
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      defaultPaymentMethodId: paymentMethod.id,
      percentOff: null,
      latestInvoice: { status: "paid", paymentIntentStatus: null },
      metadata: { membershipId: "m-1" },
    });
    expect(subscription.trialEnd!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(subscription.trialEnd!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(subscription.currentPeriodEnd).toEqual(subscription.trialEnd);
    expect(Math.abs(subscription.currentPeriodStart.getTime() - before)).toBeLessThan(5000);

    const stored = fake.state.subscriptions.get(subscription.id)!;
    const item = (stored.items as { data: { price: Record<string, unknown> }[] }).data[0]!;
    expect(item.price).toMatchObject({ currency: "mxn", unit_amount: 19_900, product: "sobremesa_premium" });
    expect(fake.state.products.get("sobremesa_premium")).toMatchObject({ name: "Sobremesa Premium" });

    // The product is found again, by this provider's memory and by a fresh provider asking Stripe.
    const again = await customerWithCard();
    await provider.createSubscription({ customerId: again.customer.id, ...premium({ trialDays: 30 }) }, key("sub"));
    const fresh = createStripeProvider(fake.providerOptions());
    await fresh.createSubscription({ customerId: again.customer.id, ...premium({ trialDays: 30 }) }, key("sub"));
    expect([...fake.state.products.keys()]).toEqual(["sobremesa_premium"]);
  });

  it("charges the first month at once without a trial and lists the paid invoice", async () => {
    const { customer } = await customerWithCard();
    const before = Date.now();
    const subscription = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));

    expect(subscription).toMatchObject({
      status: "active",
      trialEnd: null,
      latestInvoice: { id: expect.stringMatching(/^in_/), status: "paid", paymentIntentStatus: "succeeded" },
    });
    const periodDays = (subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime()) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31);

    const invoices = await provider.listInvoices(customer.id);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      id: subscription.latestInvoice!.id,
      subscriptionId: subscription.id,
      customerId: customer.id,
      amountDue: 19_900,
      amountPaid: 19_900,
      currency: "MXN",
      status: "paid",
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    });
    expect(invoices[0]!.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("lists a customer's subscriptions whatever their status, and gives back a paid invoice once per key", async () => {
    const { customer } = await customerWithCard();
    const kept = await provider.createSubscription(
      { customerId: customer.id, ...premium({ metadata: { claim: "c-1" } }) },
      key("sub"),
    );
    const other = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    await provider.cancelSubscription(other.id, { atPeriodEnd: false }, key("cancel"));
    const listed = await provider.listSubscriptions(customer.id);
    expect(listed.map((subscription) => [subscription.id, subscription.status]).sort()).toEqual(
      [
        [kept.id, "active"],
        [other.id, "canceled"],
      ].sort(),
    );
    expect(listed.find((subscription) => subscription.id === kept.id)?.metadata.claim).toBe("c-1");

    // The invoice's charge goes back through its payment intent, in part and then the rest.
    const invoice = (await provider.listInvoices(customer.id)).find((entry) => entry.subscriptionId === other.id)!;
    const part = key("refund");
    await provider.refundInvoice(invoice.id, part, 5_000);
    await provider.refundInvoice(invoice.id, part, 5_000);
    await provider.refundInvoice(invoice.id, key("refund"), 14_900);
    const intent = [...fake.state.invoicePayments.values()].find((entry) => entry.invoice === invoice.id)!;
    const refunds = [...fake.state.refunds.values()].filter(
      (refund) => refund.payment_intent === (intent.payment as { payment_intent: string }).payment_intent,
    );
    expect(refunds.map((refund) => refund.amount)).toEqual([5_000, 14_900]);
  });

  it("uses the configured Stripe price when there is one", async () => {
    const { customer } = await customerWithCard();
    const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: "http" });
    const product = await stripe.products.create({ name: "Plus" });
    const price = await stripe.prices.create({
      product: product.id,
      currency: "cop",
      unit_amount: 4_990_000,
      recurring: { interval: "month" },
    });
    const subscription = await provider.createSubscription(
      {
        customerId: customer.id,
        ...premium({ price: { ...premium().price, providerPriceId: price.id, currency: "COP", product: "plus" } }),
      },
      key("sub"),
    );
    const invoices = await provider.listInvoices(customer.id);
    expect(invoices[0]).toMatchObject({ subscriptionId: subscription.id, amountPaid: 4_990_000, currency: "COP" });
    expect(fake.state.products.has("sobremesa_plus")).toBe(false);
  });

  it("throws card_declined for a declined first charge and leaves no subscription", async () => {
    const { customer } = await customerWithCard("pm_card_chargeDeclined");
    const attempt = provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    await expect(attempt).rejects.toBeInstanceOf(CardError);
    const error = (await attempt.catch((caught: unknown) => caught)) as CardError;
    expect(error.reason).toBe("card_declined");
    // The provider's message never carries card details, only the reason.
    expect(error.message).toBe("card_declined");
    expect([...fake.state.subscriptions.values()].filter((sub) => sub.customer === customer.id)).toEqual([]);
    expect(await provider.listInvoices(customer.id)).toEqual([]);
  });

  it("throws authentication_required when the first charge asks for 3-D Secure, leaving no subscription", async () => {
    const { customer } = await customerWithCard("pm_card_authenticationRequired");
    const error = await provider
      .createSubscription({ customerId: customer.id, ...premium() }, key("sub"))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CardError);
    expect((error as CardError).reason).toBe("authentication_required");
    expect([...fake.state.subscriptions.values()].filter((sub) => sub.customer === customer.id)).toEqual([]);

    // The same card with a trial: nothing is charged today, so the subscription starts.
    const trial = await provider.createSubscription(
      { customerId: customer.id, ...premium({ trialDays: 30 }) },
      key("sub"),
    );
    expect(trial.status).toBe("trialing");
  });

  it("reports a first payment waiting for authentication on a subscription made elsewhere as requires_action", async () => {
    // The provider never leaves one behind, but one made in Stripe's dashboard or by an older
    // integration (allow_incomplete) must still read back truthfully.
    const { customer, paymentMethod } = await customerWithCard("pm_card_authenticationRequired");
    const stripe = new Stripe(fake.secretKey, { host: fake.host, port: fake.port, protocol: "http" });
    const product = await stripe.products.create({ name: "Dashboard plan" });
    const created = await stripe.subscriptions.create({
      customer: customer.id,
      default_payment_method: paymentMethod.id,
      items: [
        { price_data: { currency: "mxn", unit_amount: 9_900, recurring: { interval: "month" }, product: product.id } },
      ],
      payment_behavior: "allow_incomplete",
    });
    expect(await provider.retrieveSubscription(created.id)).toMatchObject({
      status: "incomplete",
      latestInvoice: { status: "open", paymentIntentStatus: "requires_action" },
    });
  });

  it("sends the caller's idempotency key, so a retried create makes one customer and one subscription", async () => {
    const customersBefore = fake.state.customers.size;
    const input = { email: "retry@example.mx", name: "Reintento", metadata: {} };
    const first = await provider.createCustomer(input, "retry-customer-1");
    const second = await provider.createCustomer(input, "retry-customer-1");
    expect(second.id).toBe(first.id);
    expect(fake.state.customers.size).toBe(customersBefore + 1);

    const paymentMethod = await provider.attachPaymentMethod(first.id, "pm_card_visa", "retry-attach-1");
    expect((await provider.attachPaymentMethod(first.id, "pm_card_visa", "retry-attach-1")).id).toBe(paymentMethod.id);
    await provider.setDefaultPaymentMethod(first.id, paymentMethod.id, "retry-default-1");

    const subscriptionsBefore = fake.state.subscriptions.size;
    const one = await provider.createSubscription({ customerId: first.id, ...premium() }, "retry-subscription-1");
    const two = await provider.createSubscription({ customerId: first.id, ...premium() }, "retry-subscription-1");
    expect(two.id).toBe(one.id);
    expect(fake.state.subscriptions.size).toBe(subscriptionsBefore + 1);
    expect(await provider.listInvoices(first.id)).toHaveLength(1);

    const writes = fake.requests.filter((request) => request.method === "POST");
    expect(writes.every((request) => request.idempotencyKey)).toBe(true);
    expect(
      writes.filter((request) => request.path === "/v1/subscriptions").map((request) => request.idempotencyKey),
    ).toContain("retry-subscription-1");
  });

  it("cancels at period end (still active until then) or at once", async () => {
    const { customer } = await customerWithCard();
    const later = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    const scheduled = await provider.cancelSubscription(later.id, { atPeriodEnd: true }, key("cancel"));
    expect(scheduled).toMatchObject({ id: later.id, status: "active", cancelAtPeriodEnd: true, endedAt: null });
    expect(scheduled.currentPeriodEnd).toEqual(later.currentPeriodEnd);
    expect((await provider.retrieveSubscription(later.id)).cancelAtPeriodEnd).toBe(true);

    const now = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    const cancelKey = key("cancel");
    const canceled = await provider.cancelSubscription(now.id, { atPeriodEnd: false }, cancelKey);
    expect(canceled).toMatchObject({ id: now.id, status: "canceled" });
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    expect(canceled.endedAt).toBeInstanceOf(Date);
    // A retry of the same cancellation answers the canceled subscription instead of failing.
    expect((await provider.cancelSubscription(now.id, { atPeriodEnd: false }, cancelKey)).status).toBe("canceled");
  });

  it("applies a coupon at creation and the retention offer later, reusing coupons of the same shape", async () => {
    const { customer } = await customerWithCard();
    const discounted = await provider.createSubscription(
      {
        customerId: customer.id,
        ...premium({ discount: { percentOff: 20, durationMonths: 3, providerCouponId: null } }),
      },
      key("sub"),
    );
    expect(discounted.percentOff).toBe(20);
    expect(fake.state.coupons.get("sobremesa_20off_3m")).toMatchObject({
      percent_off: 20,
      duration: "repeating",
      duration_in_months: 3,
    });
    const [invoice] = await provider.listInvoices(customer.id);
    expect(invoice).toMatchObject({ amountDue: 15_920, amountPaid: 15_920 });

    const plain = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    expect(plain.percentOff).toBeNull();
    const offer = { percentOff: 50, durationMonths: 2, providerCouponId: null };
    const withOffer = await provider.applyDiscount(plain.id, offer, key("offer"));
    expect(withOffer.percentOff).toBe(50);
    expect(fake.state.coupons.get("sobremesa_50off_2m")).toMatchObject({
      duration: "repeating",
      duration_in_months: 2,
    });
    // A fresh provider (no memory) finds the coupon at Stripe instead of making another.
    const couponsBefore = fake.state.coupons.size;
    const fresh = createStripeProvider(fake.providerOptions());
    expect((await fresh.applyDiscount(discounted.id, offer, key("offer"))).percentOff).toBe(50);
    expect(fake.state.coupons.size).toBe(couponsBefore);
    expect((await fresh.retrieveSubscription(plain.id)).percentOff).toBe(50);
  });

  it("parses a signed webhook into the event, its subscription and its customer", async () => {
    const { customer } = await customerWithCard();
    const subscription = await provider.createSubscription(
      { customerId: customer.id, ...premium({ trialDays: 30 }) },
      key("sub"),
    );
    const [updated, paid] = fake.endTrial(subscription.id, { paid: true });

    const updatedEvent = provider.parseWebhook(Buffer.from(updated!.body), updated!.signature);
    expect(updatedEvent).toEqual({
      id: updated!.event.id,
      type: "customer.subscription.updated",
      created: expect.any(Date),
      subscriptionId: subscription.id,
      customerId: customer.id,
    });
    const paidEvent = provider.parseWebhook(Buffer.from(paid!.body), paid!.headers["stripe-signature"]);
    expect(paidEvent).toMatchObject({ type: "invoice.paid", subscriptionId: subscription.id, customerId: customer.id });
    expect(Math.abs(paidEvent.created.getTime() - Date.now())).toBeLessThan(5000);

    // The domain reads the state back rather than trusting the event.
    const current = await provider.retrieveSubscription(subscription.id);
    expect(current).toMatchObject({
      status: "active",
      latestInvoice: { status: "paid", paymentIntentStatus: "succeeded" },
    });

    const [, failed] = fake.renew(subscription.id, { paid: false });
    expect(provider.parseWebhook(Buffer.from(failed!.body), failed!.signature)).toMatchObject({
      type: "invoice.payment_failed",
      subscriptionId: subscription.id,
    });
    expect((await provider.retrieveSubscription(subscription.id)).status).toBe("past_due");

    // Endpoints on an older API version get invoices with a top-level `subscription`.
    const legacy = fake.webhook("invoice.payment_failed", {
      id: "in_legacy",
      object: "invoice",
      customer: customer.id,
      subscription: subscription.id,
    });
    expect(provider.parseWebhook(Buffer.from(legacy.body), legacy.signature)).toMatchObject({
      subscriptionId: subscription.id,
      customerId: customer.id,
    });
  });

  it("refuses a webhook with a bad or missing signature, or a body changed after signing", async () => {
    const { customer } = await customerWithCard();
    const subscription = await provider.createSubscription(
      { customerId: customer.id, ...premium({ trialDays: 7 }) },
      key("sub"),
    );
    const [delivery] = fake.endTrial(subscription.id, { paid: true });
    const body = Buffer.from(delivery!.body);

    expect(() => provider.parseWebhook(body, undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(body, "")).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(body, "t=1,v1=deadbeef")).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(body, fake.sign(delivery!.body, { secret: "whsec_someone_else" }))).toThrow(
      WebhookSignatureError,
    );
    // Signed correctly but long ago: a replayed delivery.
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(() => provider.parseWebhook(body, fake.sign(delivery!.body, { timestamp: old }))).toThrow(
      WebhookSignatureError,
    );
    // Signed correctly but dated an hour ahead: it would stay replayable for an hour and more.
    const ahead = Math.floor(Date.now() / 1000) + 3600;
    expect(() => provider.parseWebhook(body, fake.sign(delivery!.body, { timestamp: ahead }))).toThrow(
      WebhookSignatureError,
    );
    // A sender's clock a little ahead of ours is within the tolerance.
    const skewed = fake.sign(delivery!.body, { timestamp: Math.floor(Date.now() / 1000) + 60 });
    expect(provider.parseWebhook(body, skewed).subscriptionId).toBe(subscription.id);
    const tampered = Buffer.from(delivery!.body.replace(subscription.id, "sub_someone_else"));
    expect(tampered.equals(body)).toBe(false);
    expect(() => provider.parseWebhook(tampered, delivery!.signature)).toThrow(WebhookSignatureError);

    expect(provider.parseWebhook(body, delivery!.signature).subscriptionId).toBe(subscription.id);
  });

  it("cancels at period end through the fake's clock: the subscription ends when the period does", async () => {
    const { customer } = await customerWithCard();
    const subscription = await provider.createSubscription({ customerId: customer.id, ...premium() }, key("sub"));
    await provider.cancelSubscription(subscription.id, { atPeriodEnd: true }, key("cancel"));
    const [deleted] = fake.renew(subscription.id, { paid: true });
    expect(provider.parseWebhook(Buffer.from(deleted!.body), deleted!.signature)).toMatchObject({
      type: "customer.subscription.deleted",
      subscriptionId: subscription.id,
    });
    const ended = await provider.retrieveSubscription(subscription.id);
    expect(ended.status).toBe("canceled");
    expect(ended.endedAt).toEqual(subscription.currentPeriodEnd);
  });
  describe("one-off payments", () => {
    const tickets = (input: Pick<CreatePaymentInput, "customerId" | "paymentMethodId">): CreatePaymentInput => ({
      ...input,
      amountMinor: 45_000,
      currency: "MXN",
      description: "2 × Cata de mezcal",
      metadata: { orderId: "o-1" },
    });
    const chargesOf = (paymentIntentId: string) =>
      [...fake.state.charges.values()].filter((charge) => charge.payment_intent === paymentIntentId);
    const paidChargesOf = (paymentIntentId: string) => chargesOf(paymentIntentId).filter((charge) => charge.paid);
    /** Both steps, as the purchases take them: prepared under the key, charged under the key's own. */
    const pay = async (input: CreatePaymentInput, idempotencyKey: string, through = provider) => {
      const prepared = await through.preparePayment(input, idempotencyKey);
      return through.chargePayment(prepared.id, `${idempotencyKey}:charge`);
    };

    it("prepares a payment without charging it, and charges it once however often it is charged", async () => {
      const card = fake.createPaymentMethod("pm_card_visa");
      const prepareKey = key("prepare");
      const prepared = await provider.preparePayment(
        tickets({ customerId: null, paymentMethodId: card.id }),
        prepareKey,
      );
      expect(prepared).toMatchObject({ status: "requires_confirmation", clientSecret: null, amountMinor: 45_000 });
      expect(chargesOf(prepared.id)).toEqual([]);
      const created = fake.requests.find((request) => request.idempotencyKey === prepareKey)!;
      expect(created.path).toBe("/v1/payment_intents");
      expect(created.params).not.toHaveProperty("confirm");
      // The same key prepares the same payment.
      expect(
        await provider.preparePayment(tickets({ customerId: null, paymentMethodId: card.id }), prepareKey),
      ).toEqual(prepared);

      const paid = await provider.chargePayment(prepared.id, `${prepareKey}:charge`);
      expect(paid).toMatchObject({ id: prepared.id, status: "succeeded" });
      // The same key again (a lost answer asked for), and another key: the one charge, answered.
      expect(await provider.chargePayment(prepared.id, `${prepareKey}:charge`)).toEqual(paid);
      expect(await provider.chargePayment(prepared.id, key("charge"))).toEqual(paid);
      expect(paidChargesOf(prepared.id)).toHaveLength(1);
    });

    it("charges a guest's card, attached to nobody, with a card-only intent confirmed by the charge", async () => {
      const card = fake.createPaymentMethod("pm_card_visa");
      expect(card.customer).toBeNull();
      const payment = await pay(tickets({ customerId: null, paymentMethodId: card.id }), key("pay"));
      expect(payment).toEqual({
        id: expect.stringMatching(/^pi_/),
        status: "succeeded",
        amountMinor: 45_000,
        currency: "MXN",
        paymentMethodId: card.id,
        clientSecret: null,
      });
      expect(fake.state.paymentIntents.get(payment.id)).toMatchObject({
        customer: null,
        currency: "mxn",
        allowed_payment_method_types: ["card"],
        description: "2 × Cata de mezcal",
        metadata: { orderId: "o-1" },
        amount_received: 45_000,
      });
      expect(paidChargesOf(payment.id)).toHaveLength(1);
      const sent = fake.requests.find((request) => request.path === "/v1/payment_intents")!;
      expect(sent.params).toMatchObject({ allowed_payment_method_types: ["card"] });
      expect(sent.params).not.toHaveProperty("payment_method_types");
      expect(
        fake.requests.find((request) => request.path === `/v1/payment_intents/${payment.id}/confirm`),
      ).toBeDefined();
      expect(await provider.retrievePayment(payment.id)).toEqual(payment);
    });

    it("charges a customer's saved card", async () => {
      const { customer, paymentMethod } = await customerWithCard();
      const payment = await pay(tickets({ customerId: customer.id, paymentMethodId: paymentMethod.id }), key("pay"));
      expect(payment).toMatchObject({ status: "succeeded", paymentMethodId: paymentMethod.id });
      expect(fake.state.paymentIntents.get(payment.id)?.customer).toBe(customer.id);
      expect(paidChargesOf(payment.id)).toHaveLength(1);
    });

    it("throws card_declined for a declined card and charges nothing", async () => {
      const { customer, paymentMethod } = await customerWithCard("pm_card_chargeDeclined");
      const error = await pay(
        tickets({ customerId: customer.id, paymentMethodId: paymentMethod.id }),
        key("pay"),
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CardError);
      expect((error as CardError).reason).toBe("card_declined");
      expect((error as CardError).message).toBe("card_declined");

      const [intent, ...others] = [...fake.state.paymentIntents.values()].filter(
        (candidate) => candidate.customer === customer.id,
      );
      expect(others).toEqual([]);
      expect(intent).toMatchObject({ status: "requires_payment_method", amount_received: 0 });
      expect(paidChargesOf(intent!.id)).toEqual([]);
      // Stripe keeps the refused attempt waiting for another card; for us it is over.
      expect((await provider.retrievePayment(intent!.id)).status).toBe("canceled");
    });

    it("answers requires_action with the client secret when the bank asks the buyer, then reads the outcome", async () => {
      const card = fake.createPaymentMethod("pm_card_authenticationRequired");
      const payment = await pay(tickets({ customerId: null, paymentMethodId: card.id }), key("pay"));
      expect(payment).toMatchObject({ status: "requires_action", paymentMethodId: card.id });
      expect(payment.clientSecret).toMatch(new RegExp(`^${payment.id}_secret_`));
      expect(chargesOf(payment.id)).toEqual([]);
      expect(fake.requests.at(-1)!.params).toMatchObject({ use_stripe_sdk: "true" });

      fake.completeAuthentication(payment.id, { approved: true });
      expect(await provider.retrievePayment(payment.id)).toEqual({
        ...payment,
        status: "succeeded",
        clientSecret: null,
      });
      expect(paidChargesOf(payment.id)).toHaveLength(1);

      const refused = await pay(
        tickets({ customerId: null, paymentMethodId: fake.createPaymentMethod("pm_card_authenticationRequired").id }),
        key("pay"),
      );
      fake.completeAuthentication(refused.id, { approved: false });
      expect(await provider.retrievePayment(refused.id)).toMatchObject({ status: "canceled", clientSecret: null });
      expect(chargesOf(refused.id)).toEqual([]);
    });

    it("sends the caller's idempotency key, so a retried payment is one payment intent and one charge", async () => {
      const { customer, paymentMethod } = await customerWithCard();
      const input = tickets({ customerId: customer.id, paymentMethodId: paymentMethod.id });
      const intentsBefore = fake.state.paymentIntents.size;
      const first = await pay(input, "retry-payment-1");
      const second = await pay(input, "retry-payment-1");
      expect(second).toEqual(first);
      expect(fake.state.paymentIntents.size).toBe(intentsBefore + 1);
      expect(paidChargesOf(first.id)).toHaveLength(1);
      const keys = fake.requests
        .filter((request) => request.method === "POST" && request.path === "/v1/payment_intents")
        .map((request) => request.idempotencyKey);
      expect(keys.filter((sent) => sent === "retry-payment-1")).toHaveLength(2);
    });

    it("refunds the whole payment once, however often it is asked", async () => {
      const { customer, paymentMethod } = await customerWithCard();
      const payment = await pay(tickets({ customerId: customer.id, paymentMethodId: paymentMethod.id }), key("pay"));
      const refundKey = key("refund");
      const refunded = await provider.refundPayment(payment.id, refundKey);
      expect(refunded).toEqual({ ...payment, status: "refunded" });
      // A retry with the same key, and a second refund with another key, both answer the refunded payment.
      expect((await provider.refundPayment(payment.id, refundKey)).status).toBe("refunded");
      expect((await provider.refundPayment(payment.id, key("refund"))).status).toBe("refunded");
      expect(await provider.retrievePayment(payment.id)).toEqual(refunded);

      const refunds = [...fake.state.refunds.values()].filter((refund) => refund.payment_intent === payment.id);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: 45_000, status: "succeeded" });
      expect(
        fake.requests.find((request) => request.path === "/v1/refunds" && request.params.payment_intent === payment.id)
          ?.idempotencyKey,
      ).toBe(refundKey);
    });

    it("gives back part of a payment, then the rest, each once per key", async () => {
      const { customer, paymentMethod } = await customerWithCard();
      const payment = await pay(tickets({ customerId: customer.id, paymentMethodId: paymentMethod.id }), key("pay"));
      const part = key("refund");
      expect((await provider.refundPayment(payment.id, part, 10_000)).status).toBe("succeeded");
      expect((await provider.refundPayment(payment.id, part, 10_000)).status).toBe("succeeded");
      expect((await provider.refundPayment(payment.id, key("refund"), 35_000)).status).toBe("refunded");
      const refunds = [...fake.state.refunds.values()].filter((refund) => refund.payment_intent === payment.id);
      expect(refunds.map((refund) => refund.amount)).toEqual([10_000, 35_000]);
    });

    it("cancels a payment still waiting for the buyer, and leaves a finished one alone", async () => {
      const card = fake.createPaymentMethod("pm_card_authenticationRequired");
      const waiting = await pay(tickets({ customerId: null, paymentMethodId: card.id }), key("pay"));
      expect(waiting.status).toBe("requires_action");

      const canceled = await provider.cancelPayment(waiting.id);
      expect(canceled).toEqual({ ...waiting, status: "canceled", clientSecret: null });
      expect(fake.state.paymentIntents.get(waiting.id)?.cancellation_reason).toBe("abandoned");
      expect(await provider.cancelPayment(waiting.id)).toEqual(canceled);
      // The buyer can no longer finish it.
      expect(() => fake.completeAuthentication(waiting.id, { approved: true })).toThrow(/canceled/);
      expect(chargesOf(waiting.id)).toEqual([]);

      const paid = await pay(
        tickets({ customerId: null, paymentMethodId: fake.createPaymentMethod("pm_card_visa").id }),
        key("pay"),
      );
      expect(await provider.cancelPayment(paid.id)).toEqual(paid);
      expect(fake.state.paymentIntents.get(paid.id)?.status).toBe("succeeded");
    });

    describe("when an answer is lost or never sent", () => {
      // A short timeout, so the SDK's three attempts (two retries) give up within seconds.
      let hasty: BillingProvider;
      beforeAll(() => {
        hasty = createStripeProvider({ ...fake.providerOptions(), timeoutMs: 300 });
      });
      afterAll(() => fake.heal());

      const prepareGuest = () =>
        hasty.preparePayment(
          tickets({ customerId: null, paymentMethodId: fake.createPaymentMethod("pm_card_visa").id }),
          key("prepare"),
        );
      const outcome = (error: unknown) =>
        error instanceof CardError
          ? "refused"
          : error instanceof ProviderRequestNotProcessedError
            ? `not processed: ${error.reason}`
            : "unknown";

      it("leaves the outcome unknown when Stripe charged and the answer never came back, and answers that one charge when asked again", async () => {
        const prepared = await prepareGuest();
        const chargeKey = key("charge");
        fake.interrupt({ path: /\/confirm$/, processed: true });
        const error = await hasty.chargePayment(prepared.id, chargeKey).catch((caught: unknown) => caught);
        expect(outcome(error)).toBe("unknown");
        expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
        // Stripe did charge, once, though every attempt's answer was lost.
        expect(fake.state.paymentIntents.get(prepared.id)?.status).toBe("succeeded");
        expect(paidChargesOf(prepared.id)).toHaveLength(1);
        const attempts = fake.requests.filter((request) => request.idempotencyKey === chargeKey);
        expect(attempts.length).toBeGreaterThan(1);

        fake.heal();
        expect(await hasty.chargePayment(prepared.id, chargeKey)).toMatchObject({ status: "succeeded" });
        expect(await hasty.retrievePayment(prepared.id)).toMatchObject({ status: "succeeded" });
        expect(paidChargesOf(prepared.id)).toHaveLength(1);
      });

      it("leaves the outcome unknown when the request was lost before Stripe acted, and charges once when asked again", async () => {
        const prepared = await prepareGuest();
        const chargeKey = key("charge");
        fake.interrupt({ path: /\/confirm$/, processed: false });
        expect(outcome(await hasty.chargePayment(prepared.id, chargeKey).catch((caught: unknown) => caught))).toBe(
          "unknown",
        );
        expect(fake.state.paymentIntents.get(prepared.id)?.status).toBe("requires_confirmation");

        fake.heal();
        expect(await hasty.retrievePayment(prepared.id)).toMatchObject({ status: "requires_confirmation" });
        expect(await hasty.chargePayment(prepared.id, chargeKey)).toMatchObject({ status: "succeeded" });
        expect(paidChargesOf(prepared.id)).toHaveLength(1);
      });

      it("leaves the outcome unknown when the connection is cut after the request was sent", async () => {
        const prepared = await prepareGuest();
        fake.interrupt({ path: /\/confirm$/, processed: true, mode: "reset" });
        const error = await hasty.chargePayment(prepared.id, key("charge")).catch((caught: unknown) => caught);
        fake.heal();
        expect(outcome(error)).toBe("unknown");
        expect(paidChargesOf(prepared.id)).toHaveLength(1);
      });

      it("says nothing was processed when Stripe cannot be reached at all, or refuses the request", async () => {
        const closed = await startFakeStripe();
        const options = closed.providerOptions();
        await closed.close();
        const unreachable = createStripeProvider(options);
        const refusedConnection = await unreachable
          .preparePayment(tickets({ customerId: null, paymentMethodId: "pm_card_visa" }), key("prepare"))
          .catch((caught: unknown) => caught);
        expect(outcome(refusedConnection)).toBe("not processed: unreachable");
        expect((refusedConnection as Error).cause).toBeInstanceOf(Stripe.errors.StripeConnectionError);

        const wrongKey = createStripeProvider({ ...fake.providerOptions(), secretKey: "sk_test_wrong" });
        const refusedRequest = await wrongKey
          .preparePayment(tickets({ customerId: null, paymentMethodId: "pm_card_visa" }), key("prepare"))
          .catch((caught: unknown) => caught);
        expect(outcome(refusedRequest)).toBe("not processed: refused");
        expect(outcome(await hasty.chargePayment("pi_missing", key("charge")).catch((caught: unknown) => caught))).toBe(
          "not processed: refused",
        );
      });

      it("stays unknown when the SDK's last retry finds Stripe unreachable but an earlier attempt got there", async () => {
        const flaky = await startFakeStripe();
        const through = createStripeProvider({ ...flaky.providerOptions(), timeoutMs: 300 });
        const prepared = await through.preparePayment(
          tickets({ customerId: null, paymentMethodId: flaky.createPaymentMethod("pm_card_visa").id }),
          key("prepare"),
        );
        flaky.interrupt({ path: /\/confirm$/, processed: true });
        const charging = through.chargePayment(prepared.id, key("charge")).catch((caught: unknown) => caught);
        // The first attempt is charged and its connection dropped; the retries find nothing listening.
        while (!flaky.requests.some((request) => request.path.endsWith("/confirm")))
          await new Promise((resolve) => setTimeout(resolve, 10));
        const charged = flaky.state.paymentIntents.get(prepared.id)?.status;
        await flaky.close();
        const error = await charging;
        expect(charged).toBe("succeeded");
        expect((error as Stripe.errors.StripeConnectionError).detail).toMatchObject({ code: "ECONNREFUSED" });
        expect(outcome(error)).toBe("unknown");
      });

      it("treats a 5xx as unknown: Stripe may have acted before failing", async () => {
        const prepared = await prepareGuest();
        fake.interrupt({ path: /\/confirm$/, processed: true, mode: "error" });
        const error = await hasty.chargePayment(prepared.id, key("charge")).catch((caught: unknown) => caught);
        fake.heal();
        expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
        expect(outcome(error)).toBe("unknown");
      });
    });
  });
});
