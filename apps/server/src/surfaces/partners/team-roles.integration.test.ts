import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertStore, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * Role changes of a store's and an organizer's team over a real database (one module for every kind
 * of business): owners only, the last owner never demoted (also by two owners demoting each other at
 * once), each change audited, refusals in the business's own words; and a store's low-stock threshold.
 */
describe("team roles of stores and organizers, and the low-stock threshold", () => {
  let subject: TestApp;
  let shop: TestStore;
  let otherShop: TestStore;
  let organizer: number;
  let storeOwner: Account;
  let storeManager: Account;
  let secondOwner: Account;
  let orgOwner: Account;
  let orgManager: Account;
  let stranger: Account;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const call = (
    account: Account | null,
    method: "GET" | "PUT" | "PATCH",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: account ? browser(account.token) : { origin: SITE_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const insertStaff = async (
    table: "store_staff" | "organizer_staff",
    column: string,
    id: number,
    who: Account,
    role: string,
  ) => {
    const [row] = await query<{ id: string }>(
      `insert into ${table} (${column}, user_id, role) values ($1, $2, $3) returning id`,
      [id, who.id, role],
    );
    return row!.id;
  };
  const auditOf = (column: "store_id" | "organizer_id", id: number, action: string) =>
    query<{ actor_id: string; before: { role: string } | null; after: { role: string; threshold?: number } | null }>(
      `select actor_id, before, after from partner_audit_log where ${column} = $1 and action = $2 order by id`,
      [id, action],
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    shop = await insertStore(subject.database, { slug: "equipo", stock: { small: 10, large: 3 } });
    otherShop = await insertStore(subject.database, { slug: "otra-equipo", stock: { small: 1, large: 1 } });
    const [mx] = await query<{ id: number }>("select id from countries where code = 'mx'");
    const [made] = await query<{ id: number }>(
      "insert into organizers (slug, name, country_id) values ('roles-org', 'Roles y Más', $1) returning id",
      [mx!.id],
    );
    organizer = made!.id;
    storeOwner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    storeManager = await verifiedAccount(subject.app, { firstName: "Gema", lastName: "Gerente" });
    secondOwner = await verifiedAccount(subject.app, { firstName: "Sara", lastName: "Socia" });
    orgOwner = await verifiedAccount(subject.app, { firstName: "Omar", lastName: "Organiza" });
    orgManager = await verifiedAccount(subject.app, { firstName: "Mara", lastName: "Gestora" });
    stranger = await verifiedAccount(subject.app, { firstName: "Ezra", lastName: "Extraño" });
  }, 120_000);
  afterAll(() => subject?.close());

  it("lets a store owner promote and demote, never the last owner, audited, refused in the store's words", async () => {
    const ownerRow = await insertStaff("store_staff", "store_id", shop.storeId, storeOwner, "owner");
    const managerRow = await insertStaff("store_staff", "store_id", shop.storeId, storeManager, "store_manager");
    const url = (id: string, lang = "es") => `/partners/stores/${shop.storeId}/staff/${id}?lang=${lang}`;

    const byManager = await call(storeManager, "PATCH", url(ownerRow), { role: "store_manager" });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json().error.message).toContain("tienda");
    expect((await call(stranger, "PATCH", url(managerRow), { role: "owner" })).statusCode).toBe(404);
    expect((await call(null, "PATCH", url(managerRow), { role: "owner" })).statusCode).toBe(401);
    expect((await call(storeOwner, "PATCH", url(managerRow), { role: "host" })).statusCode).toBe(400);
    expect((await call(storeOwner, "PATCH", url(managerRow), { role: "owner\u0000" })).statusCode).toBe(400);

    const lastEs = await call(storeOwner, "PATCH", url(ownerRow), { role: "store_manager" });
    expect(lastEs.statusCode).toBe(409);
    expect(lastEs.json().error).toMatchObject({ code: "LAST_OWNER" });
    expect(lastEs.json().error.message).toContain("La tienda necesita");
    const lastEn = await call(storeOwner, "PATCH", url(ownerRow, "en"), { role: "store_manager" });
    expect(lastEn.json().error.message).toContain("The store needs");
    expect(lastEn.json().error.message).not.toMatch(/venue|lugar|restaurant/i);

    const unknown = await call(storeOwner, "PATCH", url("00000000-0000-4000-8000-000000000000", "en"), {
      role: "owner",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain("store's team");
    // Another store's member is as unknown as a missing one.
    const foreign = await insertStaff("store_staff", "store_id", otherShop.storeId, stranger, "owner");
    expect((await call(storeOwner, "PATCH", url(foreign), { role: "store_manager" })).statusCode).toBe(404);

    const promoted = await call(storeOwner, "PATCH", url(managerRow), { role: "owner" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().member).toMatchObject({ id: managerRow, role: "owner" });
    const demoted = await call(storeManager, "PATCH", url(ownerRow), { role: "store_manager" });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().member.role).toBe("store_manager");
    // The same role again changes nothing and writes no audit line.
    expect((await call(storeManager, "PATCH", url(ownerRow), { role: "store_manager" })).statusCode).toBe(200);

    const audit = await auditOf("store_id", shop.storeId, "store_staff.role");
    expect(audit).toEqual([
      {
        actor_id: storeOwner.id,
        before: expect.objectContaining({ role: "store_manager" }),
        after: expect.objectContaining({ role: "owner" }),
      },
      {
        actor_id: storeManager.id,
        before: expect.objectContaining({ role: "owner" }),
        after: expect.objectContaining({ role: "store_manager" }),
      },
    ]);
    const roles = await query<{ role: string }>("select role from store_staff where store_id = $1 order by role", [
      shop.storeId,
    ]);
    expect(roles.map((row) => row.role)).toEqual(["owner", "store_manager"]);
  });

  it("never leaves a store or an organizer without an owner when two owners demote each other at once", async () => {
    const store = await insertStore(subject.database, { slug: "carrera", stock: { small: 1, large: 1 } });
    const a = await insertStaff("store_staff", "store_id", store.storeId, storeOwner, "owner");
    const b = await insertStaff("store_staff", "store_id", store.storeId, secondOwner, "owner");
    const storeAnswers = await Promise.all([
      call(storeOwner, "PATCH", `/partners/stores/${store.storeId}/staff/${b}`, { role: "store_manager" }),
      call(secondOwner, "PATCH", `/partners/stores/${store.storeId}/staff/${a}`, { role: "store_manager" }),
    ]);
    const [owners] = await query<{ n: number }>(
      "select count(*)::int as n from store_staff where store_id = $1 and role = 'owner'",
      [store.storeId],
    );
    expect(owners!.n).toBe(1);
    // One wins; the other is either refused as the last owner, or no longer an owner at all.
    expect(storeAnswers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect((await auditOf("store_id", store.storeId, "store_staff.role")).length).toBe(1);

    const [org] = await query<{ id: number }>(
      "insert into organizers (slug, name, country_id) select 'carrera-org', 'Carrera', id from countries where code = 'mx' returning id",
    );
    const x = await insertStaff("organizer_staff", "organizer_id", org!.id, orgOwner, "owner");
    const y = await insertStaff("organizer_staff", "organizer_id", org!.id, secondOwner, "owner");
    const five = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        index % 2 === 0
          ? call(orgOwner, "PATCH", `/partners/organizers/${org!.id}/staff/${y}`, { role: "manager" })
          : call(secondOwner, "PATCH", `/partners/organizers/${org!.id}/staff/${x}`, { role: "door" }),
      ),
    );
    expect(
      five
        .map((answer) => `${answer.statusCode} ${answer.statusCode >= 500 ? answer.body : ""}`)
        .filter((text) => !/^(200|403|409) /.test(text)),
    ).toEqual([]);
    const [orgOwners] = await query<{ n: number }>(
      "select count(*)::int as n from organizer_staff where organizer_id = $1 and role = 'owner'",
      [org!.id],
    );
    expect(orgOwners!.n).toBe(1);
    expect((await auditOf("organizer_id", org!.id, "staff.role")).length).toBe(1);
  });

  it("lets an organizer owner change roles, never the last owner, refused in the organizer's words", async () => {
    const ownerRow = await insertStaff("organizer_staff", "organizer_id", organizer, orgOwner, "owner");
    const managerRow = await insertStaff("organizer_staff", "organizer_id", organizer, orgManager, "manager");
    const url = (id: string, lang = "es") => `/partners/organizers/${organizer}/staff/${id}?lang=${lang}`;

    expect((await call(orgManager, "PATCH", url(ownerRow), { role: "door" })).statusCode).toBe(403);
    expect((await call(stranger, "PATCH", url(managerRow), { role: "owner" })).statusCode).toBe(404);
    expect((await call(orgOwner, "PATCH", url(managerRow), { role: "store_manager" })).statusCode).toBe(400);

    const lastEs = await call(orgOwner, "PATCH", url(ownerRow), { role: "manager" });
    expect(lastEs.statusCode).toBe(409);
    expect(lastEs.json().error.message).toContain("El organizador necesita");
    const lastEn = await call(orgOwner, "PATCH", url(ownerRow, "en"), { role: "door" });
    expect(lastEn.json().error.message).toContain("The organizer needs");
    const unknown = await call(orgOwner, "PATCH", url("00000000-0000-4000-8000-000000000000", "en"), { role: "door" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain("organizer's team");
    const removeLast = await inject({
      method: "DELETE",
      url: url(ownerRow),
      headers: browser(orgOwner.token),
    });
    expect(removeLast.statusCode).toBe(409);
    expect(removeLast.json().error.message).toContain("organizador");

    const door = await call(orgOwner, "PATCH", url(managerRow), { role: "door" });
    expect(door.statusCode, door.body).toBe(200);
    expect(door.json().member).toMatchObject({ id: managerRow, role: "door" });
    const audit = await auditOf("organizer_id", organizer, "staff.role");
    expect(audit).toEqual([
      {
        actor_id: orgOwner.id,
        before: expect.objectContaining({ role: "manager" }),
        after: expect.objectContaining({ role: "door" }),
      },
    ]);
  });

  it("sets a variant's low-stock threshold for the store's team, audited, never another store's", async () => {
    const [line] = (await call(storeOwner, "GET", `/partners/stores/${shop.storeId}/stock`)).json().data as {
      variant_id: number;
      stock: number;
    }[];
    const url = (storeId: number, variantId: number) =>
      `/partners/stores/${storeId}/variants/${variantId}/low-stock-threshold`;
    const set = await call(storeManager, "PUT", url(shop.storeId, line!.variant_id), { threshold: line!.stock });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().line).toMatchObject({ threshold: line!.stock, low: true });
    const lowered = await call(storeOwner, "PUT", url(shop.storeId, line!.variant_id), { threshold: 0 });
    expect(lowered.json().line).toMatchObject({ threshold: 0, low: false });

    for (const threshold of [-1, 100_001, 1.5, "3", 1e308, null]) {
      const refused = await call(storeOwner, "PUT", url(shop.storeId, line!.variant_id), { threshold });
      expect(refused.statusCode, String(threshold)).toBe(400);
    }
    const [foreign] = (await call(stranger, "GET", `/partners/stores/${otherShop.storeId}/stock`)).json().data as {
      variant_id: number;
    }[];
    expect((await call(storeOwner, "PUT", url(shop.storeId, foreign!.variant_id), { threshold: 2 })).statusCode).toBe(
      404,
    );
    expect((await call(stranger, "PUT", url(shop.storeId, line!.variant_id), { threshold: 2 })).statusCode).toBe(404);

    const audit = await auditOf("store_id", shop.storeId, "stock.threshold");
    expect(audit.map((row) => [row.actor_id, row.after?.threshold])).toEqual([
      [storeManager.id, line!.stock],
      [storeOwner.id, 0],
    ]);
  });
});
