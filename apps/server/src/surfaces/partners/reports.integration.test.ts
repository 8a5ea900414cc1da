import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue's reports over a real database: known bookings around a range's edges, every figure of
 * the answer and of its CSV, the ranges refused in the person's language, and who may read them.
 */
describe("partner console: reports", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let manager: Account;
  let host: Account;
  let code = 0;

  const call = (account: Account | null, url: string): Promise<LightMyRequestResponse> =>
    subject.app.inject({
      method: "GET",
      url,
      remoteAddress: uniqueIp(),
      headers: account ? browser(account.token) : {},
    });
  const base = () => `/partners/venues/${venue.placeId}/reports`;
  /** A booking arriving at a local date and time of Mexico City (UTC-6 all year). */
  const booking = async (
    placeId: number,
    local: string,
    party: number,
    status: string,
    source: string,
    name: [string, string] = ["Ana", "Comensal"],
  ) =>
    subject.database.handle.query(
      `insert into reservations (code, place_id, party, starts_at, ends_at, time_zone, status, source, first_name, last_name, email, phone, country_code, manage_token)
       values ($1, $2, $3, ($4::timestamp at time zone 'America/Mexico_City'), ($4::timestamp at time zone 'America/Mexico_City') + interval '90 minutes',
               'America/Mexico_City', $5, $6, $7, $8, 'ana@example.com', '+525512345678', '+52', 'x')`,
      [`INFORME${++code}`, placeId, party, local, status, source, name[0], name[1]],
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
    manager = await verifiedAccount(subject.app, { firstName: "Manuel", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Anfitriona" });
    for (const [account, role] of [
      [manager, "manager"],
      [host, "host"],
    ] as const)
      await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        venue.placeId,
        account.id,
        role,
      ]);
    await subject.database.handle.query(
      `insert into reservation_shifts (place_id, name_es, name_en, weekdays, first_seating, last_seating, slot_interval_minutes, turn_times)
       values ($1, 'Desayuno', 'Breakfast', '{0,1,2,3,4,5,6}', '08:00', '11:00', 30, '[{"maxParty": 8, "minutes": 60}]')`,
      [venue.placeId],
    );
    const [other] = await subject.database.handle.query<{ id: number }>(
      "select id from places where id <> $1 order by id limit 1",
      [venue.placeId],
    );
    await booking(venue.placeId, "2026-02-28 23:59", 7, "completed", "WEBSITE");
    await booking(venue.placeId, "2026-03-02 09:00", 2, "completed", "WEBSITE");
    await booking(venue.placeId, "2026-03-02 14:00", 4, "cancelled", "WEBSITE");
    await booking(venue.placeId, "2026-03-02 20:00", 3, "no_show", "PHONE", ['=HYPERLINK("http://x")', 'Pérez, "Q"']);
    await booking(venue.placeId, "2026-03-04 13:30", 5, "seated", "WALK_IN");
    await booking(venue.placeId, "2026-03-04 23:30", 2, "completed", "PHONE");
    await booking(venue.placeId, "2026-03-07 23:59", 6, "confirmed", "WEBSITE");
    await booking(venue.placeId, "2026-03-08 00:00", 9, "confirmed", "WEBSITE");
    await booking(other!.id, "2026-03-03 14:00", 8, "completed", "WEBSITE");
  }, 120_000);
  afterAll(() => subject?.close());

  it("counts every figure of a range of the venue's dates, edges included and neighbours left out", async () => {
    const response = await call(manager, `${base()}?from=2026-03-01&to=2026-03-07`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ from: "2026-03-01", to: "2026-03-07", venue: { id: venue.placeId } });
    expect(report.totals).toEqual({
      bookings: 6,
      covers: 15,
      cancelled: 1,
      noShows: 1,
      cancellationRate: 1 / 6,
      noShowRate: 1 / 5,
    });
    expect(report.days).toEqual([
      { date: "2026-03-02", bookings: 3, covers: 2, cancelled: 1, noShows: 1 },
      { date: "2026-03-04", bookings: 2, covers: 7, cancelled: 0, noShows: 0 },
      { date: "2026-03-07", bookings: 1, covers: 6, cancelled: 0, noShows: 0 },
    ]);
    expect(report.shifts).toEqual([
      { shiftId: expect.any(Number), name: "Desayuno", bookings: 1, covers: 2, cancelled: 0, noShows: 0 },
      { shiftId: expect.any(Number), name: "Comida y cena", bookings: 3, covers: 5, cancelled: 1, noShows: 1 },
      { shiftId: null, name: "", bookings: 2, covers: 8, cancelled: 0, noShows: 0 },
    ]);
    expect(report.channels).toEqual([
      { channel: "website", bookings: 3, covers: 8, cancelled: 1, noShows: 0 },
      { channel: "phone", bookings: 2, covers: 2, cancelled: 0, noShows: 1 },
      { channel: "walk_in", bookings: 1, covers: 5, cancelled: 0, noShows: 0 },
    ]);
    const english = await call(manager, `${base()}?from=2026-03-01&to=2026-03-07&lang=en`);
    expect(english.json().shifts.map((shift: { name: string }) => shift.name)).toEqual([
      "Breakfast",
      "Lunch and dinner",
      "",
    ]);
  });

  it("covers the last 28 days, today included, unless told; an empty range has only zeros", async () => {
    const report = (await call(manager, base())).json();
    expect(report.to).toBe(venueDate(0));
    expect(report.from).toBe(venueDate(-27));
    const empty = (await call(manager, `${base()}?from=2025-01-01&to=2025-01-31`)).json();
    expect(empty.totals).toEqual({
      bookings: 0,
      covers: 0,
      cancelled: 0,
      noShows: 0,
      cancellationRate: 0,
      noShowRate: 0,
    });
    expect(empty.days).toEqual([]);
    expect(empty.channels.map((channel: { bookings: number }) => channel.bookings)).toEqual([0, 0, 0]);
  });

  it("downloads the same figures as CSV for Excel, headers in the person's language", async () => {
    const response = await call(manager, `${base()}/csv?from=2026-03-01&to=2026-03-07`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="informe-[\w-]+-2026-03-01-2026-03-07\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split("\r\n")).toEqual([
      "\uFEFFSección,Concepto,Reservaciones,Cubiertos,Canceladas,No llegaron,Cancelaciones (%),No llegaron (%)",
      "Total,2026-03-01 – 2026-03-07,6,15,1,1,16.7,20",
      "Día,2026-03-02,3,2,1,1,33.3,50",
      "Día,2026-03-04,2,7,0,0,0,0",
      "Día,2026-03-07,1,6,0,0,0,0",
      "Turno,Desayuno,1,2,0,0,0,0",
      "Turno,Comida y cena,3,5,1,1,33.3,50",
      "Turno,Fuera de los turnos,2,8,0,0,0,0",
      "Canal,Sitio web,3,8,1,0,33.3,0",
      "Canal,Teléfono,2,2,0,1,0,50",
      "Canal,Sin reservación,1,5,0,0,0,0",
      "",
    ]);
    const english = await call(manager, `${base()}/csv?from=2026-03-01&to=2026-03-07&lang=en`);
    expect(english.body.split("\r\n")[0]).toBe(
      "\uFEFFSection,Item,Bookings,Covers,Cancelled,No-shows,Cancellation rate (%),No-show rate (%)",
    );
  });

  it("lists the range's bookings one per line, quoting and disarming what a diner typed", async () => {
    const response = await call(manager, `${base()}/csv?from=2026-03-02&to=2026-03-02&kind=bookings&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/filename="bookings-[\w-]+-2026-03-02-2026-03-02\.csv"/);
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("\uFEFFDate,Time,Code,Name,Party,Status,Channel");
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(/^2026-03-02,09:00,INFORME\d+,Ana Comensal,2,completed,Website$/),
      expect.stringMatching(/^2026-03-02,14:00,INFORME\d+,Ana Comensal,4,cancelled,Website$/),
      expect.stringMatching(
        /^2026-03-02,20:00,INFORME\d+,"'=HYPERLINK\(""http:\/\/x""\) Pérez, ""Q""",3,no-show,Phone$/,
      ),
    ]);
    expect(lines.length).toBe(5);
  });

  it("refuses ranges it cannot read with 400, saying what to fix in the person's language", async () => {
    const reversed = await call(manager, `${base()}?from=2026-03-07&to=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.code).toBe("VALIDATION_FAILED");
    expect(reversed.json().message).toContain("anterior a la fecha «desde»");
    const long = await call(manager, `${base()}/csv?from=2025-01-01&to=2026-01-02&lang=en`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("at most 366 days");
    const leapYear = await call(manager, `${base()}?from=2024-01-01&to=2024-12-31`);
    expect(leapYear.statusCode).toBe(200);
    for (const url of [`${base()}?from=2026-02-30`, `${base()}/csv?to=2026-13-01&lang=en`, `${base()}?from=ayer`]) {
      const impossible = await call(manager, url);
      expect(impossible.statusCode, url).toBe(400);
      expect(impossible.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("is for owners and managers: a host is refused in their language", async () => {
    const refused = await call(host, `${base()}/csv?lang=en`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/role/i);
  });
});
