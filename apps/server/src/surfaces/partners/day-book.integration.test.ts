import { pruneDayBookEvents } from "@sobremesa/domain/partners";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Account, browser, outbox, RSV, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { knownVenue, overlappingHolds, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";
import { openEventStream } from "./day-book-testing.ts";

/**
 * The venue's day book over a real database (PGlite, and PostgreSQL with DATABASE_URL): the day's
 * list, the staff's actions and their legal steps, phone and walk-in bookings, table moves and their
 * race with a diner's booking, the live event stream and its catch-up, and hostile input.
 */
const logs: string[] = [];
describe("the venue's day book", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let host: Account;
  let owner: Account;
  const date = venueDate(3);
  let guest = 0;

  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PATCH",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    subject.app.inject({
      method,
      url,
      remoteAddress: uniqueIp(),
      headers: account ? browser(account.token) : { origin: SITE_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });
  const base = () => `/partners/venues/${venue.placeId}/day-book`;
  const dinerBooks = async (time: string, party: number, language = "es", email?: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: {
        placeSlug: venue.slug,
        date,
        time,
        party,
        contact: {
          countryCode: "+52",
          email: email ?? `comensal${++guest}.${process.pid}@example.com`,
          firstName: "Diana",
          lastName: "Comensal",
          phone: "55 1234 5678",
        },
        lang: language,
      },
    });
    return response;
  };
  const dayBook = async (day = date) => {
    const response = await call(host, "GET", `${base()}?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      lastEventId: number;
      reservations: {
        id: string;
        code: string;
        status: string;
        channel: string;
        tables: { id: number }[];
        guest: { note: string; tags: string[] } | null;
      }[];
    };
  };
  const entryOf = async (code: string) => {
    const found = (await dayBook()).reservations.find((entry) => entry.code === code);
    if (!found) throw new Error(`${code} is not in the day book`);
    return found;
  };
  const phoneBooking = (time: string, party: number, extra: Record<string, unknown> = {}) =>
    call(host, "POST", `${base()}/reservations`, {
      channel: "phone",
      date,
      time,
      party,
      firstName: "Pedro",
      lastName: "Teléfono",
      phone: "55 8765 4321",
      ...extra,
    });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, logs });
    venue = await knownVenue(subject.database.handle);
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Recepción" });
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Propietaria" });
    for (const [account, role] of [
      [host, "host"],
      [owner, "owner"],
    ] as const)
      await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        venue.placeId,
        account.id,
        role,
      ]);
  }, 120_000);
  afterAll(() => subject?.close());
  // Nothing a test does may fail on the server's side (a logged error is a 500 in the making).
  afterEach(() => {
    expect(logs.filter((line) => line.includes('"level":50')).map((line) => line.slice(0, 400))).toEqual([]);
  });
  beforeEach(async () => {
    await subject.database.handle.query("delete from reservation_table_holds where place_id = $1", [venue.placeId]);
    await subject.database.handle.query("delete from reservations where place_id = $1", [venue.placeId]);
  });

  it("lists a diner's booking and a phone booking with their tables and channels", async () => {
    const booked = await dinerBooks("20:00", 2);
    expect(booked.statusCode, booked.body).toBe(201);
    const phoned = await phoneBooking("21:00", 4);
    expect(phoned.statusCode, phoned.body).toBe(201);
    expect(phoned.json().reservation).toMatchObject({ channel: "phone", status: "confirmed", party: 4, time: "21:00" });
    const book = await dayBook();
    expect(book.reservations.map((entry) => [entry.channel, entry.tables.length])).toEqual([
      ["website", 1],
      ["phone", 1],
    ]);
    expect((await call(host, "GET", base())).json().date).toBe(venueDate(0));
  });

  it("seats and completes, refuses illegal steps with a 409 in the person's language, and audits each", async () => {
    const code = (await dinerBooks("20:00", 2)).json().data.code as string;
    const { id } = await entryOf(code);
    const act = (action: string, lang = "es", extra = {}) =>
      call(host, "POST", `${base()}/reservations/${id}/actions?lang=${lang}`, { action, ...extra });
    expect((await act("complete")).statusCode).toBe(409);
    const seated = await act("seat");
    expect(seated.statusCode, seated.body).toBe(200);
    expect(seated.json().reservation.status).toBe("seated");
    const again = await act("seat", "en");
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/“seated”/);
    expect((await act("no_show")).json().error.message).toMatch(/«sentada»/);
    expect((await act("complete")).json().reservation.status).toBe("completed");
    expect((await act("cancel", "es", { reason: "Cerramos por una fuga" })).statusCode).toBe(409);
    // A finished visit frees its tables.
    const [holds] = await subject.database.handle.query<{ active: number }>(
      "select count(*)::int as active from reservation_table_holds where reservation_id = $1 and active",
      [id],
    );
    expect(holds?.active).toBe(0);
    const audit = (await call(owner, "GET", `/partners/venues/${venue.placeId}/audit`)).json().data as {
      action: string;
      entityId: string;
      actor: { id: string };
      before: { status: string };
      after: { status: string };
    }[];
    const mine = audit.filter((line) => line.entityId === id).reverse();
    expect(mine.map((line) => [line.action, line.before.status, line.after.status])).toEqual([
      ["reservation.seat", "confirmed", "seated"],
      ["reservation.complete", "seated", "completed"],
    ]);
    expect(mine.every((line) => line.actor.id === host.id)).toBe(true);
  });

  it("cancels with a reason the diner reads in their language, and marks a no-show", async () => {
    const english = await dinerBooks("20:00", 2, "en");
    const { code, contact } = english.json().data as { code: string; contact: { email: string } };
    const { id } = await entryOf(code);
    const cancelled = await call(host, "POST", `${base()}/reservations/${id}/actions`, {
      action: "cancel",
      reason: "Cerramos por una fuga de agua",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().reservation).toMatchObject({
      status: "cancelled",
      cancelReason: "Cerramos por una fuga de agua",
    });
    const [letter] = (await outbox(subject.app, contact.email)).filter((message) => message.channel === "email");
    expect(letter?.body).toContain("The venue cancelled your booking. Reason: Cerramos por una fuga de agua");
    // Without a reason, nothing changes.
    const second = (await dinerBooks("20:30", 2)).json().data.code as string;
    const other = await entryOf(second);
    const noReason = await call(host, "POST", `${base()}/reservations/${other.id}/actions?lang=en`, {
      action: "cancel",
    });
    expect(noReason.statusCode).toBe(400);
    const noShow = await call(host, "POST", `${base()}/reservations/${other.id}/actions`, { action: "no_show" });
    expect(noShow.json().reservation.status).toBe("no_show");
  });

  it("seats a walk-in now, or says no shift is open", async () => {
    const walkIn = await call(host, "POST", `${base()}/reservations?lang=en`, {
      channel: "walk_in",
      party: 2,
      firstName: "Walter",
    });
    // The known venue seats 13:00-22:00: a walk-in is seated only while a shift is open.
    const open = walkIn.statusCode === 201;
    if (open) expect(walkIn.json().reservation).toMatchObject({ channel: "walk_in", status: "seated", party: 2 });
    else {
      expect(walkIn.statusCode, walkIn.body).toBe(409);
      expect(walkIn.json().error.message).toMatch(/No shift is open/);
    }
  });

  it("moves a booking to a free table, refuses a taken one, and changes party and time by the rules", async () => {
    const first = (await dinerBooks("20:00", 4)).json().data.code as string;
    const second = (await dinerBooks("20:00", 4)).json().data.code as string;
    const a = await entryOf(first);
    const b = await entryOf(second);
    const move = (id: string, tableIds: number[], lang = "es") =>
      call(host, "POST", `${base()}/reservations/${id}/table-moves?lang=${lang}`, { tableIds });
    const taken = await move(a.id, [b.tables[0]!.id], "en");
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toMatch(/taken meanwhile/);
    const moved = await move(a.id, [venue.tables.small]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().reservation.tables.map((table: { id: number }) => table.id)).toEqual([venue.tables.small]);
    expect((await move(a.id, [2_147_483_000])).statusCode).toBe(400);

    const changed = await call(host, "PATCH", `${base()}/reservations/${b.id}`, { party: 2, time: "19:00" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().reservation).toMatchObject({ party: 2, time: "19:00" });
    const offShift = await call(host, "PATCH", `${base()}/reservations/${b.id}?lang=en`, { time: "23:30" });
    expect(offShift.statusCode).toBe(422);
    expect(await overlappingHolds(subject.database.handle)).toBe(0);
  });

  it("lets exactly one win when a host moves a booking onto the table a diner is booking", async () => {
    for (let round = 0; round < 4; round++) {
      await subject.database.handle.query("delete from reservation_table_holds where place_id = $1", [venue.placeId]);
      await subject.database.handle.query("delete from reservations where place_id = $1", [venue.placeId]);
      // A two on S1 at 19:00 and a four on S2 at 20:00: the terrace's T1 is the one four-top left at 20:00.
      const early = (await phoneBooking("19:00", 2)).json().reservation as { id: string };
      expect((await phoneBooking("20:00", 4)).statusCode).toBe(201);
      const [moved, booked] = await Promise.all([
        call(host, "POST", `${base()}/reservations/${early.id}/table-moves`, { tableIds: [venue.tables.terraceFour] }),
        dinerBooks("20:00", 3),
      ]);
      const statuses = [moved.statusCode, booked.statusCode];
      expect(
        statuses.filter((status) => status === 409),
        `${moved.body} ${booked.body}`,
      ).toHaveLength(1);
      expect(statuses.filter((status) => status === 200 || status === 201)).toHaveLength(1);
      const loser = moved.statusCode === 409 ? moved : booked;
      expect(loser.json().error.code).toMatch(/CONFLICT|CANNOT_ASSIGN_TABLE/);
      expect(await overlappingHolds(subject.database.handle)).toBe(0);
    }
  });

  it("streams the venue's changes live and catches a reconnecting day book up from its last event", async () => {
    const address = await subject.app.listen({ port: 0, host: "127.0.0.1" });
    const { lastEventId } = await dayBook();
    const stream = await openEventStream(`${address}${base()}/events?after=${lastEventId}`, browser(host.token));
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await stream.waitFor("retry: 3000");
      const code = (await dinerBooks("20:00", 2)).json().data.code as string;
      const { id } = await entryOf(code);
      await stream.waitFor(new RegExp(`"reservationId":"${id}","kind":"created"`));
      await call(host, "POST", `${base()}/reservations/${id}/actions`, { action: "seat" });
      await stream.waitFor(`"kind":"seated"`);
    } finally {
      stream.close();
    }
    // Reconnecting with the last id it saw, a day book receives only what came after.
    const seen = Number(/id: (\d+)\n[^\n]*\ndata: [^\n]*"created"/.exec(stream.text())?.[1]);
    const again = await openEventStream(`${address}${base()}/events`, {
      ...browser(host.token),
      "last-event-id": String(seen),
    });
    try {
      await again.waitFor(`"kind":"seated"`);
      expect(again.text()).not.toContain(`"kind":"created"`);
    } finally {
      again.close();
    }
    const stranger = await fetch(`${address}${base()}/events`, { headers: { origin: SITE_ORIGIN } });
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get("content-type")).toMatch(/json/);
  });

  it("keeps the venue's notes and tags about a diner and shows them on their next booking", async () => {
    const email = `habitual.${process.pid}@example.com`;
    const first = (await dinerBooks("13:00", 2, "es", email)).json().data.code as string;
    const { id } = await entryOf(first);
    const noted = await call(host, "PATCH", `${base()}/reservations/${id}/guest`, {
      note: "Alérgica a los cacahuates; prefiere terraza",
      tags: ["allergy", "vip", "vip"],
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().reservation.guest).toEqual({
      note: "Alérgica a los cacahuates; prefiere terraza",
      tags: ["allergy", "vip"],
    });
    const next = (await dinerBooks("21:00", 2, "es", email.toUpperCase())).json().data.code as string;
    expect((await entryOf(next)).guest).toMatchObject({ tags: ["allergy", "vip"] });
    expect((await entryOf(first)).guest).not.toBeNull();
    const stranger = (await dinerBooks("20:00", 2)).json().data.code as string;
    expect((await entryOf(stranger)).guest).toBeNull();
    expect(
      (await call(host, "PATCH", `${base()}/reservations/${id}/guest`, { note: "x", tags: ["celebrity"] })).statusCode,
    ).toBe(400);
    const audit = (await call(owner, "GET", `/partners/venues/${venue.placeId}/audit`)).json().data as {
      action: string;
      after: { tags: string[] };
    }[];
    expect(audit.find((line) => line.action === "guest.note")?.after.tags).toEqual(["allergy", "vip"]);
  });

  it("forgets feed changes older than two days, keeping the recent ones", async () => {
    await dinerBooks("20:00", 2);
    const q = subject.database.handle.query.bind(subject.database.handle);
    await q(
      "update day_book_events set at = now() - interval '3 days' where id = (select min(id) from day_book_events)",
    );
    const [before] = await q<{ n: number }>("select count(*)::int as n from day_book_events");
    expect(await pruneDayBookEvents(subject.database.handle.db)).toBe(1);
    const [after] = await q<{ n: number }>("select count(*)::int as n from day_book_events");
    expect(after!.n).toBe(before!.n - 1);
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const code = (await dinerBooks("20:00", 2)).json().data.code as string;
    const { id } = await entryOf(code);
    const problems: string[] = [];
    const expect4xx = (label: string, response: LightMyRequestResponse) => {
      if (response.statusCode < 400 || response.statusCode >= 500)
        problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    };
    for (const payload of [
      { channel: "phone", date, time: "20:00", party: 2, firstName: "Ana\u0000", phone: "5512345678" },
      { channel: "phone", date, time: "20:00", party: 1e12, firstName: "Ana", phone: "5512345678" },
      { channel: "phone", date: "2027-02-30", time: "20:00", party: 2, firstName: "Ana", phone: "5512345678" },
      { channel: "phone", date, time: "25:61", party: 2, firstName: "Ana", phone: "5512345678" },
      { channel: "phone", date, party: 2, firstName: "Ana", phone: "5512345678" },
      { channel: "phone", date, time: "20:00", party: 2, firstName: "Ana", phone: "not a phone" },
      { channel: "fax", party: 2, firstName: "Ana" },
      { channel: "walk_in", party: 2, firstName: "x".repeat(100_000) },
      [],
    ])
      expect4xx(JSON.stringify(payload).slice(0, 60), await call(host, "POST", `${base()}/reservations`, payload));
    for (const payload of [{ action: "teleport" }, { action: "cancel", reason: "\u0000\u0000\u0000" }, {}])
      expect4xx(JSON.stringify(payload), await call(host, "POST", `${base()}/reservations/${id}/actions`, payload));
    for (const payload of [{ tableIds: [] }, { tableIds: ["1"] }, { tableIds: [1e15] }])
      expect4xx(JSON.stringify(payload), await call(host, "POST", `${base()}/reservations/${id}/table-moves`, payload));
    expect4xx("empty change", await call(host, "PATCH", `${base()}/reservations/${id}`, {}));
    expect4xx("bad id", await call(host, "POST", `${base()}/reservations/not-a-uuid/actions`, { action: "seat" }));
    expect4xx(
      "unknown booking",
      await call(host, "POST", `${base()}/reservations/00000000-0000-4000-8000-000000000000/actions`, {
        action: "seat",
      }),
    );
    expect4xx("impossible date", await call(host, "GET", `${base()}?date=2026-13-01`));
    expect4xx("huge after", await call(host, "GET", `${base()}/events?after=99999999999999999999`));
    expect4xx(
      "xml",
      await subject.app.inject({
        method: "POST",
        url: `${base()}/reservations`,
        headers: { ...browser(host.token), "content-type": "application/xml" },
        payload: "<party>2</party>",
      }),
    );
    expect(problems).toEqual([]);
  });
});
