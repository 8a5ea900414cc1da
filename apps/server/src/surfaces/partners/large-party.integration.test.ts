import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Account,
  browser,
  outbox,
  SITE_ORIGIN,
  uniqueEmail,
  uniqueIp,
  verifiedAccount,
} from "../../accounts-testing.ts";
import { knownVenue, overlappingHolds, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * The venue's answers to large-party requests over a real database (PGlite, and PostgreSQL with
 * DATABASE_URL): accepting makes exactly one confirmed booking on the chosen tables however many
 * staff press at once, declining tells the diner why, each answer is audited, and staff of another
 * venue cannot see or answer them.
 */
const logs: string[] = [];
describe("answering large-party requests", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let host: Account;
  let manager: Account;
  let owner: Account;
  let stranger: Account;
  let otherVenueId: number;
  let banquet: number;
  const date = venueDate(4);

  const call = (
    account: Account | null,
    method: "GET" | "POST",
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
  const base = (placeId = venue.placeId) => `/partners/venues/${placeId}/large-party-requests`;
  const ask = async (party = 10, time = "20:00", lang = "es") => {
    const email = uniqueEmail("grupo");
    const answer = await subject.app.inject({
      method: "POST",
      url: `/api/large-party-requests?lang=${lang}`,
      remoteAddress: uniqueIp(),
      headers: { origin: SITE_ORIGIN },
      payload: {
        placeSlug: venue.slug,
        party,
        date,
        time,
        name: "Rosa Grupos",
        email,
        countryCode: "+52",
        phone: "55 1234 5678",
        message: lang === "en" ? "A birthday" : "Un cumpleaños",
        lang,
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return { id: answer.json().data.id as string, email };
  };
  const reservationsOf = async (requestId: string) =>
    subject.database.handle.query<{ id: string; status: string; party: number }>(
      `select r.id, r.status, r.party from reservations r
        join large_party_requests l on l.reservation_id = r.id where l.id = $1`,
      [requestId],
    );
  const bookingsAt = async () =>
    (
      await subject.database.handle.query<{ count: number }>(
        "select count(*)::int as count from reservations where place_id = $1",
        [venue.placeId],
      )
    )[0]!.count;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, logs });
    const handle = subject.database.handle;
    venue = await knownVenue(handle);
    // A banquet table kept off the website: the kind of table a venue seats a large party at.
    const [row] = await handle.query<{ id: number }>(
      "insert into venue_tables (place_id, zone_id, label, min_covers, max_covers, online, priority) values ($1, $2, 'B1', 8, 12, false, 1) returning id",
      [venue.placeId, venue.salon],
    );
    banquet = row!.id;
    const [other] = await handle.query<{ id: number }>("select id from places where id <> $1 order by id limit 1", [
      venue.placeId,
    ]);
    otherVenueId = other!.id;
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Recepción" });
    manager = await verifiedAccount(subject.app, { firstName: "Mario", lastName: "Gerente" });
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Propietaria" });
    stranger = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Otro" });
    for (const [account, role, placeId] of [
      [host, "host", venue.placeId],
      [manager, "manager", venue.placeId],
      [owner, "owner", venue.placeId],
      [stranger, "host", otherVenueId],
    ] as const)
      await handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        placeId,
        account.id,
        role,
      ]);
  }, 120_000);
  afterAll(() => subject?.close());
  afterEach(() => {
    expect(logs.filter((line) => line.includes('"level":50')).map((line) => line.slice(0, 400))).toEqual([]);
  });
  beforeEach(async () => {
    const handle = subject.database.handle;
    await handle.query("delete from large_party_requests where place_id = $1", [venue.placeId]);
    await handle.query("delete from reservation_table_holds where place_id = $1", [venue.placeId]);
    await handle.query("delete from reservations where place_id = $1", [venue.placeId]);
  });

  it("lists the pending requests with the tables free at their time", async () => {
    const { id } = await ask(10);
    const listed = await call(host, "GET", base());
    expect(listed.statusCode, listed.body).toBe(200);
    const answer = listed.json() as { requests: { id: string; freeTableIds: number[]; problem: string | null }[] };
    expect(answer.requests.map((request) => request.id)).toEqual([id]);
    expect(answer.requests[0]!.freeTableIds).toContain(banquet);
    expect(answer.requests[0]!.problem).toBeNull();
  });

  it("accepts with a table: one confirmed booking, the request keeps its id, the diner and the audit hear of it", async () => {
    const { id, email } = await ask(10, "20:00", "en");
    const accepted = await call(manager, "POST", `${base()}/${id}/accept`, { tableIds: [banquet] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answer = accepted.json();
    expect(answer.request).toMatchObject({ id, status: "accepted" });
    expect(answer.reservation).toMatchObject({ status: "confirmed", party: 10, time: "20:00", channel: "website" });
    expect(answer.reservation.tables.map((table: { id: number }) => table.id)).toEqual([banquet]);
    expect(await reservationsOf(id)).toHaveLength(1);
    const letter = (await outbox(subject.app, email)).find((message) => /accepted your/.test(message.body));
    expect(letter?.body).toContain(answer.reservation.code);
    expect(letter?.body).toMatch(/\/en\/place\/reservation\/.+token=/);

    const audit = (await call(owner, "GET", `/partners/venues/${venue.placeId}/audit`)).json().data as {
      action: string;
      entityId: string;
      actor: { id: string };
    }[];
    expect(audit.filter((line) => line.entityId === id).map((line) => [line.action, line.actor.id])).toEqual([
      ["large_party.accept", manager.id],
    ]);
    expect(audit.some((line) => line.action === "reservation.create.large_party")).toBe(true);

    // Answered: a second answer is refused in the person's language, and the list is empty.
    const again = await call(host, "POST", `${base()}/${id}/decline?lang=en`, { message: "Sorry, we are full" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already answered/);
    expect((await call(host, "GET", base())).json().requests).toEqual([]);
  });

  for (const at of [2, 5]) {
    it(`answers ${at} accepts at once with exactly one booking`, async () => {
      const { id } = await ask(10);
      const answers = await Promise.all(
        Array.from({ length: at }, (_, index) =>
          call(index % 2 ? host : manager, "POST", `${base()}/${id}/accept`, { tableIds: [banquet] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(at - 1).fill(409)]);
      expect(await reservationsOf(id)).toHaveLength(1);
      expect(await bookingsAt()).toBe(1);
      expect(await overlappingHolds(subject.database.handle)).toBe(0);
    });
  }

  it("never double-books: a table taken at that time is refused, and the request stays pending", async () => {
    const first = await ask(10);
    const second = await ask(10);
    expect((await call(host, "POST", `${base()}/${first.id}/accept`, { tableIds: [banquet] })).statusCode).toBe(200);
    const taken = await call(host, "POST", `${base()}/${second.id}/accept`, { tableIds: [banquet] });
    expect(taken.statusCode, taken.body).toBe(409);
    const pending = (await call(host, "GET", base())).json().requests as { id: string; freeTableIds: number[] }[];
    expect(pending.map((request) => request.id)).toEqual([second.id]);
    expect(pending[0]!.freeTableIds).not.toContain(banquet);
    // Tables pushed together that seat too few, or of two zones, are refused before anything is written.
    const few = await call(host, "POST", `${base()}/${second.id}/accept`, {
      tableIds: [venue.tables.small, venue.tables.salonFour],
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().error.message).toMatch(/6 lugares/);
    const zones = await call(host, "POST", `${base()}/${second.id}/accept?lang=en`, {
      tableIds: [venue.tables.salonFour, venue.tables.terraceFour],
    });
    expect(zones.json().error.message).toMatch(/one zone/);
    expect(await bookingsAt()).toBe(1);
  });

  it("declines with a message the diner reads in their language, once, audited", async () => {
    const { id, email } = await ask(10, "20:00", "es");
    const [declined, twice] = await Promise.all([
      call(host, "POST", `${base()}/${id}/decline`, { message: "Ese día tenemos un evento privado" }),
      call(manager, "POST", `${base()}/${id}/decline`, { message: "Otro mensaje" }),
    ]);
    expect([declined.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const letters = (await outbox(subject.app, email)).filter((message) => /no puede recibir/.test(message.body));
    expect(letters).toHaveLength(1);
    expect(letters[0]?.body).toMatch(/Mensaje del lugar: (Ese día tenemos un evento privado|Otro mensaje)/);
    const [row] = await subject.database.handle.query<{ status: string; reservation_id: string | null }>(
      "select status, reservation_id from large_party_requests where id = $1",
      [id],
    );
    expect(row).toEqual({ status: "declined", reservation_id: null });
    const audit = (await call(owner, "GET", `/partners/venues/${venue.placeId}/audit`)).json().data as {
      action: string;
      entityId: string;
    }[];
    expect(audit.filter((line) => line.entityId === id).map((line) => line.action)).toEqual(["large_party.decline"]);
    const short = await call(host, "POST", `${base()}/${(await ask()).id}/decline`, { message: "no" });
    expect(short.statusCode).toBe(400);
  });

  it("keeps requests from anyone but the venue's staff", async () => {
    const { id } = await ask(10);
    expect((await call(null, "GET", base())).statusCode).toBe(401);
    expect((await call(stranger, "GET", base())).statusCode).toBe(404);
    const foreign = await call(stranger, "POST", `${base()}/${id}/accept`, { tableIds: [banquet] });
    expect(foreign.statusCode).toBe(404);
    expect((await call(stranger, "POST", `${base()}/${id}/decline`, { message: "No gracias" })).statusCode).toBe(404);
    // Through the stranger's own venue the request is not found either.
    const elsewhere = await call(stranger, "POST", `${base(otherVenueId)}/${id}/accept`, { tableIds: [banquet] });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call(host, "POST", `${base()}/not-a-uuid/accept`, { tableIds: [banquet] })).statusCode).toBe(400);
    expect((await call(host, "POST", `${base()}/${id}/accept`, { tableIds: [1e12] })).statusCode).toBe(400);
    expect(await bookingsAt()).toBe(0);
    expect((await call(host, "GET", base())).json().requests).toHaveLength(1);
  });
});
