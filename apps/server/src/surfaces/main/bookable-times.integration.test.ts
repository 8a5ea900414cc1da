import { API_VERSION, inputIssueMessages, MAX_BOOKABLE_PLACES } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV } from "../../accounts-testing.ts";
import { clearVenue, knownVenue, TEST_VENUE_ZONE, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * Bookable times of place cards: GET /api/places/bookable-times over the reservations service's
 * bookableTimes. Every answer is also checked against the OpenAPI document (contract-setup.ts).
 */
describe("bookable times of place cards", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let unset: number;
  const main = `lang=es&v=${API_VERSION}`;
  const times = (date: string, ...wall: string[]) => wall.map((time) => ({ date, time }));
  const ask = (query: string) => subject.app.inject(`/api/places/bookable-times?${main}&${query}`);

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    venue = await knownVenue(subject.database.handle);
    const [other] = await subject.database.handle.query<{ id: number }>(
      "select id from places where id <> $1 order by id limit 1",
      [venue.placeId],
    );
    unset = other!.id;
    await clearVenue(subject.database.handle, unset);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("gives a place with shifts and tables the five times nearest the asked one, briefly cacheable", async () => {
    const date = venueDate(7);
    const response = await ask(`places=${venue.placeId}&fecha=${date}&hora=20:00&personas=2`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=30");
    expect(response.json()).toEqual({
      places: [
        {
          placeId: venue.placeId,
          bookable: true,
          times: times(date, "19:00", "19:30", "20:00", "20:30", "21:00"),
          next: null,
        },
      ],
    });
  });

  it("answers every place asked, once and in order: not bookable without settings, unknown or for a party too large", async () => {
    const date = venueDate(7);
    const response = await ask(
      `places=${unset},${venue.placeId},2147483647,${unset}&fecha=${date}&hora=13:00&personas=2`,
    );
    expect(response.statusCode).toBe(200);
    const { places } = response.json();
    expect(places.map((place: { placeId: number }) => place.placeId)).toEqual([unset, venue.placeId, 2147483647]);
    expect(places[0]).toEqual({ placeId: unset, bookable: false, times: [], next: null });
    expect(places[1].times).toEqual(times(date, "13:00", "13:30", "14:00", "14:30", "15:00"));
    expect(places[2]).toEqual({ placeId: 2147483647, bookable: false, times: [], next: null });
    // The venue seats at most 8.
    const large = (await ask(`places=${venue.placeId}&fecha=${date}&hora=20:00&personas=9`)).json();
    expect(large.places).toEqual([{ placeId: venue.placeId, bookable: false, times: [], next: null }]);
  });

  it("offers the next bookable time when nothing is near the asked one", async () => {
    const date = venueDate(7);
    const { places } = (await ask(`places=${venue.placeId}&fecha=${date}&hora=03:00&personas=2`)).json();
    expect(places).toEqual([{ placeId: venue.placeId, bookable: true, times: [], next: { date, time: "13:00" } }]);
  });

  it("honours a day closed all day and a time block, then finds the next day's first time", async () => {
    const [closed, blocked, open] = [venueDate(9), venueDate(10), venueDate(11)];
    const q = subject.database.handle.query.bind(subject.database.handle);
    await q(
      "insert into place_special_days (place_id, date, closed, reason_es, reason_en) values ($1, $2, true, 'Inventario', 'Stocktaking')",
      [venue.placeId, closed],
    );
    // The whole next day blocked for online bookings, its evening too.
    await q(
      `insert into time_blocks (place_id, scope, starts_at, ends_at) values ($1, 'global', ($2 || ' 00:00')::timestamp at time zone $3, ($2 || ' 23:59')::timestamp at time zone $3)`,
      [venue.placeId, blocked, TEST_VENUE_ZONE],
    );
    const { places } = (await ask(`places=${venue.placeId}&fecha=${closed}&hora=20:00&personas=2`)).json();
    expect(places).toEqual([
      { placeId: venue.placeId, bookable: true, times: [], next: { date: open, time: "13:00" } },
    ]);
  });

  it("leaves out a time whose tables are booked", async () => {
    const date = venueDate(8);
    const query = (party: number) => `places=${venue.placeId}&fecha=${date}&hora=20:00&personas=${party}`;
    expect((await ask(query(4))).json().places[0].times).toEqual(
      times(date, "19:00", "19:30", "20:00", "20:30", "21:00"),
    );
    // Both four-tops taken from 20:00 for two hours: a party of four finds the times before and after.
    for (const email of ["uno@example.com", "dos@example.com"]) {
      const booked = await subject.app.inject({
        method: "POST",
        url: `/rsv/reservations?${RSV}`,
        payload: {
          placeSlug: venue.slug,
          date,
          time: "20:00",
          party: 4,
          contact: { countryCode: "+52", email, firstName: "Ana", lastName: "López", phone: "55 1234 5678" },
        },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    expect((await ask(query(4))).json().places[0].times).toEqual(times(date, "17:30", "18:00", "22:00"));
    // The two-top is still free at 20:00.
    expect((await ask(query(2))).json().places[0].times).toContainEqual({ date, time: "20:00" });
  });

  it("refuses bad input with a 400 in the request's language, never a 5xx", async () => {
    const date = venueDate(7);
    const good = { places: String(venue.placeId), fecha: date, hora: "20:00", personas: "2" };
    const tooMany = Array.from({ length: MAX_BOOKABLE_PLACES + 1 }, (_, index) => index + 1).join(",");
    const cases: [string, Partial<Record<keyof typeof good, string>>][] = [
      ["places", { places: tooMany }],
      ["places", { places: "" }],
      ["places", { places: "1\u0000" }],
      ["places", { places: "0" }],
      ["fecha", { fecha: `${date}\u0000` }],
      ["fecha", { fecha: "2026-02-30" }],
      ["hora", { hora: "25:00" }],
      ["hora", { hora: "20:00\u0000" }],
      ["personas", { personas: "0" }],
      ["personas", { personas: "1000000000" }],
    ];
    for (const [field, change] of cases) {
      for (const lang of ["es", "en"] as const) {
        const search = new URLSearchParams({ ...good, ...change, lang, v: API_VERSION });
        const response = await subject.app.inject(`/api/places/bookable-times?${search}`);
        expect(response.statusCode, `${field} ${JSON.stringify(change)}`).toBe(400);
        const body = response.json();
        expect(body.error.code).toBe("VALIDATION_FAILED");
        expect(body.message).toMatch(
          lang === "es" ? /^Revisa los datos enviados\. / : /^Please check the data you sent\. /,
        );
        expect(body.message).toContain(field);
      }
    }
    // The fix is worded in the request's language.
    const spanish = await ask(`places=${venue.placeId}&fecha=${date}&hora=20:00&personas=0`);
    expect(spanish.json().message).toContain(inputIssueMessages.partySize.es);
    const missing = await subject.app.inject(`/api/places/bookable-times?${main}&fecha=${date}&hora=20:00&personas=2`);
    expect(missing.statusCode).toBe(400);
  });
});
