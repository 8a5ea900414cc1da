import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV } from "../../accounts-testing.ts";
import { clearVenue, overlappingHolds, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const PARALLEL = 200;

/**
 * Double booking under load: many requests at once through a pool of real connections.
 * PGlite has one connection, so this runs on PostgreSQL only (DATABASE_URL).
 */
describe.runIf(Boolean(process.env.DATABASE_URL))("parallel bookings on PostgreSQL", () => {
  let subject: TestApp;
  let slug: string;
  let placeId: number;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1, env: { DATABASE_POOL_MAX: "40" } });
    const q = subject.database.handle.query.bind(subject.database.handle);
    const [place] = await q<{ id: number; slug: string }>("select id, slug from places order by id limit 1");
    placeId = place!.id;
    slug = place!.slug;
    await clearVenue(subject.database.handle, placeId);
    await q(
      "insert into reservation_settings (place_id, days_ahead, min_notice_minutes, max_party_size) values ($1, 60, 0, 8)",
      [placeId],
    );
    const [zone] = await q<{ id: number }>(
      "insert into reservation_zones (place_id, name_es, name_en) values ($1, 'Salón', 'Dining room') returning id",
      [placeId],
    );
    for (let index = 1; index <= 5; index++)
      await q("insert into venue_tables (place_id, zone_id, label, min_covers, max_covers) values ($1, $2, $3, 1, 4)", [
        placeId,
        zone!.id,
        `M${index}`,
      ]);
    await q(
      `insert into reservation_shifts (place_id, name_es, name_en, weekdays, first_seating, last_seating, slot_interval_minutes, turn_times)
       values ($1, 'Cena', 'Dinner', '{0,1,2,3,4,5,6}', '13:00', '22:00', 30, '[{"maxParty":8,"minutes":120}]')`,
      [placeId],
    );
  });
  afterAll(async () => {
    await subject?.close();
  });

  const attempt = (date: string, time: string, index: number) =>
    subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: slug,
        date,
        time,
        party: 2,
        contact: {
          countryCode: "+52",
          email: `race${index}@example.com`,
          firstName: "Ana",
          lastName: "López",
          phone: "5512345678",
        },
      },
    });

  it(`gives the last free table of a slot to exactly one of ${PARALLEL} parallel bookings`, async () => {
    const date = venueDate(5);
    // Four of the five tables are taken at 20:00.
    for (let index = 0; index < 4; index++) expect((await attempt(date, "20:00", 1000 + index)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => attempt(date, "20:00", index)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(
      refused.every((answer) => answer.statusCode === 409 && answer.json().error.code === "CANNOT_ASSIGN_TABLE"),
    ).toBe(true);
    expect(await overlappingHolds(subject.database.handle)).toBe(0);
  });

  it(`gives N free tables to exactly N of ${PARALLEL} parallel bookings`, async () => {
    const date = venueDate(6);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => attempt(date, "14:00", 2000 + index)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(PARALLEL - 5);
    expect(await overlappingHolds(subject.database.handle)).toBe(0);
  });

  it("creates once for a key retried in parallel", async () => {
    const date = venueDate(7);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        subject.app.inject({
          method: "POST",
          url: `/rsv/reservations?${RSV}`,
          headers: { "idempotency-key": "parallel-retry-01" },
          payload: {
            placeSlug: slug,
            date,
            time: "15:00",
            party: 2,
            contact: {
              countryCode: "+52",
              email: "retry@example.com",
              firstName: "Ana",
              lastName: "López",
              phone: "5512345678",
            },
          },
        }),
      ),
    );
    const codes = new Set(answers.map((answer) => answer.json().data?.code));
    expect(codes.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const [row] = await subject.database.handle.query<{ count: number }>(
      "select count(*)::int as count from reservations where idempotency_key = 'parallel-retry-01'",
    );
    expect(row!.count).toBe(1);
  });
});
