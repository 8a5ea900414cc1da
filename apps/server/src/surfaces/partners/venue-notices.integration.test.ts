import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

interface Notice {
  recipient: string;
  template: string;
  language: string;
  subject: string;
  body: string;
}

/**
 * The venue hears of its new bookings and cancellations by e-mail, whatever the channel: one outbox
 * row per owner or manager per event, written with the booking, in each reader's language, none to
 * the staff member who acted, and none again when a request is retried.
 */
describe("partner console: e-mails to the venue", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let owner: Account;
  let manager: Account;
  let host: Account;
  const date = venueDate(5);

  const partnersCall = (account: Account, method: "POST", url: string, payload: object) =>
    subject.app.inject({ method, url, remoteAddress: uniqueIp(), headers: browser(account.token), payload });
  const dinerBooks = (time: string, key: string): Promise<LightMyRequestResponse> =>
    subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      remoteAddress: uniqueIp(),
      headers: { origin: SITE_ORIGIN, "idempotency-key": key },
      payload: {
        placeSlug: venue.slug,
        date,
        time,
        party: 3,
        lang: "en",
        contact: {
          countryCode: "+52",
          email: `aviso.${key}@example.com`,
          firstName: "Diana",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
      },
    });
  const notices = async (code: string): Promise<Notice[]> =>
    subject.database.handle.query<Notice>(
      `select recipient, template, language, subject, body from outbox_messages
       where thread = $1 order by template, recipient`,
      [`venue:${code}`],
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña", language: "en" });
    manager = await verifiedAccount(subject.app, { firstName: "Manuel", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Anfitriona" });
    for (const [account, role] of [
      [owner, "owner"],
      [manager, "manager"],
      [host, "host"],
    ] as const)
      await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        venue.placeId,
        account.id,
        role,
      ]);
    // Seatings all day, so a walk-in can be seated whenever the test runs.
    await subject.database.handle.query(
      `update reservation_shifts set first_seating = '00:00', last_seating = '23:30' where place_id = $1`,
      [venue.placeId],
    );
    await subject.database.handle.query(
      "update reservation_settings set setup_version = setup_version + 1 where place_id = $1",
      [venue.placeId],
    );
  }, 120_000);
  afterAll(() => subject?.close());

  it("tells owners and managers of a diner's booking, in each one's language, once however often it is sent", async () => {
    const first = await dinerBooks("20:00", "aviso-0001");
    expect(first.statusCode, first.body).toBe(201);
    const again = await dinerBooks("20:00", "aviso-0001");
    expect(again.statusCode).toBe(200);
    const code = first.json().data.code as string;
    const sent = await notices(code);
    expect(sent.map((notice) => [notice.recipient, notice.template, notice.language])).toEqual(
      [
        [owner.email, "partners-venue-booked", "en"],
        [manager.email, "partners-venue-booked", "es"],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const english = sent.find((notice) => notice.recipient === owner.email)!;
    expect(english.subject).toBe(`New booking at ${(await placeName()) ?? ""}: Diana Comensal (${code})`);
    expect(english.body).toContain("Name: Diana Comensal");
    expect(english.body).toContain("Party: 3 guests");
    expect(english.body).toMatch(/Date and time: .*8:00\s?PM/);
    expect(english.body).toContain("Channel: website");
    expect(english.body).toContain(`/en/partners/venue/${venue.placeId}/day-book/?date=${date}`);
    const spanish = sent.find((notice) => notice.recipient === manager.email)!;
    expect(spanish.body).toContain("Grupo: 3 personas");
    expect(spanish.body).toContain("Canal: sitio web");
    expect(spanish.body).toContain(`/socios/lugar/${venue.placeId}/agenda/?date=${date}`);
  });

  it("tells them of a diner's cancellation, once even when cancelled twice", async () => {
    const booked = await dinerBooks("19:00", "aviso-0002");
    const { code, manageToken } = booked.json().data as { code: string; manageToken: string };
    const manage = `?${RSV}&token=${encodeURIComponent(manageToken)}`;
    for (let time = 0; time < 2; time++)
      expect(
        (await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${code}${manage}` })).statusCode,
      ).toBe(200);
    const cancelled = (await notices(code)).filter((notice) => notice.template === "partners-venue-cancelled");
    expect(cancelled.map((notice) => notice.recipient).sort()).toEqual([owner.email, manager.email].sort());
  });

  it("leaves out the staff member who booked by phone or cancelled, and tells the others", async () => {
    const phoned = await partnersCall(manager, "POST", `/partners/venues/${venue.placeId}/day-book/reservations`, {
      channel: "phone",
      date,
      time: "14:00",
      party: 2,
      firstName: "Pedro",
      lastName: "Teléfono",
      phone: "55 8765 4321",
    });
    expect(phoned.statusCode, phoned.body).toBe(201);
    const { id, code } = phoned.json().reservation as { id: string; code: string };
    expect((await notices(code)).map((notice) => [notice.recipient, notice.template])).toEqual([
      [owner.email, "partners-venue-booked"],
    ]);
    expect((await notices(code))[0]?.body).toContain("Channel: phone");

    const cancel = () =>
      partnersCall(owner, "POST", `/partners/venues/${venue.placeId}/day-book/reservations/${id}/actions`, {
        action: "cancel",
        reason: "Cerramos por inventario",
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const cancelled = (await notices(code)).filter((notice) => notice.template === "partners-venue-cancelled");
    expect(cancelled.map((notice) => notice.recipient)).toEqual([manager.email]);
    expect(cancelled[0]?.body).toContain("Motivo: Cerramos por inventario");
  });

  it("tells owners and managers of a walk-in the host seated", async () => {
    const walkIn = await partnersCall(host, "POST", `/partners/venues/${venue.placeId}/day-book/reservations`, {
      channel: "walk_in",
      party: 2,
      firstName: "Wendy",
    });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const sent = await notices(walkIn.json().reservation.code);
    expect(sent.map((notice) => notice.recipient).sort()).toEqual([owner.email, manager.email].sort());
    expect(sent.find((notice) => notice.language === "es")?.body).toContain("Canal: sin reservación (en la puerta)");
  });

  const placeName = async () =>
    (await subject.database.handle.query<{ name: string }>("select name from places where id = $1", [venue.placeId]))[0]
      ?.name;
});
