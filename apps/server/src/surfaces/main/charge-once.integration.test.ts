import type { SandboxProvider } from "@sobremesa/domain/billing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, bearer, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertExperience } from "../../experiences-testing.ts";
import { insertStore, stateOf, stockOf } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const PREMIUM_MXN = 14_900;

/**
 * Whatever is sent twice, or five times at once, with one key or with several, a purchase charges
 * once: one membership per account, one order per cart. Counted afterwards in our rows and in the
 * provider's own objects. On PostgreSQL the requests truly race (a pool of connections); on PGlite
 * they interleave on its one connection.
 */
describe("every purchase charges once, whatever is sent twice", () => {
  let subject: TestApp;
  let mxState: number;
  let run = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1, env: { DATABASE_POOL_MAX: "20" } });
    mxState = await stateOf(subject.database, "mx");
  });
  afterAll(async () => {
    await subject.close();
  });

  const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
    subject.database.handle.query<T>(text, values);

  async function member(): Promise<Account> {
    const account = await verifiedAccount(subject.app);
    const saved = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/add-payment-method?lang=es",
      headers: bearer(account.token),
      remoteAddress: uniqueIp(),
      payload: { email: account.email, card: CARD_OK },
    });
    expect(saved.statusCode).toBe(200);
    return account;
  }

  /** The checkout's own double submit: the same `hash` (its key) on create-customer-and-subscription. */
  const subscribeWithHash = (account: Account, hash: string, trial: boolean) =>
    subject.app.inject({
      method: "POST",
      url: `/api/subscription/create-customer-and-subscription?hash=${hash}&lang=es`,
      headers: bearer(account.token),
      remoteAddress: uniqueIp(),
      payload: { email: account.email, plan_id: "premium", country: "mx", trial },
    });
  /** create-subscription (first month charged now) under an Idempotency-Key of its own. */
  const subscribeWithKey = (account: Account, key: string) =>
    subject.app.inject({
      method: "POST",
      url: "/api/subscription/create-subscription?lang=es",
      headers: { ...bearer(account.token), "idempotency-key": key },
      remoteAddress: uniqueIp(),
      payload: { email: account.email, plan_id: "premium", country: "mx" },
    });

  /** What our database and the provider hold for one account after the race. */
  async function billingOf(account: Account) {
    const [customer] = await query<{ id: string; provider_customer_id: string }>(
      "select id, provider_customer_id from billing_customers where user_id = $1",
      [account.id],
    );
    const rows = await query<{ id: string; status: string }>(
      "select id, status from subscriptions where customer_id = $1",
      [customer!.id],
    );
    const provider = await query<{ kind: string; status: string; amount_paid: number | null; refunds: unknown }>(
      `select kind, data->>'status' as status, (data->>'amountPaid')::int as amount_paid, data->'refunds' as refunds
       from sandbox_billing_objects where customer_id = $1 and kind in ('subscription', 'invoice')`,
      [customer!.provider_customer_id],
    );
    const payments = await query<{ amount_minor: number; refunded_minor: number }>(
      "select amount_minor, refunded_minor from payments where order_kind = 'membership' and order_id = any($1::uuid[])",
      [rows.map((row) => row.id)],
    );
    const refunds = await query<{ reason: string; status: string; amount_minor: number }>(
      "select r.reason, r.status, r.amount_minor from refunds r join payments p on p.id = r.payment_id where p.order_id = any($1::uuid[])",
      [rows.map((row) => row.id)],
    );
    return {
      rows,
      subscriptions: provider.filter((object) => object.kind === "subscription"),
      paidCharges: provider.filter(
        (object) => object.kind === "invoice" && object.status === "paid" && object.amount_paid! > 0,
      ),
      payments,
      refunds,
    };
  }

  for (const parallel of [2, 5]) {
    it(`subscribes once when the checkout's double submit sends the same key ${parallel} times at once`, async () => {
      const account = await member();
      const hash = `${Date.now()}${++run}`;
      const answers = await Promise.all(Array.from({ length: parallel }, () => subscribeWithHash(account, hash, true)));
      // Every copy of the request is answered with the one membership it made.
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(parallel).fill(201));
      const ids = new Set(answers.map((answer) => answer.json().subscription.id));
      expect(ids.size).toBe(1);
      const billing = await billingOf(account);
      expect(billing.rows).toEqual([{ id: [...ids][0], status: "trialing" }]);
      expect(billing.subscriptions).toEqual([expect.objectContaining({ status: "trialing" })]);
      expect(billing.paidCharges).toEqual([]);
      expect(billing.refunds).toEqual([]);
    });

    it(`subscribes once and charges once when ${parallel} checkouts with their own keys race`, async () => {
      const account = await member();
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, index) => subscribeWithKey(account, `race-${++run}-${index}`)),
      );
      const codes = answers.map((answer) => (answer.statusCode === 201 ? "created" : answer.json().error.code));
      expect(codes.filter((code) => code === "created")).toHaveLength(1);
      // The others are told, in Spanish, that the account already subscribes; none is a server error.
      for (const answer of answers.filter((candidate) => candidate.statusCode !== 201)) {
        expect(answer.statusCode).toBe(409);
        expect(["ALREADY_SUBSCRIBED", "SUBSCRIPTION_IN_PROGRESS"]).toContain(answer.json().error.code);
      }
      const billing = await billingOf(account);
      expect(billing.rows).toEqual([expect.objectContaining({ status: "active" })]);
      expect(billing.subscriptions).toEqual([expect.objectContaining({ status: "active" })]);
      expect(billing.paidCharges).toEqual([expect.objectContaining({ amount_paid: PREMIUM_MXN })]);
      // The one charge is recorded as the membership's payment; nothing to give back.
      expect(billing.payments).toEqual([{ amount_minor: PREMIUM_MXN, refunded_minor: 0 }]);
      expect(billing.refunds).toEqual([]);
    });
  }

  it("renews the member of a raced checkout 31 days later, and their panel still shows them as a member", async () => {
    const account = await member();
    const hash = `${Date.now()}${++run}`;
    await Promise.all([subscribeWithHash(account, hash, false), subscribeWithHash(account, hash, false)]);
    const advanced = await subject.app.inject({
      method: "POST",
      url: "/__dev/billing/advance-clock",
      payload: { days: 31 },
    });
    expect(advanced.statusCode).toBe(200);
    const billing = await billingOf(account);
    expect(billing.rows).toEqual([expect.objectContaining({ status: "active" })]);
    // The first month and its renewal: two charges, both the membership's.
    expect(billing.paidCharges).toHaveLength(2);
    expect(billing.payments).toHaveLength(2);
    const status = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/is-user-subscribed?lang=es",
      headers: bearer(account.token),
      payload: { email: account.email, location: { country: "mx" } },
    });
    expect(status.json()).toMatchObject({ response: true, subscription: { status: "active" } });
    // A receipt for each charge, the first month and the renewal, in the member's language.
    const receipts = await query<{ subject: string; body: string }>(
      "select subject, body from outbox_messages where recipient = $1 and template = 'membership-receipt' order by created_at",
      [account.email],
    );
    expect(receipts).toHaveLength(2);
    for (const receipt of receipts) {
      expect(receipt.subject).toBe("Recibo de Sobremesa Premium: $149");
      expect(receipt.body).toMatch(/recibimos tu pago de \$149 por Sobremesa Premium/);
      expect(receipt.body).toMatch(/\/panel-de-usuario\/facturas\/in_/);
    }
  });

  it("ends and refunds, recorded, a subscription at the provider that no checkout of ours keeps, and leaves the member's own alone", async () => {
    const account = await member();
    expect((await subscribeWithKey(account, `own-member-${++run}`)).statusCode).toBe(201);
    const [customer] = await query<{ provider_customer_id: string }>(
      "select provider_customer_id from billing_customers where user_id = $1",
      [account.id],
    );
    // What a losing request used to leave behind: a second paid subscription nobody keeps.
    const sandbox = subject.app.services.billing as SandboxProvider;
    const stray = await sandbox.createSubscription(
      {
        customerId: customer!.provider_customer_id,
        price: {
          providerPriceId: null,
          product: "premium",
          productName: "Premium",
          amountMinor: PREMIUM_MXN,
          currency: "MXN",
          interval: "month",
        },
        trialDays: 0,
        paymentMethodId: null,
        discount: null,
        metadata: { userId: account.id, plan: "premium", claim: "00000000-0000-4000-8000-000000000000" },
      },
      `stray-${run}`,
    );
    const outcome = await subject.app.services.memberships.handleEvent({
      id: `evt_stray_${run}`,
      type: "customer.subscription.created",
      created: new Date(),
      subscriptionId: stray.id,
      customerId: customer!.provider_customer_id,
    });
    expect(outcome).toBe("applied");
    const billing = await billingOf(account);
    expect(billing.rows.map((row) => row.status).sort()).toEqual(["active", "ended"]);
    expect(billing.subscriptions.map((object) => object.status).sort()).toEqual(["active", "canceled"]);
    expect(billing.refunds).toEqual([{ reason: "duplicate", status: "succeeded", amount_minor: PREMIUM_MXN }]);
    const told = await query<{ subject: string }>(
      "select subject from outbox_messages where recipient = $1 and template = 'membership-refunded'",
      [account.email],
    );
    expect(told).toEqual([{ subject: "Te devolvimos $149 de Sobremesa Premium" }]);
    expect(billing.payments.sort((a, b) => a.refunded_minor - b.refunded_minor)).toEqual([
      { amount_minor: PREMIUM_MXN, refunded_minor: 0 },
      { amount_minor: PREMIUM_MXN, refunded_minor: PREMIUM_MXN },
    ]);
    // Handled again (a replayed event, the next sweep), it refunds nothing more.
    await subject.app.services.memberships.handleEvent({
      id: `evt_stray_again_${run}`,
      type: "customer.subscription.updated",
      created: new Date(),
      subscriptionId: stray.id,
      customerId: customer!.provider_customer_id,
    });
    expect((await billingOf(account)).refunds).toHaveLength(1);
  });

  /** A signed-out shopper whose cart cookie is carried from call to call. */
  function shopper() {
    let token: string | undefined;
    const headers = () => ({ ...(token ? { cookie: `sm_cart=${token}` } : {}), origin: SITE_ORIGIN });
    const remember = (response: LightMyRequestResponse) => {
      const header = response.headers["set-cookie"];
      const line = (Array.isArray(header) ? header : header ? [String(header)] : []).find((entry) =>
        entry.startsWith("sm_cart="),
      );
      if (line) token = /^sm_cart=([^;]*)/.exec(line)?.[1] || undefined;
      return response;
    };
    return {
      add: async (variantId: number, quantity: number) =>
        remember(
          await subject.app.inject({
            method: "POST",
            url: "/api/store/cart/items",
            headers: headers(),
            payload: { variant_id: variantId, quantity, lang: "es" },
          }),
        ),
      order: (body: object, key: string) =>
        subject.app.inject({
          method: "POST",
          url: "/api/store/orders",
          headers: { ...headers(), "idempotency-key": key },
          remoteAddress: uniqueIp(),
          payload: body,
        }),
    };
  }

  const checkout = (email: string) => ({
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
    payment: { card: CARD_OK },
    lang: "es",
  });

  for (const parallel of [2, 5]) {
    for (const keys of ["the same key", "a key each"] as const) {
      it(`checks a one-unit cart out once when it is sent ${parallel} times at once with ${keys}`, async () => {
        const slug = `una-vez-${parallel}-${keys === "the same key" ? "misma" : "distintas"}`;
        const store = await insertStore(subject.database, { slug, stock: { small: 10 } });
        const ana = shopper();
        expect((await ana.add(store.variants.small, 1)).statusCode).toBe(200);
        const body = checkout(`${slug}@example.com`);
        const answers = await Promise.all(
          Array.from({ length: parallel }, (_, index) =>
            ana.order(body, keys === "the same key" ? `${slug}-key` : `${slug}-key-${index}`),
          ),
        );
        const paid = answers.filter((answer) => answer.statusCode === 201);
        if (keys === "the same key") {
          // One purchase, answered to every copy.
          expect(paid).toHaveLength(parallel);
          expect(new Set(paid.map((answer) => answer.json().order.number)).size).toBe(1);
        } else {
          expect(paid).toHaveLength(1);
          for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
            // Refused with words that say why: a checkout of this cart is under way or done (or the
            // paid one already emptied it). Never a server error, never a charge.
            expect(["CART_ALREADY_CHECKED_OUT", "CART_EMPTY"]).toContain(refused.json().error.code);
            expect(refused.statusCode).toBeLessThan(500);
          }
        }
        const orders = await query<{ status: string }>("select o.status from store_orders o where o.store_id = $1", [
          store.storeId,
        ]);
        expect(orders).toEqual([{ status: "paid" }]);
        const charges = await query<{ status: string }>(
          `select data->>'status' as status from sandbox_billing_objects
           where kind = 'payment' and data->'metadata'->>'order' = $1`,
          [paid[0]!.json().order.number],
        );
        expect(charges).toEqual([{ status: "succeeded" }]);
        const allCharges = await query<{ count: number }>(
          `select count(*)::int as count from payments p join store_orders o on o.id = p.order_id
           where p.order_kind = 'store' and o.store_id = $1`,
          [store.storeId],
        );
        expect(allCharges[0]!.count).toBe(1);
        expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 9, ledger: 9 });
      });
    }
  }

  /**
   * Sends copies of a purchase while this test holds the rows its checkout locks (PostgreSQL only),
   * and lets them go once every copy waits there: each has then looked for an order under its key and
   * found none, so the first to go makes it and the others must find it afterwards.
   */
  async function behindLockedRows<T>(lockText: string, send: () => Promise<T>[]): Promise<T[]> {
    let holding!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lock = subject.database.handle.db.transaction(async (tx) => {
      await tx.execute(lockText);
      holding();
      await released;
    });
    await held;
    const copies = send();
    const answers = Promise.all(copies);
    await expect
      .poll(
        async () =>
          (
            await query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
            )
          )[0]!.waiting,
        { timeout: 30_000 },
      )
      .toBe(copies.length);
    release();
    await lock;
    return answers;
  }

  it.runIf(process.env.DATABASE_URL)(
    "answers copies of one key that waited behind the first with its order: the cart taken, the seats gone",
    async () => {
      const store = await insertStore(subject.database, { slug: "tras-el-primero", stock: { small: 5 } });
      const ana = shopper();
      await ana.add(store.variants.small, 1);
      const body = checkout("tras.el.primero@example.com");
      const storeAnswers = await behindLockedRows("select 1 from store_carts for update", () =>
        Array.from({ length: 3 }, () => ana.order(body, "tras-el-primero-tienda")),
      );
      expect(storeAnswers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(storeAnswers.map((answer) => answer.json().order.number)).size).toBe(1);
      const storeOrders = await query("select id from store_orders where store_id = $1", [store.storeId]);
      expect(storeOrders).toHaveLength(1);

      // A session with room for one order: the copies behind the first find its seats taken.
      const { sessionId, general } = await insertExperience(subject.database, { slug: "tras-el-primero", capacity: 2 });
      const tickets = {
        session_id: sessionId,
        tickets: [{ ticket_type_id: general, quantity: 2 }],
        contact: {
          firstName: "Ana",
          lastName: "López",
          email: "tras.el.primero@example.com",
          countryCode: "+52",
          phone: "5512345678",
        },
        payment: { card: CARD_OK },
      };
      const ticketAnswers = await behindLockedRows(
        `select 1 from experience_sessions where id = ${Number(sessionId)} for update`,
        () =>
          Array.from({ length: 3 }, () =>
            subject.app.inject({
              method: "POST",
              url: "/api/experiences/tras-el-primero/orders?lang=es",
              headers: { "idempotency-key": "tras-el-primero-boletos" },
              remoteAddress: uniqueIp(),
              payload: tickets,
            }),
          ),
      );
      expect(ticketAnswers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
      expect(new Set(ticketAnswers.map((answer) => answer.json().order.code)).size).toBe(1);
      const charged = await query<{ count: number }>(
        `select count(*)::int as count from payments p join experience_orders o on o.id = p.order_id
         where p.order_kind = 'experience' and o.session_id = $1`,
        [sessionId],
      );
      expect(charged[0]!.count).toBe(1);
    },
  );

  it("gives back a cancelled store order once, recorded, however often the buyer asks", async () => {
    const store = await insertStore(subject.database, { slug: "devolucion-una-vez", stock: { small: 3 } });
    const ana = shopper();
    await ana.add(store.variants.small, 1);
    const email = "devolucion.una.vez@example.com";
    const placed = await ana.order(checkout(email), `devolucion-${Date.now()}`);
    expect(placed.statusCode).toBe(201);
    const number = placed.json().order.number;
    const [confirmation] = await query<{ body: string }>(
      "select body from outbox_messages where recipient = $1 and template = 'store-order-confirmed' and channel = 'email'",
      [email],
    );
    // The confirmation is the order's receipt.
    expect(confirmation!.body).toContain(`Recibo: pagaste $349 con tarjeta el `);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () =>
        subject.app.inject({
          method: "POST",
          url: `/api/store/orders/${number}/cancel`,
          headers: { origin: SITE_ORIGIN },
          payload: { email, lang: "es" },
        }),
      ),
    );
    for (const answer of cancels) expect(answer.statusCode).toBeLessThan(500);
    expect(cancels.some((answer) => answer.statusCode === 200)).toBe(true);
    const refunds = await query<{ reason: string; status: string; amount_minor: number }>(
      `select r.reason, r.status, r.amount_minor from refunds r join payments p on p.id = r.payment_id
       join store_orders o on o.id = p.order_id where o.number = $1`,
      [number],
    );
    expect(refunds).toEqual([
      { reason: "requested_by_buyer", status: "succeeded", amount_minor: placed.json().order.total.amount },
    ]);
    const [order] = await query<{ status: string }>("select status from store_orders where number = $1", [number]);
    expect(order!.status).toBe("refunded");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });
  });
});
