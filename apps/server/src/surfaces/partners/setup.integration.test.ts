import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue's service setup over a real database: the rules (times, overlaps, the past), bookings a
 * change would strand, the lost update, the audit log, and that a change shows on the very next
 * availability request (the reservations domain caches setups).
 */
describe("partner console: service setup", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let owner: Account;
  let manager: Account;
  let otherManager: Account;
  let host: Account;
  let shiftId: number;
  const date = venueDate(9);
  let guest = 0;

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
  const base = () => `/partners/venues/${venue.placeId}/setup`;
  const readSetup = async (account = manager) => {
    const response = await call(account, "GET", base());
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const availability = async (day = date) => {
    const response = await inject({
      method: "GET",
      url: `/rsv/places/${venue.slug}/availability?${RSV}&date=${day}&party=2`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.slots as { time: string; available: boolean; reason: string | null }[];
  };
  const book = (day: string, time: string, lang = "es") =>
    inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: day,
        time,
        party: 2,
        lang,
        contact: {
          countryCode: "+52",
          email: `comensal${++guest}@example.com`,
          firstName: "Carla",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
      },
    });
  const shiftFields = {
    nameEs: "Comida y cena",
    nameEn: "Lunch and dinner",
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    firstSeating: "13:00",
    lastSeating: "22:00",
    slotIntervalMinutes: 30,
    turnTimes: [
      { maxParty: 2, minutes: 90 },
      { maxParty: 8, minutes: 120 },
    ],
  };
  const addStaff = (account: Account, role: string) =>
    subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
      venue.placeId,
      account.id,
      role,
    ]);
  const rows = async (sql: string) => subject.database.handle.query(sql, [venue.placeId]);

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    manager = await verifiedAccount(subject.app, { firstName: "Manuel", lastName: "Gerente" });
    otherManager = await verifiedAccount(subject.app, { firstName: "Marta", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Anfitriona" });
    await addStaff(owner, "owner");
    await addStaff(manager, "manager");
    await addStaff(otherManager, "manager");
    await addStaff(host, "host");
    shiftId = (await readSetup()).shifts[0].id;
  }, 120_000);
  afterAll(() => subject?.close());

  it("shows the setup to owners and managers, in the venue's zone, and refuses hosts", async () => {
    const setup = await readSetup(owner);
    expect(setup.timeZone).toBe("America/Mexico_City");
    expect(setup.window).toEqual({ daysAhead: 60, minNoticeMinutes: 0, version: 0 });
    expect(setup.shifts).toEqual([
      expect.objectContaining({ ...shiftFields, id: shiftId, crossesMidnight: false, pacingCovers: null, version: 0 }),
    ]);
    expect(setup.zones.map((zone: { name: string }) => zone.name)).toEqual(["Salón", "Terraza"]);
    expect(setup.timeBlocks).toEqual([]);
    const refused = await call(host, "PUT", `${base()}/window?lang=en`, {
      daysAhead: 1,
      minNoticeMinutes: 0,
      version: 0,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/role/i);
  });

  it("refuses a shift ending before it starts, or overlapping another, in the person's language, saving nothing", async () => {
    const before = await rows("select * from reservation_shifts where place_id = $1 order by id");
    const backwards = await call(manager, "POST", `${base()}/shifts`, {
      ...shiftFields,
      nameEs: "Tarde",
      nameEn: "Late",
      weekdays: [1],
      firstSeating: "23:00",
      lastSeating: "01:00",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe("VALIDATION_FAILED");
    expect(backwards.json().message).toContain("la última mesa es antes de la primera");
    expect(backwards.json().error.details).toEqual([expect.objectContaining({ field: "lastSeating" })]);

    const overlap = await call(manager, "POST", `${base()}/shifts?lang=en`, {
      ...shiftFields,
      nameEs: "Cena tardía",
      nameEn: "Late dinner",
      weekdays: [5],
      firstSeating: "21:30",
      lastSeating: "23:30",
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toContain("the shift overlaps “Comida y cena” on the same day");
    expect(await rows("select * from reservation_shifts where place_id = $1 order by id")).toEqual(before);

    // Past midnight, said so, and after the other's last seating: taken.
    const late = await call(manager, "POST", `${base()}/shifts`, {
      ...shiftFields,
      nameEs: "Trasnoche",
      nameEn: "After hours",
      weekdays: [5],
      firstSeating: "23:00",
      lastSeating: "01:00",
      crossesMidnight: true,
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json().shift).toMatchObject({ crossesMidnight: true, version: 0 });
    const removed = await call(
      manager,
      "DELETE",
      `${base()}/shifts/${late.json().shift.id}?version=0&keepExisting=false`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("refuses a time block in the past, one ending before it starts, and zones of another venue", async () => {
    const blocks = async () => rows("select * from time_blocks where place_id = $1");
    const past = await call(manager, "POST", `${base()}/time-blocks?lang=en`, {
      scope: "global",
      date: venueDate(-1),
      startTime: "20:00",
      endTime: "22:00",
      reason: "Too late",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain("the block starts in the past");
    const backwards = await call(manager, "POST", `${base()}/time-blocks`, {
      scope: "global",
      date,
      startTime: "22:00",
      endTime: "20:00",
      reason: "Al revés",
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain("el bloqueo debe terminar después de empezar");
    const foreign = await call(manager, "POST", `${base()}/time-blocks`, {
      scope: "specific",
      zoneIds: [2_000_000],
      date,
      startTime: "20:00",
      endTime: "22:00",
      reason: "Ajena",
    });
    expect(foreign.statusCode).toBe(400);
    expect(await blocks()).toEqual([]);
  });

  it("shows a block on the next availability request with the spec's message, and a shift change too", async () => {
    const before = await availability();
    expect(before.find((slot) => slot.time === "20:00")).toMatchObject({ available: true });
    expect(before.at(-1)?.time).toBe("22:00");

    const created = await call(manager, "POST", `${base()}/time-blocks`, {
      scope: "global",
      date,
      startTime: "20:00",
      endTime: "22:00",
      reason: "Evento privado",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().timeBlock).toMatchObject({
      date,
      startTime: "20:00",
      endTime: "22:00",
      reason: "Evento privado",
    });
    const after = await availability();
    expect(after.find((slot) => slot.time === "20:00")).toMatchObject({
      available: false,
      reason: "TIME_BLOCK_GLOBAL",
    });
    expect(after.find((slot) => slot.time === "19:30")).toMatchObject({ available: true });
    const refused = await book(date, "21:00");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "TIME_BLOCK_GLOBAL",
      message: expect.stringContaining("El lugar no está tomando reservas para este horario"),
    });
    const english = await book(date, "21:00", "en");
    expect(english.json().error.message).toContain("The place is not taking reservations for this time");

    // Zones blocked: their tables are, so a party that only fits there hears TIME_BLOCK_SPECIFIC.
    const zones = await call(manager, "POST", `${base()}/time-blocks`, {
      scope: "specific",
      zoneIds: [venue.salon, venue.terrace],
      date,
      startTime: "14:00",
      endTime: "15:00",
      reason: "Mantenimiento",
    });
    expect(zones.statusCode, zones.body).toBe(201);
    expect((await availability()).find((slot) => slot.time === "14:00")).toMatchObject({
      available: false,
      reason: "TIME_BLOCK_SPECIFIC",
    });
    const removed = await call(manager, "DELETE", `${base()}/time-blocks/${zones.json().timeBlock.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await availability()).find((slot) => slot.time === "14:00")).toMatchObject({ available: true });

    // The shift's last seating moves: the cached setup is not served again.
    const { shifts } = await readSetup();
    const shorter = await call(manager, "PUT", `${base()}/shifts/${shiftId}`, {
      ...shiftFields,
      lastSeating: "21:00",
      version: shifts[0].version,
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect((await availability()).at(-1)?.time).toBe("21:00");
    const restored = await call(manager, "PUT", `${base()}/shifts/${shiftId}`, {
      ...shiftFields,
      version: shorter.json().shift.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await availability()).at(-1)?.time).toBe("22:00");
  });

  it("lists the bookings a block or a shorter shift would strand, and goes ahead only when told to keep them", async () => {
    const day = venueDate(10);
    const booked = await book(day, "21:30");
    expect(booked.statusCode, booked.body).toBe(201);
    const code = booked.json().data.code as string;
    const block = { scope: "global", date: day, startTime: "21:00", endTime: "23:00", reason: "Boda" };

    const refused = await call(manager, "POST", `${base()}/time-blocks?lang=en`, block);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("SETUP_BOOKINGS_CONFLICT");
    expect(refused.json().message).toContain("affects 1 confirmed booking");
    expect(refused.json().error.details.bookings).toEqual([
      expect.objectContaining({
        code,
        name: "Carla Comensal",
        party: 2,
        date: day,
        time: "21:30",
        status: "confirmed",
      }),
    ]);
    expect(await rows("select * from time_blocks where place_id = $1 and reason = 'Boda'")).toEqual([]);
    const kept = await call(manager, "POST", `${base()}/time-blocks`, { ...block, keepExisting: true });
    expect(kept.statusCode, kept.body).toBe(201);

    const { shifts } = await readSetup();
    const shorter = { ...shiftFields, lastSeating: "21:00", version: shifts[0].version };
    const stranded = await call(manager, "PUT", `${base()}/shifts/${shiftId}`, shorter);
    expect(stranded.statusCode).toBe(409);
    expect(stranded.json().error.details.bookings.map((booking: { code: string }) => booking.code)).toContain(code);
    const removal = await call(manager, "DELETE", `${base()}/shifts/${shiftId}?version=${shifts[0].version}`);
    expect(removal.statusCode).toBe(409);
    expect((await readSetup()).shifts[0].version).toBe(shifts[0].version);
    // The booking itself is untouched either way.
    const [row] = await subject.database.handle.query<{ status: string }>(
      "select status from reservations where code = $1",
      [code],
    );
    expect(row?.status).toBe("confirmed");
  });

  it("never lets a block and a booking of its time both through when they arrive together", async () => {
    for (let offset = 20; offset < 25; offset++) {
      const day = venueDate(offset);
      const [block, booking] = await Promise.all([
        call(manager, "POST", `${base()}/time-blocks`, {
          scope: "global",
          date: day,
          startTime: "20:00",
          endTime: "22:00",
          reason: "Carrera",
        }),
        book(day, "20:30"),
      ]);
      const outcome = `${block.statusCode}/${booking.statusCode}`;
      // Either the block came first and the booking hears it, or the booking did and the block lists it.
      expect(["201/409", "409/201"], `${day}: ${block.body} ${booking.body}`).toContain(outcome);
      if (outcome === "201/409") expect(booking.json().error.code).toBe("TIME_BLOCK_GLOBAL");
      else expect(block.json().error.code).toBe("SETUP_BOOKINGS_CONFLICT");
    }
  });

  it("tells the second of two managers editing the same shift that it changed, losing neither edit", async () => {
    const { shifts } = await readSetup();
    const version = shifts[0].version as number;
    const first = await call(manager, "PUT", `${base()}/shifts/${shiftId}`, {
      ...shiftFields,
      slotIntervalMinutes: 15,
      version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(otherManager, "PUT", `${base()}/shifts/${shiftId}?lang=en`, {
      ...shiftFields,
      slotIntervalMinutes: 60,
      version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("SETUP_CHANGED");
    expect(second.json().message).toMatch(/someone else changed this/i);
    expect((await readSetup()).shifts[0]).toMatchObject({ slotIntervalMinutes: 15, version: version + 1 });

    // At the same moment: exactly one wins.
    const both = await Promise.all(
      [30, 45].map((interval, index) =>
        call(index === 0 ? manager : otherManager, "PUT", `${base()}/shifts/${shiftId}`, {
          ...shiftFields,
          slotIntervalMinutes: interval,
          version: version + 1,
        }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const window = (await readSetup()).window;
    const changed = await call(manager, "PUT", `${base()}/window`, {
      daysAhead: 30,
      minNoticeMinutes: 120,
      version: window.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().window).toEqual({ daysAhead: 30, minNoticeMinutes: 120, version: window.version + 1 });
    const stale = await call(otherManager, "PUT", `${base()}/window`, {
      daysAhead: 90,
      minNoticeMinutes: 0,
      version: window.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain("Alguien más cambió esto");
    // The window reaches the diner's next request too: 45 days out is now beyond it.
    expect(await availability(venueDate(45))).toSatisfy((slots: { available: boolean }[]) =>
      slots.every((slot) => !slot.available),
    );
    await call(manager, "PUT", `${base()}/window`, { daysAhead: 60, minNoticeMinutes: 0, version: window.version + 1 });
  });

  it("writes every change to the audit log with who, before and after", async () => {
    const log = await call(owner, "GET", `/partners/venues/${venue.placeId}/audit?limit=100`);
    const entries = log.json().data as { action: string; actor: { name: string }; before: unknown; after: unknown }[];
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      "shift.create",
      "shift.update",
      "shift.delete",
      "settings.window",
      "block.create",
      "block.delete",
    ])
      expect(actions, action).toContain(action);
    const update = entries.find((entry) => entry.action === "shift.update");
    expect(update?.before).toMatchObject({ id: shiftId });
    expect(update?.after).toMatchObject({ id: shiftId });
    const windowChange = entries.find((entry) => entry.action === "settings.window");
    expect(windowChange?.actor.name).toContain("Gerente");
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const payloads: [string, string, unknown][] = [
      ["POST", `${base()}/shifts`, { ...shiftFields, nameEs: "Ce\u0000na" }],
      ["POST", `${base()}/shifts`, { ...shiftFields, weekdays: [7] }],
      ["POST", `${base()}/shifts`, { ...shiftFields, firstSeating: "25:00" }],
      ["POST", `${base()}/shifts`, { ...shiftFields, slotIntervalMinutes: 1e308 }],
      ["POST", `${base()}/shifts`, { ...shiftFields, turnTimes: [] }],
      ["POST", `${base()}/shifts`, { ...shiftFields, nameEs: "x".repeat(100_000) }],
      ["PUT", `${base()}/shifts/${shiftId}`, { ...shiftFields, version: -1 }],
      ["PUT", `${base()}/shifts/99999999999999`, { ...shiftFields, version: 0 }],
      ["PUT", `${base()}/window`, { daysAhead: 9_999_999_999, minNoticeMinutes: 0, version: 0 }],
      [
        "POST",
        `${base()}/time-blocks`,
        { scope: "global", date: "2030-02-30", startTime: "20:00", endTime: "22:00", reason: "x" },
      ],
      [
        "POST",
        `${base()}/time-blocks`,
        { scope: "everywhere", date, startTime: "20:00", endTime: "22:00", reason: "x" },
      ],
      [
        "POST",
        `${base()}/time-blocks`,
        { scope: "specific", tableIds: [2_147_483_648], date, startTime: "20:00", endTime: "22:00", reason: "x" },
      ],
      [
        "POST",
        `${base()}/time-blocks`,
        { scope: "global", date, startTime: "20:00", endTime: "22:00", reason: "\u0000" },
      ],
      ["DELETE", `${base()}/time-blocks/abc`, undefined],
      ["DELETE", `${base()}/time-blocks/2147483647`, undefined],
      ["DELETE", `${base()}/shifts/${shiftId}?version=%00`, undefined],
    ];
    for (const [method, url, payload] of payloads) {
      const response = await call(manager, method as "POST", url, payload);
      expect(
        response.statusCode,
        `${method} ${url} ${String(JSON.stringify(payload)).slice(0, 80)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const xml = await inject({
      method: "POST",
      url: `${base()}/shifts`,
      headers: { ...browser(manager.token), "content-type": "application/xml" },
      payload: "<shift/>",
    });
    expect(xml.statusCode).toBe(415);
    const gone = await call(manager, "DELETE", `${base()}/time-blocks/2147483647?lang=en`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toMatch(/could not find that block/i);
  });
});
