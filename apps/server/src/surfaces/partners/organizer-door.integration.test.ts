import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueEmail, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { dayAhead } from "../../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

/**
 * The door of a session over a real database: the guest list a device keeps, scans admitted once
 * however many devices send them at once, an offline batch meeting an admission made online, the
 * audit line of each admission, who may use it, and hostile batches.
 */
describe("the door of an organizer's session", () => {
  let subject: TestApp;
  let organizer: number;
  let otherOrganizer: number;
  let owner: Account;
  let door: Account;
  let otherOwner: Account;
  let venueOwner: Account;
  let diner: Account;
  let session: number;
  let laterSession: number;
  let foreignSession: number;
  /** Tickets of `session` not yet used, handed out one per test. */
  const fresh: string[] = [];
  let laterTicket: string;
  let foreignTicket: string;
  let cancelledTicket: string;
  let keys = 0;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const as = (account: Account | null) => (account ? browser(account.token) : { origin: SITE_ORIGIN });
  const call = (
    account: Account | null,
    method: "GET" | "POST",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    inject({ method, url, headers: as(account), ...(payload === undefined ? {} : { payload: payload as object }) });
  const query = <T>(sql: string, params: unknown[] = []) =>
    subject.database.handle.query<T extends Record<string, unknown> ? T : never>(sql, params) as Promise<T[]>;
  const doorUrl = (sessionId = session, organizerId = organizer) =>
    `/partners/organizers/${organizerId}/sessions/${sessionId}`;
  const scan = (code: string, minutesAgo = 1) => ({
    code,
    scannedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });
  const checkIn = (
    account: Account | null,
    deviceId: string,
    scans: unknown[],
    options: { lang?: string; sessionId?: number } = {},
  ) =>
    call(account, "POST", `${doorUrl(options.sessionId)}/check-ins?lang=${options.lang ?? "es"}`, { deviceId, scans });
  const ticket = () => {
    const code = fresh.shift();
    if (!code) throw new Error("the test ran out of tickets: buy more in beforeAll");
    return code;
  };
  const admissionsOf = (code: string) =>
    query<{ checked_in_at: Date | null; checked_in_device: string | null; lines: number }>(
      `select t.checked_in_at, t.checked_in_device,
              (select count(*)::int from partner_audit_log l where l.entity = 'experience_ticket' and l.entity_id = t.id::text) as lines
         from experience_tickets t where t.code = $1`,
      [code],
    );

  async function buyTickets(slug: string, sessionId: number, tier: number, quantity: number): Promise<string[]> {
    const bought = await inject({
      method: "POST",
      url: `/api/experiences/${slug}/orders?lang=es`,
      headers: { "idempotency-key": `door-buy-${++keys}-${Date.now()}` },
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: tier, quantity }],
        contact: {
          firstName: "Rosa",
          lastName: `Invitada ${keys}`,
          email: uniqueEmail("puerta"),
          countryCode: "+52",
          phone: "5512345678",
        },
        payment: { card: CARD_OK },
      },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const rows = await query<{ code: string }>(
      "select t.code from experience_tickets t join experience_orders o on o.id = t.order_id where o.code = $1 order by t.code",
      [bought.json().order.code],
    );
    return rows.map((row) => row.code);
  }

  /** An experience of the organizer with one ticket type and two sessions, made through the console. */
  async function experienceWithSessions(title: string) {
    const [city] = await query<{ id: number }>(
      "select id from cities where timezone = 'America/Mexico_City' order by id limit 1",
    );
    const created = await call(owner, "POST", `/partners/organizers/${organizer}/experiences`, {
      titleEs: `${title} en la puerta`,
      titleEn: `${title} at the door`,
      summaryEs: "Una experiencia para probar la entrada con boletos.",
      summaryEn: "An experience to try the entrance with tickets.",
      descriptionEs: "Una experiencia de prueba con boletos, sesiones y una puerta que los revisa.",
      descriptionEn: "A test experience with tickets, sessions and a door that checks them.",
      category: "class",
      cityId: city!.id,
      address: "Calle Regina 52, Centro",
      venueName: "Foro de prueba",
      latitude: 19.43,
      longitude: -99.13,
      durationMinutes: 120,
      cancellationEs: "Reembolso completo hasta 48 horas antes.",
      cancellationEn: "Full refund up to 48 hours before.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const experience = created.json().experience as { id: number; slug: string };
    const tier = await call(owner, "POST", `/partners/organizers/${organizer}/experiences/${experience.id}/tiers`, {
      code: "general",
      nameEs: "General",
      nameEn: "General admission",
      priceMinor: 25000,
    });
    expect(tier.statusCode, tier.body).toBe(201);
    const made = await call(owner, "POST", `/partners/organizers/${organizer}/experiences/${experience.id}/sessions`, {
      date: dayAhead(14),
      time: "20:00",
      capacity: 100,
      perOrderLimit: 10,
      salesCutoffMinutes: 0,
      repeat: { weekdays: [], until: dayAhead(21) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const ids = (made.json().data as { id: number }[]).map((row) => row.id);
    return { ...experience, tier: tier.json().tier.id as number, sessions: ids };
  }

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    const [mx] = await query<{ id: number }>("select id from countries where code = 'mx'");
    const made = await query<{ id: number }>(
      `insert into organizers (slug, name, country_id) values ('puerta-org', 'Foro Puerta', $1), ('puerta-otra', 'Otra Puerta', $1)
       returning id`,
      [mx!.id],
    );
    [organizer, otherOrganizer] = made.map((row) => row.id) as [number, number];
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    door = await verifiedAccount(subject.app, { firstName: "Dora", lastName: "Taquilla" });
    otherOwner = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    venueOwner = await verifiedAccount(subject.app, { firstName: "Vera", lastName: "Restaurantera" });
    diner = await verifiedAccount(subject.app, { firstName: "Diana", lastName: "Comensal" });
    const staff = [
      [organizer, owner, "owner"],
      [organizer, door, "door"],
      [otherOrganizer, otherOwner, "owner"],
    ] as const;
    for (const [organizerId, account, role] of staff)
      await query("insert into organizer_staff (organizer_id, user_id, role) values ($1, $2, $3)", [
        organizerId,
        account.id,
        role,
      ]);
    const [place] = await query<{ id: number }>("select id from places order by id limit 1");
    await query("insert into venue_staff (place_id, user_id, role) values ($1, $2, 'owner')", [
      place!.id,
      venueOwner.id,
    ]);

    const main = await experienceWithSessions("Cata");
    [session, laterSession] = main.sessions as [number, number];
    for (let order = 0; order < 3; order++) fresh.push(...(await buyTickets(main.slug, session, main.tier, 8)));
    [laterTicket] = (await buyTickets(main.slug, laterSession, main.tier, 1)) as [string];
    [cancelledTicket] = (await buyTickets(main.slug, session, main.tier, 1)) as [string];
    await query(
      "update experience_orders set status = 'refunded' where id = (select order_id from experience_tickets where code = $1)",
      [cancelledTicket],
    );
    const foreign = await experienceWithSessions("Concierto");
    foreignSession = foreign.sessions[0]!;
    [foreignTicket] = (await buyTickets(foreign.slug, foreignSession, foreign.tier, 1)) as [string];
    await query("update experiences set organizer_id = $1 where id = $2", [otherOrganizer, foreign.id]);
  }, 180_000);

  afterAll(async () => {
    await subject?.close();
  });

  it("gives door staff the session's guest list, with each ticket's type and buyer", async () => {
    const answer = await call(door, "GET", `${doorUrl()}/door?lang=en`);
    expect(answer.statusCode, answer.body).toBe(200);
    const list = answer.json();
    expect(list.experience).toMatchObject({ titleEn: "Cata at the door", timeZone: "America/Mexico_City" });
    expect(list.guests).toHaveLength(24);
    expect(list.guests[0]).toMatchObject({ typeEs: "General", typeEn: "General admission", checkedInAt: null });
    expect(list.guests[0].name).toMatch(/^Rosa Invitada/);
    // A refunded order's tickets are not on the list; nor is another session's.
    const codes = list.guests.map((guest: { code: string }) => guest.code);
    expect(codes).not.toContain(cancelledTicket);
    expect(codes).not.toContain(laterTicket);
  });

  it("admits a ticket once, with its audit line, and says when and where it was used after", async () => {
    const code = ticket();
    const first = await checkIn(door, "puerta-norte-1", [scan(code, 2)]);
    expect(first.statusCode, first.body).toBe(200);
    const [admitted] = first.json().results;
    expect(admitted).toMatchObject({ code, outcome: "admitted", checkedInDevice: "puerta-norte-1" });
    expect(admitted.guest).toMatchObject({ typeEs: "General" });

    const again = await checkIn(door, "puerta-sur-2", [scan(code, 0)]);
    expect(again.json().results[0]).toMatchObject({
      outcome: "alreadyUsed",
      checkedInAt: admitted.checkedInAt,
      checkedInDevice: "puerta-norte-1",
    });
    const [row] = await admissionsOf(code);
    expect(row).toMatchObject({ checked_in_device: "puerta-norte-1", lines: 1 });
    const [line] = await query<{ actor_id: string; organizer_id: number; action: string; after: { device: string } }>(
      "select actor_id, organizer_id, action, after from partner_audit_log where entity = 'experience_ticket' order by id desc limit 1",
    );
    expect(line).toMatchObject({ actor_id: door.id, organizer_id: organizer, action: "ticket.check-in" });
    expect(line!.after.device).toBe("puerta-norte-1");
    // The list the devices keep shows it used.
    const list = (await call(door, "GET", `${doorUrl()}/door`)).json();
    expect(list.guests.find((guest: { code: string }) => guest.code === code).checkedInDevice).toBe("puerta-norte-1");
  });

  it("answers a batch sent twice (its answer lost) as admitted both times, admitting once", async () => {
    const code = ticket();
    const batch = [scan(code, 5)];
    const first = await checkIn(door, "puerta-norte-1", batch);
    const second = await checkIn(door, "puerta-norte-1", batch);
    expect(first.json().results[0].outcome).toBe("admitted");
    expect(second.json().results[0]).toMatchObject({ outcome: "admitted", checkedInAt: batch[0]!.scannedAt });
    expect((await admissionsOf(code))[0]!.lines).toBe(1);
  });

  it("admits one of two devices scanning the same ticket at once, and one of five", async () => {
    for (const devices of [2, 5]) {
      const code = ticket();
      const answers = await Promise.all(
        Array.from({ length: devices }, (_, index) => checkIn(door, `puerta-${devices}-${index}`, [scan(code)])),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const outcomes = answers.map((answer) => answer.json().results[0].outcome);
      expect(outcomes.filter((outcome) => outcome === "admitted")).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === "alreadyUsed")).toHaveLength(devices - 1);
      const winner = answers.find((answer) => answer.json().results[0].outcome === "admitted")!.json().results[0];
      for (const answer of answers) expect(answer.json().results[0].checkedInDevice).toBe(winner.checkedInDevice);
      const [row] = await admissionsOf(code);
      expect(row).toMatchObject({ checked_in_device: winner.checkedInDevice, lines: 1 });
    }
  });

  it("admits five different tickets sent at once by five devices, each once", async () => {
    const codes = [ticket(), ticket(), ticket(), ticket(), ticket()];
    const answers = await Promise.all(
      codes.map((code, index) => checkIn(door, `puerta-cinco-${index}`, [scan(code), scan(codes[(index + 1) % 5]!)])),
    );
    const admitted = answers.flatMap((answer) =>
      answer.json().results.filter((result: { outcome: string }) => result.outcome === "admitted"),
    );
    expect(admitted.map((result: { code: string }) => result.code).sort()).toEqual([...codes].sort());
    for (const code of codes) expect((await admissionsOf(code))[0]!.lines).toBe(1);
  });

  it("answers an offline batch whose ticket was admitted online meanwhile with the conflict", async () => {
    const [online, offlineOnly, twice] = [ticket(), ticket(), ticket()];
    // Online at the north door a minute ago.
    expect((await checkIn(door, "puerta-norte-1", [scan(online, 1)])).json().results[0].outcome).toBe("admitted");
    // The south door was offline for ten minutes and queued three scans, one of them twice.
    const queued = [scan(online, 3), scan(offlineOnly, 9), scan(twice, 8), scan(twice, 4)];
    const sent = await checkIn(owner, "puerta-sur-2", queued, { lang: "en" });
    expect(sent.statusCode, sent.body).toBe(200);
    const results = sent.json().results;
    expect(results.map((result: { code: string }) => result.code)).toEqual(queued.map((entry) => entry.code));
    expect(results[0]).toMatchObject({ outcome: "alreadyUsed", checkedInDevice: "puerta-norte-1" });
    expect(results[1]).toMatchObject({ outcome: "admitted", checkedInAt: queued[1]!.scannedAt });
    // Of one ticket scanned twice offline, the earlier scan is the admission.
    expect(results[2]).toMatchObject({ outcome: "admitted", checkedInAt: queued[2]!.scannedAt });
    expect(results[3]).toMatchObject({ outcome: "alreadyUsed", checkedInAt: queued[2]!.scannedAt });
    for (const code of [online, offlineOnly, twice]) expect((await admissionsOf(code))[0]!.lines).toBe(1);
  });

  it("tells a ticket of another session, another organizer, a refunded order or an unknown code", async () => {
    const answer = await checkIn(door, "puerta-norte-1", [
      scan(laterTicket),
      scan(foreignTicket),
      scan(cancelledTicket),
      scan("no-existe-este-codigo"),
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [later, foreign, cancelled, unknown] = answer.json().results;
    expect(later).toMatchObject({ outcome: "otherSession" });
    expect(later.otherSession).toMatchObject({ titleEs: "Cata en la puerta" });
    // Another organizer's ticket says only that it is not for this session.
    expect(foreign).toMatchObject({ outcome: "otherSession", otherSession: null, guest: null });
    expect(cancelled).toMatchObject({ outcome: "cancelled" });
    expect(unknown).toMatchObject({ outcome: "unknown", guest: null });
    const rows = await query<{ n: number }>(
      "select count(*)::int as n from experience_tickets where code = any($1) and checked_in_at is not null",
      [[laterTicket, foreignTicket, cancelledTicket]],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses another organizer's staff, a venue's owner, a diner and nobody, leaking nothing", async () => {
    const code = ticket();
    const people: [string, Account | null, number][] = [
      ["other organizer's owner", otherOwner, 404],
      ["venue owner", venueOwner, 404],
      ["diner", diner, 404],
      ["nobody", null, 401],
    ];
    for (const [who, account, status] of people) {
      const list = await call(account, "GET", `${doorUrl()}/door`);
      expect(list.statusCode, who).toBe(status);
      expect(list.body).not.toContain("Rosa");
      const sent = await checkIn(account, "puerta-ajena-1", [scan(code)]);
      expect(sent.statusCode, who).toBe(status);
      expect(sent.body).not.toContain("Rosa");
    }
    // This organizer's staff through another organizer's id, and another organizer's session through this one's.
    expect((await call(door, "GET", `${doorUrl(session, otherOrganizer)}/door`)).statusCode).toBe(404);
    expect((await call(door, "GET", `${doorUrl(foreignSession)}/door`)).statusCode).toBe(404);
    expect((await checkIn(door, "puerta-norte-1", [scan(code)], { sessionId: foreignSession })).statusCode).toBe(404);
    expect((await admissionsOf(code))[0]!.checked_in_at).toBeNull();
  });

  it("refuses hostile batches with a 4xx in the person's language, admitting nobody", async () => {
    const code = ticket();
    const refused = async (payload: unknown, status: number, lang = "es", contentType?: string) => {
      const answer = await inject({
        method: "POST",
        url: `${doorUrl()}/check-ins?lang=${lang}`,
        headers: { ...as(door), ...(contentType ? { "content-type": contentType } : {}) },
        payload: typeof payload === "string" ? payload : (payload as object),
      });
      expect(answer.statusCode, answer.body).toBe(status);
      return answer.json().error.message as string;
    };
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    expect(
      await refused(
        { deviceId: "puerta-norte-1", scans: [{ code: "a\u0000b", scannedAt: scan(code).scannedAt }] },
        400,
      ),
    ).toMatch(/caracteres de control/);
    expect(await refused({ deviceId: "puerta-norte-1", scans: [{ code, scannedAt: future }] }, 400, "en")).toMatch(
      /ahead of now/,
    );
    expect(await refused({ deviceId: "puerta-norte-1", scans: [{ code, scannedAt: future }] }, 400)).toMatch(
      /posterior a ahora/,
    );
    const old = new Date(Date.now() - 10 * 86_400_000).toISOString();
    expect(await refused({ deviceId: "puerta-norte-1", scans: [{ code, scannedAt: old }] }, 400, "en")).toMatch(
      /more than 3 days ago/,
    );
    for (const scannedAt of ["2027-02-30T20:00:00Z", "2027-13-01T20:00:00Z", "ayer", "+275760-09-13T00:00:00Z", 1e308])
      await refused({ deviceId: "puerta-norte-1", scans: [{ code, scannedAt }] }, 400);
    expect(await refused({ deviceId: "puerta-norte-1", scans: [] }, 400)).toMatch(/Revisa los datos/);
    const many = Array.from({ length: 201 }, () => scan(code));
    expect(await refused({ deviceId: "puerta-norte-1", scans: many }, 400, "en")).toMatch(/check the data/);
    const flood = Array.from({ length: 10_000 }, () => scan(code));
    expect(await refused({ deviceId: "puerta-norte-1", scans: flood }, 413)).toMatch(/demasiado grande/);
    expect(await refused({ deviceId: "x\u0000", scans: [scan(code)] }, 400)).toMatch(/Revisa los datos/);
    await refused(
      { deviceId: "puerta-norte-1", scans: [{ code: "x".repeat(101), scannedAt: scan(code).scannedAt }] },
      400,
    );
    expect(await refused("deviceId=puerta&scans=1", 415, "en", "application/x-www-form-urlencoded")).toMatch(
      /content type/,
    );
    expect(await refused("{not json", 400, "es", "application/json")).toMatch(/JSON válido/);
    expect(
      (await call(door, "POST", `/partners/organizers/${organizer}/sessions/99999999999/check-ins`, {})).statusCode,
    ).toBe(400);
    expect((await admissionsOf(code))[0]!.checked_in_at).toBeNull();
  });
});
