import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue's floor and payment policy over a real database: the rules (min above max, labels, whose
 * tables), bookings a change would take a table from, the lost update, the audit log, that every
 * change reaches the very next availability request, and a table move racing the table's deletion.
 */
describe("partner console: floor and payment policy", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let manager: Account;
  let otherManager: Account;
  let host: Account;
  let guest = 0;
  const date = venueDate(12);

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
  const base = () => `/partners/venues/${venue.placeId}/floor`;
  const query = <T = Record<string, unknown>>(sql: string, values: unknown[] = [venue.placeId]) =>
    subject.database.handle.query<T>(sql, values);
  const setupVersion = async () =>
    (await query<{ v: number }>("select setup_version as v from reservation_settings where place_id = $1"))[0]!.v;
  const floorRows = () =>
    query(
      `select (select json_agg(t order by id) from venue_tables t where place_id = $1) as tables,
              (select json_agg(c order by id) from table_combinations c where place_id = $1) as combinations,
              (select json_agg(z order by id) from reservation_zones z where place_id = $1) as zones`,
    );
  const readFloor = async (account = manager) => {
    const response = await call(account, "GET", base());
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      zones: { id: number; nameEs: string; version: number }[];
      tables: { id: number; label: string; version: number; online: boolean }[];
      combinations: { id: number; tableIds: number[]; version: number }[];
    };
  };
  const slots = async (party: number, day = date) => {
    const response = await inject({
      method: "GET",
      url: `/rsv/places/${venue.slug}/availability?${RSV}&date=${day}&party=${party}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.slots as { time: string; available: boolean }[];
  };
  const anyOpen = async (party: number, day = date) => (await slots(party, day)).some((slot) => slot.available);
  const book = async (day: string, time: string, party = 2) => {
    const response = await inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: day,
        time,
        party,
        lang: "es",
        contact: {
          countryCode: "+52",
          email: `sala${++guest}@example.com`,
          firstName: "Sara",
          lastName: "Sala",
          phone: "55 1234 5678",
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const code = response.json().data.code as string;
    const [row] = await query<{ id: string }>("select id from reservations where code = $1", [code]);
    return { code, id: row!.id };
  };
  const heldTables = async (reservationId: string) =>
    (
      await query<{ table_id: number }>(
        "select table_id from reservation_table_holds where reservation_id = $1 and active order by table_id",
        [reservationId],
      )
    ).map((row) => row.table_id);
  const addTable = async (label: string, min: number, max: number, zoneId = venue.salon) => {
    const response = await call(manager, "POST", `${base()}/tables`, {
      zoneId,
      label,
      minCovers: min,
      maxCovers: max,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().table as { id: number; version: number; label: string };
  };
  const addStaff = (account: Account, role: string) =>
    query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [venue.placeId, account.id, role]);

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
    manager = await verifiedAccount(subject.app, { firstName: "Mara", lastName: "Gerente" });
    otherManager = await verifiedAccount(subject.app, { firstName: "Mateo", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Hugo", lastName: "Anfitrión" });
    await addStaff(manager, "manager");
    await addStaff(otherManager, "manager");
    await addStaff(host, "host");
  }, 120_000);
  afterAll(() => subject?.close());

  it("shows the floor to every role, and refuses a host's change", async () => {
    const floor = await readFloor(host);
    expect(floor.zones.map((zone) => zone.nameEs)).toEqual(["Salón", "Terraza"]);
    expect(floor.tables.map((table) => table.label)).toEqual(["S1", "S2", "T1"]);
    const refused = await call(host, "POST", `${base()}/zones?lang=en`, { nameEs: "Barra", nameEn: "Bar" });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses a table with min above max, a taken label and another venue's zone, in the person's language, saving nothing", async () => {
    const before = await floorRows();
    const version = await setupVersion();
    const backwards = await call(manager, "POST", `${base()}/tables`, {
      zoneId: venue.salon,
      label: "S9",
      minCovers: 6,
      maxCovers: 4,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe("VALIDATION_FAILED");
    expect(backwards.json().message).toContain("el mínimo de personas es mayor que el máximo");
    expect(backwards.json().error.details).toEqual([expect.objectContaining({ field: "maxCovers" })]);
    const english = await call(manager, "POST", `${base()}/tables?lang=en`, {
      zoneId: venue.salon,
      label: "S9",
      minCovers: 6,
      maxCovers: 4,
    });
    expect(english.json().message).toContain("the minimum of guests is above the maximum");
    const taken = await call(manager, "POST", `${base()}/tables?lang=en`, {
      zoneId: venue.salon,
      label: " s1 ",
      minCovers: 1,
      maxCovers: 2,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toContain("already has a table “s1”");
    const [foreignZone] = await query<{ id: number }>(
      "select id from reservation_zones where place_id <> $1 order by id limit 1",
    );
    const foreign = await call(manager, "POST", `${base()}/tables`, {
      zoneId: foreignZone!.id,
      label: "X1",
      minCovers: 1,
      maxCovers: 2,
    });
    expect(foreign.statusCode).toBe(400);
    expect(await floorRows()).toEqual(before);
    expect(await setupVersion()).toBe(version);
  });

  it("refuses a combination of one table, of another venue's tables, or seating more than its tables", async () => {
    const before = await floorRows();
    const { small, salonFour } = venue.tables;
    const one = await call(manager, "POST", `${base()}/combinations`, {
      tableIds: [small, small],
      minCovers: 1,
      maxCovers: 2,
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toContain("al menos dos mesas distintas");
    const [foreignTable] = await query<{ id: number }>(
      "select id from venue_tables where place_id <> $1 order by id limit 1",
    );
    const foreign = await call(manager, "POST", `${base()}/combinations`, {
      tableIds: [small, foreignTable!.id],
      minCovers: 1,
      maxCovers: 4,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain("una de las mesas no es de este lugar");
    const above = await call(manager, "POST", `${base()}/combinations?lang=en`, {
      tableIds: [small, salonFour],
      minCovers: 3,
      maxCovers: 7,
    });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toContain("more than its tables seat together (6)");
    expect(await floorRows()).toEqual(before);

    const good = await call(manager, "POST", `${base()}/combinations`, {
      tableIds: [salonFour, small],
      minCovers: 5,
      maxCovers: 6,
    });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().combination).toMatchObject({ tableIds: [small, salonFour].sort((a, b) => a - b), version: 0 });
    // A table's maximum cannot drop below what its combination promises.
    const tables = (await readFloor()).tables;
    const four = tables.find((table) => table.id === salonFour)!;
    const lowered = await call(manager, "PUT", `${base()}/tables/${salonFour}?lang=en`, {
      zoneId: venue.salon,
      label: four.label,
      minCovers: 2,
      maxCovers: 3,
      version: four.version,
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toContain("would seat more than its tables");
    const removed = await call(manager, "DELETE", `${base()}/combinations/${good.json().combination.id}?version=0`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("offers a party that fits only a new table on the next request, and stops when it goes offline", async () => {
    expect(await anyOpen(7)).toBe(false);
    const version = await setupVersion();
    const big = await addTable("G1", 6, 8);
    expect(await setupVersion()).toBe(version + 1);
    expect(await anyOpen(7)).toBe(true);

    const offline = await call(manager, "PUT", `${base()}/tables/${big.id}`, {
      zoneId: venue.salon,
      label: "G1",
      minCovers: 6,
      maxCovers: 8,
      online: false,
      version: big.version,
    });
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().table).toMatchObject({ online: false, version: big.version + 1 });
    expect(await anyOpen(7)).toBe(false);
    const removed = await call(manager, "DELETE", `${base()}/tables/${big.id}?version=${big.version + 1}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await query("select id from venue_tables where id = $1", [big.id])).toEqual([]);
  });

  it("lists the bookings a table's removal or going offline would affect, and keeps them only when told", async () => {
    const day = venueDate(13);
    const table = await addTable("G2", 1, 2, venue.terrace);
    const booking = await book(day, "20:00");
    const moved = await call(
      host,
      "POST",
      `/partners/venues/${venue.placeId}/day-book/reservations/${booking.id}/table-moves`,
      { tableIds: [table.id] },
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const fields = { zoneId: venue.terrace, label: "G2", minCovers: 1, maxCovers: 2, version: table.version };
    const offline = await call(manager, "PUT", `${base()}/tables/${table.id}?lang=en`, { ...fields, online: false });
    expect(offline.statusCode).toBe(409);
    expect(offline.json().error.code).toBe("SETUP_BOOKINGS_CONFLICT");
    expect(offline.json().error.details.bookings).toEqual([
      expect.objectContaining({ code: booking.code, date: day, time: "20:00", status: "confirmed" }),
    ]);
    const refused = await call(manager, "DELETE", `${base()}/tables/${table.id}?version=${table.version}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("afecta 1 reservación");
    expect((await readFloor()).tables.map((row) => row.label)).toContain("G2");

    const kept = await call(
      manager,
      "DELETE",
      `${base()}/tables/${table.id}?version=${table.version}&keepExisting=true`,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    // The booking keeps its table, which nothing lists or offers any more.
    expect(await heldTables(booking.id)).toEqual([table.id]);
    const [status] = await query<{ status: string }>("select status from reservations where id = $1", [booking.id]);
    expect(status!.status).toBe("confirmed");
    expect((await readFloor()).tables.map((row) => row.label)).not.toContain("G2");
    const again = await call(
      host,
      "POST",
      `/partners/venues/${venue.placeId}/day-book/reservations/${booking.id}/table-moves`,
      { tableIds: [venue.tables.small] },
    );
    expect(again.statusCode, again.body).toBe(200);
    const back = await call(
      host,
      "POST",
      `/partners/venues/${venue.placeId}/day-book/reservations/${booking.id}/table-moves`,
      { tableIds: [table.id] },
    );
    expect(back.statusCode).toBe(400);
  });

  it("ends consistently when a host moves a booking onto a table while a manager deletes it", async () => {
    for (let round = 0; round < 4; round++) {
      const day = venueDate(20 + round);
      const table = await addTable(`R${round}`, 1, 2, venue.terrace);
      const booking = await book(day, "19:00");
      const [move, removal] = await Promise.all([
        call(host, "POST", `/partners/venues/${venue.placeId}/day-book/reservations/${booking.id}/table-moves`, {
          tableIds: [table.id],
        }),
        call(manager, "DELETE", `${base()}/tables/${table.id}?version=${table.version}`),
      ]);
      const outcome = `${move.statusCode}/${removal.statusCode}`;
      // Either the move came first and the deletion lists its booking, or the deletion did and the move is refused.
      expect(["200/409", "400/200"], `${move.body} ${removal.body}`).toContain(outcome);
      const held = await heldTables(booking.id);
      const [row] = await query<{ archived: boolean | null }>(
        "select archived_at is not null as archived from venue_tables where id = $1",
        [table.id],
      );
      if (outcome === "200/409") {
        expect(held).toEqual([table.id]);
        expect(row?.archived).toBe(false);
      } else {
        expect(held).not.toContain(table.id);
        expect(row).toBeUndefined();
      }
    }
  });

  it("tells the second of two managers editing one table that it changed, losing neither edit", async () => {
    const table = await addTable("L1", 1, 4);
    const fields = { zoneId: venue.salon, label: "L1", minCovers: 1, version: table.version };
    const both = await Promise.all([
      call(manager, "PUT", `${base()}/tables/${table.id}`, { ...fields, maxCovers: 3 }),
      call(otherManager, "PUT", `${base()}/tables/${table.id}?lang=en`, { ...fields, maxCovers: 2 }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = both.find((response) => response.statusCode === 409)!;
    expect(loser.json().error.code).toBe("SETUP_CHANGED");
    const stale = await call(manager, "DELETE", `${base()}/tables/${table.id}?version=${table.version}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("SETUP_CHANGED");
  });

  it("adds, renames, reorders and removes zones; an empty zone only", async () => {
    const created = await call(manager, "POST", `${base()}/zones`, { nameEs: "Barra", nameEn: "Bar" });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json().zone;
    expect(zone).toMatchObject({ position: 2, version: 0 });
    const renamed = await call(manager, "PUT", `${base()}/zones/${zone.id}`, {
      nameEs: "Barra alta",
      nameEn: "High bar",
      version: 0,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await call(manager, "POST", `${base()}/zones/${zone.id}/moves`, { direction: "up" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().zones.map((row: { nameEs: string }) => row.nameEs)).toEqual(["Salón", "Barra alta", "Terraza"]);
    const salon = (await readFloor()).zones.find((row) => row.id === venue.salon)!;
    const full = await call(manager, "DELETE", `${base()}/zones/${venue.salon}?version=${salon.version}&lang=en`);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toContain("the zone still has tables");
    const current = (await readFloor()).zones.find((row) => row.id === zone.id)!;
    const removed = await call(manager, "DELETE", `${base()}/zones/${zone.id}?version=${current.version}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("changes the payment policy, versioned, and shows it to the next booking and on the setup", async () => {
    const setup = (await call(manager, "GET", `/partners/venues/${venue.placeId}/setup`)).json();
    expect(setup.policy).toMatchObject({
      depositPerGuest: null,
      cancelUntilHours: 2,
      maxPartySize: 8,
      currency: "MXN",
    });
    const version = await setupVersion();
    const changed = await call(manager, "PUT", `/partners/venues/${venue.placeId}/setup/policy`, {
      depositPerGuest: 15_000,
      cancelUntilHours: 24,
      maxPartySize: 6,
      version: setup.policy.version,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().policy).toMatchObject({ depositPerGuest: 15_000, cancelUntilHours: 24, maxPartySize: 6 });
    expect(await setupVersion()).toBe(version + 1);
    const stale = await call(otherManager, "PUT", `/partners/venues/${venue.placeId}/setup/policy?lang=en`, {
      depositPerGuest: null,
      cancelUntilHours: 2,
      maxPartySize: 8,
      version: setup.policy.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("SETUP_CHANGED");
    const bad = await call(manager, "PUT", `/partners/venues/${venue.placeId}/setup/policy`, {
      depositPerGuest: -5,
      cancelUntilHours: 2,
      maxPartySize: 0,
      version: changed.json().policy.version,
    });
    expect(bad.statusCode).toBe(400);
    // The diner's next availability request already reads it (the setup is cached, by version).
    const next = await inject({
      method: "GET",
      url: `/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=2`,
    });
    expect(next.json().data).toMatchObject({ maxPartySize: 6, cancelUntilHours: 24, depositPerGuest: 15_000 });
    const restored = await call(manager, "PUT", `/partners/venues/${venue.placeId}/setup/policy`, {
      depositPerGuest: null,
      cancelUntilHours: 2,
      maxPartySize: 8,
      version: changed.json().policy.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it("writes every change to the audit log", async () => {
    const [row] = await query<{ actions: string[] }>(
      "select array_agg(distinct action) as actions from partner_audit_log where place_id = $1",
    );
    for (const action of [
      "zone.create",
      "zone.update",
      "zone.move",
      "zone.delete",
      "table.create",
      "table.update",
      "table.delete",
      "combination.create",
      "combination.delete",
      "settings.policy",
    ])
      expect(row!.actions, action).toContain(action);
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const payloads: [string, string, unknown][] = [
      ["POST", `${base()}/tables`, { zoneId: venue.salon, label: "\u0000", minCovers: 1, maxCovers: 2 }],
      ["POST", `${base()}/tables`, { zoneId: venue.salon, label: "Z", minCovers: 0, maxCovers: 2 }],
      ["POST", `${base()}/tables`, { zoneId: 2_147_483_648, label: "Z", minCovers: 1, maxCovers: 2 }],
      ["POST", `${base()}/combinations`, { tableIds: [], minCovers: 1, maxCovers: 2 }],
      ["PUT", `${base()}/tables/99999999`, { zoneId: venue.salon, label: "Z", minCovers: 1, maxCovers: 2, version: 0 }],
      ["DELETE", `${base()}/combinations/abc?version=0`, undefined],
      ["DELETE", `${base()}/zones/1?version=%00`, undefined],
      ["POST", `${base()}/zones/1/moves`, { direction: "sideways" }],
    ];
    for (const [method, url, payload] of payloads) {
      const response = await call(manager, method as "POST", url, payload);
      expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });
});
