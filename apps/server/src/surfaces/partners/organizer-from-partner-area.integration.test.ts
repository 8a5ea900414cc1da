import { createOrganizer } from "@sobremesa/domain/partners";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  browser,
  outbox,
  SITE_ORIGIN,
  uniqueEmail,
  uniqueIp,
  verifiedAccount,
} from "../../accounts-testing.ts";
import { dayAhead } from "../../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

type Order = { code: string; contact: { email: string }; tickets: { code: string }[] };

/**
 * An organizer that exists only through the operator's command and its partner area, with no seed
 * and no SQL: its owner joins by the e-mailed invitation, publishes an experience with a ticket
 * type and a weekly series, the public site sells it to guests with the sandbox card, the door
 * admits a ticket once, and the owner refunds part of an order and cancels a session someone
 * bought on, each refund counted in the rows and at the sandbox provider.
 */
describe("an organizer made from the partner area sells, admits and refunds", () => {
  let subject: TestApp;
  let owner: Account;
  let organizer: number;
  let experience: { id: number; slug: string };
  let tier: number;
  let sessions: number[];
  let pair: Order;
  let single: Order;
  let keys = 0;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const post = (account: Account, url: string, payload: object, headers: Record<string, string> = {}) =>
    inject({ method: "POST", url, headers: { ...browser(account.token), ...headers }, payload });
  const base = () => `/partners/organizers/${organizer}`;
  const buy = async (sessionId: number, quantity: number, language: "es" | "en") => {
    const answer = await inject({
      method: "POST",
      url: `/api/experiences/${experience.slug}/orders?lang=${language}`,
      headers: { "idempotency-key": `partner-area-buy-${++keys}-${Date.now()}` },
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: tier, quantity }],
        contact: {
          firstName: "Carla",
          lastName: `Compradora ${keys}`,
          email: uniqueEmail("compra"),
          countryCode: "+52",
          phone: "5512345678",
        },
        payment: { card: CARD_OK },
        lang: language,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().order.status).toBe("paid");
    return answer.json().order as Order;
  };
  /** An order's refunds: succeeded rows, the organizer's records, the payment's total, and the sandbox's own. */
  const refundsOf = async (code: string) => {
    const [row] = await query<{ refunds: number; records: number; refunded: number; sandbox: number; status: string }>(
      `select (select count(*)::int from refunds r join payments p on p.id = r.payment_id
                where p.order_id = o.id and r.status = 'succeeded') as refunds,
              (select count(*)::int from experience_order_refunds e where e.order_id = o.id) as records,
              (select coalesce(sum(p.refunded_minor), 0)::int from payments p where p.order_id = o.id) as refunded,
              (select coalesce(sum((select count(*) from jsonb_object_keys(coalesce(s.data->'refunds', '{}'::jsonb)))), 0)::int
                 from payments p join sandbox_billing_objects s on s.id = p.provider_payment_id
                where p.order_id = o.id) as sandbox,
              o.status
       from experience_orders o where o.code = $1`,
      [code],
    );
    return row!;
  };

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    owner = await verifiedAccount(subject.app, { firstName: "Fabiola", lastName: "Fundadora" });
    const made = await createOrganizer(
      subject.database.handle.db,
      { name: "Mezcal de Barrio", country: "mx", ownerEmail: owner.email },
      { siteUrl: SITE_ORIGIN },
    );
    organizer = made.organizerId;
  }, 180_000);
  afterAll(() => subject?.close());

  it("lets the owner join by the e-mailed invitation and publish an experience, a ticket type and a weekly series", async () => {
    const [invitation] = await outbox(subject.app, owner.email);
    const token = /\/(?:invitacion|invitation)\/([0-9a-f]{64})\//.exec(invitation?.body ?? "")?.[1];
    expect(token, invitation?.body).toBeDefined();
    const accepted = await post(owner, "/partners/accepted-invitations", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().organizer).toMatchObject({ id: organizer, role: "owner", currency: "MXN" });

    const [city] = await query<{ id: number }>(
      "select id from cities where timezone = 'America/Mexico_City' order by id limit 1",
    );
    const created = await post(owner, `${base()}/experiences`, {
      titleEs: "Cata de mezcal de barrio",
      titleEn: "Neighbourhood mezcal tasting",
      summaryEs: "Cinco mezcales artesanales con quien los destila.",
      summaryEn: "Five craft mezcals with the person who distils them.",
      descriptionEs: "Un maestro mezcalero sirve cinco mezcales de su palenque y cuenta cómo se hace cada uno.",
      descriptionEn: "A master mezcalero pours five mezcals from his still and tells how each one is made.",
      category: "tasting",
      cityId: city!.id,
      address: "Calle Regina 52, Centro",
      venueName: "Mezcalería del Barrio",
      latitude: 19.43,
      longitude: -99.13,
      durationMinutes: 90,
      cancellationEs: "Reembolso completo hasta 48 horas antes.",
      cancellationEn: "Full refund up to 48 hours before.",
      active: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    experience = created.json().experience;
    const general = await post(owner, `${base()}/experiences/${experience.id}/tiers`, {
      code: "general",
      nameEs: "General",
      nameEn: "General admission",
      priceMinor: 35000,
    });
    expect(general.statusCode, general.body).toBe(201);
    tier = general.json().tier.id;
    const series = await post(owner, `${base()}/experiences/${experience.id}/sessions`, {
      date: dayAhead(14),
      time: "20:00",
      capacity: 10,
      perOrderLimit: 4,
      repeat: { until: dayAhead(28) },
    });
    expect(series.statusCode, series.body).toBe(201);
    sessions = (series.json().data as { id: number }[]).map((row) => row.id);
    expect(sessions).toHaveLength(3);
  });

  it("shows the experience and its sessions on the public site, and sells to two guests with the sandbox card", async () => {
    const [place] = await query<{ state: string; city: string }>(
      `select s.slug as state, c.slug as city from experiences e join states s on s.id = e.state_id
       join cities c on c.id = e.city_id where e.id = $1`,
      [experience.id],
    );
    const listing = await inject({
      url: `/api/experiences?country=mx&state=${place!.state}&city=${place!.city}&category=tasting&lang=en`,
    });
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json().data.map((item: { slug: string }) => item.slug)).toContain(experience.slug);
    const detail = (await inject({ url: `/api/experiences/${experience.slug}?lang=en` })).json().data;
    expect(detail).toMatchObject({ title: "Neighbourhood mezcal tasting", time_zone: "America/Mexico_City" });
    expect(detail.ticket_types).toMatchObject([{ id: tier, price: { amount: 35000, currency: "MXN" } }]);
    expect(detail.sessions.map((row: { id: number }) => row.id)).toEqual(sessions);

    pair = await buy(sessions[0]!, 2, "es");
    single = await buy(sessions[0]!, 1, "en");
    expect(pair.tickets).toHaveLength(2);
    const sales = await inject({ url: `${base()}/sessions/${sessions[0]}/sales`, headers: browser(owner.token) });
    expect(sales.json()).toMatchObject({ seatsSold: 3, seatsLeft: 7, revenueMinor: 105000 });
  });

  it("brings door staff in by invitation, whose scan admits a ticket once", async () => {
    const door = await verifiedAccount(subject.app, { firstName: "Dora", lastName: "Taquilla" });
    const invited = await post(owner, `${base()}/invitations`, { email: door.email, role: "door", language: "en" });
    expect(invited.statusCode, invited.body).toBe(201);
    const [letter] = await outbox(subject.app, door.email);
    const token = /\/(?:invitacion|invitation)\/([0-9a-f]{64})\//.exec(letter?.body ?? "")?.[1];
    const joined = await post(door, "/partners/accepted-invitations", { token });
    expect(joined.json().organizer).toMatchObject({ id: organizer, role: "door" });

    const code = pair.tickets[0]!.code;
    const scan = (device: string) =>
      post(door, `${base()}/sessions/${sessions[0]}/check-ins?lang=en`, {
        deviceId: device,
        scans: [{ code, scannedAt: new Date().toISOString() }],
      });
    const first = await scan("puerta-1");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().results[0]).toMatchObject({ code, outcome: "admitted", checkedInDevice: "puerta-1" });
    const again = await scan("puerta-2");
    expect(again.json().results[0]).toMatchObject({ code, outcome: "alreadyUsed", checkedInDevice: "puerta-1" });
  });

  it("refunds part of an order once per Idempotency-Key, counted in the rows and at the sandbox", async () => {
    const refund = () =>
      post(
        owner,
        `${base()}/sessions/${sessions[0]}/orders/${single.code}/refunds?lang=en`,
        { amount: 100 },
        {
          "idempotency-key": "partner-area-refund-1",
        },
      );
    const answers = [await refund(), await refund()];
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[1]!.json().order).toMatchObject({ status: "paid", refundedMinor: 10000, refundableMinor: 25000 });
    expect(await refundsOf(single.code)).toEqual({
      refunds: 1,
      records: 1,
      refunded: 10000,
      sandbox: 1,
      status: "paid",
    });
    // The buyer, who bought in English, is told in English; the tickets still count.
    const letters = (await outbox(subject.app, single.contact.email)).filter(
      (row) => row.channel === "email" && row.body.includes("Your tickets are still valid."),
    );
    expect(letters).toHaveLength(1);
    expect(letters[0]!.body).toContain("$100");
    expect(await refundsOf(pair.code)).toMatchObject({ refunds: 0, sandbox: 0, status: "paid" });
  });

  it("cancels the next session of the series after a diner bought on it: that order refunded in full, its buyer told", async () => {
    const next = sessions[1]!;
    const late = await buy(next, 2, "es");
    const cancelled = await post(owner, `${base()}/sessions/${next}/cancellation`, { lang: "es" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().session.status).toBe("cancelled");
    // Once more changes nothing.
    expect((await post(owner, `${base()}/sessions/${next}/cancellation`, {})).statusCode).toBe(200);
    expect(await refundsOf(late.code)).toEqual({
      refunds: 1,
      records: 1,
      refunded: 70000,
      sandbox: 1,
      status: "refunded",
    });
    const mail = await outbox(subject.app, late.contact.email);
    expect(mail.some((row) => row.channel === "email" && /Función cancelada/.test(row.subject ?? ""))).toBe(true);
    // The first session's orders are untouched; the series' other sessions stay on sale.
    expect(await refundsOf(pair.code)).toMatchObject({ refunds: 0, status: "paid" });
    const detail = (await inject({ url: `/api/experiences/${experience.slug}?lang=es` })).json().data;
    expect(detail.sessions.map((row: { id: number }) => row.id)).toEqual([sessions[0], sessions[2]]);
    const audit = await query<{ action: string }>(
      "select distinct action from partner_audit_log where organizer_id = $1 order by action",
      [organizer],
    );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["experience.create", "order.refund", "session.cancel", "ticket.check-in"]),
    );
  });
});
