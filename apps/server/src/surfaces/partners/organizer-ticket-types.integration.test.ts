import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertExperience } from "../../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = {
  firstName: "Rita",
  lastName: "Renombre",
  email: "rita.renombre@example.com",
  countryCode: "+52",
  phone: "5512345678",
};

/**
 * An organizer renames and reprices a ticket type that has sold: the paid orders keep what they paid
 * (their items, totals and the buyer's view of the order), the next sale takes the new price, and
 * the change is audited; the same change sent twice, or five at once, leaves one price and no 5xx.
 */
describe("renaming and repricing an organizer's ticket type", () => {
  let subject: TestApp;
  let owner: Account;
  let organizer: number;
  let experience: { experienceId: number; sessionId: number; general: number };
  let keys = 0;

  const buy = (quantity: number) =>
    subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-precio/orders?lang=es",
      headers: { "idempotency-key": `reprice-${++keys}-${Date.now()}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: experience.sessionId,
        tickets: [{ ticket_type_id: experience.general, quantity }],
        contact,
        payment: { card: CARD_OK },
      },
    });
  const change = (body: object, lang = "es") =>
    subject.app.inject({
      method: "PATCH",
      url: `/partners/organizers/${organizer}/experiences/${experience.experienceId}/tiers/${experience.general}?lang=${lang}`,
      headers: browser(owner.token),
      remoteAddress: uniqueIp(),
      payload: body,
    });
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    experience = await insertExperience(subject.database, { slug: "cata-precio", capacity: 40 });
    const [made] = await query<{ id: number }>(
      "insert into organizers (slug, name, country_id) select 'precio-org', 'Precios', id from countries where code = 'mx' returning id",
    );
    organizer = made!.id;
    await query("update experiences set organizer_id = $1 where id = $2", [organizer, experience.experienceId]);
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Precios" });
    await query("insert into organizer_staff (organizer_id, user_id, role) values ($1, $2, 'owner')", [
      organizer,
      owner.id,
    ]);
  }, 120_000);
  afterAll(() => subject?.close());

  it("keeps a paid order's price after a rename and reprice, and sells at the new price after", async () => {
    const paid = await buy(2);
    expect(paid.statusCode, paid.body).toBe(201);
    const code = paid.json().order.code as string;
    const paidTotal = paid.json().order.total.amount as number;
    expect(paidTotal).toBe(90000);

    const renamed = await change({ nameEs: "Entrada general", nameEn: "General admission", priceMinor: 52000 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().tier).toMatchObject({
      nameEs: "Entrada general",
      nameEn: "General admission",
      priceMinor: 52000,
      sold: 2,
    });

    const items = await query<{ unit_price_minor: number; total_minor: number; status: string }>(
      `select i.unit_price_minor, o.total_minor, o.status from experience_order_items i
       join experience_orders o on o.id = i.order_id where o.code = $1`,
      [code],
    );
    expect(items).toEqual([{ unit_price_minor: 45000, total_minor: 90000, status: "paid" }]);
    const view = await subject.app.inject({
      url: `/api/experiences/orders/${code}?lang=es&email=${encodeURIComponent(contact.email)}`,
      remoteAddress: uniqueIp(),
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().order.total.amount).toBe(90000);

    const next = await buy(1);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().order.total.amount).toBe(52000);

    const audit = await query<{ before: { priceMinor?: number }; after: { priceMinor?: number } }>(
      "select before, after from partner_audit_log where organizer_id = $1 and action = 'tier.update' order by id",
      [organizer],
    );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).toContain("52000");
  });

  it("gives one price to the same change twice and five changes at once, refusing hostile values with a 400", async () => {
    const [first, second] = [await change({ priceMinor: 61000 }), await change({ priceMinor: 61000 })];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const five = await Promise.all([61500, 62000, 62500, 63000, 63500].map((priceMinor) => change({ priceMinor })));
    expect(five.every((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await query<{ price_minor: number }>(
      "select price_minor from experience_ticket_types where id = $1",
      [experience.general],
    );
    expect([61500, 62000, 62500, 63000, 63500]).toContain(row!.price_minor);
    const paid = await query<{ n: number }>(
      "select count(*)::int as n from experience_order_items where ticket_type_id = $1 and unit_price_minor = 45000",
      [experience.general],
    );
    expect(paid[0]!.n).toBe(1);

    for (const body of [
      { priceMinor: -1 },
      { priceMinor: 1e308 },
      { priceMinor: "600" },
      { nameEs: "x\u0000y" },
      { nameEn: "a" },
    ]) {
      const refused = await change(body, "en");
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
