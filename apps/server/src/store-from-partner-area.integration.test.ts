import { createStore, OnboardingRefused } from "@sobremesa/domain/partners";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "./accounts-testing.ts";
import { buyUnits } from "./store-console-testing.ts";
import { stockOf } from "./store-testing.ts";
import { buildTestApp, type TestApp } from "./testing.ts";

/**
 * A store that exists only through the operator's command and the partner area: created empty for an
 * existing account, harmless to the public pages while empty, then filled, stocked, sold from, shipped
 * and partly refunded by its owner — once per key — counted in the rows and at the sandbox provider.
 */
describe("a store made through the create-store command and the partner console", () => {
  let subject: TestApp;
  let owner: Account;
  let stranger: Account;
  let storeId: number;
  let slug: string;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const as = (account: Account, method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = {}) =>
    inject({ method, url, headers: { ...browser(account.token), ...headers }, ...(payload ? { payload } : {}) });
  const base = () => `/partners/stores/${storeId}`;
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const count = async (sql: string, params: unknown[] = []) => (await query<{ n: number }>(sql, params))[0]!.n;
  const make = (fields: Partial<Parameters<typeof createStore>[1]> = {}) =>
    createStore(
      subject.database.handle.db,
      { name: "Cafetal Oaxaqueño", country: "mx", city: "Oaxaca de Juárez", ownerEmail: owner.email, ...fields },
      { siteUrl: SITE_ORIGIN },
    );
  const refusal = async (fields: Partial<Parameters<typeof createStore>[1]>) => {
    const error = await make(fields).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OnboardingRefused);
    return (error as Error).message;
  };
  /** Refunds the sandbox provider gave: each payment object keeps them by idempotency key. */
  const refundsAtProvider = () =>
    count(
      `select coalesce(sum((select count(*) from jsonb_object_keys(coalesce(data->'refunds', '{}'::jsonb)))), 0)::int as n
       from sandbox_billing_objects`,
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1, pages: true });
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña", language: "en" });
    stranger = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
  });
  afterAll(async () => {
    await subject.close();
  });

  it("refuses unclear input and an owner without an account, creating nothing", async () => {
    expect(await refusal({ country: "ar" })).toBe("--country expects mx, co or cr");
    expect(await refusal({ ownerEmail: "not-an-address" })).toContain("--owner-email");
    expect(await refusal({ name: "x" })).toContain("--name");
    expect(await refusal({ city: " " })).toContain("--city");
    expect(await refusal({ city: "Oaxaca\u0000" })).toContain("--city");
    expect(await refusal({ name: "Café\u0000" })).toContain("--name");
    expect(await refusal({ ownerEmail: "ana\u0000@example.com" })).toContain("--owner-email");
    expect(await refusal({ name: "¡¡!!" })).toContain("letters or digits");
    expect(await refusal({ name: "Checkout" })).toContain("/stores/checkout/");
    expect(await refusal({ ownerEmail: "nadie.aqui@example.com" })).toContain("must sign up");
    expect(await count("select count(*)::int as n from stores where slug = 'cafetal-oaxaqueno'")).toBe(0);
  });

  it("creates an active, empty store owned at once by the account, told by e-mail in its language, audited", async () => {
    const made = await make({ ownerEmail: ` ${owner.email.toUpperCase()} `, language: "en" });
    storeId = made.storeId;
    slug = made.slug;
    expect(made).toMatchObject({ slug: "cafetal-oaxaqueno", currency: "MXN" });
    expect(made.consoleLink).toBe(`${SITE_ORIGIN}/en/partners/store/${storeId}/`);
    expect(await refusal({ name: "Cafetal  oaxaqueño" })).toContain(
      "already has the address /stores/cafetal-oaxaqueno/",
    );
    // Two operators at once with the same name: one store.
    const racing = await Promise.allSettled([make({ name: "Dos a la vez" }), make({ name: "Dos a la vez" })]);
    expect(racing.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await count("select count(*)::int as n from stores where slug = 'dos-a-la-vez'")).toBe(1);

    const [store] = await query<Record<string, unknown>>(
      `select s.active, s.currency, s.city_name, s.tagline_es, s.description_en, c.code
       from stores s join countries c on c.id = s.country_id where s.id = $1`,
      [storeId],
    );
    expect(store).toEqual({
      active: true,
      currency: "MXN",
      city_name: "Oaxaca de Juárez",
      tagline_es: "",
      description_en: "",
      code: "mx",
    });
    expect(
      await query("select code, price_minor, min_days, max_days from store_shipping_options where store_id = $1", [
        storeId,
      ]),
    ).toEqual([{ code: "standard", price_minor: 14900, min_days: 3, max_days: 6 }]);
    expect(await query("select user_id, role from store_staff where store_id = $1", [storeId])).toEqual([
      { user_id: owner.id, role: "owner" },
    ]);
    const mails = await query<{ language: string; subject: string; body: string; dedup_key: string }>(
      "select language, subject, body, dedup_key from outbox_messages where recipient = $1 and template = 'partners-store-owner'",
      [owner.email],
    );
    // One for this store, one for the store of the race above.
    expect(mails).toHaveLength(2);
    const mail = mails.find((row) => row.dedup_key === `partners-store-owner:${storeId}`);
    expect(mail).toMatchObject({ language: "en", subject: "Your store Cafetal Oaxaqueño is now on Sobremesa" });
    expect(mail?.body).toContain(made.consoleLink);
    expect(await query("select action, actor_id from partner_audit_log where store_id = $1", [storeId])).toEqual([
      { action: "store.create", actor_id: null },
    ]);
  });

  it("keeps the public pages whole while the store is empty", async () => {
    const list = await inject({ url: "/api/stores?lang=es" });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((card: { slug: string }) => card.slug === slug)).toMatchObject({
      product_count: 0,
      tagline: "",
      city_name: "Oaxaca de Juárez",
    });
    for (const lang of ["es", "en"]) {
      const page = await inject({ url: `/api/stores/${slug}?lang=${lang}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({ products: [], total: 0 });
    }
    for (const [url, text] of [
      [`/stores/${slug}/`, "Esta tienda todavía no tiene productos."],
      [`/en/stores/${slug}/`, "This store has no products yet."],
    ] as const) {
      const page = await inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain(text);
      expect(page.body).toContain("Oaxaca de Juárez");
    }
    for (const url of ["/stores/", "/en/stores/"]) {
      const page = await inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain("Cafetal Oaxaqueño");
    }
    const sitemap = await inject({ url: "/sitemap.xml" });
    expect(sitemap.statusCode).toBe(200);
    const stores = await inject({ url: "/sitemaps/stores-1.xml" });
    expect(stores.statusCode).toBeLessThan(500);
    expect(stores.body).not.toContain(`/stores/${slug}/`);
  });

  it("is filled, stocked, sold from, shipped and partly refunded once through the console", async () => {
    expect((await as(stranger, "GET", base())).statusCode).toBe(404);
    const mine = await as(owner, "GET", `${base()}?lang=en`);
    expect(mine.json()).toMatchObject({ store: { id: storeId, role: "owner" } });
    const catalogue = (await as(owner, "GET", `${base()}/products?lang=es`)).json();
    expect(catalogue.data).toEqual([]);
    const created: LightMyRequestResponse = await as(owner, "POST", `${base()}/products?lang=es`, {
      category_id: catalogue.categories[0].id,
      name_es: "Café de Pluma",
      name_en: "Pluma coffee",
      description_es: "Tueste medio, notas de chocolate.",
      description_en: "Medium roast, chocolate notes.",
      active: true,
      variant: { sku: "PLUMA-250", name_es: "250 g", name_en: "250 g", price: 22000, threshold: 2, active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const variantId = created.json().product.variants[0].id as number;
    const received = await as(owner, "POST", `${base()}/stock-movements?lang=es`, {
      variant_id: variantId,
      quantity: 12,
      reason: "receipt",
      note: "Primer lote",
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(subject.database, variantId)).toEqual({ stock: 12, ledger: 12 });

    const page = (await inject({ url: `/api/stores/${slug}?lang=en` })).json();
    expect(page.products.map((product: { name: string }) => product.name)).toEqual(["Pluma coffee"]);

    const placed = await buyUnits(subject, [{ variantId, quantity: 3 }], { email: "diner.pluma@example.com" });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order as { number: string; total: { amount: number } };
    expect(await stockOf(subject.database, variantId)).toEqual({ stock: 9, ledger: 9 });

    const step = (payload: object) => as(owner, "POST", `${base()}/orders/${order.number}/steps?lang=es`, payload);
    for (const name of ["pick", "pack"]) expect((await step({ step: name })).statusCode).toBe(200);
    const shipped = await step({ step: "ship", carrier: "Estafeta", tracking_number: "EST-998877" });
    expect(shipped.json().order).toMatchObject({ status: "shipped", tracking_number: "EST-998877" });

    const refund = (key: string, payload: object) =>
      as(owner, "POST", `${base()}/orders/${order.number}/refunds?lang=es`, payload, { "idempotency-key": key });
    const part = { amount: 22000, items: [{ variant_id: variantId, quantity: 1 }], note: "Bolsa rota" };
    expect((await refund("pluma-part-1", part)).statusCode).toBe(200);
    expect((await refund("pluma-part-1", part)).statusCode).toBe(200);
    const sameKey = await Promise.all(Array.from({ length: 5 }, () => refund("pluma-part-1", part)));
    expect(sameKey.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    // Five different keys at once for all that is left: one refund goes through.
    const rest = order.total.amount - 22000;
    const manyKeys = await Promise.all(
      Array.from({ length: 5 }, (_, index) => refund(`pluma-rest-${index}`, { amount: rest })),
    );
    expect(manyKeys.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(manyKeys.every((answer) => answer.statusCode < 500)).toBe(true);

    expect(await refundsAtProvider()).toBe(2);
    expect(
      await query(
        `select (select count(*)::int from store_orders where store_id = $1) as orders,
                (select count(*)::int from store_order_refunds r join store_orders o on o.id = r.order_id
                  where o.store_id = $1) as store_refunds,
                (select count(*)::int from refunds r join payments p on p.id = r.payment_id
                  join store_orders o on o.id = p.order_id where o.store_id = $1 and r.status = 'succeeded') as payment_refunds,
                (select count(*)::int from payments p join store_orders o on o.id = p.order_id where o.store_id = $1) as payments`,
        [storeId],
      ),
    ).toEqual([{ orders: 1, store_refunds: 2, payment_refunds: 2, payments: 1 }]);
    // The bag that came back is stock again, once.
    expect(await stockOf(subject.database, variantId)).toEqual({ stock: 10, ledger: 10 });
    const audit = await query<{ action: string }>(
      "select action from partner_audit_log where store_id = $1 order by id",
      [storeId],
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["store.create", "product.create", "stock.receipt"]),
    );
  });

  it("lets the owner alone write the store's texts and shipping prices, from the version read, audited", async () => {
    const manager = await verifiedAccount(subject.app, { firstName: "Gema", lastName: "Gerente" });
    await query("insert into store_staff (store_id, user_id, role) values ($1, $2, 'store_manager')", [
      storeId,
      manager.id,
    ]);
    const url = `${base()}/settings?lang=en`;
    expect((await as(stranger, "GET", url)).statusCode).toBe(404);
    expect((await as(manager, "GET", url)).statusCode).toBe(403);
    const read = (await as(owner, "GET", url)).json().settings;
    expect(read).toMatchObject({ tagline_es: "", description_en: "", version: 0 });
    expect(read.shipping).toEqual([
      expect.objectContaining({ code: "standard", price: { amount: 14900, currency: "MXN" }, min_days: 3 }),
    ]);
    const edit = {
      tagline_es: "Café de Oaxaca, tostado cada semana",
      tagline_en: "Oaxacan coffee, roasted weekly",
      description_es: "Tostamos café de productores de la Sierra Sur.",
      description_en: "We roast coffee from Sierra Sur growers.",
      version: 0,
      shipping: [{ id: read.shipping[0].id, price: 9900, free_from: null }],
    };
    expect((await as(manager, "PUT", url, edit)).statusCode).toBe(403);
    const foreign = await as(owner, "PUT", url, { ...edit, shipping: [{ id: 999_999, price: 1, free_from: null }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toContain("shipping option");
    const hostile = await as(owner, "PUT", url, { ...edit, tagline_es: "a\u0000b", version: 1e300 });
    expect(hostile.statusCode).toBe(400);
    // Two edits from the same reading: one wins, the other is told to reload.
    const answers = await Promise.all([
      as(owner, "PUT", url, edit),
      as(owner, "PUT", url, { ...edit, tagline_en: "Coffee from Oaxaca" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stale = answers.find((answer) => answer.statusCode === 409)!;
    expect(stale.json().error.message).toContain("Someone else changed this");
    expect((await as(owner, "GET", url)).json().settings).toMatchObject({
      version: 1,
      shipping: [expect.objectContaining({ price: { amount: 9900, currency: "MXN" }, free_from: null })],
    });
    // The settings page, in each language, for the owner only.
    for (const [path, text] of [
      [`/socios/tienda/${storeId}/ajustes/`, "Ajustes de la tienda"],
      [`/en/partners/store/${storeId}/settings/`, "Store settings"],
    ] as const) {
      const html = await as(owner, "GET", path);
      expect(html.statusCode, path).toBe(200);
      expect(html.body).toContain(text);
      expect(html.body).toContain("Café de Oaxaca, tostado cada semana");
      expect((await as(manager, "GET", path)).statusCode).toBe(403);
      expect((await as(stranger, "GET", path)).statusCode).toBe(404);
    }
    const page = await inject({ url: `/api/stores/${slug}?lang=es` });
    expect(page.json().store).toMatchObject({
      tagline: "Café de Oaxaca, tostado cada semana",
      description: "Tostamos café de productores de la Sierra Sur.",
    });
    const audit = await query<{ actor_id: string; before: { version: number }; after: { shipping: unknown } }>(
      "select actor_id, before, after from partner_audit_log where store_id = $1 and action = 'store.settings'",
      [storeId],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: owner.id,
      before: { version: 0 },
      after: { shipping: [{ code: "standard", priceMinor: 9900, freeFromMinor: null }] },
    });
  });
});
