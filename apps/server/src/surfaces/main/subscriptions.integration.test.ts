import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, bearer, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const CARD_DECLINED = { ...CARD_OK, number: "4000 0000 0000 0002" };
const CARD_AUTH = { ...CARD_OK, number: "4000 0027 6000 3184" };
const DAY = 86_400_000;

describe("memberships on the main API (sandbox provider)", () => {
  let subject: TestApp;
  let hash = 1_000;

  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  const call = (account: Account, method: "GET" | "POST" | "DELETE", url: string, payload?: object, lang = "es") =>
    subject.app.inject({
      method,
      url: `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`,
      headers: { ...bearer(account.token) },
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
  const addCard = (account: Account, card: object = CARD_OK, lang = "es") =>
    call(account, "POST", "/api/subscription/add-payment-method", { email: account.email, card }, lang);
  const subscribe = (account: Account, body: object = {}, key = ++hash) =>
    call(account, "POST", `/api/subscription/create-customer-and-subscription?hash=${key}`, {
      email: account.email,
      plan_id: "premium",
      ...body,
    });
  const status = async (account: Account) =>
    (
      await call(account, "POST", "/api/subscription/is-user-subscribed", {
        email: account.email,
        location: { country: "mx" },
      })
    ).json();
  const advance = async (days: number) =>
    (await subject.app.inject({ method: "POST", url: "/__dev/billing/advance-clock", payload: { days } })).json();
  const messages = (recipient: string) =>
    subject.database.handle.query<{
      template: string;
      status: string;
      send_after: Date;
      channel: string;
      body: string;
    }>(
      "select template, status, send_after, channel, body from outbox_messages where recipient = $1 order by created_at",
      [recipient],
    );

  it("lists the plans on sale priced in the country's currency; premium-b is sold at its own landing only", async () => {
    const mx = (await subject.app.inject("/api/plans/get-available-plans?mode=web&country=mx")).json().data;
    expect(mx.map((plan: { code: string }) => plan.code)).toEqual(["premium", "plus"]);
    expect(mx[0]).toMatchObject({ trial_days: 30, price: { amount: 14900, currency: "MXN", country_code: "mx" } });
    const co = (await subject.app.inject("/api/plans/get-available-plans?mode=web&country=co&lang=en")).json().data;
    expect(co[1]).toMatchObject({ code: "plus", price: { currency: "COP" }, recommended: true });
    expect(co[1].benefits[0]).toMatch(/^Up to 25% off/);
  });

  it("reads the status with the location the visitor accepted, refusing one we do not serve in their language", async () => {
    const account = await verifiedAccount(subject.app);
    await addCard(account);
    await subscribe(account);
    const ask = (location: unknown, lang = "es") =>
      call(account, "POST", "/api/subscription/is-user-subscribed", { email: account.email, location }, lang);
    for (const location of [undefined, null, { country: "co" }, { country: "cr", latitude: 9.93, longitude: -84.08 }]) {
      const answer = await ask(location);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        response: true,
        subscription_name: "Sobremesa Premium",
        subscription_discount: 15,
      });
    }
    const spanish = await ask({ country: "us" });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().error.code).toBe("VALIDATION_FAILED");
    const english = await ask({ country: "us" }, "en");
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).not.toBe(spanish.json().error.message);
    expect((await ask({ latitude: 91 }, "en")).statusCode).toBe(400);
  });

  it("needs a session, and acts on the caller's own e-mail only", async () => {
    const account = await verifiedAccount(subject.app);
    const anonymous = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/get-payment-methods",
      payload: { email: account.email },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await call(account, "POST", "/api/subscription/get-payment-methods", {
      email: "someone@example.com",
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toMatch(/propia cuenta/);
    // A cookie write from another site is refused before anything happens.
    const foreign = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/get-payment-methods",
      headers: { ...browser(account.token), origin: "https://evil.example" },
      payload: { email: account.email },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("saves cards by brand and last four, refuses declined ones in the member's language, and asks the bank for the authentication card", async () => {
    const account = await verifiedAccount(subject.app);
    const saved = await addCard(account);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      requires_action: false,
      paymentMethod: { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
      defaultPaymentMethod: saved.json().paymentMethod.id,
    });

    const declined = await addCard(account, CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ code: "CARD_DECLINED", message: expect.stringMatching(/rechazó/) });
    const declinedEn = await addCard(account, CARD_DECLINED, "en");
    expect(declinedEn.json().error.message).toMatch(/declined/);
    const badNumber = await addCard(account, { ...CARD_OK, number: "4242 4242 4242 4241" });
    expect(badNumber.json().error.code).toBe("CARD_INVALID");

    const challenged = await addCard(account, CARD_AUTH);
    expect(challenged.json()).toMatchObject({ requires_action: true, paymentMethod: null });
    const rejected = await call(account, "POST", "/api/subscription/add-payment-method", {
      email: account.email,
      setup_intent_id: challenged.json().setup_intent_id,
      authentication: "rejected",
    });
    expect(rejected.json().error.code).toBe("CARD_AUTHENTICATION_REQUIRED");
    const again = await addCard(account, CARD_AUTH);
    const approved = await call(account, "POST", "/api/subscription/add-payment-method", {
      email: account.email,
      setup_intent_id: again.json().setup_intent_id,
      authentication: "approved",
      make_default: false,
    });
    expect(approved.json().paymentMethod.last4).toBe("3184");
    const cards = (
      await call(account, "POST", "/api/subscription/get-payment-methods", { email: account.email })
    ).json();
    expect(cards.paymentMethods.map((card: { last4: string }) => card.last4)).toEqual(["4242", "3184"]);
    expect(cards.defaultPaymentMethod).toBe(saved.json().paymentMethod.id);

    // No card number anywhere in the database: brand and last four only.
    const dump = await subject.database.handle.query<{ text: string }>(
      "select string_agg(data::text, ' ') as text from sandbox_billing_objects",
    );
    expect(dump[0]!.text).not.toMatch(/4242424242424242|4000002760003184|4000000000000002/);
  });

  it("starts the 30-day trial once: a double submit subscribes once, a second checkout is refused", async () => {
    const account = await verifiedAccount(subject.app, { phone: "5512345678", countryCode: "+52" });
    await addCard(account);
    const first = await subscribe(account, {}, 777_001);
    expect(first.statusCode).toBe(201);
    const { subscription, newUser, stripe } = first.json();
    expect(newUser).toBe(false);
    expect(stripe.id).toMatch(/^cus_sbx_/);
    expect(subscription).toMatchObject({
      status: "trialing",
      subscription_plan: "premium",
      price: { amount: 14900, currency: "MXN" },
    });
    expect(Date.parse(subscription.trial_ends_at) - Date.now()).toBeGreaterThan(29 * DAY);
    expect(subscription.cancel_offer).toEqual({ percent_off: 50, months: 3 });

    const retried = await subscribe(account, {}, 777_001);
    expect(retried.statusCode).toBe(201);
    expect(retried.json().subscription.id).toBe(subscription.id);
    const second = await subscribe(account, {}, 777_002);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("ALREADY_SUBSCRIBED");

    const state = await status(account);
    expect(state).toMatchObject({
      response: true,
      taken_trial: true,
      taken_coupon: false,
      subscription_name: "Sobremesa Premium",
      subscription_discount: 15,
      totalReservations: 0,
      on_grace_period: false,
      trial_ends_at: subscription.trial_ends_at,
    });
    const has = await call(
      account,
      "GET",
      `/api/subscription/has-customer-stripe-suscription?mode=web&email=${encodeURIComponent(account.email)}`,
    );
    expect(has.json()).toMatchObject({ response: true, registered: true, taken_trial: true });

    // The welcome (e-mail and WhatsApp, once even when the client also asks) and the notice 5 days before the charge.
    const widget = await subject.app.inject({
      method: "POST",
      url: "/sys/v2/widget/whatsapp-welcome-club-rsv",
      headers: bearer(account.token),
      payload: { subscription_id: subscription.id },
    });
    expect(widget.json()).toEqual({ queued: true });
    const sent = (await messages(account.email)).filter((message) => message.template.startsWith("membership-"));
    expect(sent.map((message) => message.template)).toEqual(["membership-welcome", "membership-charge-notice"]);
    const notice = sent[1]!;
    expect(notice.send_after.getTime()).toBe(Date.parse(subscription.trial_ends_at) - 5 * DAY);
    expect(notice.body).toMatch(/\$149 /);
    const whatsapp = await messages("+525512345678");
    expect(whatsapp.filter((message) => message.template === "membership-whatsapp-welcome")).toHaveLength(1);
  });

  it("runs the lifecycle on the test clock: trial ends and is charged; a card that fails goes to grace, then ends", async () => {
    const paying = await verifiedAccount(subject.app);
    await addCard(paying);
    await subscribe(paying);
    const failing = await verifiedAccount(subject.app);
    const challenge = await addCard(failing, CARD_AUTH);
    await call(failing, "POST", "/api/subscription/add-payment-method", {
      email: failing.email,
      setup_intent_id: challenge.json().setup_intent_id,
      authentication: "approved",
    });
    expect((await subscribe(failing)).statusCode).toBe(201);
    const rescued = await verifiedAccount(subject.app);
    const rescue = await addCard(rescued, CARD_AUTH);
    await call(rescued, "POST", "/api/subscription/add-payment-method", {
      email: rescued.email,
      setup_intent_id: rescue.json().setup_intent_id,
      authentication: "approved",
    });
    await subscribe(rescued);

    await advance(31);
    const paid = await status(paying);
    expect(paid.subscription.status).toBe("active");
    const invoices = (
      await call(
        paying,
        "GET",
        `/api/subscription/get-subscription-invoices?mode=web&email=${encodeURIComponent(paying.email)}`,
      )
    ).json().invoices;
    expect(invoices[0]).toMatchObject({ status: "paid", amount: 14900, currency: "MXN" });

    const grace = await status(failing);
    expect(grace).toMatchObject({ response: true, on_grace_period: true });
    const onGrace = await call(failing, "POST", "/api/subscription/on-grace-period-by-stripe-id", {
      stripe_id: grace.subscription.stripe_id,
    });
    expect(onGrace.json().response).toBe(true);
    expect((await messages(failing.email)).map((message) => message.template)).toContain("membership-payment-failed");

    // The rescued member adds a card that pays; the next retry succeeds.
    await addCard(rescued);
    await advance(2);
    expect((await status(rescued)).subscription.status).toBe("active");

    await advance(6);
    const ended = await status(failing);
    expect(ended).toMatchObject({ response: false, subscription: null });
    expect(ended.last_subscription_end_date).not.toBeNull();
    expect((await messages(failing.email)).map((message) => message.template)).toContain("membership-ended");
    // The trial is once per customer, ever.
    const trialAgain = await call(failing, "POST", "/api/subscription/create-subscription-with-trial", {
      email: failing.email,
      plan_id: "premium",
    });
    expect(trialAgain.json().error.code).toBe("TRIAL_ALREADY_TAKEN");
  });

  it("cancels at period end with the offer shown once, or at once for an unrecognised charge", async () => {
    const account = await verifiedAccount(subject.app);
    await addCard(account);
    const { subscription } = (await subscribe(account)).json();
    const onlyCard = await call(account, "DELETE", "/api/subscription/delete-payment-method", {
      email: account.email,
      paymentMethodId: (
        await call(account, "POST", "/api/subscription/get-payment-methods", { email: account.email })
      ).json().defaultPaymentMethod,
    });
    expect(onlyCard.json().error.code).toBe("PAYMENT_METHOD_IN_USE");

    const cancelled = await call(account, "POST", "/api/subscription/cancel-subscription-with-email", {
      email: account.email,
      subscription_id: subscription.id,
      reason: "Lo uso poco",
      reason_enum: "not_using",
    });
    expect(cancelled.json().subscription).toMatchObject({
      status: "cancelled",
      cancel_at_period_end: true,
      ends_at: subscription.current_period_end,
      cancel_offer: null,
    });
    const offer = await call(account, "POST", "/api/subscription/apply-cancel-offer", {
      email: account.email,
      subscription_id: subscription.id,
    });
    expect(offer.json().error.code).toBe("CANCEL_OFFER_UNAVAILABLE");
    const sent = await messages(account.email);
    expect(sent.find((message) => message.template === "membership-charge-notice")?.status).toBe("cancelled");
    expect(sent.map((message) => message.template)).toContain("membership-cancelled");
    // Still a member until the period ends.
    expect((await status(account)).response).toBe(true);

    const other = await verifiedAccount(subject.app);
    await addCard(other);
    const mine = (await subscribe(other)).json().subscription;
    const atOnce = await call(other, "POST", "/api/subscription/cancel-subscription-with-email", {
      email: other.email,
      subscription_id: mine.id,
      reason: "",
      reason_enum: "unrecognized_charge",
    });
    expect(atOnce.json().subscription.status).toBe("ended");
    expect((await status(other)).response).toBe(false);
  });

  it("applies the retention offer once", async () => {
    const account = await verifiedAccount(subject.app);
    await addCard(account);
    const { subscription } = (await subscribe(account)).json();
    const taken = await call(account, "POST", "/api/subscription/apply-cancel-offer", {
      email: account.email,
      subscription_id: subscription.id,
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      subscription: { discount_percent: 50, cancel_offer: null },
      message: expect.stringMatching(/50%/),
    });
    expect((await status(account)).taken_coupon).toBe(true);
    const again = await call(account, "POST", "/api/subscription/apply-cancel-offer", {
      email: account.email,
      subscription_id: subscription.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it("charges the first month at once without a trial, with a coupon, and names a missing card", async () => {
    const account = await verifiedAccount(subject.app);
    const noCard = await call(
      account,
      "POST",
      "/api/subscription/create-subscription",
      {
        email: account.email,
        plan_id: "plus",
      },
      "en",
    );
    expect(noCard.statusCode).toBe(422);
    expect(noCard.json().error).toMatchObject({ code: "PAYMENT_METHOD_REQUIRED", message: "Add a card to continue." });
    await addCard(account);
    const badCoupon = await call(account, "POST", "/api/subscription/create-subscription", {
      email: account.email,
      plan_id: "plus",
      coupon: "NOEXISTE",
    });
    expect(badCoupon.json().error.code).toBe("COUPON_INVALID");
    const created = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/create-subscription",
      headers: { ...bearer(account.token), "idempotency-key": "checkout-plus-0001" },
      payload: { email: account.email, plan_id: "plus", country: "co", coupon: "BIENVENIDA20" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().subscription).toMatchObject({
      status: "active",
      discount_percent: 20,
      price: { currency: "COP" },
    });
    const reused = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/create-subscription",
      headers: { ...bearer(account.token), "idempotency-key": "checkout-plus-0001" },
      payload: { email: account.email, plan_id: "premium", country: "co" },
    });
    expect(reused.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const invoices = (
      await call(
        account,
        "GET",
        `/api/subscription/get-subscription-invoices?mode=web&email=${encodeURIComponent(account.email)}`,
      )
    ).json().invoices;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ status: "paid", amount: 5192000, currency: "COP" });

    // The new-customer variant without the trial charges at once too (nothing to mark on the customer).
    const plain = await verifiedAccount(subject.app);
    await addCard(plain);
    const charged = await subscribe(plain, { trial: false });
    expect(charged.statusCode).toBe(201);
    expect(charged.json().subscription.status).toBe("active");
  });

  it("subscribes once when ten checkouts of one customer race, and leaves nothing running at the provider for the others", async () => {
    const account = await verifiedAccount(subject.app);
    await addCard(account);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => subscribe(account, {}, 990_000 + index)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((code) => code === 201)).toHaveLength(1);
    expect(statuses.filter((code) => code === 409)).toHaveLength(9);
    const customer = (
      await call(account, "POST", "/api/subscription/create-as-stripe-customer", { email: account.email })
    ).json();
    const running = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from sandbox_billing_objects where kind = 'subscription' and customer_id = $1 and data->>'status' in ('trialing', 'active', 'past_due')",
      [customer.stripe.id],
    );
    expect(running[0]!.count).toBe(1);
  });

  it("lists the running memberships, switches and removes cards, and queues the unsubscribe WhatsApp once", async () => {
    const account = await verifiedAccount(subject.app, { phone: "5587654321", countryCode: "+52" });
    expect(
      (await call(account, "POST", "/api/subscription/get-active-subscriptions", { email: account.email })).json(),
    ).toEqual({
      data: [],
    });
    const first = (await addCard(account)).json().paymentMethod.id;
    const second = (await addCard(account, { ...CARD_OK, number: "5555 5555 5555 4444" })).json().paymentMethod.id;
    const { subscription } = (await subscribe(account)).json();
    const running = (
      await call(account, "POST", "/api/subscription/get-active-subscriptions", { email: account.email })
    ).json();
    expect(running.data.map((row: { id: string }) => row.id)).toEqual([subscription.id]);
    expect(running.data[0]).toMatchObject({ stripe_id: subscription.stripe_id, stripe_price: "premium:MXN" });
    const grace = await call(account, "POST", "/api/subscription/on-grace-period-by-stripe-id", {
      stripe_id: subscription.stripe_id,
    });
    expect(grace.json()).toEqual({ response: false, grace_ends_at: null });

    const switched = await call(account, "POST", "/api/subscription/update-default-payment-method", {
      email: account.email,
      paymentMethodId: first,
    });
    expect(switched.json().defaultPaymentMethod).toBe(first);
    const removed = await call(account, "DELETE", "/api/subscription/delete-payment-method", {
      email: account.email,
      paymentMethodId: first,
    });
    expect(removed.json()).toMatchObject({
      defaultPaymentMethod: second,
      paymentMethods: [{ id: second, brand: "mastercard" }],
    });
    const stranger = await verifiedAccount(subject.app);
    const notTheirs = await call(stranger, "POST", "/api/subscription/update-default-payment-method", {
      email: stranger.email,
      paymentMethodId: second,
    });
    expect(notTheirs.statusCode).toBe(404);
    const notTheirSubscription = await call(stranger, "POST", "/api/subscription/cancel-subscription", {
      stripe_id: subscription.stripe_id,
    });
    expect(notTheirSubscription.json().error.code).toBe("SUBSCRIPTION_NOT_FOUND");

    const widget = () =>
      subject.app.inject({
        method: "POST",
        url: "/sys/v2/widget/whatsapp-unsubscribe-club-rsv",
        headers: bearer(account.token),
        payload: { subscription_id: subscription.id, lang: "es" },
      });
    const farewells = async () =>
      (await messages("+525587654321")).filter((message) => message.template === "membership-whatsapp-unsubscribe");
    // Before the member cancels, the widget says nothing (and keeps nothing from the real message).
    expect((await widget()).json()).toEqual({ queued: false });
    expect(await farewells()).toHaveLength(0);
    await call(account, "POST", "/api/subscription/cancel-subscription", { stripe_id: subscription.stripe_id });
    expect(await farewells()).toHaveLength(1);
    expect((await widget()).json()).toEqual({ queued: true });
    expect((await widget()).json()).toEqual({ queued: true });
    expect(await farewells()).toHaveLength(1);
  });

  it("refuses a webhook the provider did not sign", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      payload: JSON.stringify({ id: "evt_1", type: "invoice.paid" }),
    });
    expect(response.statusCode).toBe(400);
  });
});
