import { type FakeStripe, startFakeStripe, stripeEnvOf } from "@sobremesa/domain/billing/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, bearer, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

describe("memberships with the Stripe provider (official SDK against a local fake Stripe)", () => {
  let fake: FakeStripe;
  let subject: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    subject = await buildTestApp({
      env: {
        ...stripeEnvOf(fake),
      },
    });
  });
  afterAll(async () => {
    await subject.close();
    await fake.close();
  });

  const call = (account: Account, url: string, payload: object) =>
    subject.app.inject({ method: "POST", url, headers: bearer(account.token), remoteAddress: uniqueIp(), payload });
  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    subject.app.inject({ method: "POST", url: "/webhooks/stripe", payload: webhook.body, headers: webhook.headers });
  const state = async (account: Account) =>
    (await call(account, "/api/subscription/is-user-subscribed", { email: account.email })).json();

  /** A member on the trial, with a card saved through a setup intent as Stripe Elements would. */
  async function trialMember() {
    const account = await verifiedAccount(subject.app);
    const setup = await call(account, "/api/subscription/create-setup-intent", { email: account.email });
    expect(setup.json()).toMatchObject({ provider: "stripe", publishableKey: "pk_test_fake" });
    const confirmed = fake.confirmSetupIntent(setup.json().setupIntent.id, "pm_card_visa");
    const saved = await call(account, "/api/subscription/add-payment-method", {
      email: account.email,
      paymentMethodId: confirmed.payment_method as string,
    });
    expect(saved.json().paymentMethod).toMatchObject({ brand: "visa", last4: "4242" });
    const created = await call(account, "/api/subscription/create-subscription-with-trial", {
      email: account.email,
      plan_id: "premium",
    });
    expect(created.statusCode).toBe(201);
    return { account, subscription: created.json().subscription };
  }

  it("refuses a card typed into our own form: with Stripe, cards go through Stripe Elements", async () => {
    const account = await verifiedAccount(subject.app);
    const typed = await call(account, "/api/subscription/add-payment-method", {
      email: account.email,
      card: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" },
    });
    expect(typed.json().error.code).toBe("CARD_INVALID");
  });

  it("follows the trial's end from signed webhooks: a replay does nothing, an older event cannot roll the state back", async () => {
    const { account, subscription } = await trialMember();
    expect(subscription).toMatchObject({ status: "trialing", stripe_id: expect.stringMatching(/^sub_/) });

    const [updated, failed] = fake.endTrial(subscription.stripe_id, { paid: false });
    expect((await deliver(updated!)).json()).toEqual({ received: true, outcome: "applied" });
    expect((await deliver(failed!)).json().outcome).toBe("applied");
    expect((await state(account)).subscription.status).toBe("past_due");
    expect((await deliver(updated!)).json().outcome).toBe("duplicate");

    // An event written while it was still trialing arrives late: the state is read back from Stripe.
    const stale = fake.webhook("customer.subscription.updated", {
      ...(fake.state.subscriptions.get(subscription.stripe_id) as object),
      status: "trialing",
    });
    expect((await deliver(stale)).json().outcome).toBe("applied");
    expect((await state(account)).on_grace_period).toBe(true);

    const [renewed, paid] = fake.renew(subscription.stripe_id, { paid: true });
    await deliver(renewed!);
    await deliver(paid!);
    expect((await state(account)).subscription.status).toBe("active");
    const invoices = await subject.app.inject({
      url: `/api/subscription/get-subscription-invoices?email=${encodeURIComponent(account.email)}`,
      headers: bearer(account.token),
    });
    expect(invoices.json().invoices.some((invoice: { status: string }) => invoice.status === "paid")).toBe(true);
  });

  it("ends a membership cancelled at period end when Stripe says it ended", async () => {
    const { account, subscription } = await trialMember();
    for (const webhook of fake.endTrial(subscription.stripe_id, { paid: true })) await deliver(webhook);
    const cancelled = await call(account, "/api/subscription/cancel-subscription", {
      stripe_id: subscription.stripe_id,
    });
    expect(cancelled.json().subscription).toMatchObject({ status: "cancelled", cancel_at_period_end: true });
    const [ended] = fake.renew(subscription.stripe_id, { paid: true });
    expect(ended!.type).toBe("customer.subscription.deleted");
    await deliver(ended!);
    expect(await state(account)).toMatchObject({ response: false, subscription: null });
  });

  it("rejects a bad or missing signature and a tampered body", async () => {
    const { subscription } = await trialMember();
    const [genuine] = fake.endTrial(subscription.stripe_id, { paid: true });
    const forged = await deliver({
      body: genuine!.body,
      headers: { ...genuine!.headers, "stripe-signature": fake.sign(genuine!.body, { secret: "whsec_other" }) },
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await deliver({ body: genuine!.body.replace("active", "canceled"), headers: genuine!.headers });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await subject.app.inject({
      method: "POST",
      url: "/webhooks/stripe",
      payload: genuine!.body,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 3600, now - 3600]) {
      const outOfTolerance = await deliver({
        body: genuine!.body,
        headers: { ...genuine!.headers, "stripe-signature": fake.sign(genuine!.body, { timestamp }) },
      });
      expect(outOfTolerance.statusCode).toBe(400);
    }
    expect((await deliver(genuine!)).statusCode).toBe(200);
  });
});
