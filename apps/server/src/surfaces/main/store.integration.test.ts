// One file past 500 lines on purpose: its tests share one seeded app with its stores and accounts,
// and each integration file builds its own app on both databases.
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertStore, stateOf, stockOf } from "../../store-testing.ts";
import { buildTestApp, sandboxPaymentsOf, type TestApp, withLostChargeAnswers } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const CARD_DECLINED = { number: "4000 0000 0000 0002", exp_month: 12, exp_year: 2034, cvc: "123" };
const CARD_3DS = { number: "4000 0027 6000 3184", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = {
  firstName: "Ana",
  lastName: "López",
  email: "ana.tienda@example.com",
  countryCode: "+52",
  phone: "5512345678",
};

function cartCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : header ? [String(header)] : [];
  const found = all.find((line) => line.startsWith("sm_cart="));
  return found ? /^sm_cart=([^;]*)/.exec(found)?.[1] : undefined;
}

describe("the online store on the main API", () => {
  let subject: TestApp;
  let mxState: number;
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    mxState = await stateOf(subject.database, "mx");
  });
  afterAll(async () => {
    await subject.close();
  });

  /** A signed-out shopper: the cart cookie the server gave, carried from call to call. */
  function shopper(session?: Account) {
    let token: string | undefined;
    const headers = () => {
      const cookies = [token ? `sm_cart=${token}` : "", session ? `rs_s_t=${session.token}` : ""].filter(Boolean);
      return { ...(cookies.length ? { cookie: cookies.join("; ") } : {}), origin: SITE_ORIGIN };
    };
    const remember = (response: LightMyRequestResponse) => {
      const next = cartCookieOf(response);
      if (next !== undefined) token = next || undefined;
      return response;
    };
    return {
      get token() {
        return token;
      },
      set token(value: string | undefined) {
        token = value;
      },
      cart: async () => remember(await subject.app.inject({ url: "/api/store/cart?lang=es", headers: headers() })),
      add: async (variantId: number, quantity = 1, replace = false) =>
        remember(
          await subject.app.inject({
            method: "POST",
            url: "/api/store/cart/items",
            headers: headers(),
            payload: { variant_id: variantId, quantity, replace, lang: "es" },
          }),
        ),
      set: async (variantId: number, quantity: number) =>
        remember(
          await subject.app.inject({
            method: "PATCH",
            url: `/api/store/cart/items/${variantId}`,
            headers: headers(),
            payload: { quantity },
          }),
        ),
      order: async (body: object, key = `order-${++keys}-${Date.now()}`) =>
        remember(
          await subject.app.inject({
            method: "POST",
            url: "/api/store/orders",
            headers: { ...headers(), "idempotency-key": key },
            remoteAddress: uniqueIp(),
            payload: body,
          }),
        ),
    };
  }

  const checkout = (card: object = CARD_OK, overrides: Record<string, unknown> = {}) => ({
    contact,
    address: {
      country: "mx",
      recipient: "Ana López",
      line1: "Av. Álvaro Obregón 130",
      line2: "Int. 4",
      district: "Roma Norte",
      city: "Cuauhtémoc",
      state_id: mxState,
      postal_code: "06700",
    },
    shipping_code: "standard",
    payment: { card },
    lang: "es",
    ...overrides,
  });

  it("lists stores, a store's products by category and sort, and a product with its variants and stock", async () => {
    const store = await insertStore(subject.database, { slug: "tostadores" });
    const stores = (await subject.app.inject("/api/stores?country=mx&lang=en")).json().data;
    expect(stores).toContainEqual(
      expect.objectContaining({ slug: "tostadores", currency: "MXN", categories: [{ slug: "cafe", name: "Coffee" }] }),
    );
    expect(
      (await subject.app.inject("/api/stores?country=cr")).json().data.map((s: { slug: string }) => s.slug),
    ).not.toContain("tostadores");

    const page = (await subject.app.inject("/api/stores/tostadores?category=cafe&sort=price_desc&lang=es")).json();
    expect(page.category).toEqual({ slug: "cafe", name: "Café" });
    expect(page.store).toMatchObject({
      tax_rate_percent: 16,
      shipping_options: [{ code: "standard" }, { code: "express" }],
    });
    expect(page.products[0]).toMatchObject({
      slug: store.productSlug,
      price_from: { amount: 25000, currency: "MXN" },
      varied_price: true,
      in_stock: true,
    });
    expect((await subject.app.inject("/api/stores/tostadores?category=te")).statusCode).toBe(404);
    expect((await subject.app.inject("/api/stores/no-existe")).statusCode).toBe(404);

    const product = (await subject.app.inject(`/api/store/products/${store.productSlug}?lang=en`)).json().data;
    expect(product).toMatchObject({
      name: "Chiapas coffee",
      details: ["Origin: Chiapas", "Altitude: 1,400 m"],
      store: { slug: "tostadores", country_code: "mx" },
    });
    expect(product.variants).toEqual([
      expect.objectContaining({
        name: "250 g",
        stock: 20,
        price: { amount: 25000, currency: "MXN" },
        compare_at: null,
      }),
      expect.objectContaining({ name: "1 kg", stock: 5, compare_at: { amount: 95000, currency: "MXN" } }),
    ]);
    expect((await subject.app.inject("/api/store/products/no-existe")).statusCode).toBe(404);
  });

  it("keeps a signed-out cart by its cookie, within stock and limits, one store at a time", async () => {
    const store = await insertStore(subject.database, { slug: "carrito", stock: { small: 20, large: 2 } });
    const other = await insertStore(subject.database, { slug: "carrito-otra" });
    const ana = shopper();
    const added = await ana.add(store.variants.small, 2);
    expect(added.statusCode).toBe(200);
    expect(ana.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(String(added.headers["set-cookie"])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(added.headers["cache-control"]).toBe("private, no-store");
    const cart = (await ana.cart()).json().cart;
    expect(cart).toMatchObject({
      store: { slug: "carrito", currency: "MXN" },
      item_count: 2,
      items_total: { amount: 50000 },
      tax_rate_percent: 16,
    });

    const tooMany = await ana.add(store.variants.large, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatchObject({ code: "OUT_OF_STOCK", message: expect.stringContaining("quedan 2") });
    expect((await ana.add(store.variants.small, 9)).json().error.code).toBe("CART_LIMIT");

    const otherStore = await ana.add(other.variants.small);
    expect(otherStore.statusCode).toBe(409);
    expect(otherStore.json().error).toMatchObject({ code: "CART_OTHER_STORE" });
    expect(otherStore.json().error.message).toContain("Tienda carrito");
    const replaced = (await ana.add(other.variants.small, 1, true)).json().cart;
    expect(replaced.store.slug).toBe("carrito-otra");
    expect(replaced.items).toHaveLength(1);

    expect((await ana.set(other.variants.small, 0)).json().cart).toMatchObject({ store: null, items: [] });

    // Someone else's browser, or a made-up token, sees an empty cart and never adopts the token.
    const stranger = shopper();
    stranger.token = "made-up-token-made-up-token-1234";
    expect((await stranger.cart()).json().cart.items).toEqual([]);
    expect(stranger.token).toBeUndefined();
  });

  it("merges the anonymous cart into the account's at sign-in, once", async () => {
    const store = await insertStore(subject.database, { slug: "fusion" });
    const account = await verifiedAccount(subject.app);
    const signedIn = shopper(account);
    await signedIn.add(store.variants.large, 1);

    const anonymous = shopper();
    await anonymous.add(store.variants.large, 2);
    await anonymous.add(store.variants.small, 1);
    const token = anonymous.token;

    // The same browser signs in: the session and the cart cookie arrive together.
    const merging = shopper(account);
    merging.token = token;
    const merged = await merging.cart();
    expect(merged.json().cart).toMatchObject({ merged: true, item_count: 4 });
    expect(cartCookieOf(merged)).toBe("");
    const lines = merged
      .json()
      .cart.items.map((item: { variant_id: number; quantity: number }) => [item.variant_id, item.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [store.variants.large, 3],
        [store.variants.small, 1],
      ]),
    );

    // A replay of the old cookie merges nothing twice.
    const replay = shopper(account);
    replay.token = token;
    expect((await replay.cart()).json().cart).toMatchObject({ merged: false, item_count: 4 });

    // Another account never sees it.
    const other = shopper(await verifiedAccount(subject.app));
    expect((await other.cart()).json().cart.items).toEqual([]);
  });

  it("places an order: units taken through the ledger, card charged once, cart emptied, IVA shown, messages queued", async () => {
    const store = await insertStore(subject.database, { slug: "pedido", stock: { small: 10, large: 5 } });
    const ana = shopper();
    await ana.add(store.variants.small, 2);
    await ana.add(store.variants.large, 1);
    const key = `pedido-key-${Date.now()}`;
    const placed = await ana.order(checkout(), key);
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.number).toMatch(/^PED-[A-Z0-9]{6}$/);
    // 2 × 250.00 + 800.00 = 1,300.00: over the 1,000.00 threshold, standard delivery is free.
    expect(order).toMatchObject({
      status: "paid",
      awaiting_authentication: false,
      items_total: { amount: 130000, currency: "MXN" },
      shipping: { code: "standard", price: { amount: 0 } },
      total: { amount: 130000 },
      tax: { rate_percent: 16, amount: { amount: 17931 } },
      can_cancel: true,
      payment: null,
    });
    expect(order.address_lines).toEqual([
      "Ana López",
      "Av. Álvaro Obregón 130, Int. 4",
      "Col. Roma Norte, C.P. 06700",
      expect.stringMatching(/^Cuauhtémoc, /),
    ]);
    expect(order.timeline.map((step: { status: string }) => step.status)).toEqual(["pending_payment", "paid"]);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 8, ledger: 8 });
    expect(await stockOf(subject.database, store.variants.large)).toEqual({ stock: 4, ledger: 4 });
    expect((await ana.cart()).json().cart.items).toEqual([]);

    const messages = await subject.database.handle.query<{ channel: string; body: string }>(
      "select channel, body from outbox_messages where dedup_key like 'store-order:%' and recipient in ($1, '+525512345678') order by channel",
      [contact.email],
    );
    expect(messages.map((message) => message.channel)).toEqual(["email", "whatsapp"]);
    expect(messages[0]!.body).toContain(`/stores/order/${order.number}/`);
    expect(messages[0]!.body).toContain("incluye IVA");

    // The same attempt again answers the same order; nothing more is taken or charged.
    const again = await ana.order(checkout(), key);
    expect(again.json().order.number).toBe(order.number);
    const payments = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from sandbox_billing_objects where kind = 'payment' and data->'metadata'->>'order' = $1",
      [order.number],
    );
    expect(payments[0]!.count).toBe(1);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 8, ledger: 8 });
    // The key with another body is refused.
    const reused = await ana.order(checkout(CARD_OK, { shipping_code: "express" }), key);
    expect(reused.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");

    const empty = await ana.order(checkout());
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({ code: "CART_EMPTY", message: "Tu carrito está vacío." });
  });

  it("gives the units back when the card is declined or the bank step is rejected, and keeps the cart", async () => {
    const store = await insertStore(subject.database, { slug: "rechazo", stock: { small: 3 } });
    const ana = shopper();
    await ana.add(store.variants.small, 3);
    const declined = await ana.order(checkout(CARD_DECLINED));
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe("CARD_DECLINED");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });
    expect((await ana.cart()).json().cart.item_count).toBe(3);

    const asked = await ana.order(checkout(CARD_3DS));
    expect(asked.statusCode).toBe(201);
    const waiting = asked.json().order;
    expect(waiting).toMatchObject({ status: "pending_payment", awaiting_authentication: true });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
    const rejected = await subject.app.inject({
      method: "POST",
      url: `/api/store/orders/${waiting.number}/authenticate`,
      payload: { email: contact.email, authentication: "rejected" },
    });
    expect(rejected.statusCode).toBe(402);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });

    const again = (await ana.order(checkout(CARD_3DS))).json().order;
    const approved = await subject.app.inject({
      method: "POST",
      url: `/api/store/orders/${again.number}/authenticate`,
      payload: { email: contact.email, authentication: "approved" },
    });
    expect(approved.json().order).toMatchObject({ status: "paid", awaiting_authentication: false });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
    expect((await ana.cart()).json().cart.items).toEqual([]);
  });

  it("keeps the units of an order whose bank step the provider cannot confirm, and pays it once the provider answers", async () => {
    const store = await insertStore(subject.database, { slug: "banco-caido", stock: { small: 1 } });
    const ana = shopper();
    await ana.add(store.variants.small, 1);
    const waiting = (await ana.order(checkout(CARD_3DS))).json().order;
    const [row] = await subject.database.handle.query<{ provider_payment_id: string }>(
      "select p.provider_payment_id from payments p join store_orders o on o.id = p.order_id where o.number = $1",
      [waiting.number],
    );
    const paymentId = row!.provider_payment_id;
    const setPayment = (id: string) =>
      subject.database.handle.query(
        "update payments set provider_payment_id = $2 where order_id = (select id from store_orders where number = $1)",
        [waiting.number, id],
      );
    const authenticate = () =>
      subject.app.inject({
        method: "POST",
        url: `/api/store/orders/${waiting.number}/authenticate?lang=en`,
        payload: { email: contact.email, authentication: "approved" },
      });
    // The provider cannot tell what became of the payment: the card may have been charged.
    await setPayment("pi_unreachable");
    const unknown = await authenticate();
    expect(unknown.statusCode).toBe(503);
    // Not "nothing was charged": the buyer is told to wait and not to pay again with another card.
    expect(unknown.json().error).toMatchObject({
      code: "PAYMENT_OUTCOME_UNKNOWN",
      message: expect.stringMatching(/^We couldn't confirm your payment/),
    });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
    await setPayment(paymentId);
    expect((await authenticate()).json().order).toMatchObject({ status: "paid", awaiting_authentication: false });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
  });

  it("refuses an address of another country, an unknown state or delivery option, and a bad postal code", async () => {
    const store = await insertStore(subject.database, { slug: "direccion" });
    const ana = shopper();
    await ana.add(store.variants.small, 1);
    const coState = await stateOf(subject.database, "co");
    const colombian = await ana.order(
      checkout(CARD_OK, {
        address: { country: "co", recipient: "Ana", line1: "Calle 93 # 11-26", city: "Bogotá", state_id: coState },
      }),
    );
    expect(colombian.statusCode).toBe(400);
    expect(colombian.json().error.message).toBe(
      "Esta tienda solo envía dentro de México; usa una dirección de ese país.",
    );
    const wrongState = await ana.order(checkout(CARD_OK, { address: { ...checkout().address, state_id: coState } }));
    expect(wrongState.json().error.message).toMatch(/Elige un estado/);
    const postal = await ana.order(checkout(CARD_OK, { address: { ...checkout().address, postal_code: "0670" } }));
    expect(postal.statusCode).toBe(400);
    // A Guadalajara postal code with Aguascalientes chosen: the code's first digits name the state.
    const [aguascalientes] = await subject.database.handle.query<{ id: number }>(
      "select s.id from states s join countries c on c.id = s.country_id where c.code = 'mx' and s.code = 'AGU'",
    );
    const otherState = {
      ...checkout().address,
      city: "Guadalajara",
      state_id: aguascalientes!.id,
      postal_code: "44100",
    };
    const mismatch = await ana.order(checkout(CARD_OK, { address: otherState }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe(
      "El código postal 44100 no es de Aguascalientes; revisa el código postal o el estado.",
    );
    const english = await ana.order(checkout(CARD_OK, { address: otherState, lang: "en" }));
    expect(english.json().error.message).toBe(
      "The postal code 44100 is not in Aguascalientes; check the postal code or the state.",
    );
    const delivery = await ana.order(checkout(CARD_OK, { shipping_code: "dron" }));
    expect(delivery.json().error.message).toMatch(/forma de envío/);
    // Nothing was taken by any of them.
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 20, ledger: 20 });
  });

  it("shows an order to its owner or with its e-mail only, and lets the buyer cancel it before it is prepared", async () => {
    const store = await insertStore(subject.database, { slug: "propio", stock: { small: 5 } });
    const owner = await verifiedAccount(subject.app);
    const buyer = shopper(owner);
    await buyer.add(store.variants.small, 2);
    const order = (await buyer.order(checkout(CARD_OK, { contact: { ...contact, email: owner.email } }))).json().order;

    const get = (query: string, headers: Record<string, string> = {}) =>
      subject.app.inject({ url: `/api/store/orders/${order.number}${query}`, headers });
    expect((await get("", browser(owner.token))).statusCode).toBe(200);
    expect((await get(`?email=${encodeURIComponent(owner.email.toUpperCase())}`)).statusCode).toBe(200);
    const stranger = await verifiedAccount(subject.app);
    expect((await get("", browser(stranger.token))).statusCode).toBe(404);
    expect((await get("?email=otra@example.com")).json().error.code).toBe("ORDER_NOT_FOUND");
    expect((await get("")).statusCode).toBe(404);
    const mine = await subject.app.inject({ url: "/api/store/orders", headers: browser(owner.token) });
    expect(mine.json().data.map((entry: { number: string }) => entry.number)).toContain(order.number);
    expect(
      (await subject.app.inject({ url: "/api/store/orders", headers: browser(stranger.token) })).json().data,
    ).toEqual([]);
    expect((await subject.app.inject({ url: "/api/store/orders" })).statusCode).toBe(401);

    const cancel = (headers: Record<string, string>, payload: object = {}) =>
      subject.app.inject({ method: "POST", url: `/api/store/orders/${order.number}/cancel`, headers, payload });
    expect((await cancel(browser(stranger.token))).statusCode).toBe(404);
    const cancelled = await cancel(browser(owner.token));
    expect(cancelled.json().order).toMatchObject({ status: "refunded", can_cancel: false });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 5, ledger: 5 });
    const refunds = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from outbox_messages where dedup_key like 'store-refund:%' and recipient = $1",
      [owner.email],
    );
    expect(refunds[0]!.count).toBe(1);
    // Twice is still once.
    expect((await cancel(browser(owner.token))).json().order.status).toBe("refunded");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 5, ledger: 5 });
  });

  it("gives store managers the audit and order handling; everyone else gets a 404", async () => {
    const store = await insertStore(subject.database, { slug: "auditoria", stock: { small: 4, large: 2 } });
    const customer = await verifiedAccount(subject.app);
    const buyer = shopper(customer);
    await buyer.add(store.variants.small, 2);
    const order = (await buyer.order(checkout())).json().order;

    const audit = (headers: Record<string, string>) =>
      subject.app.inject({ url: "/api/store/audit?store=auditoria&lang=es", headers });
    expect((await audit(browser(customer.token))).statusCode).toBe(404);
    expect((await audit({})).statusCode).toBe(404);
    const status = (headers: Record<string, string>, payload: object) =>
      subject.app.inject({ method: "POST", url: `/api/store/orders/${order.number}/status`, headers, payload });
    expect((await status(browser(customer.token), { status: "preparing" })).statusCode).toBe(404);

    const manager = await verifiedAccount(subject.app);
    await subject.database.handle.query("insert into user_roles (user_id, role) values ($1, 'store_manager')", [
      manager.id,
    ]);
    const reading = await audit(browser(manager.token));
    expect(reading.statusCode).toBe(200);
    const report = reading.json();
    expect(report.store.slug).toBe("auditoria");
    expect(report.ledger.map((row: { reason: string; quantity: number }) => [row.reason, row.quantity])).toEqual(
      expect.arrayContaining([
        ["reservation", -2],
        ["receipt", 4],
        ["receipt", 2],
      ]),
    );
    expect(report.ledger[0]).toMatchObject({ order_number: order.number, reason: "reservation" });
    expect(report.low_stock.map((row: { sku: string; stock: number }) => [row.sku, row.stock])).toEqual([
      // The emptiest first, then by SKU.
      ["auditoria-1000", 2],
      ["auditoria-250", 2],
    ]);
    expect(report.reconciliation).toMatchObject({ variant_mismatches: [], order_mismatches: [], orders_checked: 1 });
    expect(report.orders[0]).toMatchObject({ number: order.number, units_out: 2, reconciled: true });

    expect((await status(browser(manager.token), { status: "shipped" })).json().error.code).toBe(
      "ORDER_STATUS_INVALID",
    );
    expect((await status(browser(manager.token), { status: "preparing" })).json().order.status).toBe("preparing");
    const cancelLate = await subject.app.inject({
      method: "POST",
      url: `/api/store/orders/${order.number}/cancel`,
      headers: browser(customer.token),
      payload: {},
    });
    expect(cancelLate.json().error.code).toBe("ORDER_NOT_CANCELLABLE");
    const shipped = await status(browser(manager.token), { status: "shipped", tracking_number: "DHL-123456" });
    expect(shipped.json().order).toMatchObject({ status: "shipped", tracking_number: "DHL-123456" });
    expect((await status(browser(manager.token), { status: "delivered" })).json().order.timeline).toHaveLength(5);

    const received = await subject.app.inject({
      method: "POST",
      url: "/api/store/stock-movements",
      headers: browser(manager.token),
      payload: { variant_id: store.variants.small, quantity: 10, reason: "receipt", note: "Entrega del tostador" },
    });
    expect(received.json()).toEqual({ stock: 12 });
    const tooMuch = await subject.app.inject({
      method: "POST",
      url: "/api/store/stock-movements",
      headers: browser(manager.token),
      payload: { variant_id: store.variants.small, quantity: -13, reason: "adjustment" },
    });
    expect(tooMuch.json().error.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 12, ledger: 12 });

    const repriced = await subject.app.inject({
      method: "POST",
      url: "/api/store/price-changes",
      headers: browser(manager.token),
      payload: { variant_id: store.variants.small, price: 27000 },
    });
    expect(repriced.json()).toEqual({ variant_id: store.variants.small, price: 27000 });
    const after = (await audit(browser(manager.token))).json();
    expect(after.price_changes[0]).toMatchObject({
      sku: "auditoria-250",
      old_price: { amount: 25000 },
      new_price: { amount: 27000 },
      actor: "Ana López",
    });
    expect(after.ledger[0]).toMatchObject({ reason: "receipt", quantity: 10, note: "Entrega del tostador" });
  });

  it("settles an unpaid order whose bank step was abandoned: cancelled, units back", async () => {
    const store = await insertStore(subject.database, { slug: "abandono", stock: { small: 2 } });
    const ana = shopper();
    await ana.add(store.variants.small, 2);
    const waiting = (await ana.order(checkout(CARD_3DS))).json().order;
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
    const settled = await subject.app.services.store.expireHolds(new Date(Date.now() + 16 * 60_000));
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 2, ledger: 2 });
    const order = await subject.app.inject(`/api/store/orders/${waiting.number}?email=${contact.email}`);
    expect(order.json().order).toMatchObject({ status: "expired", awaiting_authentication: false });
  });

  it("settles the other abandoned orders when the provider cannot answer for one, and that one at the next sweep", async () => {
    const store = await insertStore(subject.database, { slug: "abandono-doble", stock: { small: 2 } });
    const numbers: string[] = [];
    for (const name of ["uno", "dos"]) {
      const buyer = shopper();
      await buyer.add(store.variants.small, 1);
      const email = `abandono.${name}@example.com`;
      numbers.push((await buyer.order(checkout(CARD_3DS, { contact: { ...contact, email } }))).json().order.number);
    }
    const statusOf = async (number: string) =>
      (
        await subject.database.handle.query<{ status: string; provider_payment_id: string }>(
          "select o.status, p.provider_payment_id from store_orders o join payments p on p.order_id = o.id where o.number = $1",
          [number],
        )
      )[0]!;
    const unreachable = await statusOf(numbers[0]!);
    await subject.database.handle.query(
      "update payments set provider_payment_id = 'pi_unknown' where order_id = (select id from store_orders where number = $1)",
      [numbers[0]],
    );
    const later = new Date(Date.now() + 16 * 60_000);
    await expect(subject.app.services.store.expireHolds(later)).rejects.toThrow(
      "1 open orders wait for the payment provider",
    );
    expect(await statusOf(numbers[1]!)).toMatchObject({ status: "expired" });
    expect(await statusOf(numbers[0]!)).toMatchObject({ status: "awaiting_authentication" });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 1, ledger: 1 });

    await subject.database.handle.query(
      "update payments set provider_payment_id = $2 where order_id = (select id from store_orders where number = $1)",
      [numbers[0], unreachable.provider_payment_id],
    );
    expect(await subject.app.services.store.expireHolds(later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(numbers[0]!)).toMatchObject({ status: "expired" });
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 2, ledger: 2 });
  });

  it("keeps the units of an order whose charge went unanswered: sent again it is paid once, abandoned the sweep asks first", async () => {
    const store = await insertStore(subject.database, { slug: "sin-respuesta", stock: { small: 5 } });
    const orderOf = async (email: string) =>
      (
        await subject.database.handle.query<{ number: string; status: string }>(
          "select number, status from store_orders where email = $1 order by created_at desc limit 1",
          [email],
        )
      )[0]!;

    const ana = shopper();
    await ana.add(store.variants.small, 2);
    const body = checkout(CARD_OK, { contact: { ...contact, email: "sin.respuesta@example.com" } });
    const key = `sin-respuesta-${Date.now()}`;
    const lost = await withLostChargeAnswers(subject, "after_charging", () => ana.order(body, key));
    expect(lost.statusCode).toBe(503);
    expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
    const held = await orderOf("sin.respuesta@example.com");
    expect(held.status).toBe("pending_payment");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });
    const again = await ana.order(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ number: held.number, status: "paid" });
    expect(await sandboxPaymentsOf(subject.database, held.number)).toEqual([{ status: "succeeded" }]);

    const luis = shopper();
    await luis.add(store.variants.small, 1);
    const unsent = await withLostChargeAnswers(subject, "before_charging", () =>
      luis.order(checkout(CARD_OK, { contact: { ...contact, email: "sin.respuesta.2@example.com" } })),
    );
    expect(unsent.statusCode).toBe(503);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 2, ledger: 2 });
    expect(await subject.app.services.store.expireHolds(new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const abandoned = await orderOf("sin.respuesta.2@example.com");
    expect(abandoned.status).toBe("expired");
    expect(await sandboxPaymentsOf(subject.database, abandoned.number)).toEqual([{ status: "canceled" }]);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });
  });

  it("answers a doubtful order sent again after the guest signs in and the cart merges, and never another account's order", async () => {
    const store = await insertStore(subject.database, { slug: "duda-sesion", stock: { small: 5 } });
    const lostOrder = async (buyer: ReturnType<typeof shopper>, body: object, key: string) => {
      const lost = await withLostChargeAnswers(subject, "after_charging", () => buyer.order(body, key));
      expect(lost.statusCode).toBe(503);
      expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
    };

    // A guest's charge goes unanswered; the same browser signs in, its cart merges into the account's
    // (the cart cookie goes) and the page sends the order again.
    const guest = shopper();
    await guest.add(store.variants.small, 2);
    const guestBody = checkout(CARD_OK, { contact: { ...contact, email: "duda.invitada@example.com" } });
    const guestKey = `duda-invitada-${Date.now()}`;
    await lostOrder(guest, guestBody, guestKey);
    const signedIn = shopper(await verifiedAccount(subject.app));
    signedIn.token = guest.token;
    expect(cartCookieOf(await signedIn.cart())).toBe("");
    expect(signedIn.token).toBeUndefined();
    const resumed = await signedIn.order(guestBody, guestKey);
    expect(resumed.statusCode).toBe(201);
    const number = resumed.json().order.number;
    expect(resumed.json().order.status).toBe("paid");
    expect(await sandboxPaymentsOf(subject.database, number)).toEqual([{ status: "succeeded" }]);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 3, ledger: 3 });
    // The order followed its lines into the account's cart: what it bought is no longer there.
    expect((await signedIn.cart()).json().cart.items).toEqual([]);

    // A signed-in buyer's order under that key is not answered to another account, nor to the same
    // browser signed out (its session ended meanwhile): both are told to sign in to that account.
    const owner = await verifiedAccount(subject.app);
    const buyer = shopper(owner);
    await buyer.add(store.variants.small, 1);
    const ownerBody = checkout(CARD_OK, { contact: { ...contact, email: owner.email } });
    const ownerKey = `duda-cuenta-${Date.now()}`;
    await lostOrder(buyer, ownerBody, ownerKey);
    for (const other of [shopper(await verifiedAccount(subject.app)), shopper()]) {
      const refused = await other.order(ownerBody, ownerKey);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
      expect(refused.json().error.message).toContain("Inicia sesión con esa cuenta");
    }
    const own = await buyer.order(ownerBody, ownerKey);
    expect(own.json().order.status).toBe("paid");
    expect(await sandboxPaymentsOf(subject.database, own.json().order.number)).toEqual([{ status: "succeeded" }]);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 2, ledger: 2 });
  });

  it("sells exactly the units in stock when many check out the last ones at once", async () => {
    const store = await insertStore(subject.database, { slug: "carrera", stock: { small: 10 } });
    const shoppers = [];
    for (let index = 0; index < 60; index++) {
      const next = shopper();
      expect((await next.add(store.variants.small, 1)).statusCode).toBe(200);
      shoppers.push(next);
    }
    const attempts = await Promise.all(
      shoppers.map((next, index) =>
        next.order(checkout(CARD_OK, { contact: { ...contact, email: `carrera.${index}@example.com` } })),
      ),
    );
    const codes = attempts.map((attempt) => attempt.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(50);
    expect(attempts.find((attempt) => attempt.statusCode === 409)?.json().error.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
    const paid = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from store_orders where store_id = $1 and status = 'paid'",
      [store.storeId],
    );
    expect(paid[0]!.count).toBe(10);
  });
});
