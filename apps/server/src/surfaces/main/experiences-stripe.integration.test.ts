import { type FakeStripe, startFakeStripe, stripeEnvOf } from "@sobremesa/domain/billing/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueIp } from "../../accounts-testing.ts";
import { insertExperience, seatsOf } from "../../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const contact = {
  firstName: "Luis",
  lastName: "Pérez",
  email: "luis.stripe@example.com",
  countryCode: "+57",
  phone: "3001234567",
};

describe("buying tickets with the Stripe provider (official SDK against the local fake)", () => {
  let fake: FakeStripe;
  let subject: TestApp;
  let keys = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    subject = await buildTestApp({
      places: 1,
      env: {
        ...stripeEnvOf(fake),
      },
    });
  });
  afterAll(async () => {
    await subject.close();
    await fake.close();
  });

  const buy = (slug: string, sessionId: number, ticketTypeId: number, paymentMethodId: string) =>
    subject.app.inject({
      method: "POST",
      url: `/api/experiences/${slug}/orders?lang=en`,
      headers: { "idempotency-key": `stripe-purchase-${++keys}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: ticketTypeId, quantity: 2 }],
        contact,
        payment: { paymentMethodId },
      },
    });

  it("charges a guest's card from Stripe.js, finishes 3-D Secure through Stripe, and frees the seats of a declined card", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "tour-stripe" });
    const paid = await buy("tour-stripe", sessionId, general, fake.createPaymentMethod("pm_card_visa").id as string);
    expect(paid.statusCode).toBe(201);
    expect(paid.json().order).toMatchObject({ status: "paid", total: { amount: 90000 } });

    const waiting = await buy(
      "tour-stripe",
      sessionId,
      general,
      fake.createPaymentMethod("pm_card_authenticationRequired").id as string,
    );
    expect(waiting.statusCode).toBe(202);
    const pending = waiting.json().order;
    expect(pending.payment.client_secret).toMatch(/_secret_/);
    const intent = [...fake.state.paymentIntents.values()].find((candidate) => candidate.status === "requires_action");
    fake.completeAuthentication(intent!.id as string, { approved: true });
    const done = await subject.app.inject({
      method: "POST",
      url: `/api/experiences/orders/${pending.code}/authenticate`,
      payload: { email: contact.email },
    });
    expect(done.json().order).toMatchObject({ status: "paid" });
    expect(done.json().order.tickets).toHaveLength(2);

    const declined = await buy(
      "tour-stripe",
      sessionId,
      general,
      fake.createPaymentMethod("pm_card_chargeDeclined").id as string,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toMatch(/declined/);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 4, capacity: 20 });
  });
});
