import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, RSV, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, TEST_VENUE_ZONE, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const contact = {
  countryCode: "+52",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "López",
  phone: "55 1234 5678",
};

describe("table reservations on the reservation-system API", () => {
  let subject: TestApp;
  let venue: TestVenue;
  const date = venueDate(7);
  let emailCounter = 0;
  const book = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      headers,
      payload: {
        placeSlug: venue.slug,
        date,
        time: "20:00",
        party: 2,
        contact: { ...contact, email: `guest${++emailCounter}@example.com` },
        ...body,
      },
    });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("gives the seeded demo places a reservation setup", async () => {
    const [counts] = await subject.database.handle.query<{ settings: number; tables: number; shifts: number }>(
      "select (select count(*)::int from reservation_settings) as settings, (select count(*)::int from venue_tables) as tables, (select count(*)::int from reservation_shifts) as shifts",
    );
    expect(counts!.settings).toBe(3);
    expect(counts!.tables).toBeGreaterThan(3);
    expect(counts!.shifts).toBeGreaterThan(1);
  });

  it("answers a booking for a place nobody asked about yet (nothing cached; PGlite has one connection)", async () => {
    const [other] = await subject.database.handle.query<{ slug: string }>(
      "select slug from places where id <> $1 order by id limit 1",
      [venue.placeId],
    );
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: { placeSlug: other!.slug, date: venueDate(3), time: "20:00", party: 2, contact },
    });
    expect([201, 409, 422]).toContain(response.statusCode);
  });

  it("lists a day's seating times with their availability", async () => {
    const response = await subject.app.inject(`/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=2`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.slots).toHaveLength(19);
    expect(data.slots[0]).toEqual({ date, time: "13:00", available: true, reason: null });
    expect(data.zones.map((zone: { name: string }) => zone.name)).toEqual(["Salón", "Terraza"]);
    expect(response.headers["cache-control"]).toBe("no-store");
    const english = (
      await subject.app.inject(`/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=2&lang=en`)
    ).json();
    expect(english.data.zones.map((zone: { name: string }) => zone.name)).toEqual(["Dining room", "Terrace"]);
    // Larger than the place takes: no times at all.
    expect(
      (await subject.app.inject(`/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=9`)).json().data
        .slots,
    ).toEqual([]);
  });

  it("names the bad parameter, and says an unknown place is not found", async () => {
    const bad = await subject.app.inject(`/rsv/places/${venue.slug}/availability?${RSV}&date=mañana&party=2`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain("date");
    expect((await subject.app.inject(`/rsv/places/${venue.slug}/availability?date=${date}&party=2`)).statusCode).toBe(
      400,
    );
    expect(
      (await subject.app.inject(`/rsv/places/no-such-place/availability?${RSV}&date=${date}&party=2`)).statusCode,
    ).toBe(404);
  });

  it("books a table, confirms by e-mail and WhatsApp in the diner's language, and shows it to the link's holder", async () => {
    const created = await book({ time: "14:00", lang: "en" });
    expect(created.statusCode).toBe(201);
    const reservation = created.json().data;
    expect(reservation).toMatchObject({
      status: "confirmed",
      date,
      time: "14:00",
      party: 2,
      zone: { id: venue.salon, name: "Dining room" },
      contact: { phone: "+525512345678", countryCode: "+52" },
      canChange: true,
    });
    expect(reservation.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(reservation.managePath).toBe(
      `/en/place/reservation/${reservation.code}/?token=${encodeURIComponent(reservation.manageToken)}`,
    );

    const messages = await subject.database.handle.query<{ channel: string; subject: string | null; body: string }>(
      "select channel, subject, body from outbox_messages where body like $1 and template = 'reservation-confirmed' order by channel",
      [`%${reservation.code}%`],
    );
    expect(messages.map((message) => message.channel)).toEqual(["email", "whatsapp"]);
    expect(messages[0]!.subject).toContain("is confirmed");
    expect(messages[0]!.body).toContain(reservation.managePath);
    // The venue's time in the diner's language, 12-hour in English, the zone unnamed.
    for (const message of messages) {
      expect(message.body).toContain("at 2:00 PM");
      expect(message.body).not.toMatch(/GMT|UTC/);
    }

    const read = await subject.app.inject(
      `/rsv/reservations/${reservation.code}?${RSV}&token=${encodeURIComponent(reservation.manageToken)}`,
    );
    expect(read.statusCode).toBe(200);
    expect(read.json().data.code).toBe(reservation.code);
    const wrongToken = await subject.app.inject(`/rsv/reservations/${reservation.code}?${RSV}&token=nope`);
    expect(wrongToken.statusCode).toBe(404);
    expect(wrongToken.json().error).toMatchObject({
      code: "RESERVATION_NOT_FOUND",
      message: "Error: Reserva no encontrada",
    });
  });

  it("answers a retried create with the first result and books nothing new", async () => {
    const key = "retry-key-0001";
    const body = { time: "15:00", contact: { ...contact, email: "retry@example.com" } };
    const first = await book(body, { "idempotency-key": key });
    const second = await book(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.code).toBe(first.json().data.code);
    expect(second.json().data.manageToken).toBe(first.json().data.manageToken);
    const [row] = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from reservations where email = 'retry@example.com'",
    );
    expect(row!.count).toBe(1);
    const [confirmation] = await subject.database.handle.query<{ body: string }>(
      "select body from outbox_messages where body like $1 and channel = 'email' and template = 'reservation-confirmed'",
      [`%${first.json().data.code}%`],
    );
    // Spanish messages read the 24-hour clock.
    expect(confirmation!.body).toMatch(/, 15:00 · /);
    // The same rule as every purchase: another request under a used key is refused with one code.
    const reused = await book({ ...body, party: 1 }, { "idempotency-key": key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringMatching(/^Esta Idempotency-Key ya se usó con otra solicitud/),
    });
  });

  it("refuses the same diner twice at the same time", async () => {
    const body = { time: "16:00", contact: { ...contact, email: "twice@example.com" } };
    expect((await book(body)).statusCode).toBe(201);
    const again = await book(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "RESERVATION_ALREADY_EXIST",
      message: "Error: La reserva ya existe",
    });
  });

  it("says a past time cannot be booked, in Spanish and English", async () => {
    const past = await book({ date: venueDate(-1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().error).toMatchObject({
      code: "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST",
      message: "Error: La reserva no puede ser creada en una fecha pasada",
    });
    const english = await book({ date: venueDate(-1), lang: "en" });
    expect(english.json().error.message).toBe("Error: The reservation cannot be made for a past date");
  });

  it("says a time no shift seats at cannot be created", async () => {
    const response = await book({ time: "23:30" });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("RESERVATION_CANNOT_BE_CREATED");
    expect(response.json().error.message).toBe(
      "Error: Ups! No pudimos generar, actualizar o eliminar tu reserva, por favor intenta de nuevo",
    );
  });

  it("respects global and specific time blocks", async () => {
    const q = subject.database.handle.query.bind(subject.database.handle);
    const day = venueDate(8);
    await q(
      `insert into time_blocks (place_id, scope, starts_at, ends_at) values ($1, 'global', ($2 || ' 13:00')::timestamp at time zone $3, ($2 || ' 15:00')::timestamp at time zone $3)`,
      [venue.placeId, day, TEST_VENUE_ZONE],
    );
    await q(
      `insert into time_blocks (place_id, scope, starts_at, ends_at, zone_ids) values ($1, 'specific', ($2 || ' 18:00')::timestamp at time zone $3, ($2 || ' 23:00')::timestamp at time zone $3, $4)`,
      [venue.placeId, day, TEST_VENUE_ZONE, [venue.terrace]],
    );
    const global = await book({ date: day, time: "13:30" });
    expect(global.json().error).toMatchObject({
      code: "TIME_BLOCK_GLOBAL",
      message: "Error: El lugar no está tomando reservas para este horario",
    });
    const specific = await book({ date: day, time: "19:00", party: 4, zoneId: venue.terrace });
    expect(specific.statusCode).toBe(409);
    expect(specific.json().error.code).toBe("TIME_BLOCK_SPECIFIC");
  });

  it("says when no zone or no table can take the party", async () => {
    const day = venueDate(9);
    const zone = await book({ date: day, party: 4, zoneId: 999_999 });
    expect(zone.statusCode).toBe(409);
    expect(zone.json().error).toMatchObject({
      code: "CANNOT_ASSIGN_ZONE",
      message: "Error: Ups! No pudimos asignarte una zona, por favor intenta de nuevo",
    });
    // Three fours fit the two four-tops... the third finds none.
    expect((await book({ date: day, time: "19:00", party: 4 })).statusCode).toBe(201);
    expect((await book({ date: day, time: "19:00", party: 4 })).statusCode).toBe(201);
    const full = await book({ date: day, time: "19:00", party: 4 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({
      code: "CANNOT_ASSIGN_TABLE",
      message: "Error: Ups! El lugar no tiene mesas disponibles para el horario seleccionado",
    });
    const slots = (await subject.app.inject(`/rsv/places/${venue.slug}/availability?${RSV}&date=${day}&party=4`)).json()
      .data.slots;
    expect(slots.find((slot: { time: string }) => slot.time === "19:00")).toMatchObject({
      available: false,
      reason: "CANNOT_ASSIGN_TABLE",
    });
  });

  it("changes and cancels within the policy, freeing the table", async () => {
    const day = venueDate(10);
    const created = (await book({ date: day, time: "20:00", party: 4, zoneId: venue.terrace })).json().data;
    const manage = `?${RSV}&token=${encodeURIComponent(created.manageToken)}`;
    const moved = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${created.code}${manage}`,
      payload: { time: "21:00", party: 3, note: "Ventana" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ time: "21:00", party: 3, note: "Ventana", zone: { id: venue.terrace } });
    // The tables are held again with the new party, which the listing cards' pacing reads from them.
    const holds = await subject.database.handle.query<{ party: number }>(
      "select h.party from reservation_table_holds h join reservations r on r.id = h.reservation_id where r.code = $1",
      [created.code],
    );
    expect(holds.length).toBeGreaterThan(0);
    expect(holds.map((hold) => Number(hold.party))).toEqual(holds.map(() => 3));

    const cancelled = await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${created.code}${manage}` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: "cancelled", canChange: false });
    const slots = (
      await subject.app.inject(
        `/rsv/places/${venue.slug}/availability?${RSV}&date=${day}&party=4&zoneId=${venue.terrace}`,
      )
    ).json().data.slots;
    expect(slots.find((slot: { time: string }) => slot.time === "21:00")).toMatchObject({ available: true });
    // Cancelling again changes nothing and still answers the reservation.
    expect(
      (await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${created.code}${manage}` })).statusCode,
    ).toBe(200);
  });

  it("lets a booking move within its own stay: its own table counts as free while it moves", async () => {
    // The terrace has one table; moving half an hour later overlaps the booking's current stay.
    const day = venueDate(11);
    const created = (await book({ date: day, time: "20:00", party: 4, zoneId: venue.terrace })).json().data;
    const moved = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${created.code}?${RSV}&token=${encodeURIComponent(created.manageToken)}`,
      payload: { time: "20:30" },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ time: "20:30", party: 4, zone: { id: venue.terrace } });
    const other = await book({ date: day, time: "20:00", party: 4, zoneId: venue.terrace });
    expect(other.json().error).toMatchObject({ code: "CANNOT_ASSIGN_TABLE" });
  });

  it("schedules the reminder 24 hours before with the booking, moves it with a change and withdraws it on cancel", async () => {
    const reminders = (code: string) =>
      subject.database.handle.query<{ channel: string; status: string; send_after: Date; dedup_key: string }>(
        "select channel, status, send_after, dedup_key from outbox_messages where template = 'reservation-reminder' and body like $1 order by channel",
        [`%${code}%`],
      );
    const day = venueDate(12);
    const created = (await book({ date: day, time: "19:00" })).json().data;
    const startsAt = new Date(created.startsAt).getTime();
    let rows = await reminders(created.code);
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ["email", "pending"],
      ["whatsapp", "pending"],
    ]);
    expect(rows.every((row) => new Date(row.send_after).getTime() === startsAt - 86_400_000)).toBe(true);

    const manage = `?${RSV}&token=${encodeURIComponent(created.manageToken)}`;
    const moved = (
      await subject.app.inject({
        method: "PATCH",
        url: `/rsv/reservations/${created.code}${manage}`,
        payload: { time: "21:30" },
      })
    ).json().data;
    rows = await reminders(created.code);
    expect(rows).toHaveLength(2);
    expect(new Date(rows[0]!.send_after).getTime()).toBe(new Date(moved.startsAt).getTime() - 86_400_000);
    expect(rows[0]!.send_after).not.toEqual(new Date(startsAt - 86_400_000));

    await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${created.code}${manage}` });
    expect((await reminders(created.code)).map((row) => row.status)).toEqual(["cancelled", "cancelled"]);

    // Less than a day ahead, the confirmation is the reminder: before 13:30 book tonight, after it tomorrow at 13:00.
    const hour = Number(
      new Intl.DateTimeFormat("en-GB", { timeZone: TEST_VENUE_ZONE, hour: "2-digit", hour12: false }).format(
        new Date(),
      ),
    );
    const soon = (
      await book(hour < 13 ? { date: venueDate(0), time: "21:00" } : { date: venueDate(1), time: "13:00" })
    ).json().data;
    expect(new Date(soon.startsAt).getTime() - Date.now()).toBeLessThan(86_400_000);
    expect(await reminders(soon.code)).toHaveLength(0);
  });

  it("refuses changes past the policy and on a reservation whose time has passed", async () => {
    const q = subject.database.handle.query.bind(subject.database.handle);
    const created = (await book({ date: venueDate(11), time: "13:00" })).json().data;
    const manage = `?${RSV}&token=${encodeURIComponent(created.manageToken)}`;
    await q("update reservation_settings set cancel_until_hours = 24 * 30 where place_id = $1", [venue.placeId]);
    try {
      const change = await subject.app.inject({
        method: "PATCH",
        url: `/rsv/reservations/${created.code}${manage}`,
        payload: { party: 1 },
      });
      expect(change.statusCode).toBe(422);
      expect(change.json().error.code).toBe("RESERVATION_CANNOT_BE_UPDATED");
      const cancel = await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${created.code}${manage}` });
      expect(cancel.json().error.code).toBe("RESERVATION_CANNOT_BE_DELETED");
    } finally {
      await q("update reservation_settings set cancel_until_hours = 2 where place_id = $1", [venue.placeId]);
    }
    await q(
      "update reservations set starts_at = now() - interval '1 day', ends_at = now() - interval '22 hours' where code = $1",
      [created.code],
    );
    const late = await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${created.code}${manage}` });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toMatchObject({
      code: "RESERVATION_DATETIME_HAS_PASSED",
      message: "Error: La reserva no puede ser creada en una fecha pasada",
    });
  });

  it("keeps a signed-in customer's reservations theirs", async () => {
    const owner = await verifiedAccount(subject.app);
    const stranger = await verifiedAccount(subject.app);
    const created = (await book({ date: venueDate(12), time: "13:30" }, bearer(owner.token))).json().data;
    const mine = await subject.app.inject({
      url: `/rsv/registeredCustomer/reservations?${RSV}`,
      headers: bearer(owner.token),
    });
    expect(mine.json().data.map((item: { code: string }) => item.code)).toEqual([created.code]);
    expect(
      (await subject.app.inject({ url: `/rsv/reservations/${created.code}?${RSV}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);

    const theirs = await subject.app.inject({
      url: `/rsv/registeredCustomer/reservations?${RSV}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.json().data).toEqual([]);
    expect(
      (await subject.app.inject({ url: `/rsv/reservations/${created.code}?${RSV}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    const change = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${created.code}?${RSV}`,
      headers: bearer(stranger.token),
      payload: { party: 1 },
    });
    expect(change.statusCode).toBe(404);
    const cancel = await subject.app.inject({
      method: "DELETE",
      url: `/rsv/reservations/${created.code}?${RSV}`,
      headers: bearer(stranger.token),
    });
    expect(cancel.statusCode).toBe(404);
    expect((await subject.app.inject(`/rsv/registeredCustomer/reservations?${RSV}`)).statusCode).toBe(401);
  });

  it("never lets the database hold two overlapping active bookings of one table", async () => {
    const q = subject.database.handle.query.bind(subject.database.handle);
    const created = (await book({ date: venueDate(13), time: "13:00" })).json().data;
    const [row] = await q<{ id: string; starts_at: Date }>("select id, starts_at from reservations where code = $1", [
      created.code,
    ]);
    const [copy] = await q<{ id: string }>(
      `insert into reservations (code, place_id, party, starts_at, ends_at, time_zone, first_name, last_name, email, phone, country_code, manage_token)
       select 'OVERLAP1', place_id, party, starts_at, ends_at, time_zone, 'X', 'Y', 'x@example.com', '+525500000000', '+52', 'x' from reservations where id = $1 returning id`,
      [row!.id],
    );
    const [hold] = await q<{ table_id: number }>(
      "select table_id from reservation_table_holds where reservation_id = $1",
      [row!.id],
    );
    await expect(
      q(
        "insert into reservation_table_holds (reservation_id, table_id, place_id, starts_at, ends_at, party) select $1, $2, place_id, starts_at + interval '30 minutes', ends_at + interval '30 minutes', party from reservations where id = $3",
        [copy!.id, hold!.table_id, row!.id],
      ),
    ).rejects.toMatchObject({ code: "23P01" });
  });
});
