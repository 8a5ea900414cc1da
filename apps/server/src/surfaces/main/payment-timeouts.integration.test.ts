import { type FakeStripe, startFakeStripe, stripeEnvOf } from "@sobremesa/domain/billing/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SITE_ORIGIN, uniqueEmail, uniqueIp } from "../../accounts-testing.ts";
import { insertExperience, seatsOf } from "../../experiences-testing.ts";
import { insertStore, stateOf, stockOf, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const UNCONFIRMED = {
  es: "No pudimos confirmar tu pago con el banco. No pagues con otra tarjeta: vuelve a intentarlo en unos minutos sin cambiar nada y no se te cobrará dos veces.",
  en: "We couldn't confirm your payment with the bank. Don't pay with another card: try again in a few minutes without changing anything, and you won't be charged twice.",
};
const CONFIRM = /\/confirm$/;
/** Past every hold (15 minutes): what the worker's sweep sees a quarter of an hour later. */
const later = () => new Date(Date.now() + 16 * 60_000);

/**
 * A charge sent to Stripe whose answer never comes back (a timeout; the real SDK against the local
 * fake, with a 300 ms timeout): Stripe may have charged the card, so the order keeps its seats or
 * units and its Idempotency-Key, the buyer reads what to do, and the same purchase sent again (or
 * the holds sweep) asks Stripe about that very payment: charged at most once, never released while
 * charged.
 */
describe("a payment whose answer is lost on the way back from Stripe", () => {
  let fake: FakeStripe;
  let subject: TestApp;
  let keys = 0;

  beforeAll(async () => {
    fake = await startFakeStripe();
    subject = await buildTestApp({
      places: 1,
      env: {
        ...stripeEnvOf(fake),
        STRIPE_TIMEOUT_MS: "300",
      },
    });
  });
  afterEach(() => fake.heal());
  afterAll(async () => {
    await subject?.close();
    await fake?.close();
  });

  /** Stripe's payment intents for one order (its code or number is their metadata) and their paid charges. */
  const intentsOf = (order: string) =>
    [...fake.state.paymentIntents.values()]
      .filter((intent) => (intent.metadata as Record<string, string>).order === order)
      .map((intent) => ({
        status: intent.status,
        paidCharges: [...fake.state.charges.values()].filter(
          (charge) => charge.payment_intent === intent.id && charge.paid,
        ).length,
      }));

  describe("buying tickets", () => {
    let experience: Awaited<ReturnType<typeof insertExperience>>;
    /** Charged by Stripe, its answer lost, never sent again: left for the sweep. */
    let abandonedCharged = "";
    /** Never charged, its request lost, never sent again: left for the sweep. */
    let abandonedUncharged = "";

    beforeAll(async () => {
      experience = await insertExperience(subject.database, { slug: "cata-sin-respuesta", capacity: 10 });
    });

    const purchase = (paymentMethodId: string, email: string, lang: "es" | "en" = "es") => ({
      key: `sin-respuesta-${++keys}`,
      body: {
        session_id: experience.sessionId,
        tickets: [{ ticket_type_id: experience.general, quantity: 2 }],
        contact: { firstName: "Luis", lastName: "Pérez", email, countryCode: "+57", phone: "3001234567" },
        payment: { paymentMethodId },
      },
      lang,
    });
    const send = (attempt: ReturnType<typeof purchase>) =>
      subject.app.inject({
        method: "POST",
        url: `/api/experiences/cata-sin-respuesta/orders?lang=${attempt.lang}`,
        headers: { "idempotency-key": attempt.key },
        remoteAddress: uniqueIp(),
        payload: attempt.body,
      });
    const orderOf = async (email: string) => {
      const [row] = await subject.database.handle.query<{
        code: string;
        status: string;
        idempotency_key: string | null;
        payment_unknown_since: Date | null;
      }>(
        "select o.code, o.status, o.idempotency_key, p.unknown_since as payment_unknown_since from experience_orders o left join payments p on p.order_id = o.id where o.email = $1 order by o.created_at desc limit 1",
        [email],
      );
      return row!;
    };
    const guestCard = () => fake.createPaymentMethod("pm_card_visa").id as string;

    it("answers 503 in Spanish or English when Stripe charged but its answer was lost, keeps the seats and the key, and the same purchase sent again is that order, paid once", async () => {
      fake.interrupt({ path: CONFIRM, processed: true });
      const buyer = uniqueEmail("sin-respuesta");
      const attempt = purchase(guestCard(), buyer);
      const lost = await send(attempt);
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.json().error).toEqual({ code: "PAYMENT_OUTCOME_UNKNOWN", message: UNCONFIRMED.es });
      expect(lost.body).not.toMatch(/stripe|ETIMEDOUT|127\.0\.0\.1/i);

      const english = purchase(guestCard(), uniqueEmail("sin-respuesta"), "en");
      const lostInEnglish = await send(english);
      expect(lostInEnglish.statusCode).toBe(503);
      expect(lostInEnglish.json().error).toEqual({ code: "PAYMENT_OUTCOME_UNKNOWN", message: UNCONFIRMED.en });
      abandonedCharged = english.body.contact.email;

      // Both orders keep their seats and their key, and are marked as waiting for Stripe's word.
      expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 4, capacity: 10 });
      const held = await orderOf(buyer);
      expect(held).toMatchObject({ status: "pending_payment", idempotency_key: `cata-sin-respuesta:${attempt.key}` });
      expect(held.payment_unknown_since).not.toBeNull();
      expect(intentsOf(held.code)).toEqual([{ status: "succeeded", paidCharges: 1 }]);

      fake.heal();
      const retried = await send(attempt);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().order).toMatchObject({ code: held.code, status: "paid" });
      expect(retried.json().order.tickets).toHaveLength(2);
      expect(await send(attempt).then((again) => again.json().order)).toMatchObject({
        code: held.code,
        status: "paid",
      });
      expect(intentsOf(held.code)).toEqual([{ status: "succeeded", paidCharges: 1 }]);
      expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 4, capacity: 10 });
    });

    it("charges once when the request was lost before Stripe acted and the same purchase is sent again", async () => {
      fake.interrupt({ path: CONFIRM, processed: false });
      const buyer = uniqueEmail("sin-respuesta");
      const attempt = purchase(guestCard(), buyer);
      const lost = await send(attempt);
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
      const held = await orderOf(buyer);
      expect(held.status).toBe("pending_payment");
      expect(intentsOf(held.code)).toEqual([{ status: "requires_confirmation", paidCharges: 0 }]);

      fake.heal();
      const retried = await send(attempt);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().order).toMatchObject({ code: held.code, status: "paid" });
      expect(intentsOf(held.code)).toEqual([{ status: "succeeded", paidCharges: 1 }]);
      expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 6, capacity: 10 });

      // One more, never sent again: the sweep settles it.
      fake.interrupt({ path: CONFIRM, processed: false });
      abandonedUncharged = uniqueEmail("sin-respuesta");
      expect((await send(purchase(guestCard(), abandonedUncharged))).statusCode).toBe(503);
      expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 8, capacity: 10 });
    });

    it("lets the holds sweep ask Stripe first: the charged order is paid with its seats, the other released", async () => {
      const charged = await orderOf(abandonedCharged);
      const uncharged = await orderOf(abandonedUncharged);
      expect([charged.status, uncharged.status]).toEqual(["pending_payment", "pending_payment"]);

      expect(await subject.app.services.experiences.expireHolds(later())).toBe(2);
      expect(await orderOf(abandonedCharged)).toMatchObject({ status: "paid" });
      expect(await orderOf(abandonedUncharged)).toMatchObject({ status: "expired" });
      expect(intentsOf(charged.code)).toEqual([{ status: "succeeded", paidCharges: 1 }]);
      // Cancelled at Stripe before its seats went back: nothing can charge it any more.
      expect(intentsOf(uncharged.code)).toEqual([{ status: "canceled", paidCharges: 0 }]);
      expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 6, capacity: 10 });
      const tickets = await subject.database.handle.query<{ count: number }>(
        "select count(*)::int as count from experience_tickets t join experience_orders o on o.id = t.order_id where o.code = $1",
        [charged.code],
      );
      expect(tickets[0]!.count).toBe(2);
    });
  });

  describe("placing a store order", () => {
    let shop: TestStore;
    let mxState = 0;
    let abandonedCharged = "";
    let abandonedUncharged = "";

    beforeAll(async () => {
      shop = await insertStore(subject.database, { slug: "tostadores-sin-respuesta", stock: { small: 10 } });
      mxState = await stateOf(subject.database, "mx");
    });

    /** A signed-out shopper with two units in the cart, and the order they send (again) as is. */
    async function checkout(lang: "es" | "en" = "es") {
      const added = await subject.app.inject({
        method: "POST",
        url: "/api/store/cart/items",
        headers: { origin: SITE_ORIGIN },
        payload: { variant_id: shop.variants.small, quantity: 2 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const cart = /sm_cart=([^;]*)/.exec(String(added.headers["set-cookie"]))?.[1] ?? "";
      const email = uniqueEmail("tienda-sin-respuesta");
      const key = `tienda-sin-respuesta-${++keys}`;
      const payload = {
        contact: { firstName: "Ana", lastName: "López", email, countryCode: "+52", phone: "5512345678" },
        address: {
          country: "mx",
          recipient: "Ana López",
          line1: "Av. Álvaro Obregón 130",
          district: "Roma Norte",
          city: "Cuauhtémoc",
          state_id: mxState,
          postal_code: "06700",
        },
        shipping_code: "standard",
        payment: { paymentMethodId: fake.createPaymentMethod("pm_card_visa").id as string },
        lang,
      };
      return {
        email,
        send: () =>
          subject.app.inject({
            method: "POST",
            url: "/api/store/orders",
            headers: { cookie: `sm_cart=${cart}`, origin: SITE_ORIGIN, "idempotency-key": key },
            remoteAddress: uniqueIp(),
            payload,
          }),
      };
    }
    const orderOf = async (email: string) => {
      const [row] = await subject.database.handle.query<{
        number: string;
        status: string;
        idempotency_key: string | null;
        payment_unknown_since: Date | null;
      }>(
        "select o.number, o.status, o.idempotency_key, p.unknown_since as payment_unknown_since from store_orders o left join payments p on p.order_id = o.id where o.email = $1 order by o.created_at desc limit 1",
        [email],
      );
      return row!;
    };

    it("answers 503 in Spanish or English when Stripe charged but its answer was lost, keeps the units and the key, and the same order sent again is that order, paid once", async () => {
      fake.interrupt({ path: CONFIRM, processed: true });
      const shopper = await checkout("es");
      const lost = await shopper.send();
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.json().error).toEqual({ code: "PAYMENT_OUTCOME_UNKNOWN", message: UNCONFIRMED.es });

      const english = await checkout("en");
      const lostInEnglish = await english.send();
      expect(lostInEnglish.statusCode).toBe(503);
      expect(lostInEnglish.json().error).toEqual({ code: "PAYMENT_OUTCOME_UNKNOWN", message: UNCONFIRMED.en });
      abandonedCharged = english.email;

      expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 6, ledger: 6 });
      const held = await orderOf(shopper.email);
      expect(held).toMatchObject({ status: "pending_payment", idempotency_key: expect.stringMatching(/^store:/) });
      expect(held.payment_unknown_since).not.toBeNull();
      expect(intentsOf(held.number)).toEqual([{ status: "succeeded", paidCharges: 1 }]);

      fake.heal();
      const retried = await shopper.send();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().order).toMatchObject({ number: held.number, status: "paid" });
      expect(intentsOf(held.number)).toEqual([{ status: "succeeded", paidCharges: 1 }]);
      expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 6, ledger: 6 });
    });

    it("charges once when the request was lost before Stripe acted and the same order is sent again", async () => {
      fake.interrupt({ path: CONFIRM, processed: false });
      const shopper = await checkout();
      const lost = await shopper.send();
      expect(lost.statusCode, lost.body).toBe(503);
      expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
      const held = await orderOf(shopper.email);
      expect(intentsOf(held.number)).toEqual([{ status: "requires_confirmation", paidCharges: 0 }]);

      fake.heal();
      const retried = await shopper.send();
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json().order).toMatchObject({ number: held.number, status: "paid" });
      expect(intentsOf(held.number)).toEqual([{ status: "succeeded", paidCharges: 1 }]);

      fake.interrupt({ path: CONFIRM, processed: false });
      const leaving = await checkout();
      abandonedUncharged = leaving.email;
      expect((await leaving.send()).statusCode).toBe(503);
      expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 2, ledger: 2 });
    });

    it("lets the holds sweep ask Stripe first: the charged order is paid with its units, the other's units go back", async () => {
      const charged = await orderOf(abandonedCharged);
      const uncharged = await orderOf(abandonedUncharged);
      expect([charged.status, uncharged.status]).toEqual(["pending_payment", "pending_payment"]);

      expect(await subject.app.services.store.expireHolds(later())).toBe(2);
      expect(await orderOf(abandonedCharged)).toMatchObject({ status: "paid" });
      expect(await orderOf(abandonedUncharged)).toMatchObject({ status: "expired" });
      expect(intentsOf(charged.number)).toEqual([{ status: "succeeded", paidCharges: 1 }]);
      expect(intentsOf(uncharged.number)).toEqual([{ status: "canceled", paidCharges: 0 }]);
      expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 4, ledger: 4 });
    });
  });
});
