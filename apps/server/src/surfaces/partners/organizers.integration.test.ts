// One file past 500 lines on purpose: the authorisation sweep needs every organizer endpoint in one list over
// the same app and staff accounts as the rules it guards.
import { createOrganizer } from "@sobremesa/domain/partners";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
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
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

/** A Friday some weeks ahead, as YYYY-MM-DD (sessions must start in the future). */
function fridayAhead(weeks: number): string {
  const day = new Date(Date.now() + weeks * 7 * 24 * 60 * 60 * 1000);
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Organizers of things to do over a real database: staff through the venues' invitations, the
 * experience editor (versioned, audited, pin and city in the country), ticket types with IVA,
 * recurring sessions in the experience's zone, capacity never below what is taken (also under
 * buyers paying at that moment), sales and the guest list, and a sweep of every organizer endpoint.
 */
describe("organizers in the partner console", () => {
  let subject: TestApp;
  let organizer: number;
  let otherOrganizer: number;
  let venue: number;
  let owner: Account;
  let manager: Account;
  let door: Account;
  let otherOwner: Account;
  let venueOwner: Account;
  let diner: Account;
  let cityId: number;
  let experience: { id: number; slug: string; version: number };
  let adult: number;
  let child: number;
  let sessions: { id: number; localDate: string; localTime: string }[];
  let keys = 0;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const as = (account: Account | null) => (account ? browser(account.token) : { origin: SITE_ORIGIN });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
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
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const addStaff = (organizerId: number, account: Account, role: string) =>
    query("insert into organizer_staff (organizer_id, user_id, role) values ($1, $2, $3)", [
      organizerId,
      account.id,
      role,
    ]);
  const base = () => `/partners/organizers/${organizer}`;
  const draft = (overrides: object = {}) => ({
    titleEs: "Taller de tacos al pastor",
    titleEn: "Al pastor taco workshop",
    summaryEs: "Aprende a marinar y cortar el trompo con un taquero de oficio.",
    summaryEn: "Learn to marinate and carve the spit with a seasoned taquero.",
    descriptionEs: "Un taquero de tercera generación comparte sus secretos del pastor, de la marinada al trompo.",
    descriptionEn: "A third-generation taquero shares his al pastor secrets, from the marinade to the spit.",
    category: "class",
    cityId,
    address: "Calle Regina 52, Centro",
    venueName: "Taquería El Trompo",
    latitude: 19.43,
    longitude: -99.13,
    meetingPointEs: "En la barra de la taquería",
    meetingPointEn: "At the taquería's counter",
    durationMinutes: 150,
    includedEs: "Tacos\nAgua fresca",
    includedEn: "Tacos\nFresh water",
    cancellationEs: "Reembolso completo hasta 48 horas antes.",
    cancellationEn: "Full refund up to 48 hours before.",
    active: true,
    ...overrides,
  });
  const buy = (sessionId: number, tickets: { ticket_type_id: number; quantity: number }[], key?: string) =>
    inject({
      method: "POST",
      url: `/api/experiences/${experience.slug}/orders?lang=es`,
      headers: { "idempotency-key": key ?? `organizer-buy-${++keys}-${Date.now()}` },
      payload: {
        session_id: sessionId,
        tickets,
        contact: {
          firstName: "Carla",
          lastName: "Compradora, =Hija",
          email: uniqueEmail("compra"),
          countryCode: "+52",
          phone: "5512345678",
        },
        payment: { card: CARD_OK },
      },
    });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    const [mx] = await query<{ id: number }>("select id from countries where code = 'mx'");
    const [co] = await query<{ id: number }>("select id from countries where code = 'co'");
    const [city] = await query<{ id: number }>(
      "select id from cities where country_id = $1 and timezone = 'America/Mexico_City' order by id limit 1",
      [mx!.id],
    );
    cityId = city!.id;
    const made = await query<{ id: number }>(
      `insert into organizers (slug, name, country_id) values ('prueba-org', 'Tacos y Más', $1), ('otro-org', 'Otra Casa', $2)
       returning id`,
      [mx!.id, co!.id],
    );
    [organizer, otherOrganizer] = made.map((row) => row.id) as [number, number];
    const [place] = await query<{ id: number }>("select id from places order by id limit 1");
    venue = place!.id;
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Organizadora" });
    manager = await verifiedAccount(subject.app, { firstName: "Mario", lastName: "Gestor" });
    door = await verifiedAccount(subject.app, { firstName: "Dora", lastName: "Taquilla" });
    otherOwner = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    venueOwner = await verifiedAccount(subject.app, { firstName: "Vera", lastName: "Restaurantera" });
    diner = await verifiedAccount(subject.app, { firstName: "Diana", lastName: "Comensal" });
    await addStaff(organizer, owner, "owner");
    await addStaff(organizer, manager, "manager");
    await addStaff(organizer, door, "door");
    await addStaff(otherOrganizer, otherOwner, "owner");
    await query("insert into venue_staff (place_id, user_id, role) values ($1, $2, 'owner')", [venue, venueOwner.id]);
  }, 120_000);
  afterAll(() => subject?.close());

  it("gives the seeded experiences to the demo organizers, and lists a person's organizers with their role", async () => {
    const [unowned] = await query<{ n: number }>(
      "select count(*)::int as n from experiences where organizer_id is null",
    );
    expect(unowned!.n).toBe(0);
    const mine = await call(owner, "GET", "/partners/organizers");
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.json().data).toEqual([
      { id: organizer, slug: "prueba-org", name: "Tacos y Más", countryCode: "mx", currency: "MXN", role: "owner" },
    ]);
    expect((await call(door, "GET", "/partners/organizers")).json().data).toMatchObject([{ role: "door" }]);
    expect((await call(venueOwner, "GET", "/partners/organizers")).json().data).toEqual([]);
    expect((await call(null, "GET", "/partners/organizers")).statusCode).toBe(401);
  });

  it("brings door staff in through the venues' invitation link, audited on the organizer", async () => {
    const email = uniqueEmail("puerta");
    const sent = await call(owner, "POST", `${base()}/invitations`, { email, role: "door", language: "en" });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message] = await outbox(subject.app, email);
    expect(message?.body).toContain("Tacos y Más");
    const token = /\/(?:invitacion|invitation)\/([0-9a-f]{64})\//.exec(message?.body ?? "")?.[1];
    const preview = await call(null, "GET", `/partners/invitations/${token}?lang=en`);
    expect(preview.json().invitation).toMatchObject({
      business: "organizer",
      venue: { id: organizer, name: "Tacos y Más" },
      role: "door",
      status: "pending",
    });
    const invitee = await verifiedAccount(subject.app, { firstName: "Pablo" });
    await query("update users set email = $1 where id = $2", [email, invitee.id]);
    const accepted = await call({ ...invitee, email }, "POST", "/partners/accepted-invitations", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ organizer: expect.objectContaining({ id: organizer, role: "door" }) });
    expect((await call(invitee, "GET", `${base()}/experiences`)).statusCode).toBe(200);
    expect((await call(invitee, "GET", `${base()}/staff`)).statusCode).toBe(403);
    // Managers may not invite; a venue's owner cannot see the organizer at all.
    expect(
      (await call(manager, "POST", `${base()}/invitations`, { email: uniqueEmail(), role: "door" })).statusCode,
    ).toBe(403);
    expect((await call(venueOwner, "GET", `${base()}/staff`)).statusCode).toBe(404);
    const audit = (await call(owner, "GET", `${base()}/audit`)).json().data as { action: string }[];
    expect(audit.map((entry) => entry.action)).toEqual(["invitation.accept", "invitation.create"]);
    expect((await call(manager, "GET", `${base()}/audit`)).statusCode).toBe(403);
    // The venue's audit log holds none of it.
    const [venueLines] = await query<{ n: number }>(
      "select count(*)::int as n from partner_audit_log where place_id = $1",
      [venue],
    );
    expect(venueLines!.n).toBe(0);
  });

  it("refuses an invitation row for both or neither business (one table, one business each)", async () => {
    await expect(
      query(
        `insert into staff_invitations (place_id, organizer_id, email, role, token_hash, expires_at)
         values ($1, $2, 'x@example.com', 'door', 'both', now())`,
        [venue, organizer],
      ),
    ).rejects.toThrow();
    await expect(
      query(
        `insert into staff_invitations (email, role, token_hash, expires_at) values ('x@example.com', 'door', 'neither', now())`,
      ),
    ).rejects.toThrow();
  });

  it("creates an experience in both languages, refuses a pin or a city outside the country, and audits it", async () => {
    const outside = await call(manager, "POST", `${base()}/experiences?lang=en`, draft({ longitude: 99.13 }));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toMatch(/outside the experience's country/);
    const [colombian] = await query<{ id: number }>(
      "select id from cities where country_id = (select id from countries where code = 'co') limit 1",
    );
    expect((await call(manager, "POST", `${base()}/experiences`, draft({ cityId: colombian!.id }))).statusCode).toBe(
      400,
    );
    expect((await call(manager, "POST", `${base()}/experiences`, draft({ titleEs: "x\u0000y" }))).statusCode).toBe(400);
    expect((await call(door, "POST", `${base()}/experiences`, draft())).statusCode).toBe(403);

    const created = await call(manager, "POST", `${base()}/experiences`, draft());
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json().experience;
    expect(body).toMatchObject({
      slug: "taller-de-tacos-al-pastor",
      timeZone: "America/Mexico_City",
      currency: "MXN",
      taxRateBp: 1600,
      version: 1,
      tiers: [],
    });
    experience = { id: body.id, slug: body.slug, version: body.version };
    const [line] = await query<{ organizer_id: number; place_id: number | null; action: string }>(
      "select organizer_id, place_id, action from partner_audit_log where entity = 'experience' and entity_id = $1",
      [String(experience.id)],
    );
    expect(line).toEqual({ organizer_id: organizer, place_id: null, action: "experience.create" });
  });

  it("versions edits: the stale one gets 409 and saves nothing", async () => {
    const first = await call(owner, "PUT", `${base()}/experiences/${experience.id}`, {
      ...draft({ titleEn: "Al pastor workshop" }),
      version: experience.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().experience).toMatchObject({ titleEn: "Al pastor workshop", version: 2 });
    const stale = await call(manager, "PUT", `${base()}/experiences/${experience.id}?lang=en`, {
      ...draft({ titleEn: "Overwritten" }),
      version: experience.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("SETUP_CHANGED");
    const read = await call(door, "GET", `${base()}/experiences/${experience.id}`);
    expect(read.json().experience.titleEn).toBe("Al pastor workshop");
    experience.version = 2;
  });

  it("adds ticket types with their IVA part, and refuses a taken code", async () => {
    const a = await call(owner, "POST", `${base()}/experiences/${experience.id}/tiers`, {
      code: "adult",
      nameEs: "Adulto",
      nameEn: "Adult",
      priceMinor: 58000,
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().tier).toMatchObject({ priceMinor: 58000, taxMinor: 8000, hidden: false, sold: 0 });
    adult = a.json().tier.id;
    const c = await call(owner, "POST", `${base()}/experiences/${experience.id}/tiers`, {
      code: "child",
      nameEs: "Niño",
      nameEn: "Child",
      priceMinor: 29000,
    });
    child = c.json().tier.id;
    const again = await call(owner, "POST", `${base()}/experiences/${experience.id}/tiers?lang=en`, {
      code: "adult",
      nameEs: "Otro",
      nameEn: "Other",
      priceMinor: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("adult");
    const [row] = await query<{ price_from_minor: number }>("select price_from_minor from experiences where id = $1", [
      experience.id,
    ]);
    expect(row!.price_from_minor).toBe(29000);
  });

  it("creates every Friday at 20:00 until a date in the experience's zone, and refuses more than 100", async () => {
    const first = fridayAhead(2);
    const until = addDaysTo(first, 21);
    const created = await call(manager, "POST", `${base()}/experiences/${experience.id}/sessions`, {
      date: first,
      time: "20:00",
      capacity: 12,
      perOrderLimit: 6,
      salesCutoffMinutes: 30,
      repeat: { until },
    });
    expect(created.statusCode, created.body).toBe(201);
    sessions = created.json().data;
    expect(sessions.map((session) => session.localDate)).toEqual([0, 7, 14, 21].map((days) => addDaysTo(first, days)));
    expect(sessions.every((session) => session.localTime === "20:00")).toBe(true);
    // 20:00 in Mexico City (UTC-6 all year) is 02:00 UTC the next day.
    expect((created.json().data[0] as { startsAt: string }).startsAt).toBe(`${addDaysTo(first, 1)}T02:00:00.000Z`);

    const tooMany = await call(manager, "POST", `${base()}/experiences/${experience.id}/sessions?lang=en`, {
      date: first,
      time: "20:00",
      capacity: 12,
      repeat: { weekdays: [0, 1, 2, 3, 4, 5, 6], until: addDaysTo(first, 200) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toMatch(/201 sessions and the most at once is 100/);
    const past = await call(manager, "POST", `${base()}/experiences/${experience.id}/sessions`, {
      date: "2020-01-03",
      time: "20:00",
      capacity: 12,
    });
    expect(past.statusCode).toBe(400);
    const impossible = await call(manager, "POST", `${base()}/experiences/${experience.id}/sessions`, {
      date: "2027-02-30",
      time: "20:00",
      capacity: 12,
    });
    expect(impossible.statusCode).toBe(400);
    const [count] = await query<{ n: number }>(
      "select count(*)::int as n from experience_sessions where experience_id = $1",
      [experience.id],
    );
    expect(count!.n).toBe(4);
    const listed = await call(door, "GET", `${base()}/experiences/${experience.id}/sessions`);
    expect(listed.json().data).toHaveLength(4);
  });

  it("sells on the public site; the sale, revenue and guest list show in the console; prices change only later sales", async () => {
    const session = sessions[0]!;
    const publicView = (await inject({ url: `/api/experiences/${experience.slug}?lang=es` })).json().data;
    expect(publicView.sessions.map((entry: { id: number }) => entry.id)).toContain(session.id);
    const bought = await buy(session.id, [
      { ticket_type_id: adult, quantity: 1 },
      { ticket_type_id: child, quantity: 1 },
    ]);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().order.status).toBe("paid");

    const repriced = await call(owner, "PATCH", `${base()}/experiences/${experience.id}/tiers/${adult}`, {
      priceMinor: 70000,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().tier).toMatchObject({ priceMinor: 70000, sold: 1 });

    const sales = await call(manager, "GET", `${base()}/sessions/${session.id}/sales`);
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.json()).toMatchObject({ seatsSold: 2, seatsLeft: 10, revenueMinor: 87000, currency: "MXN" });
    expect(sales.json().orders[0]).toMatchObject({ seats: 2, totalMinor: 87000 });
    expect((await call(door, "GET", `${base()}/sessions/${session.id}/sales`)).statusCode).toBe(403);

    const csv = await call(owner, "GET", `${base()}/sessions/${session.id}/guests.csv?lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/attachment; filename="guests-/);
    expect(csv.body.startsWith("\uFEFFOrder,Name,E-mail")).toBe(true);
    expect(csv.body).toContain("870.00,MXN");
    // A field with a comma is quoted (RFC 4180).
    expect(csv.body).toContain('"Carla Compradora, =Hija"');
  });

  it("hides a sold ticket type instead of removing it, and the public site stops offering it", async () => {
    const removed = await call(owner, "DELETE", `${base()}/experiences/${experience.id}/tiers/${child}?lang=en`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe("TICKET_TYPE_SOLD");
    const hidden = await call(owner, "PATCH", `${base()}/experiences/${experience.id}/tiers/${child}`, {
      hidden: true,
    });
    expect(hidden.json().tier.hidden).toBe(true);
    const publicView = (await inject({ url: `/api/experiences/${experience.slug}?lang=es` })).json().data;
    expect(publicView.ticket_types.map((type: { id: number }) => type.id)).toEqual([adult]);
    const refused = await buy(sessions[1]!.id, [{ ticket_type_id: child, quantity: 1 }]);
    expect(refused.statusCode).toBe(400);
  });

  it("hides an experience from the public site, and shows it again", async () => {
    const off = await call(owner, "PUT", `${base()}/experiences/${experience.id}`, {
      ...draft({ active: false }),
      version: experience.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await inject({ url: `/api/experiences/${experience.slug}` })).statusCode).toBe(404);
    const on = await call(owner, "PUT", `${base()}/experiences/${experience.id}`, {
      ...draft({ active: true }),
      version: off.json().experience.version,
    });
    experience.version = on.json().experience.version;
    expect((await inject({ url: `/api/experiences/${experience.slug}` })).statusCode).toBe(200);
  });

  it("lowers capacity only down to the seats taken", async () => {
    const session = sessions[0]!;
    const below = await call(manager, "PATCH", `${base()}/sessions/${session.id}?lang=en`, { capacity: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toMatchObject({ code: "CAPACITY_BELOW_RESERVED" });
    expect(below.json().error.message).toContain("2 seat(s)");
    const exact = await call(manager, "PATCH", `${base()}/sessions/${session.id}`, { capacity: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().session).toMatchObject({ capacity: 2, reserved: 2 });
    expect((await call(door, "PATCH", `${base()}/sessions/${session.id}`, { capacity: 20 })).statusCode).toBe(403);
  });

  it("never sets capacity below what five buyers paying at that moment took", async () => {
    const session = sessions[2]!;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => buy(session.id, [{ ticket_type_id: adult, quantity: 2 }])),
      call(manager, "PATCH", `${base()}/sessions/${session.id}`, { capacity: 5 }),
    ]);
    const [row] = await query<{ capacity: number; reserved: number }>(
      "select capacity, reserved from experience_sessions where id = $1",
      [session.id],
    );
    expect(row!.reserved).toBeLessThanOrEqual(row!.capacity);
    const paid = results.slice(0, 5).filter((answer) => answer.statusCode === 201).length;
    const [held] = await query<{ seats: number }>(
      "select coalesce(sum(seats), 0)::int as seats from experience_orders where session_id = $1 and status in ('paid', 'pending_payment', 'awaiting_authentication')",
      [session.id],
    );
    expect(held!.seats).toBe(row!.reserved);
    expect(held!.seats).toBe(paid * 2);
    const lowered = results[5]!;
    if (lowered.statusCode === 200) expect(row!.capacity).toBe(5);
    else expect(lowered.json().error.code).toBe("CAPACITY_BELOW_RESERVED");
  });

  it("makes an organizer without the seed (the create-organizer command) whose owner joins by the e-mail", async () => {
    const email = uniqueEmail("fundadora");
    const made = await createOrganizer(
      subject.database.handle.db,
      { name: "Rutas del Café", country: "cr", ownerEmail: email },
      { siteUrl: SITE_ORIGIN, newToken: () => "c".repeat(64) },
    );
    expect(made).toMatchObject({ slug: "rutas-del-cafe", currency: "CRC" });
    const [message] = await outbox(subject.app, email);
    expect(message?.body).toContain("c".repeat(64));
    const founder = await verifiedAccount(subject.app, { firstName: "Fabiola" });
    await query("update users set email = $1 where id = $2", [email, founder.id]);
    const accepted = await call(founder, "POST", "/partners/accepted-invitations", { token: "c".repeat(64) });
    expect(accepted.json().organizer).toMatchObject({ id: made.organizerId, role: "owner", countryCode: "cr" });
  });

  describe("authorisation sweep over every organizer endpoint", () => {
    type Endpoint = {
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      url: () => string;
      body?: () => unknown;
      headers?: Record<string, string>;
      allowed: string[];
    };
    const endpoints: Endpoint[] = [
      { method: "GET", url: () => base(), allowed: ["owner", "manager", "door"] },
      { method: "GET", url: () => `${base()}/staff`, allowed: ["owner", "manager"] },
      {
        method: "POST",
        url: () => `${base()}/invitations`,
        body: () => ({ email: uniqueEmail("barrido"), role: "door" }),
        allowed: ["owner"],
      },
      {
        method: "DELETE",
        url: () => `${base()}/invitations/00000000-0000-4000-8000-000000000000`,
        allowed: ["owner"],
      },
      {
        method: "PATCH",
        url: () => `${base()}/staff/00000000-0000-4000-8000-000000000000`,
        body: () => ({ role: "manager" }),
        allowed: ["owner"],
      },
      { method: "DELETE", url: () => `${base()}/staff/00000000-0000-4000-8000-000000000000`, allowed: ["owner"] },
      { method: "GET", url: () => `${base()}/audit`, allowed: ["owner"] },
      { method: "GET", url: () => `${base()}/experiences`, allowed: ["owner", "manager", "door"] },
      { method: "POST", url: () => `${base()}/experiences`, body: () => draft(), allowed: ["owner", "manager"] },
      { method: "GET", url: () => `${base()}/experiences/${experience.id}`, allowed: ["owner", "manager", "door"] },
      {
        method: "PUT",
        url: () => `${base()}/experiences/${experience.id}`,
        body: () => ({ ...draft(), version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `${base()}/experiences/${experience.id}/tiers`,
        body: () => ({ code: "vip", nameEs: "VIP", nameEn: "VIP", priceMinor: 1 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PATCH",
        url: () => `${base()}/experiences/${experience.id}/tiers/${adult}`,
        body: () => ({ nameEn: "Adult" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `${base()}/experiences/${experience.id}/tiers/${adult}`,
        allowed: ["owner", "manager"],
      },
      {
        method: "GET",
        url: () => `${base()}/experiences/${experience.id}/sessions`,
        allowed: ["owner", "manager", "door"],
      },
      {
        method: "POST",
        url: () => `${base()}/experiences/${experience.id}/sessions`,
        body: () => ({ date: fridayAhead(10), time: "20:00", capacity: 5 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PATCH",
        url: () => `${base()}/sessions/${sessions[3]!.id}`,
        body: () => ({ capacity: 30 }),
        allowed: ["owner", "manager"],
      },
      { method: "GET", url: () => `${base()}/sessions/${sessions[0]!.id}/sales`, allowed: ["owner", "manager"] },
      { method: "GET", url: () => `${base()}/sessions/${sessions[0]!.id}/guests.csv`, allowed: ["owner", "manager"] },
      // The door's own rules (scans, conflicts, hostile batches) are organizer-door.integration.test.ts's.
      { method: "GET", url: () => `${base()}/sessions/${sessions[0]!.id}/door`, allowed: ["owner", "manager", "door"] },
      {
        method: "POST",
        url: () => `${base()}/sessions/${sessions[0]!.id}/check-ins`,
        body: () => ({ deviceId: "barrido-1", scans: [{ code: "barrido", scannedAt: new Date().toISOString() }] }),
        allowed: ["owner", "manager", "door"],
      },
      {
        method: "POST",
        url: () => `${base()}/sessions/${sessions[0]!.id}/orders/EXP-ZZZZZZ/refunds`,
        body: () => ({ amount: 10 }),
        headers: { "idempotency-key": "sweep-refund-key" },
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `${base()}/sessions/${sessions[0]!.id}/cancellation`,
        body: () => ({}),
        allowed: ["owner", "manager"],
      },
    ];

    it("covers every organizer route the app has", () => {
      const printed = subject.app.printRoutes({ commonPrefix: false });
      const swept = new Set(endpoints.map((endpoint) => `${endpoint.method} ${templateOf(endpoint.url())}`));
      swept.add("GET /partners/organizers");
      // The experience photos' routes are swept by roles in item-photos.integration.test.ts.
      const routes = organizerRoutesOf(printed).filter((route) => !route.includes("/photos"));
      expect(routes.length).toBeGreaterThan(15);
      for (const route of routes) expect(swept, route).toContain(route);
    });

    it("leaks nothing and changes nothing for door staff, another organizer's owner, a venue's owner, a diner or nobody", async () => {
      const marks = [owner.email, manager.email, "Organizadora", "Taller de tacos", "Carla"];
      const snapshot = async () => ({
        experiences: await query("select * from experiences where organizer_id = $1 order by id", [organizer]),
        tiers: await query(
          "select t.* from experience_ticket_types t join experiences e on e.id = t.experience_id where e.organizer_id = $1 order by t.id",
          [organizer],
        ),
        sessions: await query(
          "select s.* from experience_sessions s join experiences e on e.id = s.experience_id where e.organizer_id = $1 order by s.id",
          [organizer],
        ),
        staff: await query("select * from organizer_staff where organizer_id = $1 order by id", [organizer]),
        invitations: await query("select id, revoked_at from staff_invitations where organizer_id = $1 order by id", [
          organizer,
        ]),
      });
      const before = await snapshot();
      const people: [string, Account | null, number][] = [
        ["door", door, 403],
        ["other organizer's owner", otherOwner, 404],
        ["venue owner", venueOwner, 404],
        ["diner", diner, 404],
        ["nobody", null, 401],
      ];
      for (const endpoint of endpoints) {
        for (const [who, account, status] of people) {
          if (who === "door" && endpoint.allowed.includes("door")) continue;
          const answer = await call(account, endpoint.method, endpoint.url(), endpoint.body?.(), endpoint.headers);
          expect(answer.statusCode, `${who} ${endpoint.method} ${endpoint.url()}: ${answer.body}`).toBe(status);
          for (const mark of marks)
            expect(answer.body, `${who} ${endpoint.method} ${endpoint.url()}`).not.toContain(mark);
        }
      }
      expect(await snapshot()).toEqual(before);
      // Another organizer's experience through this one's id: not found, for its own owner too.
      const [foreign] = await query<{ id: number }>(
        "select id from experiences where organizer_id is not null and organizer_id <> $1 limit 1",
        [organizer],
      );
      expect((await call(owner, "GET", `${base()}/experiences/${foreign!.id}`)).statusCode).toBe(404);
      expect((await call(owner, "GET", `/partners/organizers/${otherOrganizer}/experiences`)).statusCode).toBe(404);
      // The organizer's staff see no venue.
      expect((await call(owner, "GET", "/partners/venues")).json().data).toEqual([]);
      expect((await call(owner, "GET", `/partners/venues/${venue}`)).statusCode).toBe(404);
    });
  });
});

/** `/partners/organizers/12/sessions/3/sales` → `/partners/organizers/:organizerId/sessions/:sessionId/sales`. */
function templateOf(url: string): string {
  return url
    .replace(/\?.*$/, "")
    .replace(/\/organizers\/\d+/, "/organizers/:organizerId")
    .replace(/\/experiences\/\d+/, "/experiences/:experienceId")
    .replace(/\/tiers\/\d+$/, "/tiers/:tierId")
    .replace(/\/sessions\/\d+/, "/sessions/:sessionId")
    .replace(/\/orders\/EXP-[A-Z0-9]{6}/, "/orders/:code")
    .replace(/\/staff\/[^/]+$/, "/staff/:staffId")
    .replace(/\/invitations\/[0-9a-f-]{36}$/, "/invitations/:invitationId");
}

/** The organizer routes in Fastify's printed tree, as `METHOD /path/:param`. */
function organizerRoutesOf(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    stack.length = (match[1] ?? "").length / 4;
    const joined = `${stack.join("")}${match[2]}`;
    const path = joined.startsWith("/") ? joined : `/${joined}`;
    stack.push(match[2] ?? "");
    if (!path.startsWith("/partners/organizers")) continue;
    for (const method of (match[3] ?? "")
      .split(", ")
      .filter((name) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(name)))
      routes.push(`${method} ${path}`);
  }
  return routes;
}
