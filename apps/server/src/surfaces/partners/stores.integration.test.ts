import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buyUnits } from "../../store-console-testing.ts";
import { insertStore, stockOf, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * The stores in the partner area over a real database: each store's team (owners name managers by
 * an account's e-mail), an authorization sweep of every store endpoint, stock only through the
 * ledger (never below zero, low-stock e-mails once per crossing) and the audit lines of each change.
 */
describe("store console API: team, authorization and stock", () => {
  let subject: TestApp;
  let shop: TestStore;
  let otherShop: TestStore;
  let owner: Account;
  let manager: Account;
  let otherOwner: Account;
  let venueOwner: Account;
  let operator: Account;
  let diner: Account;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const as = (account: Account | null) => (account ? browser(account.token) : { origin: SITE_ORIGIN });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: { ...as(account), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const addStoreStaff = async (storeId: number, account: Account, role: string) => {
    const [row] = await subject.database.handle.query<{ id: string }>(
      "insert into store_staff (store_id, user_id, role) values ($1, $2, $3) returning id",
      [storeId, account.id, role],
    );
    return row!.id;
  };
  const auditOf = (storeId: number) =>
    subject.database.handle.query<{ action: string; actor_id: string | null; place_id: number | null }>(
      "select action, actor_id, place_id from partner_audit_log where store_id = $1 order by id",
      [storeId],
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    shop = await insertStore(subject.database, { slug: "consola", stock: { small: 20, large: 6 } });
    otherShop = await insertStore(subject.database, { slug: "ajena", stock: { small: 5, large: 5 } });
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    manager = await verifiedAccount(subject.app, { firstName: "Gema", lastName: "Gerente", language: "en" });
    otherOwner = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    venueOwner = await verifiedAccount(subject.app, { firstName: "Vera", lastName: "Restaurantera" });
    operator = await verifiedAccount(subject.app, { firstName: "Oscar", lastName: "Operador" });
    diner = await verifiedAccount(subject.app, { firstName: "Diana", lastName: "Comensal" });
    await addStoreStaff(shop.storeId, owner, "owner");
    await addStoreStaff(otherShop.storeId, otherOwner, "owner");
    const [place] = await subject.database.handle.query<{ id: number }>("select id from places order by id limit 1");
    await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, 'owner')", [
      place!.id,
      venueOwner.id,
    ]);
    await subject.database.handle.query("insert into user_roles (user_id, role) values ($1, 'store_manager')", [
      operator.id,
    ]);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("lets an owner name a store manager by an existing account's e-mail, and remove them, audited", async () => {
    const nobody = await call(owner, "POST", `/partners/stores/${shop.storeId}/staff?lang=es`, {
      email: "nadie.aun@example.com",
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.code).toBe("STORE_STAFF_NO_ACCOUNT");
    expect(nobody.json().error.message).toContain("primero cree su cuenta");
    const inEnglish = await call(owner, "POST", `/partners/stores/${shop.storeId}/staff?lang=en`, {
      email: "nobody.yet@example.com",
    });
    expect(inEnglish.json().error.message).toContain("create an account first");

    const granted = await call(owner, "POST", `/partners/stores/${shop.storeId}/staff?lang=es`, {
      email: ` ${manager.email.toUpperCase()} `,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const member = granted.json().member;
    expect(member).toMatchObject({ userId: manager.id, role: "store_manager", email: manager.email });
    const again = await call(owner, "POST", `/partners/stores/${shop.storeId}/staff`, { email: manager.email });
    expect(again.statusCode).toBe(409);

    const staff = (await call(manager, "GET", `/partners/stores/${shop.storeId}/staff`)).json().staff;
    expect(staff.map((row: { role: string }) => row.role).sort()).toEqual(["owner", "store_manager"]);
    // A manager runs the store but does not change its team.
    const byManager = await call(manager, "POST", `/partners/stores/${shop.storeId}/staff`, { email: diner.email });
    expect(byManager.statusCode).toBe(403);

    const temporary = await call(owner, "POST", `/partners/stores/${shop.storeId}/staff`, { email: diner.email });
    const removed = await call(owner, "DELETE", `/partners/stores/${shop.storeId}/staff/${temporary.json().member.id}`);
    expect(removed.json()).toEqual({ removed: true });
    const ownerRow = staff.find((row: { role: string }) => row.role === "owner");
    expect((await call(owner, "DELETE", `/partners/stores/${shop.storeId}/staff/${ownerRow.id}`)).statusCode).toBe(404);

    const audit = await auditOf(shop.storeId);
    expect(audit.map((row) => row.action)).toEqual(["store_staff.grant", "store_staff.grant", "store_staff.remove"]);
    expect(audit.every((row) => row.actor_id === owner.id && row.place_id === null)).toBe(true);
  });

  it("lists each person's stores beside their venues, and every store for an operator's global role", async () => {
    const mine = (await call(manager, "GET", "/partners/stores")).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: shop.storeId, role: "store_manager" })]);
    expect((await call(venueOwner, "GET", "/partners/stores")).json().data).toEqual([]);
    expect((await call(venueOwner, "GET", "/partners/venues")).json().data).toHaveLength(1);
    const all = (await call(operator, "GET", "/partners/stores")).json().data.map((row: { id: number }) => row.id);
    expect(all).toEqual(expect.arrayContaining([shop.storeId, otherShop.storeId]));
    expect((await call(null, "GET", "/partners/stores")).statusCode).toBe(401);
  });

  it("answers every store endpoint with 401, 404 or 403 to those who may not, and nothing of another store", async () => {
    const [order] = await subject.database.handle.query<{ number: string }>("select 'PED-AAAAAA' as number");
    const id = shop.storeId;
    const variant = shop.variants.small;
    const endpoints: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown; ownerOnly?: boolean }[] =
      [
        { method: "GET", url: `/partners/stores/${id}` },
        { method: "GET", url: `/partners/stores/${id}/staff` },
        { method: "POST", url: `/partners/stores/${id}/staff`, body: { email: diner.email }, ownerOnly: true },
        {
          method: "DELETE",
          url: `/partners/stores/${id}/staff/00000000-0000-4000-8000-000000000000`,
          ownerOnly: true,
        },
        { method: "GET", url: `/partners/stores/${id}/stock` },
        {
          method: "POST",
          url: `/partners/stores/${id}/stock-movements`,
          body: { variant_id: variant, quantity: 1, reason: "receipt", note: "Prueba" },
        },
        {
          method: "PUT",
          url: `/partners/stores/${id}/variants/${variant}/low-stock-threshold`,
          body: { threshold: 3 },
        },
        { method: "GET", url: `/partners/stores/${id}/orders` },
        { method: "GET", url: `/partners/stores/${id}/orders/${order!.number}` },
        { method: "POST", url: `/partners/stores/${id}/orders/${order!.number}/steps`, body: { step: "pick" } },
        { method: "POST", url: `/partners/stores/${id}/orders/${order!.number}/cancellation`, body: {} },
      ];
    for (const endpoint of endpoints) {
      const label = `${endpoint.method} ${endpoint.url}`;
      expect((await call(null, endpoint.method, endpoint.url, endpoint.body)).statusCode, label).toBe(401);
      for (const stranger of [otherOwner, venueOwner, diner])
        expect((await call(stranger, endpoint.method, endpoint.url, endpoint.body)).statusCode, label).toBe(404);
      if (endpoint.ownerOnly) {
        expect((await call(manager, endpoint.method, endpoint.url, endpoint.body)).statusCode, label).toBe(403);
        expect((await call(operator, endpoint.method, endpoint.url, endpoint.body)).statusCode, label).toBe(403);
      }
    }
    const refund = await call(
      otherOwner,
      "POST",
      `/partners/stores/${id}/orders/${order!.number}/refunds`,
      { amount: 100 },
      { "idempotency-key": "sweep-refund-1" },
    );
    expect(refund.statusCode).toBe(404);
    // Another store's variant, through this store's address, is unknown here.
    const crossing = await call(owner, "POST", `/partners/stores/${id}/stock-movements`, {
      variant_id: otherShop.variants.small,
      quantity: 5,
      reason: "receipt",
      note: "No es mía",
    });
    expect(crossing.statusCode).toBe(404);
    expect(await stockOf(subject.database, otherShop.variants.small)).toEqual({ stock: 5, ledger: 5 });
    // Strangers' ids never reach an answer: the other store's variants are not in this store's stock.
    const stock = (await call(owner, "GET", `/partners/stores/${id}/stock`)).json().data;
    expect(stock.map((line: { variant_id: number }) => line.variant_id).sort()).toEqual(
      [shop.variants.small, shop.variants.large].sort(),
    );
    expect((await call(owner, "GET", `/partners/stores/${otherShop.storeId}/stock`)).statusCode).toBe(404);
    expect((await call(operator, "GET", `/partners/stores/${otherShop.storeId}/stock`)).statusCode).toBe(200);
  });

  it("moves stock only through the ledger with a reason, never below zero, audited", async () => {
    const url = `/partners/stores/${shop.storeId}/stock-movements?lang=es`;
    const before = await stockOf(subject.database, shop.variants.large);
    const receipt = await call(manager, "POST", url, {
      variant_id: shop.variants.large,
      quantity: 4,
      reason: "receipt",
      note: "Entrega del proveedor",
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().line.stock).toBe(before.stock + 4);
    const tooMuch = await call(manager, "POST", url, {
      variant_id: shop.variants.large,
      quantity: -1000,
      reason: "adjustment",
      note: "Conteo",
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe("STOCK_BELOW_ZERO");
    const negativeReceipt = await call(manager, "POST", url, {
      variant_id: shop.variants.large,
      quantity: -1,
      reason: "receipt",
      note: "Mal",
    });
    expect(negativeReceipt.statusCode).toBe(400);
    const noReason = await call(manager, "POST", url, {
      variant_id: shop.variants.large,
      quantity: 1,
      reason: "receipt",
    });
    expect(noReason.statusCode).toBe(400);
    expect(await stockOf(subject.database, shop.variants.large)).toEqual({
      stock: before.stock + 4,
      ledger: before.stock + 4,
    });
    const [movement] = await subject.database.handle.query<{ reason: string; note: string; actor_user_id: string }>(
      "select reason, note, actor_user_id from store_stock_movements where variant_id = $1 order by id desc limit 1",
      [shop.variants.large],
    );
    expect(movement).toEqual({ reason: "receipt", note: "Entrega del proveedor", actor_user_id: manager.id });
    expect((await auditOf(shop.storeId)).map((row) => row.action)).toContain("stock.receipt");
  });

  it("shows the team's stock moves in the store audit, which each team reads for its own stores only", async () => {
    const store = subject.app.services.store;
    expect(await store.auditScope(operator.id)).toBe("all");
    expect(await store.auditScope(diner.id)).toBeNull();
    expect(await store.auditScope(otherOwner.id)).toEqual([otherShop.storeId]);
    const theirs = await store.audit(undefined, "es", [otherShop.storeId]);
    expect(theirs?.stores.map((entry) => entry.slug)).toEqual(["ajena"]);
    expect(await store.audit("consola", "es", [otherShop.storeId])).toBeNull();
    const audit = await store.audit("consola", "es");
    expect(audit?.ledger).toContainEqual(
      expect.objectContaining({
        reason: "receipt",
        note: "Entrega del proveedor",
        actor: expect.stringContaining("Gema"),
      }),
    );
    expect(audit?.reconciliation.variant_mismatches).toEqual([]);
  });

  it("never lets 5 adjustments and checkouts at once take stock below zero", async () => {
    const store = await insertStore(subject.database, { slug: "carrera", stock: { small: 3, large: 1 } });
    await addStoreStaff(store.storeId, owner, "owner");
    const adjustments = Array.from({ length: 5 }, () =>
      call(owner, "POST", `/partners/stores/${store.storeId}/stock-movements`, {
        variant_id: store.variants.small,
        quantity: -1,
        reason: "adjustment",
        note: "Merma",
      }),
    );
    const checkouts = Array.from({ length: 5 }, (_, index) =>
      buyUnits(subject, [{ variantId: store.variants.small, quantity: 1 }], { email: `carrera${index}@example.com` }),
    );
    const answers = await Promise.all([...adjustments, ...checkouts]);
    const succeeded = answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201).length;
    expect(succeeded).toBe(3);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await stockOf(subject.database, store.variants.small)).toEqual({ stock: 0, ledger: 0 });
  });

  it("e-mails the store's owners and managers, each in their language, once per fall to the threshold", async () => {
    const store = await insertStore(subject.database, { slug: "umbral", stock: { small: 10, large: 5 } });
    await addStoreStaff(store.storeId, owner, "owner");
    await addStoreStaff(store.storeId, manager, "store_manager");
    const threshold = await call(
      owner,
      "PUT",
      `/partners/stores/${store.storeId}/variants/${store.variants.small}/low-stock-threshold`,
      { threshold: 6 },
    );
    expect(threshold.json().line).toMatchObject({ threshold: 6, low: false });
    const alerts = () =>
      subject.database.handle.query<{ recipient: string; language: string; subject: string }>(
        "select recipient, language, subject from outbox_messages where template = 'store-low-stock' and body like $1 order by recipient",
        [`%umbral-250%`],
      );
    // 10 → 8: above the threshold, nothing.
    expect((await buyUnits(subject, [{ variantId: store.variants.small, quantity: 2 }])).statusCode).toBe(201);
    expect(await alerts()).toEqual([]);
    // 8 → 6 by a sale: the crossing e-mails both, each in their language.
    expect((await buyUnits(subject, [{ variantId: store.variants.small, quantity: 2 }])).statusCode).toBe(201);
    const first = await alerts();
    expect(first).toHaveLength(2);
    expect(first.find((row) => row.recipient === owner.email)).toMatchObject({ language: "es" });
    expect(first.find((row) => row.recipient === manager.email)).toMatchObject({ language: "en" });
    expect(first.find((row) => row.recipient === manager.email)?.subject).toContain("running low");
    // 6 → 5 by another sale: still below, no new e-mail.
    expect((await buyUnits(subject, [{ variantId: store.variants.small, quantity: 1 }])).statusCode).toBe(201);
    expect(await alerts()).toHaveLength(2);
    // A receipt lifts it above, a movement takes it back down: a new crossing, new e-mails.
    const url = `/partners/stores/${store.storeId}/stock-movements`;
    await call(manager, "POST", url, {
      variant_id: store.variants.small,
      quantity: 10,
      reason: "receipt",
      note: "Llegó",
    });
    expect(await alerts()).toHaveLength(2);
    await call(manager, "POST", url, {
      variant_id: store.variants.small,
      quantity: -9,
      reason: "adjustment",
      note: "Rotos",
    });
    expect(await alerts()).toHaveLength(4);
  });
});
