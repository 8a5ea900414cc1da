import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, RSV, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";
import { type EventStream, openEventStream } from "./day-book-testing.ts";

/**
 * An open day book stream lasts only as long as its viewer's access: a host removed from the staff,
 * or signed out, gets no booking of the venue afterwards and the stream ends, while the owner's
 * stream carries on.
 */
const logs: string[] = [];
describe("the day book stream after access is lost", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let owner: Account;
  let address: string;
  let guest = 0;
  const date = venueDate(3);
  const events = () => `${address}/partners/venues/${venue.placeId}/day-book/events`;

  const addStaff = async (account: Account, role: string) => {
    const [row] = await subject.database.handle.query<{ id: number }>(
      "insert into venue_staff (place_id, user_id, role) values ($1, $2, $3) returning id",
      [venue.placeId, account.id, role],
    );
    return row!.id;
  };
  const dinerBooks = async (time: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: {
        placeSlug: venue.slug,
        date,
        time,
        party: 2,
        lang: "es",
        contact: {
          countryCode: "+52",
          email: `acceso${++guest}.${process.pid}@example.com`,
          firstName: "Diana",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await subject.database.handle.query<{ id: string }>("select id from reservations where code = $1", [
      response.json().data.code,
    ]);
    return row!.id;
  };
  /** Opens a stream and waits for its first line, so it is subscribed before the test goes on. */
  const follow = async (account: Account) => {
    const stream = await openEventStream(events(), browser(account.token));
    expect(stream.status).toBe(200);
    await stream.waitFor("retry: 3000");
    return stream;
  };
  /** A booking reaches the owner's stream, so the feed has carried it; the other stream ended without it. */
  const expectCutOff = async (cut: EventStream, watching: EventStream, reservationId: string) => {
    await watching.waitFor(new RegExp(`"reservationId":"${reservationId}","kind":"created"`));
    await cut.waitForEnd();
    expect(cut.text()).not.toContain("event: change");
    expect(cut.text()).not.toContain(reservationId);
  };

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, logs });
    venue = await knownVenue(subject.database.handle);
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Propietaria" });
    await addStaff(owner, "owner");
    address = await subject.app.listen({ port: 0, host: "127.0.0.1" });
  }, 120_000);
  afterAll(() => subject?.close());
  afterEach(() => {
    expect(logs.filter((line) => line.includes('"level":50')).map((line) => line.slice(0, 400))).toEqual([]);
  });

  it("ends a removed host's stream before it carries the next booking", async () => {
    const host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Recepción" });
    const staffId = await addStaff(host, "host");
    const hosts = await follow(host);
    const owners = await follow(owner);
    try {
      const removed = await subject.app.inject({
        method: "DELETE",
        url: `/partners/venues/${venue.placeId}/staff/${staffId}`,
        remoteAddress: uniqueIp(),
        headers: browser(owner.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      await expectCutOff(hosts, owners, await dinerBooks("20:00"));
      // Reconnecting does not help: the venue is no longer theirs.
      const again = await fetch(events(), { headers: browser(host.token) });
      expect(again.status).toBe(404);
    } finally {
      hosts.close();
      owners.close();
    }
  });

  it("ends a signed-out host's stream before it carries the next booking", async () => {
    const host = await verifiedAccount(subject.app, { firstName: "Héctor", lastName: "Recepción" });
    await addStaff(host, "host");
    const hosts = await follow(host);
    const owners = await follow(owner);
    try {
      const signedOut = await subject.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        remoteAddress: uniqueIp(),
        headers: browser(host.token),
      });
      expect(signedOut.statusCode, signedOut.body).toBe(200);
      await expectCutOff(hosts, owners, await dinerBooks("21:00"));
    } finally {
      hosts.close();
      owners.close();
    }
  });
});
