import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue's menu in the partner console over a real database: sections and items created, edited,
 * reordered and removed, the lost update, the audit log, and the public place pages showing the
 * change (signed in at once; signed out once the minute of shared caching is over).
 */
describe("partner console: menu", () => {
  let subject: TestApp;
  let manager: Account;
  let otherManager: Account;
  let host: Account;
  let place: { id: number; slug: string };

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: account ? browser(account.token) : { origin: SITE_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const base = () => `/partners/venues/${place.id}/menu`;
  const query = <T = Record<string, unknown>>(sql: string, values: unknown[] = [place.id]) =>
    subject.database.handle.query<T>(sql, values);
  const readMenu = async (account = manager) => {
    const response = await call(account, "GET", base());
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      currency: string;
      sections: {
        id: number;
        nameEs: string;
        version: number;
        items: { id: number; nameEs: string; version: number; price: number }[];
      }[];
    };
  };
  const item = (sectionId: number, nameEs: string, price = 12_500) => ({
    sectionId,
    nameEs,
    nameEn: `${nameEs} (en)`,
    descriptionEs: "Con salsa verde",
    descriptionEn: "With green sauce",
    price,
    dietaryTags: ["vegetarian", "spicy"],
  });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3, pages: true });
    await subject.app.ready();
    const [row] = await subject.database.handle.query<{ id: number; slug: string }>(
      "select id, slug from places where currency = 'MXN' order by id limit 1",
    );
    place = row!;
    manager = await verifiedAccount(subject.app, { firstName: "Mina", lastName: "Gerente" });
    otherManager = await verifiedAccount(subject.app, { firstName: "Marco", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Héctor", lastName: "Anfitrión" });
    for (const [account, role] of [
      [manager, "manager"],
      [otherManager, "manager"],
      [host, "host"],
    ] as const)
      await query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        place.id,
        account.id,
        role,
      ]);
  }, 120_000);
  afterAll(() => subject?.close());

  it("adds sections and items, reorders them with up and down, and lets hosts read only", async () => {
    const before = await readMenu(host);
    expect(before.currency).toBe("MXN");
    const section = await call(manager, "POST", `${base()}/sections`, { nameEs: "Antojitos", nameEn: "Snacks" });
    expect(section.statusCode, section.body).toBe(201);
    const sectionId = section.json().section.id as number;
    const ids: number[] = [];
    for (const name of ["Sopes", "Tlacoyos", "Gorditas"]) {
      const created = await call(manager, "POST", `${base()}/items`, item(sectionId, name));
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().item.id);
    }
    const moved = await call(manager, "POST", `${base()}/items/${ids[2]}/moves`, { direction: "up" });
    expect(moved.statusCode, moved.body).toBe(200);
    const sectionUp = await call(manager, "POST", `${base()}/sections/${sectionId}/moves`, { direction: "up" });
    expect(sectionUp.statusCode, sectionUp.body).toBe(200);
    const menu = await readMenu(host);
    const mine = menu.sections.find((candidate) => candidate.id === sectionId)!;
    expect(mine.items.map((row) => row.nameEs)).toEqual(["Sopes", "Gorditas", "Tlacoyos"]);
    expect(menu.sections.at(-2)?.id).toBe(sectionId);
    const refused = await call(host, "POST", `${base()}/sections`, { nameEs: "Nada", nameEn: "Nothing" });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses a price of zero, an unknown tag and another venue's section, saving nothing", async () => {
    const before = await query("select * from menu_items where place_id = $1 order by id");
    const sectionId = (await readMenu()).sections[0]!.id;
    const free = await call(manager, "POST", `${base()}/items`, { ...item(sectionId, "Gratis"), price: 0 });
    expect(free.statusCode).toBe(400);
    const tag = await call(manager, "POST", `${base()}/items`, { ...item(sectionId, "Raro"), dietaryTags: ["keto"] });
    expect(tag.statusCode).toBe(400);
    const [foreign] = await query<{ id: number }>(
      "select id from menu_sections where place_id <> $1 order by id limit 1",
    );
    const elsewhere = await call(manager, "POST", `${base()}/items?lang=en`, item(foreign!.id, "Ajeno"));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toMatch(/could not find that menu section/i);
    expect(await query("select * from menu_items where place_id = $1 order by id")).toEqual(before);
  });

  it("tells the second of two managers editing one dish that it changed", async () => {
    const section = (await readMenu()).sections[0]!;
    const dish = section.items[0]!;
    const both = await Promise.all([
      call(manager, "PUT", `${base()}/items/${dish.id}`, {
        ...item(section.id, "Primero"),
        version: dish.version,
      }),
      call(otherManager, "PUT", `${base()}/items/${dish.id}?lang=en`, {
        ...item(section.id, "Segundo"),
        version: dish.version,
      }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.statusCode === 409)?.json().error.code).toBe("SETUP_CHANGED");
  });

  it("shows an edited dish on the public menu page: signed in at once, signed out after its minute of caching", async () => {
    const menu = await readMenu();
    const section = menu.sections.find((candidate) => candidate.items.length > 0)!;
    const dish = section.items[0]!;
    const page = `/lugar/${place.slug}/menu/`;
    const anonymous = await inject({ method: "GET", url: page });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");

    const edited = await call(manager, "PUT", `${base()}/items/${dish.id}`, {
      ...item(section.id, "Tostada de atún recién editada", 23_450),
      version: dish.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const signedIn = await inject({ method: "GET", url: page, headers: browser(manager.token) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain("Tostada de atún recién editada");
    expect(signedIn.body).toMatch(/\$\s?234\.50/);
    // The English page was never asked for before the change: its first answer has it.
    const english = await inject({ method: "GET", url: `/en/place/${place.slug}/menu/` });
    expect(english.body).toContain("Tostada de atún recién editada (en)");
  });

  it("shows a new payment policy on the public policy page's next answer", async () => {
    const setup = await call(manager, "GET", `/partners/venues/${place.id}/setup`);
    const policy = setup.json().policy;
    const changed = await call(manager, "PUT", `/partners/venues/${place.id}/setup/policy`, {
      depositPerGuest: 23_450,
      cancelUntilHours: 5,
      maxPartySize: 9,
      version: policy.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await inject({
      method: "GET",
      url: `/lugar/${place.slug}/politica-de-pago/`,
      headers: browser(manager.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/Depósito de \$\s?234\.50 por persona/);
    expect(page.body).toContain("hasta 5 horas antes");
    const english = await inject({ method: "GET", url: `/en/place/${place.slug}/payment-policy/` });
    expect(english.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
    expect(english.body).toMatch(/\$\s?234\.50/);
  });

  it("removes dishes and sections, and writes every change to the audit log", async () => {
    const menu = await readMenu();
    const section = menu.sections.find((candidate) => candidate.nameEs === "Antojitos")!;
    const dish = section.items[0]!;
    const stale = await call(manager, "DELETE", `${base()}/items/${dish.id}?version=${dish.version + 5}`);
    expect(stale.statusCode).toBe(409);
    const removedItem = await call(manager, "DELETE", `${base()}/items/${dish.id}?version=${dish.version}`);
    expect(removedItem.statusCode, removedItem.body).toBe(200);
    const current = (await readMenu()).sections.find((candidate) => candidate.id === section.id)!;
    const removed = await call(manager, "DELETE", `${base()}/sections/${section.id}?version=${current.version}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await query("select id from menu_items where section_id = $1", [section.id])).toEqual([]);
    const [row] = await query<{ actions: string[] }>(
      "select array_agg(distinct action) as actions from partner_audit_log where place_id = $1",
    );
    for (const action of [
      "menu.section.create",
      "menu.section.move",
      "menu.section.delete",
      "menu.item.create",
      "menu.item.update",
      "menu.item.move",
      "menu.item.delete",
      "settings.policy",
    ])
      expect(row!.actions, action).toContain(action);
  });
});
