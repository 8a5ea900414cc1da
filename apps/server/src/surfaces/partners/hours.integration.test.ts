import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A venue's opening hours, special days, food types, amenities and map pin over a real database:
 * what the place page shows next, that a closure stops that day's online bookings on the very next
 * availability request, and that it is refused over bookings unless they are to be kept.
 */
describe("partner console: hours, special days and the map pin", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let manager: Account;
  let host: Account;
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
  const base = () => `/partners/venues/${venue.placeId}`;
  const readProfile = async () => {
    const response = await call(manager, "GET", `${base()}/profile`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const placePage = async (language: "es" | "en" = "es") =>
    subject.app.services.search.placeProfile({ slug: venue.slug, language, siteUrl: SITE_ORIGIN });
  const availability = async (day: string) => {
    const response = await inject({
      method: "GET",
      url: `/rsv/places/${venue.slug}/availability?${RSV}&date=${day}&party=2`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.slots as { time: string; available: boolean; reason: string | null }[];
  };
  const book = (day: string, time: string) =>
    inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: day,
        time,
        party: 2,
        lang: "es",
        contact: {
          countryCode: "+52",
          email: `comensal${++guest}@example.com`,
          firstName: "Carla",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
      },
    });

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
  }, 120_000);
  afterAll(() => subject?.close());

  it("saves food types, amenities and the pin, refusing a pin outside the country", async () => {
    const { profile, foodTypes, amenities } = await readProfile();
    expect(foodTypes.length).toBeGreaterThan(0);
    expect(amenities.length).toBeGreaterThan(0);
    const fields = {
      name: profile.name,
      descriptionEs: profile.descriptionEs,
      descriptionEn: profile.descriptionEn,
      phone: profile.phone,
      address: profile.address,
      priceRange: profile.priceRange,
      cuisineIds: profile.cuisineIds,
      foodTypeIds: [foodTypes[0].id],
      amenityIds: [amenities[0].id, amenities[1].id],
      latitude: 19.4326,
      longitude: -99.1332,
      version: profile.version,
    };
    const outside = await call(manager, "PUT", `${base()}/profile?lang=en`, { ...fields, longitude: 99.1332 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toMatch(/country/);
    const saved = await call(manager, "PUT", `${base()}/profile`, fields);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ ...fields, version: profile.version + 1 });
    const page = await placePage("en");
    expect(page?.place).toMatchObject({ latitude: 19.4326, longitude: -99.1332 });
    expect(page?.place.amenities.map((amenity) => amenity.id).sort()).toEqual(fields.amenityIds.sort());
  });

  it("saves the week's hours with a night past midnight, refuses overlaps, and the place page shows them", async () => {
    const { profile } = await readProfile();
    const overlapping = await call(manager, "PUT", `${base()}/hours?lang=en`, {
      hours: [
        { weekday: 5, opensAt: "20:00", closesAt: "03:00" },
        { weekday: 6, opensAt: "02:00", closesAt: "10:00" },
      ],
      version: profile.version,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.details).toEqual([{ field: "hours.1", message: expect.stringMatching(/overlap/) }]);

    const hours = [
      { weekday: 2, opensAt: "19:00", closesAt: "23:00" },
      { weekday: 2, opensAt: "13:00", closesAt: "17:00" },
      { weekday: 5, opensAt: "20:00", closesAt: "03:00" },
    ];
    const saved = await call(manager, "PUT", `${base()}/hours`, { hours, version: profile.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ hours: [hours[1], hours[0], hours[2]], version: profile.version + 1 });
    const stale = await call(manager, "PUT", `${base()}/hours`, { hours: [], version: profile.version });
    expect(stale.json().error.code).toBe("SETUP_CHANGED");

    expect((await placePage())?.place.hours).toEqual([hours[1], hours[0], hours[2]]);
    const [audit] = await subject.database.handle.query<{ after: unknown[] }>(
      "select after from partner_audit_log where place_id = $1 and action = 'hours.update'",
      [venue.placeId],
    );
    expect(audit?.after).toHaveLength(3);
  });

  it("closes a day: its bookings listed unless kept, then no times offered and the page says why", async () => {
    const day = venueDate(5);
    expect((await availability(day)).some((slot) => slot.available)).toBe(true);
    const booked = await book(day, "14:00");
    expect(booked.statusCode, booked.body).toBe(201);
    const code = booked.json().data.code as string;

    const { profile } = await readProfile();
    const closure = {
      date: day,
      closed: true,
      reasonEs: "Inventario",
      reasonEn: "Stocktaking",
      version: profile.version,
    };
    const refused = await call(manager, "POST", `${base()}/special-days?lang=en`, closure);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("SETUP_BOOKINGS_CONFLICT");
    expect(refused.json().error.details.bookings).toEqual([
      expect.objectContaining({ code, date: day, time: "14:00", status: "confirmed" }),
    ]);
    expect(await subject.database.handle.query("select * from place_special_days")).toEqual([]);

    const kept = await call(manager, "POST", `${base()}/special-days`, { ...closure, keepExisting: true });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      specialDay: { date: day, closed: true, hours: [], reasonEs: "Inventario" },
      version: profile.version + 1,
    });
    // The next availability request sees the closure: the setup version moved with it.
    expect((await availability(day)).filter((slot) => slot.available)).toEqual([]);
    expect((await availability(venueDate(6))).some((slot) => slot.available)).toBe(true);
    expect((await book(day, "20:00")).statusCode).not.toBe(201);

    expect((await placePage("en"))?.place.specialDays).toEqual([
      { date: day, closed: true, hours: [], reason: "Stocktaking" },
    ]);
    expect((await readProfile()).specialDays).toEqual([kept.json().specialDay]);

    const removed = await call(
      manager,
      "DELETE",
      `${base()}/special-days/${kept.json().specialDay.id}?version=${kept.json().version}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await availability(day)).some((slot) => slot.available)).toBe(true);
    const actions = await subject.database.handle.query<{ action: string }>(
      "select action from partner_audit_log where place_id = $1 and entity = 'place_special_days' order by id",
      [venue.placeId],
    );
    expect(actions.map((row) => row.action)).toEqual(["special-day.save", "special-day.delete"]);
  });

  it("saves special hours without checking bookings, refuses the past and overlapping ranges", async () => {
    const { profile } = await readProfile();
    const special = {
      date: venueDate(7),
      closed: false,
      hours: [{ opensAt: "12:00", closesAt: "16:00" }],
      reasonEs: "Horario de fiesta",
      reasonEn: "Holiday hours",
      version: profile.version,
    };
    const past = await call(manager, "POST", `${base()}/special-days`, { ...special, date: venueDate(-2) });
    expect(past.statusCode).toBe(400);
    const overlap = await call(manager, "POST", `${base()}/special-days`, {
      ...special,
      hours: [...special.hours, { opensAt: "15:00", closesAt: "18:00" }],
    });
    expect(overlap.statusCode).toBe(400);
    const saved = await call(manager, "POST", `${base()}/special-days`, special);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await placePage())?.place.specialDays).toContainEqual({
      date: special.date,
      closed: false,
      hours: special.hours,
      reason: "Horario de fiesta",
    });
    expect((await call(host, "POST", `${base()}/special-days`, special)).statusCode).toBe(403);
  });
});
