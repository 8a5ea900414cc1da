import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buyUnits } from "../../store-console-testing.ts";
import { insertStore, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * Products and variants in the partner area: es and en texts, prices with their IVA, versioned edits
 * (409 on a stale version), audited, refused to strangers, and a new price that leaves paid orders alone.
 */
describe("store console API: products and variants", () => {
  let subject: TestApp;
  let shop: TestStore;
  let otherShop: TestStore;
  let manager: Account;
  let stranger: Account;
  let categoryId: number;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: account ? browser(account.token) : { origin: SITE_ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const base = () => `/partners/stores/${shop.storeId}`;
  const variantBody = { name_es: "500 g", name_en: "500 g", price: 46400, threshold: 4, active: true };
  const productBody = () => ({
    category_id: categoryId,
    name_es: "Café de Veracruz",
    name_en: "Veracruz coffee",
    description_es: "Tueste oscuro.",
    description_en: "Dark roast.",
    active: true,
    variant: { ...variantBody, sku: `VER-${Date.now()}` },
  });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    shop = await insertStore(subject.database, { slug: "catalogo", stock: { small: 20, large: 5 } });
    otherShop = await insertStore(subject.database, { slug: "catalogo-ajeno" });
    manager = await verifiedAccount(subject.app);
    stranger = await verifiedAccount(subject.app);
    await subject.database.handle.query(
      "insert into store_staff (store_id, user_id, role) values ($1, $2, 'store_manager'), ($3, $4, 'owner')",
      [shop.storeId, manager.id, otherShop.storeId, stranger.id],
    );
    const [category] = await subject.database.handle.query<{ id: number }>(
      "select id from store_categories where store_id = $1",
      [shop.storeId],
    );
    categoryId = category!.id;
  });
  afterAll(async () => {
    await subject.close();
  });

  it("creates a product with its first variant, showing the IVA its price includes, audited", async () => {
    const created = await call(manager, "POST", `${base()}/products?lang=en`, productBody());
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ name_es: "Café de Veracruz", name_en: "Veracruz coffee", version: 0 });
    // 464.00 with Mexico's 16 % IVA included: 64.00 of it is tax.
    expect(product.variants[0]).toMatchObject({ price: { amount: 46400 }, tax: { amount: 6400 }, stock: 0 });
    const list = (await call(manager, "GET", `${base()}/products?lang=es`)).json();
    expect(list.tax_rate_percent).toBe(16);
    expect(list.data.map((row: { id: number }) => row.id)).toContain(product.id);
    const [audit] = await subject.database.handle.query<{ action: string }>(
      "select action from partner_audit_log where store_id = $1 and entity_id = $2",
      [shop.storeId, String(product.id)],
    );
    expect(audit?.action).toBe("product.create");

    const sameSku = await call(manager, "POST", `${base()}/products/${product.id}/variants?lang=es`, {
      ...variantBody,
      sku: product.variants[0].sku,
    });
    expect(sameSku.statusCode).toBe(409);
    const foreignCategory = await call(manager, "POST", `${base()}/products`, {
      ...productBody(),
      category_id: 999_999,
    });
    expect(foreignCategory.statusCode).toBe(400);
    const [count] = await subject.database.handle.query<{ n: number }>(
      "select count(*)::int as n from store_products where store_id = $1",
      [shop.storeId],
    );
    expect(count!.n).toBe(2);
  });

  it("refuses an edit from a stale version with 409, and hides a product", async () => {
    const product = (await call(manager, "POST", `${base()}/products`, productBody())).json().product;
    const edit = {
      category_id: categoryId,
      name_es: "Café de Veracruz, lote 2",
      name_en: "Veracruz coffee, lot 2",
      description_es: "Tueste medio.",
      description_en: "Medium roast.",
      active: false,
      version: 0,
    };
    const first = await call(manager, "PUT", `${base()}/products/${product.id}?lang=es`, edit);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().product).toMatchObject({ version: 1, active: false, name_en: "Veracruz coffee, lot 2" });
    const stale = await call(manager, "PUT", `${base()}/products/${product.id}?lang=en`, { ...edit, name_es: "Otro" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain("Someone else changed this");
    // Two edits at once from the same version: one wins, the other is told.
    const variant = product.variants[0];
    const answers = await Promise.all(
      [46000, 47000].map((price) =>
        call(manager, "PUT", `${base()}/variants/${variant.id}`, { ...variantBody, price, version: 0 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it("changes a price without altering a paid order, recording the change", async () => {
    const [before] = await subject.database.handle.query<{ version: number; price_minor: number }>(
      "select version, price_minor from store_variants where id = $1",
      [shop.variants.small],
    );
    const placed = await buyUnits(subject, [{ variantId: shop.variants.small, quantity: 1 }]);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().order;
    const changed = await call(manager, "PUT", `${base()}/variants/${shop.variants.small}`, {
      ...variantBody,
      price: before!.price_minor + 5000,
      version: before!.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await inject({
      url: `/api/store/orders/${order.number}?email=${encodeURIComponent(order.contact.email)}`,
    });
    expect(page.json().order.items[0].unit_price.amount).toBe(before!.price_minor);
    expect(page.json().order.total.amount).toBe(order.total.amount);
    const history = await subject.database.handle.query<{ old_price_minor: number; new_price_minor: number }>(
      "select old_price_minor, new_price_minor from store_price_changes where variant_id = $1",
      [shop.variants.small],
    );
    expect(history).toEqual([{ old_price_minor: before!.price_minor, new_price_minor: before!.price_minor + 5000 }]);
  });

  it("answers strangers to the store with 404 and nobody with 401, changing nothing", async () => {
    const [variant] = await subject.database.handle.query<{ version: number }>(
      "select version from store_variants where id = $1",
      [shop.variants.large],
    );
    const endpoints: { method: "GET" | "POST" | "PUT"; url: string; body?: object }[] = [
      { method: "GET", url: `${base()}/products` },
      { method: "POST", url: `${base()}/products`, body: productBody() },
      {
        method: "PUT",
        url: `${base()}/products/1`,
        body: { ...productBody(), variant: undefined, version: 0 },
      },
      { method: "POST", url: `${base()}/products/1/variants`, body: { ...variantBody, sku: "AJENO-1" } },
      {
        method: "PUT",
        url: `${base()}/variants/${shop.variants.large}`,
        body: { ...variantBody, version: variant!.version },
      },
    ];
    for (const endpoint of endpoints) {
      expect((await call(null, endpoint.method, endpoint.url, endpoint.body)).statusCode, endpoint.url).toBe(401);
      expect((await call(stranger, endpoint.method, endpoint.url, endpoint.body)).statusCode, endpoint.url).toBe(404);
    }
    // The other store's owner edits a variant of this store through their own store's address: unknown.
    const crossing = await call(
      stranger,
      "PUT",
      `/partners/stores/${otherShop.storeId}/variants/${shop.variants.large}`,
      {
        ...variantBody,
        version: variant!.version,
      },
    );
    expect(crossing.statusCode).toBe(404);
    const [after] = await subject.database.handle.query<{ version: number }>(
      "select version from store_variants where id = $1",
      [shop.variants.large],
    );
    expect(after!.version).toBe(variant!.version);
  });
});
