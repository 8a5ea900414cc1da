import { type FakeStripe, startFakeStripe, stripeEnvOf } from "@sobremesa/domain/billing/testing";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueEmail, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertExperience, seatsOf } from "../../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const VENUE_KEY = "venue-key-0123456789abcdef0123456789";

/**
 * An organizer's refunds with the Stripe provider (official SDK against the local fake): part or
 * all of one order once per Idempotency-Key and never beyond what was paid, a session cancelled with
 * every paid order refunded in full exactly once (also cancelled five times at once, and while
 * buyers are paying), buyers told in their language, and a ticket given to a friend. Refunds are
 * counted at the fake Stripe and in the rows.
 */
describe("organizer refunds, session cancellation and ticket transfer", () => {
  let fake: FakeStripe;
  let subject: TestApp;
  let organizer: number;
  let otherOrganizer: number;
  let owner: Account;
  let manager: Account;
  let door: Account;
  let otherOwner: Account;
  let experience: { slug: string; id: number; general: number; firstSession: number };
  let keys = 0;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const as = (account: Account | null) => (account ? browser(account.token) : { origin: SITE_ORIGIN });
  const base = () => `/partners/organizers/${organizer}`;

  const newSession = async (hours = 96) => {
    const [row] = await query<{ id: number }>(
      `insert into experience_sessions (experience_id, starts_at, capacity, per_order_limit, sales_cutoff_minutes)
       values ($1, now() + make_interval(hours => $2), 30, 6, 60) returning id`,
      [experience.id, hours],
    );
    return row!.id;
  };
  const buy = (sessionId: number, quantity: number, language: "es" | "en" = "es", email = uniqueEmail("compra")) =>
    inject({
      method: "POST",
      url: `/api/experiences/${experience.slug}/orders?lang=${language}`,
      headers: { "idempotency-key": `refund-buy-${++keys}-${Date.now()}` },
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: experience.general, quantity }],
        contact: { firstName: "Carla", lastName: "Compradora", email, countryCode: "+52", phone: "5512345678" },
        payment: { paymentMethodId: fake.createPaymentMethod("pm_card_visa").id as string },
        lang: language,
      },
    });
  const paidOrder = async (sessionId: number, quantity = 2, language: "es" | "en" = "es") => {
    const answer = await buy(sessionId, quantity, language);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().order as {
      code: string;
      contact: { email: string };
      tickets: { id: string; code: string; holder_name: string }[];
    };
  };
  const refund = (account: Account | null, sessionId: number, code: string, key: string, amount: unknown) =>
    inject({
      method: "POST",
      url: `${base()}/sessions/${sessionId}/orders/${code}/refunds?lang=es`,
      headers: { ...as(account), "idempotency-key": key },
      payload: { amount },
    });
  const cancel = (account: Account | null, sessionId: number, language: "es" | "en" = "es") =>
    inject({
      method: "POST",
      url: `${base()}/sessions/${sessionId}/cancellation`,
      headers: as(account),
      payload: { lang: language },
    });
  const sales = (sessionId: number) => inject({ url: `${base()}/sessions/${sessionId}/sales`, headers: as(manager) });
  const stripeRefundsOf = (code: string) => {
    const intents = new Set(
      [...fake.state.paymentIntents.values()]
        .filter((intent) => (intent.metadata as Record<string, string> | undefined)?.order === code)
        .map((intent) => intent.id),
    );
    return [...fake.state.refunds.values()].filter((row) => intents.has(row.payment_intent as string));
  };
  const rowsOf = async (code: string) => {
    const [row] = await query<{ refunds: number; records: number; refunded: number; status: string }>(
      `select (select count(*)::int from refunds r join payments p on p.id = r.payment_id
                where p.order_id = o.id and r.status = 'succeeded') as refunds,
              (select count(*)::int from experience_order_refunds e where e.order_id = o.id) as records,
              (select coalesce(sum(p.refunded_minor), 0)::int from payments p where p.order_id = o.id) as refunded,
              o.status
       from experience_orders o where o.code = $1`,
      [code],
    );
    return row!;
  };
  const mails = (recipient: string) =>
    query<{ channel: string; template: string; language: string; subject: string; body: string }>(
      "select channel, template, language, subject, body from outbox_messages where recipient = $1 order by id",
      [recipient],
    );
  const cancelledLetters = (code: string) =>
    query<{ channel: string; language: string; subject: string; body: string }>(
      `select channel, language, subject, body from outbox_messages
       where thread = $1 and template = 'experience-session-cancelled' order by channel`,
      [code],
    );
  const checkIn = (code: string) =>
    inject({
      method: "POST",
      url: `/api/experiences/tickets/${code}/check-in?lang=es`,
      headers: { authorization: `Bearer ${VENUE_KEY}` },
    });

  beforeAll(async () => {
    fake = await startFakeStripe();
    subject = await buildTestApp({
      places: 1,
      env: {
        ...stripeEnvOf(fake),
      },
    });
    const [mx] = await query<{ id: number }>("select id from countries where code = 'mx'");
    const made = await query<{ id: number }>(
      `insert into organizers (slug, name, country_id) values ('reembolsos-org', 'Mezcal y Más', $1), ('ajeno-org', 'Otra Casa', $1)
       returning id`,
      [mx!.id],
    );
    [organizer, otherOrganizer] = made.map((row) => row.id) as [number, number];
    const inserted = await insertExperience(subject.database, { slug: "cata-reembolsos", capacity: 30 });
    await query("update experiences set organizer_id = $1 where id = $2", [organizer, inserted.experienceId]);
    experience = {
      slug: "cata-reembolsos",
      id: inserted.experienceId,
      general: inserted.general,
      firstSession: inserted.sessionId,
    };
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    manager = await verifiedAccount(subject.app, { firstName: "Mario", lastName: "Gerente" });
    door = await verifiedAccount(subject.app, { firstName: "Dora", lastName: "Puerta" });
    otherOwner = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    for (const [id, account, role] of [
      [organizer, owner, "owner"],
      [organizer, manager, "manager"],
      [organizer, door, "door"],
      [otherOrganizer, otherOwner, "owner"],
    ] as const)
      await query("insert into organizer_staff (organizer_id, user_id, role) values ($1, $2, $3)", [
        id,
        account.id,
        role,
      ]);
  }, 180_000);
  afterAll(async () => {
    await subject.close();
    await fake.close();
  });

  it("refunds part of an order once per key, never beyond what is left, and the rest in full voids its tickets", async () => {
    const session = experience.firstSession;
    const order = await paidOrder(session, 2);
    expect((await seatsOf(subject.database, session)).reserved).toBe(2);

    // 100.50 pesos, in major units.
    const first = await refund(manager, session, order.code, "refund-key-one", 100.5);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({ status: "paid", refundedMinor: 10050, refundableMinor: 79950 });
    expect((await refund(manager, session, order.code, "refund-key-one", 100.5)).json().order.refundedMinor).toBe(
      10050,
    );
    const reused = await refund(manager, session, order.code, "refund-key-one", 20);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.message).toContain("$100.50");
    expect(stripeRefundsOf(order.code)).toHaveLength(1);
    // A partial refund keeps the tickets and the seats.
    expect((await seatsOf(subject.database, session)).reserved).toBe(2);
    const mail = (await mails(order.contact.email)).filter((row) => row.template === "experience-order-refunded");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain("$100.50");
    expect(mail[0]!.body).toContain("siguen siendo válidos");

    const tooMuch = await refund(manager, session, order.code, "refund-key-two", 800);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toContain("$799.50");

    // The same key five times at once: one refund.
    const same = await Promise.all(
      Array.from({ length: 5 }, () => refund(manager, session, order.code, "refund-key-three", 50)),
    );
    expect(same.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(stripeRefundsOf(order.code)).toHaveLength(2);
    expect(await rowsOf(order.code)).toMatchObject({ refunds: 2, records: 2, refunded: 15050, status: "paid" });

    // Five keys at once for 300 each: only what is left (749.50) is given, two of them.
    const many = await Promise.all(
      Array.from({ length: 5 }, (_, index) => refund(owner, session, order.code, `refund-many-${index}`, 300)),
    );
    expect(many.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
    expect(many.filter((answer) => answer.statusCode === 400)).toHaveLength(3);
    expect(stripeRefundsOf(order.code)).toHaveLength(4);
    expect(await rowsOf(order.code)).toMatchObject({ refunds: 4, records: 4, refunded: 75050 });

    // The rest: the order ends, its tickets are void and its seats back on sale.
    const rest = await refund(manager, session, order.code, "refund-key-rest", 149.5);
    expect(rest.json().order).toMatchObject({ status: "refunded", refundedMinor: 90000, refundableMinor: 0 });
    expect(await rowsOf(order.code)).toMatchObject({ refunds: 5, records: 5, refunded: 90000, status: "refunded" });
    const stripeTotal = stripeRefundsOf(order.code).reduce((sum, row) => sum + Number(row.amount), 0);
    expect(stripeTotal).toBe(90000);
    expect((await seatsOf(subject.database, session)).reserved).toBe(0);
    const voided = await checkIn(order.tickets[0]!.code);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().error.message).toContain("anulado");
    expect((await refund(manager, session, order.code, "refund-key-after", 1)).statusCode).toBe(409);
    const page = await inject({
      url: `/api/experiences/orders/${order.code}?email=${encodeURIComponent(order.contact.email)}&lang=es`,
    });
    expect(page.json().order).toMatchObject({ status: "refunded", refunded: { amount: 90000 } });
    expect(page.json().order.tickets.every((ticket: { voided: boolean }) => ticket.voided)).toBe(true);
    const audit = await query<{ action: string }>(
      "select action from partner_audit_log where organizer_id = $1 and entity_id = $2",
      [organizer, order.code],
    );
    expect(audit.filter((row) => row.action === "order.refund")).toHaveLength(5);
  });

  it("refuses hostile amounts and keys with a 4xx in the person's language", async () => {
    const order = await paidOrder(experience.firstSession, 1);
    for (const amount of [0, -5, 1.005, 1e308, "10", null, "\u0000"])
      expect((await refund(manager, experience.firstSession, order.code, "hostile-key-1", amount)).statusCode).toBe(
        400,
      );
    expect((await refund(manager, experience.firstSession, order.code, "k\u0000", 10)).statusCode).toBe(400);
    const unknown = await refund(manager, experience.firstSession, "EXP-ZZZZZZ", "hostile-key-2", 10);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain("pedido");
    expect(stripeRefundsOf(order.code)).toHaveLength(0);
  });

  it("cancels a session five times at once: every paid order refunded in full once, buyers told in their language", async () => {
    const session = await newSession();
    const spanish = await paidOrder(session, 2, "es");
    const english = await paidOrder(session, 1, "en");
    expect((await refund(manager, session, spanish.code, "before-cancel-1", 100)).statusCode).toBe(200);
    const preview = (await sales(session)).json();
    expect(preview).toMatchObject({ canCancel: true, cancellation: { orders: 2, amountMinor: 90000 - 10000 + 45000 } });

    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(manager, session)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0]!.json().session.status).toBe("cancelled");

    for (const [order, total] of [
      [spanish, 90000],
      [english, 45000],
    ] as const) {
      expect(await rowsOf(order.code)).toMatchObject({ status: "refunded", refunded: total });
      expect(stripeRefundsOf(order.code).reduce((sum, row) => sum + Number(row.amount), 0)).toBe(total);
    }
    expect(stripeRefundsOf(spanish.code)).toHaveLength(2);
    expect(stripeRefundsOf(english.code)).toHaveLength(1);
    expect((await seatsOf(subject.database, session)).reserved).toBe(0);

    const es = await cancelledLetters(spanish.code);
    expect(es.map((row) => row.channel).sort()).toEqual(["email", "whatsapp"]);
    expect(es[0]).toMatchObject({ language: "es" });
    expect(es[0]!.subject).toContain("Función cancelada");
    expect(es[0]!.body).toContain("$800 ");
    const en = await cancelledLetters(english.code);
    expect(en).toHaveLength(2);
    expect(en[0]!.subject).toContain("Session cancelled");

    // Once more: nothing new anywhere.
    expect((await cancel(owner, session)).statusCode).toBe(200);
    expect(stripeRefundsOf(spanish.code)).toHaveLength(2);
    expect(
      await query("select 1 from partner_audit_log where action = 'session.cancel' and entity_id = $1", [
        String(session),
      ]),
    ).toHaveLength(1);

    // Off sale on the public site; shown as cancelled on the buyer's page.
    const detail = await inject({ url: `/api/experiences/${experience.slug}?lang=es` });
    expect(detail.json().data.sessions.map((row: { id: number }) => row.id)).not.toContain(session);
    expect([404, 409, 422]).toContain((await buy(session, 1)).statusCode);
    const page = await inject({
      url: `/api/experiences/orders/${english.code}?email=${encodeURIComponent(english.contact.email)}&lang=en`,
    });
    expect(page.json().order).toMatchObject({ status: "refunded", session: { cancelled: true } });
    expect((await sales(session)).json()).toMatchObject({ canCancel: false, cancellation: { orders: 0 } });
  });

  it("leaves no paid order on a session cancelled while five buyers pay", async () => {
    const session = await newSession();
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => buy(session, 1)),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 15));
        return cancel(owner, session);
      })(),
    ]);
    expect(results.at(-1)!.statusCode, results.at(-1)!.body).toBe(200);
    for (const answer of results.slice(0, 5)) expect([201, 404, 409, 410]).toContain(answer.statusCode);
    // A cancel again finishes anything the first one saw mid-payment.
    expect((await cancel(owner, session)).statusCode).toBe(200);
    const orders = await query<{ code: string; status: string }>(
      "select code, status from experience_orders where session_id = $1",
      [session],
    );
    expect(orders.filter((row) => row.status === "paid")).toEqual([]);
    const charged = await query<{ amount_minor: number; refunded_minor: number }>(
      `select p.amount_minor, p.refunded_minor from payments p join experience_orders o on o.id = p.order_id
       where o.session_id = $1 and p.status = 'succeeded'`,
      [session],
    );
    for (const payment of charged) expect(payment.refunded_minor).toBe(payment.amount_minor);
    for (const order of orders) {
      const given = stripeRefundsOf(order.code);
      expect(given.length).toBeLessThanOrEqual(1);
    }
    expect((await seatsOf(subject.database, session)).reserved).toBe(0);
  });

  it("lets only owners and managers of this organizer refund or cancel", async () => {
    const session = await newSession();
    const order = await paidOrder(session, 1);
    const people: [Account | null, number][] = [
      [door, 403],
      [otherOwner, 404],
      [null, 401],
    ];
    for (const [account, status] of people) {
      const refused = await refund(account, session, order.code, "authz-key-1", 10);
      expect(refused.statusCode).toBe(status);
      expect(refused.body).not.toContain(order.contact.email);
      expect((await cancel(account, session)).statusCode).toBe(status);
    }
    const foreign = await inject({
      method: "POST",
      url: `/partners/organizers/${otherOrganizer}/sessions/${session}/cancellation`,
      headers: as(otherOwner),
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect(await rowsOf(order.code)).toMatchObject({ status: "paid", refunds: 0 });
    const [row] = await query<{ status: string }>("select status from experience_sessions where id = $1", [session]);
    expect(row!.status).toBe("scheduled");
  });

  it("transfers a ticket to a friend: new holder and code, the old QR unknown, a used ticket never", async () => {
    const session = await newSession();
    const order = await paidOrder(session, 2);
    const ticket = order.tickets[0]!;
    expect(ticket.holder_name).toBe("Carla Compradora");
    const transfer = (body: object, code = order.code, id = ticket.id) =>
      inject({
        method: "POST",
        url: `/api/experiences/orders/${code}/tickets/${id}/transfer`,
        payload: { buyer_email: order.contact.email, lang: "es", ...body },
      });
    const friend = uniqueEmail("amiga");
    const moved = await transfer({ name: "Lucía Amiga", email: friend });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json().order.tickets.find((row: { id: string }) => row.id === ticket.id);
    expect(after).toMatchObject({ holder_name: "Lucía Amiga", transferable: true });
    expect(after.code).not.toBe(ticket.code);

    const old = await checkIn(ticket.code);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.message).toContain("transferido");
    const sent = await mails(friend);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`/api/experiences/tickets/${after.code}/qr.svg`);
    expect((await inject({ url: `/api/experiences/tickets/${after.code}/qr.svg` })).statusCode).toBe(200);
    expect((await inject({ url: `/api/experiences/tickets/${ticket.code}/qr.svg` })).statusCode).toBe(404);

    expect((await checkIn(after.code)).statusCode).toBe(200);
    const used = await transfer({ name: "Otra Persona" });
    expect(used.statusCode).toBe(409);
    expect(used.json().error.message).toContain("sin usar");

    // Not someone else's order, not hostile input, not after the session started.
    expect((await transfer({ name: "X Y", buyer_email: "otra@example.com" })).statusCode).toBe(404);
    expect((await transfer({ name: "Nul\u0000Byte" }, order.code, order.tickets[1]!.id)).statusCode).toBe(400);
    expect((await transfer({ name: "Ana" }, order.code, "not-a-uuid")).statusCode).toBe(400);
    await query("update experience_sessions set starts_at = now() - interval '1 minute' where id = $1", [session]);
    expect((await transfer({ name: "Tarde Llegó" }, order.code, order.tickets[1]!.id)).statusCode).toBe(409);
  });
});
