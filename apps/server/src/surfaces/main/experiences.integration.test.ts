import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { readCalendar } from "../../calendar-testing.ts";
import { insertExperience, seatsOf } from "../../experiences-testing.ts";
import { buildTestApp, sandboxPaymentsOf, type TestApp, withLostChargeAnswers } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = {
  firstName: "Ana",
  lastName: "López",
  email: "ana.compra@example.com",
  countryCode: "+52",
  phone: "5512345678",
};

describe("things to do on the main API", () => {
  let subject: TestApp;
  let keys = 0;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
  });
  afterAll(async () => {
    await subject.close();
  });

  const buy = (
    slug: string,
    body: object,
    key = `purchase-${++keys}-${Date.now()}`,
    headers: Record<string, string> = {},
  ) =>
    subject.app.inject({
      method: "POST",
      url: `/api/experiences/${slug}/orders?lang=es`,
      headers: { "idempotency-key": key, ...headers },
      remoteAddress: uniqueIp(),
      payload: body,
    });
  const order = (sessionId: number, ticketTypeId: number, quantity = 2, card: object = CARD_OK, who = contact) => ({
    session_id: sessionId,
    tickets: [{ ticket_type_id: ticketTypeId, quantity }],
    contact: who,
    payment: { card },
  });

  it("lists by location and category with counts, and shows an experience's sessions and prices", async () => {
    await insertExperience(subject.database, { slug: "cata-listado", memberDiscount: 15 });
    // The demo seed puts things to do all over Mexico: look in the test experience's own state.
    const [state] = await subject.database.handle.query<{ slug: string }>(
      "select s.slug from experiences e join states s on s.id = e.state_id where e.slug = 'cata-listado'",
    );
    const listing = (await subject.app.inject(`/api/experiences?country=mx&state=${state!.slug}&lang=en`)).json();
    expect(listing.data.map((item: { slug: string }) => item.slug)).toContain("cata-listado");
    expect(listing.categories).toContainEqual({ category: "tasting", count: expect.any(Number) });
    expect(listing.location.country).toEqual({ code: "mx", name: "Mexico" });
    const none = (await subject.app.inject(`/api/experiences?country=mx&state=${state!.slug}&category=concert`)).json();
    expect(none.data).toEqual([]);
    expect((await subject.app.inject("/api/experiences?country=mx&state=no-existe")).statusCode).toBe(404);

    const detail = (await subject.app.inject("/api/experiences/cata-listado?lang=es")).json().data;
    expect(detail).toMatchObject({
      title: "Cata de mezcal",
      included: ["Seis mezcales", "Botana"],
      time_zone: "America/Mexico_City",
    });
    expect(detail.ticket_types[0]).toMatchObject({
      code: "general",
      price: { amount: 45000, currency: "MXN" },
      member_price: { amount: 38250 },
    });
    expect(detail.sessions[0]).toMatchObject({ state: "on_sale", available: 20, per_order_limit: 6 });
  });

  it("sells two tickets to a guest: e-tickets with QR codes, confirmation and reminder in the outbox, the order by code and e-mail", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-compra" });
    const bought = await buy("cata-compra", order(sessionId, general));
    expect(bought.statusCode).toBe(201);
    const sold = bought.json().order;
    expect(sold).toMatchObject({ status: "paid", total: { amount: 90000, currency: "MXN" }, payment: null });
    expect(sold.code).toMatch(/^EXP-[A-Z0-9]{6}$/);
    expect(sold.tickets).toHaveLength(2);
    expect(sold.tickets[0].qr_svg).toMatch(/^<svg/);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });

    const messages = await subject.database.handle.query<{ template: string; channel: string; send_after: Date }>(
      "select template, channel, send_after from outbox_messages where dedup_key like $1 order by template, channel",
      [`experience-%`],
    );
    expect(messages.map((message) => `${message.template}/${message.channel}`)).toEqual([
      "experience-order-confirmed/email",
      "experience-order-confirmed/whatsapp",
      "experience-reminder/email",
    ]);
    // The confirmation is the purchase's receipt: what was paid, how and when, in the buyer's language.
    const [confirmation] = await subject.database.handle.query<{ body: string; calendar: string }>(
      "select body, calendar from outbox_messages where dedup_key = $1",
      [
        `experience-order:${(await subject.database.handle.query<{ id: string }>("select id from experience_orders where code = $1", [sold.code]))[0]!.id}:email`,
      ],
    );
    expect(confirmation!.body).toMatch(
      new RegExp(`Recibo: pagaste \\$[\\d,.]+ con tarjeta el .+ \\(pedido ${sold.code}\\)`),
    );
    // The e-mail carries the session as a calendar entry, the same one the order page offers.
    const entry = readCalendar(confirmation!.calendar);
    expect(entry).toMatchObject({
      method: "PUBLISH",
      uid: `${sold.code}@sobremesa`,
      sequence: 0,
      status: "CONFIRMED",
      organizer: "Sobremesa <mailto:no-reply@sobremesa.mx>",
      // To the second: iCalendar has no fractions.
      start: sold.session.starts_at.replace(/\.\d{3}Z$/, ".000Z"),
      url: expect.stringMatching(new RegExp(`/order/${sold.code}/$`)),
    });
    expect(Date.parse(entry.end)).toBeGreaterThan(Date.parse(entry.start));
    expect(readCalendar(sold.calendar.ics)).toMatchObject({ uid: entry.uid, start: entry.start, end: entry.end });
    expect(sold.calendar.googleUrl).toMatch(/^https:\/\/calendar\.google\.com\//);

    const byEmail = await subject.app.inject(`/api/experiences/orders/${sold.code}?email=ANA.COMPRA@example.com`);
    expect(byEmail.json().order.tickets).toHaveLength(2);
    expect(byEmail.headers["cache-control"]).toBe("private, no-store");
    const wrong = await subject.app.inject(`/api/experiences/orders/${sold.code}?email=otra@example.com`);
    expect(wrong.statusCode).toBe(404);

    // A retry of the same purchase answers the same order and charges nothing more.
    const again = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-compra/orders",
      headers: { "idempotency-key": "retry-key-0001" },
      remoteAddress: uniqueIp(),
      payload: order(sessionId, general, 1),
    });
    const retried = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-compra/orders",
      headers: { "idempotency-key": "retry-key-0001" },
      remoteAddress: uniqueIp(),
      payload: order(sessionId, general, 1),
    });
    expect(retried.json().order.code).toBe(again.json().order.code);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 3, capacity: 20 });
    const payments = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from sandbox_billing_objects where kind = 'payment' and data->'metadata'->>'order' = $1",
      [again.json().order.code],
    );
    expect(payments[0]!.count).toBe(1);
  });

  it("leaves no order and frees the seats when the card is declined; refuses what the rules forbid", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-rechazo", capacity: 4 });
    const declined = await buy(
      "cata-rechazo",
      order(sessionId, general, 2, { ...CARD_OK, number: "4000 0000 0000 0002" }),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.message).toMatch(/rechazó/);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 0, capacity: 4 });
    const paid = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from experience_orders where session_id = $1 and status = 'paid'",
      [sessionId],
    );
    expect(paid[0]!.count).toBe(0);

    const tooMany = await buy("cata-rechazo", order(sessionId, general, 7));
    expect(tooMany.json().error).toMatchObject({
      code: "TICKET_LIMIT",
      message: expect.stringMatching(/hasta 6 boletos/),
    });
    const more = await buy("cata-rechazo", order(sessionId, general, 5));
    expect(more.json().error).toMatchObject({
      code: "SOLD_OUT",
      message: expect.stringMatching(/suficientes lugares/),
    });
    await buy("cata-rechazo", order(sessionId, general, 3));
    const soldOut = await buy("cata-rechazo", order(sessionId, general, 2));
    expect(soldOut.json().error.code).toBe("SOLD_OUT");
    const badNumber = await buy(
      "cata-rechazo",
      order(sessionId, general, 1, { ...CARD_OK, number: "4242 4242 4242 4241" }),
    );
    expect(badNumber.json().error.code).toBe("CARD_INVALID");
    const noKey = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-rechazo/orders",
      remoteAddress: uniqueIp(),
      payload: order(sessionId, general, 1),
    });
    expect(noKey.statusCode).toBe(400);

    const { sessionId: late, general: lateGeneral } = await insertExperience(subject.database, {
      slug: "cata-tarde",
      startsInHours: 0.5,
    });
    expect((await buy("cata-tarde", order(late, lateGeneral))).json().error.code).toBe("SALES_CLOSED");
  });

  it("waits for the bank's confirmation, then pays or releases the seats", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-banco" });
    const auth = { ...CARD_OK, number: "4000 0027 6000 3184" };
    const waiting = await buy("cata-banco", order(sessionId, general, 2, auth));
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json().order).toMatchObject({ status: "awaiting_authentication", tickets: [] });
    const approve = await subject.app.inject({
      method: "POST",
      url: `/api/experiences/orders/${waiting.json().order.code}/authenticate`,
      payload: { email: contact.email, authentication: "approved" },
    });
    expect(approve.json().order).toMatchObject({ status: "paid" });
    expect(approve.json().order.tickets).toHaveLength(2);

    const rejected = await buy("cata-banco", order(sessionId, general, 2, auth));
    const answer = await subject.app.inject({
      method: "POST",
      url: `/api/experiences/orders/${rejected.json().order.code}/authenticate`,
      payload: { email: contact.email, authentication: "rejected" },
    });
    expect(answer.json().error.code).toBe("CARD_AUTHENTICATION_REQUIRED");
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });

    // Abandoned at the bank's step: the worker's sweep releases the seats once the hold has run out.
    const abandoned = await buy("cata-banco", order(sessionId, general, 3, auth));
    expect(abandoned.statusCode).toBe(202);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 5, capacity: 20 });
    const settled = await subject.app.services.experiences.expireHolds(new Date(Date.now() + 16 * 60_000));
    expect(settled).toBe(1);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });
  });

  it("keeps the seats of an order whose bank step the provider cannot confirm, and pays it once the provider answers", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-banco-caido" });
    const auth = { ...CARD_OK, number: "4000 0027 6000 3184" };
    // An e-mail of its own: the purchase throttle counts per buyer.
    const buyer = { ...contact, email: "banco.caido@example.com" };
    const code = (await buy("cata-banco-caido", order(sessionId, general, 2, auth, buyer))).json().order.code;
    const [row] = await subject.database.handle.query<{ provider_payment_id: string }>(
      "select p.provider_payment_id from payments p join experience_orders o on o.id = p.order_id where o.code = $1",
      [code],
    );
    const paymentId = row!.provider_payment_id;
    const setPayment = (id: string) =>
      subject.database.handle.query(
        "update payments set provider_payment_id = $2 where order_id = (select id from experience_orders where code = $1)",
        [code, id],
      );
    const authenticate = () =>
      subject.app.inject({
        method: "POST",
        url: `/api/experiences/orders/${code}/authenticate`,
        payload: { email: buyer.email, authentication: "approved" },
      });
    await setPayment("pi_unreachable");
    const unknown = await authenticate();
    expect(unknown.statusCode).toBe(503);
    // Not "nothing was charged": the buyer is told to wait and not to pay again with another card.
    expect(unknown.json().error).toMatchObject({
      code: "PAYMENT_OUTCOME_UNKNOWN",
      message: expect.stringMatching(/^No pudimos confirmar tu pago/),
    });
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });
    await setPayment(paymentId);
    expect((await authenticate()).json().order).toMatchObject({ status: "paid" });
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });
  });

  it("gives members their price with a saved card, and shows a signed-in buyer's order without the e-mail", async () => {
    const { sessionId, general } = await insertExperience(subject.database, {
      slug: "cata-miembro",
      memberDiscount: 20,
    });
    const member = await verifiedAccount(subject.app);
    const saved = await subject.app.inject({
      method: "POST",
      url: "/api/subscription/add-payment-method",
      headers: bearer(member.token),
      payload: { email: member.email, card: CARD_OK },
    });
    const card = saved.json().paymentMethod.id;
    await subject.app.inject({
      method: "POST",
      url: "/api/subscription/create-customer-and-subscription?hash=5",
      headers: bearer(member.token),
      payload: { email: member.email, plan_id: "premium" },
    });
    const bought = await buy(
      "cata-miembro",
      {
        session_id: sessionId,
        tickets: [{ ticket_type_id: general, quantity: 2 }],
        contact: { ...contact, email: member.email },
        payment: { paymentMethodId: card },
      },
      undefined,
      bearer(member.token),
    );
    expect(bought.json().order).toMatchObject({
      status: "paid",
      subtotal: { amount: 90000 },
      discount: { amount: 18000 },
      total: { amount: 72000 },
    });
    const mine = await subject.app.inject({
      url: `/api/experiences/orders/${bought.json().order.code}`,
      headers: bearer(member.token),
    });
    expect(mine.statusCode).toBe(200);
    const stranger = await verifiedAccount(subject.app);
    const theirs = await subject.app.inject({
      url: `/api/experiences/orders/${bought.json().order.code}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
    // Someone else's saved card cannot pay.
    const stolen = await buy(
      "cata-miembro",
      {
        session_id: sessionId,
        tickets: [{ ticket_type_id: general, quantity: 1 }],
        contact,
        payment: { paymentMethodId: card },
      },
      undefined,
      bearer(stranger.token),
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toMatch(/tarjeta en tu cuenta/);
  });

  it("checks a ticket in once, with the venue's key", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-acceso" });
    const sold = (await buy("cata-acceso", order(sessionId, general, 1))).json().order;
    const ticket = sold.tickets[0].code;
    const checkIn = (key: string) =>
      subject.app.inject({
        method: "POST",
        url: `/api/experiences/tickets/${ticket}/check-in`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await checkIn("wrong-key-0123456789abcdef012345678")).statusCode).toBe(403);
    const first = await checkIn("venue-key-0123456789abcdef0123456789");
    expect(first.json().ticket).toMatchObject({ order_code: sold.code, ticket_type: "General" });
    const second = await checkIn("venue-key-0123456789abcdef0123456789");
    expect(second.json().error.code).toBe("TICKET_ALREADY_CHECKED_IN");
  });

  it("keeps the seats of a purchase whose charge went unanswered: sent again it is paid once, abandoned the sweep asks first", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-sin-respuesta" });
    const buyer = { ...contact, email: "sin.respuesta@example.com" };
    const key = `sin-respuesta-${Date.now()}`;
    const codeOf = async (email: string) =>
      (
        await subject.database.handle.query<{ code: string; status: string }>(
          "select code, status from experience_orders where email = $1 order by created_at desc limit 1",
          [email],
        )
      )[0]!;

    const lost = await withLostChargeAnswers(subject, "after_charging", () =>
      buy("cata-sin-respuesta", order(sessionId, general, 2, CARD_OK, buyer), key),
    );
    expect(lost.statusCode).toBe(503);
    expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
    const held = await codeOf(buyer.email);
    expect(held.status).toBe("pending_payment");
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });
    const again = await buy("cata-sin-respuesta", order(sessionId, general, 2, CARD_OK, buyer), key);
    expect(again.statusCode).toBe(201);
    expect(again.json().order).toMatchObject({ code: held.code, status: "paid" });
    expect(await sandboxPaymentsOf(subject.database, held.code)).toEqual([{ status: "succeeded" }]);

    const leaving = { ...contact, email: "sin.respuesta.2@example.com" };
    const unsent = await withLostChargeAnswers(subject, "before_charging", () =>
      buy("cata-sin-respuesta", order(sessionId, general, 3, CARD_OK, leaving)),
    );
    expect(unsent.statusCode).toBe(503);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 5, capacity: 20 });
    expect(await subject.app.services.experiences.expireHolds(new Date(Date.now() + 16 * 60_000))).toBe(1);
    const abandoned = await codeOf(leaving.email);
    expect(abandoned.status).toBe("expired");
    expect(await sandboxPaymentsOf(subject.database, abandoned.code)).toEqual([{ status: "canceled" }]);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });
  });

  it("answers a doubtful purchase sent again after the guest signs in, and never another account's order", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-duda-sesion" });
    const lostPurchase = async (body: object, key: string, headers: Record<string, string> = {}) => {
      const lost = await withLostChargeAnswers(subject, "after_charging", () =>
        buy("cata-duda-sesion", body, key, headers),
      );
      expect(lost.statusCode).toBe(503);
      expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
    };

    // A guest's charge goes unanswered; the same browser signs in and the page sends the purchase again.
    const guestBody = order(sessionId, general, 2, CARD_OK, { ...contact, email: "duda.invitada@example.com" });
    const guestKey = `duda-invitada-${Date.now()}`;
    await lostPurchase(guestBody, guestKey);
    const signedIn = await verifiedAccount(subject.app);
    const resumed = await buy("cata-duda-sesion", guestBody, guestKey, browser(signedIn.token));
    expect(resumed.statusCode).toBe(201);
    const code = resumed.json().order.code;
    expect(resumed.json().order.status).toBe("paid");
    expect(await sandboxPaymentsOf(subject.database, code)).toEqual([{ status: "succeeded" }]);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 2, capacity: 20 });

    // A signed-in buyer's order under that key is not answered to another account, nor to the same
    // browser signed out (its session ended meanwhile): both are told to sign in to that account.
    const owner = await verifiedAccount(subject.app);
    const ownerBody = order(sessionId, general, 1, CARD_OK, { ...contact, email: owner.email });
    const ownerKey = `duda-cuenta-${Date.now()}`;
    await lostPurchase(ownerBody, ownerKey, browser(owner.token));
    const stranger = await verifiedAccount(subject.app);
    for (const headers of [browser(stranger.token), {}]) {
      const refused = await buy("cata-duda-sesion", ownerBody, ownerKey, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
      expect(refused.json().error.message).toContain("Inicia sesión con esa cuenta");
    }
    const own = await buy("cata-duda-sesion", ownerBody, ownerKey, browser(owner.token));
    expect(own.json().order.status).toBe("paid");
    expect(await sandboxPaymentsOf(subject.database, own.json().order.code)).toEqual([{ status: "succeeded" }]);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 3, capacity: 20 });
  });

  it("the dev surface loses one card's charge answer, once, and nobody else's (the browser journeys)", async () => {
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-respuesta-perdida" });
    const lose = (payload: object) =>
      subject.app.inject({ method: "POST", url: "/__dev/billing/lose-charge-answers", payload });
    const lostCard = { ...CARD_OK, exp_month: 3, exp_year: 2041 };
    const buyer = { ...contact, email: "respuesta.perdida@example.com" };
    const other = { ...contact, email: "otra.compra@example.com" };
    expect((await lose({ mode: "after_charging", card: { exp_month: 3, exp_year: 2041 }, times: 1 })).json()).toEqual({
      mode: "after_charging",
    });
    try {
      // Another card (another journey's) is answered as usual meanwhile.
      expect((await buy("cata-respuesta-perdida", order(sessionId, general, 1, CARD_OK, other))).statusCode).toBe(201);
      const key = `respuesta-perdida-${Date.now()}`;
      const lost = await buy("cata-respuesta-perdida", order(sessionId, general, 2, lostCard, buyer), key);
      expect(lost.statusCode).toBe(503);
      expect(lost.json().error.code).toBe("PAYMENT_OUTCOME_UNKNOWN");
      // The rule took one charge and ended: the same request sent again is the same order, paid.
      const again = await buy("cata-respuesta-perdida", order(sessionId, general, 2, lostCard, buyer), key);
      expect(again.statusCode).toBe(201);
      expect(again.json().order.status).toBe("paid");
      const orders = await subject.database.handle.query<{ status: string }>(
        "select status from experience_orders where email = $1",
        [buyer.email],
      );
      expect(orders).toEqual([{ status: "paid" }]);
      // The same card once more: answered, the rule is gone.
      expect(
        (await buy("cata-respuesta-perdida", order(sessionId, general, 1, lostCard, buyer))).json().order.status,
      ).toBe("paid");
    } finally {
      expect((await lose({ mode: null })).statusCode).toBe(200);
    }
  });

  it("sells exactly the last seats when many buy at once", async () => {
    const { sessionId, general } = await insertExperience(subject.database, {
      slug: "cata-carrera",
      capacity: 40,
      reserved: 30,
    });
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        buy("cata-carrera", order(sessionId, general, 1, CARD_OK, { ...contact, email: `race.${index}@example.com` })),
      ),
    );
    const codes = attempts.map((attempt) => attempt.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(190);
    expect(await seatsOf(subject.database, sessionId)).toEqual({ reserved: 40, capacity: 40 });
    const tickets = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from experience_tickets t join experience_orders o on o.id = t.order_id where o.session_id = $1",
      [sessionId],
    );
    expect(tickets[0]!.count).toBe(10);
  });
});
