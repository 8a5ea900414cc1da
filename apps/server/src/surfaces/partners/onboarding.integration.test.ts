import { createVenue } from "@sobremesa/domain/partners";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, outbox, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue that never was in the seed: created by the operator's command (the same createVenue), set
 * up only through the partner API by the owner its invitation brings in, and then booked through the
 * public reservations API, which keeps to that setup.
 */
describe("onboarding a venue without the seed", () => {
  let subject: TestApp;
  let owner: Account;
  let venue: { placeId: number; slug: string; timeZone: string; currency: string };
  const token = "b".repeat(64);
  const date = venueDate(5);
  let guest = 0;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: browser(owner.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const book = (time: string, party = 2) =>
    inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      headers: { origin: SITE_ORIGIN },
      payload: {
        placeSlug: venue.slug,
        date,
        time,
        party,
        lang: "es",
        contact: {
          countryCode: "+52",
          email: `nuevo${++guest}@example.com`,
          firstName: "Nora",
          lastName: "Nueva",
          phone: "55 1234 5678",
        },
      },
    });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3, pages: true });
    owner = await verifiedAccount(subject.app, { firstName: "Olivia", lastName: "Fundadora" });
  }, 120_000);
  afterAll(() => subject?.close());

  it("creates the place in its city's zone and country's currency, and e-mails the owner", async () => {
    const [city] = await subject.database.handle.query<{ slug: string; id: number }>(
      "select slug, id from cities where timezone = 'America/Mexico_City' and country_id = (select id from countries where code = 'mx') order by id limit 1",
    );
    const created = await createVenue(
      subject.database.handle.db,
      {
        name: "Fonda Nueva",
        category: "restaurant",
        city: String(city!.id),
        address: "Calle de la Amargura 12",
        latitude: 19.43,
        longitude: -99.13,
        ownerEmail: owner.email.toUpperCase(),
      },
      { siteUrl: SITE_ORIGIN, newToken: () => token },
    );
    venue = created;
    expect(created).toMatchObject({ timeZone: "America/Mexico_City", currency: "MXN" });
    expect(created.slug).toBe(`fonda-nueva-${city!.slug}`);
    const [counts] = await subject.database.handle.query<Record<string, number>>(
      `select (select count(*)::int from reservation_settings where place_id = $1) as settings,
              (select count(*)::int from venue_tables where place_id = $1) as tables,
              (select count(*)::int from reservation_shifts where place_id = $1) as shifts`,
      [created.placeId],
    );
    expect(counts).toEqual({ settings: 1, tables: 0, shifts: 0 });
    const [mail] = await outbox(subject.app, owner.email);
    expect(mail?.body).toContain(`/socios/invitacion/${token}/`);

    // A second venue of the same name in the same city takes the next slug.
    const again = await createVenue(
      subject.database.handle.db,
      {
        ...{ name: "Fonda Nueva", category: "bar", city: String(city!.id), address: "Otra 1" },
        latitude: 19.4,
        longitude: -99.1,
        ownerEmail: "otra@example.com",
      },
      { siteUrl: SITE_ORIGIN },
    );
    expect(again.slug).toBe(`${created.slug}-2`);
  });

  it("is set up through the partner API alone and takes bookings that respect that setup", async () => {
    const accepted = await inject({
      method: "POST",
      url: "/partners/accepted-invitations",
      headers: browser(owner.token),
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().venue).toMatchObject({ id: venue.placeId, role: "owner" });

    const { profile } = (await call("GET", `/partners/venues/${venue.placeId}/profile`)).json();
    const saved = await call("PUT", `/partners/venues/${venue.placeId}/profile`, {
      name: "Fonda Nueva",
      descriptionEs: "Cocina de mercado, recién abierta.",
      descriptionEn: "Market cooking, newly opened.",
      phone: "+52 55 5555 0101",
      address: "Calle de la Amargura 12",
      priceRange: 2,
      cuisineIds: [],
      latitude: profile.latitude,
      longitude: profile.longitude,
      version: profile.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    // The floor: one zone, two tables of up to four and their combination for five to eight.
    const floor = `/partners/venues/${venue.placeId}/floor`;
    const zone = await call("POST", `${floor}/zones`, { nameEs: "Salón", nameEn: "Dining room" });
    expect(zone.statusCode, zone.body).toBe(201);
    const zoneId = zone.json().zone.id as number;
    const tableIds: number[] = [];
    for (const label of ["M1", "M2"]) {
      const table = await call("POST", `${floor}/tables`, { zoneId, label, minCovers: 1, maxCovers: 4 });
      expect(table.statusCode, table.body).toBe(201);
      tableIds.push(table.json().table.id);
    }
    const combination = await call("POST", `${floor}/combinations`, { tableIds, minCovers: 5, maxCovers: 8 });
    expect(combination.statusCode, combination.body).toBe(201);

    const { policy } = (await call("GET", `/partners/venues/${venue.placeId}/setup`)).json();
    const policyChanged = await call("PUT", `/partners/venues/${venue.placeId}/setup/policy`, {
      depositPerGuest: 25_000,
      cancelUntilHours: 12,
      maxPartySize: 8,
      version: policy.version,
    });
    expect(policyChanged.statusCode, policyChanged.body).toBe(200);

    const shift = await call("POST", `/partners/venues/${venue.placeId}/setup/shifts`, {
      nameEs: "Comida",
      nameEn: "Lunch",
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      firstSeating: "13:00",
      lastSeating: "16:00",
      slotIntervalMinutes: 30,
      turnTimes: [
        { maxParty: 4, minutes: 90 },
        { maxParty: 8, minutes: 120 },
      ],
    });
    expect(shift.statusCode, shift.body).toBe(201);

    // A party of six fits no table alone, only the combination: offered, and booked onto both tables.
    const offered = await inject({
      method: "GET",
      url: `/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=6`,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toMatchObject({ maxPartySize: 8, cancelUntilHours: 12, depositPerGuest: 25_000 });
    expect(offered.json().data.slots).toContainEqual({ date, time: "13:00", available: true, reason: null });
    const six = await book("13:00", 6);
    expect(six.statusCode, six.body).toBe(201);
    const holds = await subject.database.handle.query<{ table_id: number }>(
      "select h.table_id from reservation_table_holds h join reservations r on r.id = h.reservation_id where r.code = $1 order by h.table_id",
      [six.json().data.code],
    );
    expect(holds.map((hold) => hold.table_id)).toEqual([...tableIds].sort((a, b) => a - b));
    // Both tables are held by it, so a couple in the meantime has nowhere to sit.
    const meanwhile = await book("13:30");
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json().error.code).toBe("CANNOT_ASSIGN_TABLE");

    const outside = await book("20:00");
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.code).toBe("RESERVATION_CANNOT_BE_CREATED");

    const blocked = await call("POST", `/partners/venues/${venue.placeId}/setup/time-blocks`, {
      scope: "global",
      date,
      startTime: "15:30",
      endTime: "16:30",
      reason: "Evento privado",
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const underBlock = await book("16:00");
    expect(underBlock.statusCode).toBe(409);
    expect(underBlock.json().error.code, underBlock.body).toBe("TIME_BLOCK_GLOBAL");
    // The block is by start time: half an hour before it, the shift still seats.
    const inside = await book("15:00");
    expect(inside.statusCode, inside.body).toBe(201);

    // The diner reads the deposit and the cancellation window on the place's payment policy page.
    const policyPage = await inject({ method: "GET", url: `/lugar/${venue.slug}/politica-de-pago/` });
    expect(policyPage.statusCode).toBe(200);
    expect(policyPage.body).toMatch(/Depósito de \$\s?250 por persona/);
    expect(policyPage.body).toContain("hasta 12 horas antes");
  });
});
