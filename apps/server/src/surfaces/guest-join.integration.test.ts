import { accountsService } from "@sobremesa/domain/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  latestCode,
  multipart,
  PASSWORD,
  RSV,
  uniqueEmail,
  uniqueIp,
  verifiedAccount,
} from "../accounts-testing.ts";
import { insertExperience } from "../experiences-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

/** "ana.x@example.com" as someone else might type it: "ANA.X@Example.com". */
const otherCase = (email: string) => {
  const [local = "", domain = ""] = email.split("@");
  return `${local.toUpperCase()}@${domain.charAt(0).toUpperCase()}${domain.slice(1)}`;
};

describe("guest bookings and ticket orders join the account that proves their e-mail", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let ticketSession: { sessionId: number; general: number };
  let slot = 0;
  let keys = 0;
  // Two hours apart: a party of 2 keeps its table 90 minutes, so each booking has one of its own.
  const times = ["13:00", "15:00", "17:00", "19:00", "21:00"];

  /** A booking on its own day and time (the venue never runs out), as a guest or with a session. */
  const book = async (email: string, headers: Record<string, string> = {}) => {
    const index = slot++;
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      headers,
      payload: {
        placeSlug: venue.slug,
        date: venueDate(2 + Math.floor(index / times.length)),
        time: times[index % times.length],
        party: 2,
        contact: { countryCode: "+52", email, firstName: "Ana", lastName: "López", phone: "55 1234 5678" },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().data.code as string;
  };
  const buy = async (email: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-invitada/orders?lang=es",
      headers: { "idempotency-key": `guest-join-${++keys}-${Date.now()}` },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: ticketSession.sessionId,
        tickets: [{ ticket_type_id: ticketSession.general, quantity: 1 }],
        contact: { firstName: "Ana", lastName: "López", email, countryCode: "+52", phone: "5512345678" },
        payment: { card: CARD_OK },
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().order.code as string;
  };
  const register = async (email: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/registeredCustomer/register?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: { email, password: PASSWORD, firstName: "Ana", lastName: "López" },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { token: string; user: { id: string } };
  };
  const verify = async (email: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/auth/verification-email",
      remoteAddress: uniqueIp(),
      ...(await multipart({ email, code: await latestCode(subject.app, email) })),
    });
    expect(response.statusCode).toBe(200);
  };
  const signIn = async (email: string) => {
    const response = await subject.app.inject({
      method: "POST",
      url: `/rsv/registeredCustomer/login?${RSV}`,
      remoteAddress: uniqueIp(),
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  /** What the user panel's loader reads: the account's bookings and its ticket orders. */
  const panelOf = async (userId: string) => ({
    reservations: (await subject.app.services.reservations.listForUser(userId)).map((row) => row.code).sort(),
    ticketOrders: (await subject.app.services.experiences.ordersOf(userId, "es")).map((row) => row.code).sort(),
  });
  const ownerOf = async (table: "reservations" | "experience_orders", code: string) =>
    (
      await subject.database.handle.query<{ user_id: string | null }>(`select user_id from ${table} where code = $1`, [
        code,
      ])
    )[0]?.user_id;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    venue = await knownVenue(subject.database.handle);
    ticketSession = await insertExperience(subject.database, { slug: "cata-invitada", capacity: 200 });
  });
  afterAll(async () => {
    await subject.close();
  });

  it("gives the verified account its guest bookings and ticket orders, in any case of the e-mail, and nobody else's", async () => {
    const email = uniqueEmail("guest");
    const booked = await book(otherCase(email));
    // Rows typed in by a venue's staff keep the case they were given.
    const typedByStaff = await book(email);
    await subject.database.handle.query("update reservations set email = upper(email) where code = $1", [typedByStaff]);
    const bought = await buy(otherCase(email));
    const stranger = await book(uniqueEmail("stranger"));
    // Another account booked for this address: that booking stays theirs.
    const friend = await verifiedAccount(subject.app);
    const forAFriend = await book(email, bearer(friend.token));

    const { token, user } = await register(email);
    // Unverified: nothing joined, even when it signs in with its password.
    await signIn(email);
    expect(await panelOf(user.id)).toEqual({ reservations: [], ticketOrders: [] });
    expect(await ownerOf("reservations", booked)).toBeNull();

    await verify(email);
    expect(await panelOf(user.id)).toEqual({
      reservations: [booked, typedByStaff].sort(),
      ticketOrders: [bought],
    });
    // The panel's API reads the same rows.
    const listed = await subject.app.inject({
      url: `/rsv/registeredCustomer/reservations?${RSV}`,
      headers: bearer(token),
    });
    expect(
      listed
        .json()
        .data.map((row: { code: string }) => row.code)
        .sort(),
    ).toEqual([booked, typedByStaff].sort());
    expect(await ownerOf("reservations", stranger)).toBeNull();
    expect(await ownerOf("reservations", forAFriend)).toBe(friend.id);
    expect((await panelOf(friend.id)).reservations).toEqual([forAFriend]);
  });

  it("joins what was booked as a guest after the verification at the next sign-in, once", async () => {
    const account = await verifiedAccount(subject.app);
    const later = await book(account.email);
    const laterOrder = await buy(account.email);
    expect(await panelOf(account.id)).toEqual({ reservations: [], ticketOrders: [] });

    await signIn(otherCase(account.email));
    expect(await panelOf(account.id)).toEqual({ reservations: [later], ticketOrders: [laterOrder] });
    // Again: nothing more, no error.
    await signIn(account.email);
    expect(await panelOf(account.id)).toEqual({ reservations: [later], ticketOrders: [laterOrder] });
  });

  it("joins each row once when joins run at the same time", async () => {
    const account = await verifiedAccount(subject.app);
    const codes = [await book(account.email), await book(otherCase(account.email)), await book(account.email)];
    const order = await buy(account.email);
    const { reservations, experiences } = subject.app.services;
    const runs = await Promise.all(
      Array.from({ length: 5 }, () =>
        Promise.all([
          reservations.joinGuestBookings(account.id, account.email),
          experiences.joinGuestOrders(account.id, account.email),
        ]),
      ),
    );
    expect(runs.reduce((sum, [bookings]) => sum + bookings, 0)).toBe(3);
    expect(runs.reduce((sum, [, orders]) => sum + orders, 0)).toBe(1);
    expect(await panelOf(account.id)).toEqual({ reservations: codes.sort(), ticketOrders: [order] });
    expect(await reservations.joinGuestBookings(account.id, account.email)).toBe(0);
  });

  it("never joins on an empty or erased address", async () => {
    const account = await verifiedAccount(subject.app);
    expect(await subject.app.services.reservations.joinGuestBookings(account.id, "")).toBe(0);
    expect(await subject.app.services.experiences.joinGuestOrders(account.id, "")).toBe(0);
  });

  it("verifies the e-mail even when the join fails; the next sign-in joins", async () => {
    const email = uniqueEmail("failing");
    const booked = await book(email);
    const failing = accountsService(subject.database.handle.db, {
      siteUrl: subject.config.siteUrl,
      onEmailProven: () => Promise.reject(new Error("database went away")),
    });
    const { user } = await register(email);
    await failing.verifyEmail(email, await latestCode(subject.app, email), "es");
    const [row] = await subject.database.handle.query<{ email_verified: boolean }>(
      "select email_verified from users where id = $1",
      [user.id],
    );
    expect(row?.email_verified).toBe(true);
    expect(await ownerOf("reservations", booked)).toBeNull();

    await signIn(email);
    expect((await panelOf(user.id)).reservations).toEqual([booked]);
  });
});
