import { type FakeStripe, startFakeStripe, stripeEnvOf } from "@sobremesa/domain/billing/testing";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buyUnits } from "../../store-console-testing.ts";
import { insertStore, stockOf, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * The store's order queue with the Stripe provider (official SDK against the local fake): pick,
 * pack and ship with the buyer's e-mails and order page, and refunds through the payments domain —
 * once per key, never more than was paid — counted at the fake Stripe and in the rows.
 */
describe("store console API: the order queue and refunds", () => {
  let fake: FakeStripe;
  let subject: TestApp;
  let shop: TestStore;
  let manager: Account;
  let stranger: Account;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const post = (account: Account, url: string, payload: object, headers: Record<string, string> = {}) =>
    inject({ method: "POST", url, headers: { ...browser(account.token), ...headers }, payload });
  const base = () => `/partners/stores/${shop.storeId}`;
  const refund = (number: string, key: string, payload: object): Promise<LightMyRequestResponse> =>
    post(manager, `${base()}/orders/${number}/refunds?lang=es`, payload, { "idempotency-key": key });

  const order = async (lines: { variantId: number; quantity: number }[], language: "es" | "en" = "es") => {
    const placed = await buyUnits(subject, lines, {
      language,
      email: `comprador.${language}.${Date.now()}@example.com`,
      paymentMethodId: fake.createPaymentMethod("pm_card_visa").id as string,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().order as { number: string; total: { amount: number }; contact: { email: string } };
  };
  const refundsAtStripe = () => [...fake.state.refunds.values()];
  const refundRows = (number: string) =>
    subject.database.handle.query<{ payments: number; store: number }>(
      `select (select count(*)::int from refunds r join payments p on p.id = r.payment_id join store_orders o on o.id = p.order_id
                where o.number = $1 and r.status = 'succeeded') as payments,
              (select count(*)::int from store_order_refunds s join store_orders o on o.id = s.order_id where o.number = $1) as store`,
      [number],
    );
  const mails = (recipient: string) =>
    subject.database.handle.query<{ template: string; language: string; subject: string; body: string }>(
      "select template, language, subject, body from outbox_messages where recipient = $1 order by id",
      [recipient],
    );

  beforeAll(async () => {
    fake = await startFakeStripe();
    subject = await buildTestApp({
      places: 1,
      env: {
        ...stripeEnvOf(fake),
      },
    });
    shop = await insertStore(subject.database, { slug: "cola", stock: { small: 60, large: 30 } });
    manager = await verifiedAccount(subject.app, { firstName: "Gema", lastName: "Gerente" });
    stranger = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    await subject.database.handle.query(
      "insert into store_staff (store_id, user_id, role) values ($1, $2, 'store_manager')",
      [shop.storeId, manager.id],
    );
  });
  afterAll(async () => {
    await subject.close();
    await fake.close();
  });

  it("picks, packs and ships an order with its carrier and tracking number, e-mailing the buyer at each step", async () => {
    const placed = await order([{ variantId: shop.variants.small, quantity: 1 }], "en");
    const queue = await inject({ url: `${base()}/orders?filter=open`, headers: browser(manager.token) });
    expect(queue.json().data.map((row: { number: string }) => row.number)).toContain(placed.number);
    const step = (payload: object) => post(manager, `${base()}/orders/${placed.number}/steps?lang=es`, payload);

    expect((await step({ step: "pack" })).statusCode).toBe(409);
    expect((await step({ step: "pick" })).json().order).toMatchObject({ status: "preparing", next_step: "pack" });
    expect((await step({ step: "pick" })).statusCode).toBe(409);
    expect((await step({ step: "pack" })).json().order).toMatchObject({ status: "packed", next_step: "ship" });
    const noTracking = await step({ step: "ship", carrier: "Estafeta" });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.message).toContain("número de guía");
    const shipped = await step({ step: "ship", carrier: "Estafeta", tracking_number: "EST-123456789" });
    expect(shipped.json().order).toMatchObject({
      status: "shipped",
      carrier: "Estafeta",
      tracking_number: "EST-123456789",
      next_step: "deliver",
      can_cancel: false,
    });
    // The stranger from another store does not see the order at all.
    expect(
      (await inject({ url: `${base()}/orders/${placed.number}`, headers: browser(stranger.token) })).statusCode,
    ).toBe(404);

    const page = await inject({
      url: `/api/store/orders/${placed.number}?email=${encodeURIComponent(placed.contact.email)}&lang=en`,
    });
    expect(page.json().order).toMatchObject({
      status: "shipped",
      tracking_number: "EST-123456789",
      carrier: "Estafeta",
    });
    expect(page.json().order.timeline.map((entry: { status: string }) => entry.status)).toEqual([
      "pending_payment",
      "paid",
      "preparing",
      "packed",
      "shipped",
    ]);
    const sent = await mails(placed.contact.email);
    const templates = ["store-order-preparing", "store-order-packed", "store-order-shipped"];
    const steps = sent.filter((mail) => templates.includes(mail.template));
    expect(steps.map((mail) => mail.template).sort()).toEqual([...templates].sort());
    expect(steps.every((mail) => mail.language === "en")).toBe(true);
    const shippedMail = steps.find((mail) => mail.template === "store-order-shipped");
    expect(shippedMail?.body).toContain("EST-123456789");
    expect(shippedMail?.body).toContain("Carrier: Estafeta");
    const [audit] = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from partner_audit_log where store_id = $1 and entity_id = $2",
      [shop.storeId, placed.number],
    );
    expect(audit!.count).toBe(3);
  });

  it("refunds once however often the same key is sent, twice and five times at once", async () => {
    const placed = await order([{ variantId: shop.variants.small, quantity: 2 }]);
    const stripeBefore = refundsAtStripe().length;
    const stockBefore = await stockOf(subject.database, shop.variants.small);
    const payload = { amount: 25000, items: [{ variant_id: shop.variants.small, quantity: 1 }], note: "Llegó roto" };
    const first = await refund(placed.number, "refund-same-key-1", payload);
    expect(first.statusCode, first.body).toBe(200);
    expect((await refund(placed.number, "refund-same-key-1", payload)).statusCode).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () => refund(placed.number, "refund-same-key-1", payload)),
    );
    expect(burst.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(refundsAtStripe().length - stripeBefore).toBe(1);
    expect(await refundRows(placed.number)).toEqual([{ payments: 1, store: 1 }]);
    // The unit came back once, as a return in the ledger.
    expect(await stockOf(subject.database, shop.variants.small)).toEqual({
      stock: stockBefore.stock + 1,
      ledger: stockBefore.ledger + 1,
    });
    const detail = burst[0]!.json().order;
    expect(detail).toMatchObject({ refunded: { amount: 25000 }, items: [expect.objectContaining({ returned: 1 })] });
  });

  it("never refunds more than was paid with five different keys at once, and counts every refund", async () => {
    const placed = await order([{ variantId: shop.variants.large, quantity: 1 }]);
    const stripeBefore = refundsAtStripe().length;
    const total = placed.total.amount;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => refund(placed.number, `refund-many-keys-${index}`, { amount: total })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(refundsAtStripe().length - stripeBefore).toBe(1);
    expect(await refundRows(placed.number)).toEqual([{ payments: 1, store: 1 }]);
    const more = await refund(placed.number, "refund-many-keys-late", { amount: 1 });
    expect(more.statusCode).toBe(400);
  });

  it("refunds part, then the rest, and refuses beyond what was paid or units the order does not have", async () => {
    const placed = await order([
      { variantId: shop.variants.small, quantity: 2 },
      { variantId: shop.variants.large, quantity: 1 },
    ]);
    const total = placed.total.amount;
    const tooManyUnits = await refund(placed.number, "part-units-too-many", {
      amount: 100,
      items: [{ variant_id: shop.variants.small, quantity: 3 }],
    });
    expect(tooManyUnits.statusCode).toBe(400);
    const part = await refund(placed.number, "part-then-full-1", {
      amount: 25000,
      items: [{ variant_id: shop.variants.small, quantity: 1 }],
    });
    expect(part.json().order).toMatchObject({ refunded: { amount: 25000 }, refundable: { amount: total - 25000 } });
    const tooMuch = await refund(placed.number, "part-then-full-2", { amount: total });
    expect(tooMuch.statusCode).toBe(400);
    const rest = await refund(placed.number, "part-then-full-3", {
      amount: total - 25000,
      items: [
        { variant_id: shop.variants.small, quantity: 1 },
        { variant_id: shop.variants.large, quantity: 1 },
      ],
    });
    expect(rest.json().order).toMatchObject({ refunded: { amount: total }, refundable: { amount: 0 } });
    expect(await refundRows(placed.number)).toEqual([{ payments: 2, store: 2 }]);
    const sent = await mails(placed.contact.email);
    expect(sent.filter((mail) => mail.template === "store-order-partial-refund")).toHaveLength(2);
    // The audit page reconciles the order: units out less the returned ones.
    const [units] = await subject.database.handle.query<{ out: number }>(
      "select coalesce(-sum(m.quantity), 0)::int as out from store_stock_movements m join store_orders o on o.id = m.order_id where o.number = $1",
      [placed.number],
    );
    expect(units!.out).toBe(0);
  });

  it("cancels before shipping: what is left refunded once, every unit back, the order ended", async () => {
    const placed = await order([{ variantId: shop.variants.small, quantity: 3 }]);
    const stockBefore = await stockOf(subject.database, shop.variants.small);
    const stripeBefore = refundsAtStripe().length;
    await refund(placed.number, "cancel-after-part", {
      amount: 10000,
      items: [{ variant_id: shop.variants.small, quantity: 1 }],
    });
    const url = `${base()}/orders/${placed.number}/cancellation?lang=es`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(manager, url, {})));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[0]!.json().order).toMatchObject({ status: "refunded", refunded: { amount: placed.total.amount } });
    expect(refundsAtStripe().length - stripeBefore).toBe(2);
    expect(await refundRows(placed.number)).toEqual([{ payments: 2, store: 2 }]);
    expect(await stockOf(subject.database, shop.variants.small)).toEqual({
      stock: stockBefore.stock + 3,
      ledger: stockBefore.ledger + 3,
    });
    const shippedOne = await order([{ variantId: shop.variants.small, quantity: 1 }]);
    for (const step of ["pick", "pack"]) await post(manager, `${base()}/orders/${shippedOne.number}/steps`, { step });
    await post(manager, `${base()}/orders/${shippedOne.number}/steps`, {
      step: "ship",
      carrier: "DHL",
      tracking_number: "DHL-1",
    });
    const late = await post(manager, `${base()}/orders/${shippedOne.number}/cancellation?lang=en`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toContain("refund it instead");
  });
});
