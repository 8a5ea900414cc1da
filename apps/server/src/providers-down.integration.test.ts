import { type FakeStripe, startFakeStripe } from "@sobremesa/domain/billing/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV, SITE_ORIGIN, uniqueEmail, uniqueIp } from "./accounts-testing.ts";
import { insertExperience, seatsOf } from "./experiences-testing.ts";
import { freePort } from "./instances-testing.ts";
import { type FakeSmtp, type FakeWhatsApp, startFakeSmtp, startFakeWhatsApp } from "./providers-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "./reservations-testing.ts";
import { insertStore, stateOf, stockOf, type TestStore } from "./store-testing.ts";
import { buildTestApp, type TestApp } from "./testing.ts";
import { startWorker, type Worker } from "./worker.ts";

const SMTP_USER = "outbox-sender";
const SMTP_PASSWORD = "smtp-pa55-do-not-log";
const WHATSAPP_TOKEN = "EAAG-whatsapp-token-do-not-log";
const SECRETS = [SMTP_PASSWORD, WHATSAPP_TOKEN, "sk_test_fake"];

interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  template: string;
  status: string;
  attempts: number;
  last_error: string | null;
  delivered_via: string | null;
  due: boolean;
}

const silent = { info() {}, error() {} };

/** Reads until `done` holds or the time is up, and returns the last reading (the test's expectations judge it). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The external providers (SMTP, WhatsApp Cloud API, Stripe) are unreachable. The real
 * transports and the real Stripe SDK point at local ports where nothing listens, as a provider
 * outage looks from here (connection refused); later the fakes come up on those very ports.
 * What needs no provider still works, messages wait in the outbox and go out once each when the
 * providers return, and a payment that cannot proceed says so plainly and leaves nothing held.
 */
describe("external providers down", () => {
  let subject: TestApp;
  let worker: Worker;
  let venue: TestVenue;
  let experience: Awaited<ReturnType<typeof insertExperience>>;
  let shop: TestStore;
  /** The store order's cart cookie and body: sent during the outage and again after it. */
  let cart = "";
  let storeOrder: Record<string, unknown> = {};
  const ports = { smtp: 0, whatsapp: 0, stripe: 0 };
  let smtp: FakeSmtp | undefined;
  let whatsapp: FakeWhatsApp | undefined;
  let stripe: FakeStripe | undefined;
  /** Recipients of everything the site did during the outage: their messages are followed to the end. */
  const recipients: string[] = [];
  let keys = 0;
  /** The buyer of the purchase refused during the outage, and its Idempotency-Key (a browser retries with it). */
  const buyer = uniqueEmail("buyer");
  const retriedKey = "sin-proveedores-reintento";
  const shopper = uniqueEmail("shopper");

  beforeAll(async () => {
    ports.smtp = await freePort();
    ports.whatsapp = await freePort();
    ports.stripe = await freePort();
    subject = await buildTestApp({
      places: 1,
      env: {
        SMTP_URL: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${ports.smtp}`,
        WHATSAPP_TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: "109876543210",
        WHATSAPP_API_URL: `http://127.0.0.1:${ports.whatsapp}/v21.0`,
        BILLING_PROVIDER: "stripe",
        STRIPE_SECRET_KEY: "sk_test_fake",
        STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_WEBHOOK_SECRET: "whsec_fake_stripe",
        STRIPE_API_URL: `http://127.0.0.1:${ports.stripe}`,
        // Retries a second apart (doubling): the outage and the recovery fit in a few seconds.
        OUTBOX_RETRY_DELAY_SECONDS: "1",
      },
    });
    venue = await knownVenue(subject.database.handle);
    experience = await insertExperience(subject.database, { slug: "cata-sin-proveedores", capacity: 10 });
    shop = await insertStore(subject.database, { slug: "tostadores-sin-proveedores", stock: { small: 5 } });
    storeOrder = {
      contact: { firstName: "Ana", lastName: "López", email: shopper, countryCode: "+52", phone: "5512345678" },
      address: {
        country: "mx",
        recipient: "Ana López",
        line1: "Av. Álvaro Obregón 130",
        district: "Roma Norte",
        city: "Cuauhtémoc",
        state_id: await stateOf(subject.database, "mx"),
        postal_code: "06700",
      },
      shipping_code: "standard",
      payment: { paymentMethodId: "pm_card_visa" },
    };
    // The worker as the server runs it: transports and retry policy from the configuration.
    worker = await startWorker({
      config: subject.config,
      database: subject.database.handle,
      log: silent,
      relayIntervalMs: 200,
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await Promise.all([smtp?.close(), whatsapp?.close(), stripe?.close()]);
    await subject?.close();
  }, 30_000);

  const outboxOf = (wanted: string[]) =>
    subject.database.handle.query<OutboxRow>(
      `select id, channel, recipient, template, status, attempts, last_error, delivered_via, send_after <= now() as due
       from outbox_messages where recipient = any($1::text[]) order by created_at, id`,
      [wanted],
    );

  const book = (email: string, time: string, lang?: "en") =>
    subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: {
        placeSlug: venue.slug,
        date: venueDate(7),
        time,
        party: 2,
        contact: { firstName: "Ana", lastName: "López", email, countryCode: "+52", phone: "55 1234 5678" },
        ...(lang ? { lang } : {}),
      },
    });

  const buy = (email: string, paymentMethodId: string, options: { key?: string; lang?: "en" } = {}) =>
    subject.app.inject({
      method: "POST",
      url: `/api/experiences/cata-sin-proveedores/orders${options.lang ? `?lang=${options.lang}` : ""}`,
      headers: { "idempotency-key": options.key ?? `sin-proveedores-${++keys}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: experience.sessionId,
        tickets: [{ ticket_type_id: experience.general, quantity: 2 }],
        contact: { firstName: "Luis", lastName: "Pérez", email, countryCode: "+57", phone: "3001234567" },
        payment: { paymentMethodId },
      },
    });

  const placeStoreOrder = (key: string) =>
    subject.app.inject({
      method: "POST",
      url: "/api/store/orders",
      headers: { cookie: `sm_cart=${cart}`, origin: SITE_ORIGIN, "idempotency-key": key },
      remoteAddress: uniqueIp(),
      payload: storeOrder,
    });

  it("books a table and signs a diner up while SMTP and WhatsApp are down; the messages wait, retried, with no secret kept", async () => {
    const diner = uniqueEmail("diner");
    const booked = await book(diner, "20:00");
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data).toMatchObject({ status: "confirmed", time: "20:00" });

    const newcomer = uniqueEmail("newcomer");
    const registered = await subject.app.inject({
      method: "POST",
      url: `/rsv/registeredCustomer/register?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: { email: newcomer, password: "Tortilla-Azul-2026", firstName: "Eva", lastName: "Ruiz" },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    recipients.push(diner, "+525512345678", newcomer);

    // Every due message is tried and retried; none is given up on, none counts as sent.
    const rows = await waitFor(
      () => outboxOf(recipients),
      (all) => all.filter((row) => row.due).every((row) => row.attempts >= 2),
    );
    const due = rows.filter((row) => row.due);
    expect(due.every((row) => row.attempts >= 2)).toBe(true);
    expect(due.map((row) => `${row.channel} ${row.template}`).sort()).toEqual(
      expect.arrayContaining(["email reservation-confirmed", "whatsapp reservation-confirmed"]),
    );
    expect(due.some((row) => row.recipient === newcomer && row.channel === "email")).toBe(true);
    for (const row of due) {
      expect(["queued", "sending"]).toContain(row.status);
      expect(row.delivered_via).toBeNull();
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      for (const secret of SECRETS) expect(row.last_error).not.toContain(secret);
    }
    // The reminder a day before is not due yet: untouched.
    const reminders = rows.filter((row) => !row.due);
    expect(reminders.length).toBeGreaterThan(0);
    expect(reminders.every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
  }, 40_000);

  it("refuses a ticket purchase while Stripe is down with a clear 503 in Spanish or English, holding no seat; a free booking still succeeds", async () => {
    const spanish = await buy(buyer, "pm_card_visa", { key: retriedKey });
    expect(spanish.statusCode, spanish.body).toBe(503);
    expect(spanish.json().error).toEqual({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      message:
        "No pudimos comunicarnos con el servicio de pagos y no se hizo ningún cargo. Intenta de nuevo en unos minutos.",
    });
    const english = await buy(uniqueEmail("buyer"), "pm_card_visa", { lang: "en" });
    expect(english.statusCode).toBe(503);
    expect(english.json().error).toEqual({
      code: "PAYMENT_PROVIDER_UNAVAILABLE",
      message: "We couldn't reach the payment service and nothing was charged. Please try again in a few minutes.",
    });
    // Nothing internal reaches the buyer.
    for (const answer of [spanish.body, english.body]) {
      expect(answer).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stripe/i);
      for (const secret of SECRETS) expect(answer).not.toContain(secret);
    }

    // The seats went back at once, by the purchase itself (not left to the holds sweep): no order is paid.
    expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 0, capacity: 10 });
    const orders = await subject.database.handle.query<{ status: string; provider_payment_id: string | null }>(
      "select o.status, p.provider_payment_id from experience_orders o left join payments p on p.order_id = o.id where o.session_id = $1",
      [experience.sessionId],
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.status === "cancelled" && order.provider_payment_id === null)).toBe(true);

    // A store order likewise: refused, its units back in stock at once, the cart kept for the retry.
    const added = await subject.app.inject({
      method: "POST",
      url: "/api/store/cart/items",
      headers: { origin: SITE_ORIGIN },
      payload: { variant_id: shop.variants.small, quantity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    cart = /sm_cart=([^;]*)/.exec(String(added.headers["set-cookie"]))?.[1] ?? "";
    const refused = await placeStoreOrder("tienda-reintento");
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json().error.code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 5, ledger: 5 });
    const storeOrders = await subject.database.handle.query<{ status: string }>(
      "select status from store_orders where store_id = $1",
      [shop.storeId],
    );
    expect(storeOrders.map((order) => order.status)).toEqual(["cancelled"]);
    // Nothing is left for the holds sweep to release.
    expect(await worker.expireHolds()).toBe(0);

    // A table needs no payment: booking one goes on as usual.
    const diner = uniqueEmail("diner");
    const booked = await book(diner, "21:00", "en");
    expect(booked.statusCode, booked.body).toBe(201);
    recipients.push(diner);
  }, 30_000);

  it("sells the tickets once Stripe is back: the refused attempt sent again goes through, charged once", async () => {
    stripe = await startFakeStripe({ port: ports.stripe });
    // The browser sends a purchase that got a 5xx again with the same key (it was no answer about it).
    const paid = await buy(buyer, "pm_card_visa", { key: retriedKey });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json().order;
    expect(order).toMatchObject({ status: "paid", total: { amount: 90000 } });
    expect(order.tickets).toHaveLength(2);
    const again = await buy(buyer, "pm_card_visa", { key: retriedKey });
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ code: order.code, status: "paid" });

    // A new attempt under a new key is a new purchase, charged on its own.
    const other = uniqueEmail("buyer");
    const second = await buy(other, "pm_card_visa");
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().order.status).toBe("paid");

    const intents = [...stripe.state.paymentIntents.values()];
    expect(intents.map((intent) => [intent.status, intent.amount])).toEqual([
      ["succeeded", 90000],
      ["succeeded", 90000],
    ]);
    expect(
      stripe.requests.filter((request) => request.method === "POST" && request.path.endsWith("/payment_intents")),
    ).toHaveLength(2);
    expect(await seatsOf(subject.database, experience.sessionId)).toEqual({ reserved: 4, capacity: 10 });

    const ordered = await placeStoreOrder("tienda-reintento");
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().order.status).toBe("paid");
    expect(await stockOf(subject.database, shop.variants.small)).toEqual({ stock: 3, ledger: 3 });
    expect([...stripe.state.paymentIntents.values()]).toHaveLength(3);
    recipients.push(buyer, other, "+573001234567", shopper);
  }, 30_000);

  it("delivers every waiting message exactly once when SMTP and WhatsApp are back", async () => {
    smtp = await startFakeSmtp({ port: ports.smtp, auth: { user: SMTP_USER, password: SMTP_PASSWORD } });
    whatsapp = await startFakeWhatsApp({ port: ports.whatsapp, token: WHATSAPP_TOKEN });
    const rows = await waitFor(
      () => outboxOf(recipients),
      (all) => all.filter((row) => row.due).every((row) => row.status === "sent"),
      30_000,
    );
    const due = rows.filter((row) => row.due);
    expect(due.filter((row) => row.status !== "sent")).toEqual([]);
    const emails = due.filter((row) => row.channel === "email");
    const whatsapps = due.filter((row) => row.channel === "whatsapp");
    expect(emails.every((row) => row.delivered_via === "smtp" && row.last_error === null)).toBe(true);
    expect(whatsapps.every((row) => row.delivered_via === "whatsapp-cloud")).toBe(true);
    // The booking during the outage and the purchases after it, confirmed on both channels.
    expect(new Set(due.map((row) => `${row.channel} ${row.template}`))).toEqual(
      new Set([
        "email reservation-confirmed",
        "whatsapp reservation-confirmed",
        "email experience-order-confirmed",
        "whatsapp experience-order-confirmed",
        "email store-order-confirmed",
        "whatsapp store-order-confirmed",
        "email verify-email",
      ]),
    );
    // Each message reached its provider once: its id (Message-ID, WhatsApp callback data) is there once.
    expect([...smtp.received].sort()).toEqual(emails.map((row) => row.id).sort());
    expect(whatsapp.received.map((message) => message.id).sort()).toEqual(whatsapps.map((row) => row.id).sort());
    // Reminders keep waiting for their day.
    expect(rows.filter((row) => !row.due).every((row) => row.status === "pending")).toBe(true);
  }, 40_000);
});
