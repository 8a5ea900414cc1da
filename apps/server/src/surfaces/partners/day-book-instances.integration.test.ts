import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance, visitorHeaders, waitUntilReady } from "../../instances-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { openEventStream } from "./day-book-testing.ts";

const PASSWORD = "la mesa del rincón junto a la ventana";
const visitor = visitorHeaders();

/**
 * The day book's live changes across two server processes on one PostgreSQL database: a diner
 * booking and a host's action taken by one instance reach the day book open on the other (through
 * the database's notifications), and an instance shutting down ends its open streams instead of
 * waiting on them.
 */
describe.skipIf(!process.env.DATABASE_URL)("the day book across two instances", () => {
  let database: TestDatabase;
  let venue: TestVenue;
  const instances: Instance[] = [];
  let cookie = "";

  const send = (base: string, method: string, path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: base, ...visitor, ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await createTestDatabase({ places: 1 });
    venue = await knownVenue(database.handle);
    for (let index = 0; index < 2; index++)
      instances.push(await startInstance({ databaseUrl: database.url ?? "", env: { WORKER: "off" } }));
    await Promise.all(instances.map((instance) => waitUntilReady(`${instance.url}/readyz`)));
    const [a] = instances;
    const email = `anfitriona.${process.pid}.${Date.now()}@example.com`;
    const registered = await send(a!.url, "POST", "/rsv/registeredCustomer/register?requestFrom=WEBSITE", {
      email,
      password: PASSWORD,
      firstName: "Hilda",
      lastName: "Recepción",
    });
    expect(registered.status).toBe(200);
    const outbox = (await (await fetch(`${a!.url}/__dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
      data: { body: string }[];
    };
    const code = outbox.data.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean);
    expect((await send(a!.url, "POST", "/api/auth/verification-email", { email, code })).status).toBe(200);
    const signedIn = await send(a!.url, "POST", "/user-login", { email, password: PASSWORD });
    cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const [user] = await database.handle.query<{ id: string }>("select id from users where email = $1", [email]);
    await database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, 'host')", [
      venue.placeId,
      user!.id,
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  }, 60_000);

  it("shows on one instance the booking and the seating another instance took", async () => {
    const [a, b] = instances as [Instance, Instance];
    const base = `/partners/venues/${venue.placeId}/day-book`;
    const staff = { cookie, origin: b.url };
    const day = (await (await fetch(`${b.url}${base}?date=${venueDate(2)}`, { headers: staff })).json()) as {
      lastEventId: number;
    };
    const stream = await openEventStream(`${b.url}${base}/events?after=${day.lastEventId}`, staff);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor("retry:");
      const booked = await send(a.url, "POST", "/rsv/reservations?requestFrom=WEBSITE", {
        placeSlug: venue.slug,
        date: venueDate(2),
        time: "20:00",
        party: 2,
        contact: {
          countryCode: "+52",
          email: "diana@example.com",
          firstName: "Diana",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
      });
      expect(booked.status).toBe(201);
      const [row] = await database.handle.query<{ id: string }>("select id from reservations where place_id = $1", [
        venue.placeId,
      ]);
      await stream.waitFor(`"reservationId":"${row!.id}","kind":"created"`);
      const seated = await send(
        a.url,
        "POST",
        `${base}/reservations/${row!.id}/actions`,
        { action: "seat" },
        { cookie },
      );
      expect(seated.status).toBe(200);
      await stream.waitFor(`"kind":"seated"`);

      // Shutting down with the stream open: the instance ends it and exits well within its timeout.
      const started = Date.now();
      const code = await b.stop("SIGTERM");
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      stream.close();
    }
  }, 60_000);
});
