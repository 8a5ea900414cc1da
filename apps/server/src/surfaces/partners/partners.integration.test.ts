// One file past 500 lines on purpose: the authorisation sweep needs every partner endpoint in one
// list over one app with its staff accounts, and each integration file builds its own app.
import { randomUUID } from "node:crypto";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  browser,
  outbox,
  SITE_ORIGIN,
  uniqueEmail,
  uniqueIp,
  verifiedAccount,
} from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * The partner console's API over a real database: roles per venue, invitations (single use,
 * expiry, the invited address), the last-owner rule, the audit log, and an authorisation sweep of
 * every partner endpoint as another venue's owner, a host, a diner and nobody.
 */
describe("partner console API", () => {
  let subject: TestApp;
  let venue: number;
  let otherVenue: number;
  let chainVenue: number;
  let owner: Account;
  let manager: Account;
  let host: Account;
  let otherOwner: Account;
  let diner: Account;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const as = (account: Account | null) => (account ? browser(account.token) : { origin: SITE_ORIGIN });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    inject({ method, url, headers: as(account), ...(payload === undefined ? {} : { payload: payload as object }) });

  const addStaff = async (placeId: number, account: Account, role: string) => {
    const [row] = await subject.database.handle.query<{ id: string }>(
      "insert into venue_staff (place_id, user_id, role) values ($1, $2, $3) returning id",
      [placeId, account.id, role],
    );
    return row!.id;
  };
  const staffIdOf = async (placeId: number, account: Account) => {
    const [row] = await subject.database.handle.query<{ id: string }>(
      "select id from venue_staff where place_id = $1 and user_id = $2",
      [placeId, account.id],
    );
    return row?.id;
  };

  /** Invites an address and returns the link's token, read from the e-mail in the dev outbox. */
  const invite = async (email: string, role = "host", language = "es", placeId = venue) => {
    const response = await call(owner, "POST", `/partners/venues/${placeId}/invitations?lang=es`, {
      email,
      role,
      language,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [message] = await outbox(subject.app, email);
    const token = /\/(?:invitacion|invitation)\/([0-9a-f]{64})\//.exec(message?.body ?? "")?.[1];
    if (!token) throw new Error(`no invitation link sent to ${email}: ${message?.body}`);
    return { token, message: message!, invitation: response.json().invitation as { id: string } };
  };

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    const places = await subject.database.handle.query<{ id: number }>("select id from places order by id limit 3");
    [venue, otherVenue, chainVenue] = places.map((place) => place.id) as [number, number, number];
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Propietaria" });
    manager = await verifiedAccount(subject.app, { firstName: "Manuel", lastName: "Encargado" });
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Recepción" });
    otherOwner = await verifiedAccount(subject.app, { firstName: "Otto", lastName: "Ajeno" });
    diner = await verifiedAccount(subject.app, { firstName: "Diana", lastName: "Comensal" });
    await addStaff(venue, owner, "owner");
    await addStaff(venue, manager, "manager");
    await addStaff(venue, host, "host");
    await addStaff(otherVenue, otherOwner, "owner");
    // A chain: the same owner runs a second venue.
    await addStaff(chainVenue, owner, "owner");
  }, 120_000);
  afterAll(() => subject?.close());

  it("lists a person's venues with their role at each, a chain's owner both of them", async () => {
    const mine = await call(owner, "GET", "/partners/venues");
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    const venues = mine.json().data as { id: number; role: string }[];
    expect(venues.map((entry) => entry.id).sort()).toEqual([venue, chainVenue].sort());
    expect(venues.every((entry) => entry.role === "owner")).toBe(true);
    expect((await call(host, "GET", "/partners/venues")).json().data).toMatchObject([{ id: venue, role: "host" }]);
    expect((await call(diner, "GET", "/partners/venues")).json().data).toEqual([]);
    expect((await call(null, "GET", "/partners/venues")).statusCode).toBe(401);
    const one = await call(host, "GET", `/partners/venues/${venue}`);
    expect(one.json().venue).toMatchObject({ id: venue, role: "host" });
  });

  it("lets owners and managers read the staff, and only owners see pending invitations", async () => {
    await invite(uniqueEmail("pendiente"), "manager");
    const asOwner = (await call(owner, "GET", `/partners/venues/${venue}/staff`)).json();
    expect(asOwner.staff.map((member: { email: string }) => member.email)).toEqual(
      expect.arrayContaining([owner.email, manager.email, host.email]),
    );
    expect(asOwner.invitations.length).toBeGreaterThan(0);
    const asManager = await call(manager, "GET", `/partners/venues/${venue}/staff`);
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().invitations).toEqual([]);
    const asHost = await call(host, "GET", `/partners/venues/${venue}/staff?lang=en`);
    expect(asHost.statusCode).toBe(403);
    expect(asHost.json().error.message).toMatch(/role/i);
  });

  it("sends the invitation in the invitee's language, and the invitee joins once, in that role", async () => {
    const email = uniqueEmail("anfitrion");
    const { token, message } = await invite(email, "host", "en");
    expect(message.subject).toMatch(/invited/i);
    expect(message.body).toContain(`/en/partners/invitation/${token}/`);
    // Only the hash of the token is stored.
    const stored = await subject.database.handle.query<{ token_hash: string }>(
      "select token_hash from staff_invitations where email = $1",
      [email],
    );
    expect(stored[0]?.token_hash).not.toContain(token);

    const preview = await call(null, "GET", `/partners/invitations/${token}?lang=en`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().invitation).toMatchObject({ role: "host", status: "pending" });
    // The link's holder sees enough of the address to pick the account, not the address.
    expect(preview.json().invitation.email).toBe(`a•••@example.com`);
    expect(preview.body).not.toContain(email);

    const invitee = await verifiedAccountWithEmail(email);
    const accepted = await call(invitee, "POST", "/partners/accepted-invitations", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().venue).toMatchObject({ id: venue, role: "host" });
    const again = await call(invitee, "POST", "/partners/accepted-invitations?lang=en", { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("INVITATION_ALREADY_USED");
    expect((await call(invitee, "GET", `/partners/venues/${venue}/staff`)).statusCode).toBe(403);
    expect((await call(null, "GET", `/partners/invitations/${token}`)).json().invitation.status).toBe("accepted");
  });

  it("lets one of two simultaneous acceptances win and the other change nothing", async () => {
    const email = uniqueEmail("carrera");
    const { token } = await invite(email, "manager");
    const invitee = await verifiedAccountWithEmail(email);
    const answers = await Promise.all([
      call(invitee, "POST", "/partners/accepted-invitations", { token }),
      call(invitee, "POST", "/partners/accepted-invitations", { token }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await subject.database.handle.query("select 1 from venue_staff where place_id = $1 and user_id = $2", [
      venue,
      invitee.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it("refuses an expired invitation, another account's e-mail, a revoked link and an unknown token", async () => {
    const expiredEmail = uniqueEmail("vencida");
    const expired = await invite(expiredEmail);
    await subject.database.handle.query(
      "update staff_invitations set expires_at = now() - interval '1 minute' where email = $1",
      [expiredEmail],
    );
    const late = await verifiedAccountWithEmail(expiredEmail);
    const tooLate = await call(late, "POST", "/partners/accepted-invitations", { token: expired.token });
    expect(tooLate.statusCode).toBe(410);
    expect(tooLate.json().error.code).toBe("INVITATION_EXPIRED");

    const mine = await invite(uniqueEmail("ajena"));
    const wrong = await call(diner, "POST", "/partners/accepted-invitations?lang=es", { token: mine.token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe("INVITATION_EMAIL_MISMATCH");
    expect(wrong.json().error.message).toContain("Inicia sesión");
    expect(await staffIdOf(venue, diner)).toBeUndefined();

    const revokedEmail = uniqueEmail("revocada");
    const revoked = await invite(revokedEmail);
    const revoke = await call(owner, "DELETE", `/partners/venues/${venue}/invitations/${revoked.invitation.id}`);
    expect(revoke.statusCode, revoke.body).toBe(200);
    const afterRevoke = await call(
      await verifiedAccountWithEmail(revokedEmail),
      "POST",
      "/partners/accepted-invitations",
      { token: revoked.token },
    );
    expect(afterRevoke.statusCode).toBe(409);

    const unknown = await call(diner, "POST", "/partners/accepted-invitations", { token: "0".repeat(64) });
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, "GET", `/partners/invitations/${"1".repeat(64)}`)).statusCode).toBe(404);
  });

  it("keeps an owner at every venue, and records each change with its before and after", async () => {
    const ownerStaff = (await staffIdOf(venue, owner))!;
    const demote = await call(owner, "PATCH", `/partners/venues/${venue}/staff/${ownerStaff}?lang=en`, {
      role: "manager",
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ code: "LAST_OWNER" });
    expect(demote.json().error.message).toMatch(/owner/);
    const remove = await call(owner, "DELETE", `/partners/venues/${venue}/staff/${ownerStaff}`);
    expect(remove.statusCode).toBe(409);

    const managerStaff = (await staffIdOf(venue, manager))!;
    const promoted = await call(owner, "PATCH", `/partners/venues/${venue}/staff/${managerStaff}`, { role: "owner" });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().member).toMatchObject({ role: "owner", email: manager.email });
    // Two owners now: the first may step down to manager, and back (the second owner restores her).
    expect(
      (await call(owner, "PATCH", `/partners/venues/${venue}/staff/${ownerStaff}`, { role: "manager" })).statusCode,
    ).toBe(200);
    expect((await call(owner, "GET", `/partners/venues/${venue}/audit`)).statusCode).toBe(403);
    expect(
      (await call(manager, "PATCH", `/partners/venues/${venue}/staff/${ownerStaff}`, { role: "owner" })).statusCode,
    ).toBe(200);
    expect(
      (await call(owner, "PATCH", `/partners/venues/${venue}/staff/${managerStaff}`, { role: "manager" })).statusCode,
    ).toBe(200);

    const audit = await call(owner, "GET", `/partners/venues/${venue}/audit?limit=100`);
    expect(audit.statusCode).toBe(200);
    const entries = audit.json().data as {
      action: string;
      entityId: string;
      before: unknown;
      after: unknown;
      actor: { id: string };
    }[];
    const roleChanges = entries.filter((entry) => entry.action === "staff.role");
    expect(roleChanges.length).toBeGreaterThanOrEqual(4);
    expect(roleChanges.at(-1)).toMatchObject({
      entityId: managerStaff,
      actor: { id: owner.id },
      before: { userId: manager.id, role: "manager" },
      after: { userId: manager.id, role: "owner" },
    });
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["invitation.create", "invitation.accept", "invitation.revoke"]),
    );
    // Nothing of another venue in this venue's log.
    const foreign = await subject.database.handle.query("select 1 from partner_audit_log where place_id = $1", [
      otherVenue,
    ]);
    expect(foreign).toEqual([]);
    // The refused changes (last owner) left no line and no change behind.
    const lastOwner = entries.filter((entry) => entry.entityId === ownerStaff);
    expect(lastOwner).toHaveLength(2);
  });

  it("lets an owner remove a member, and pages the audit log", async () => {
    const leaving = await verifiedAccount(subject.app, { firstName: "Saúl" });
    const staffId = await addStaff(venue, leaving, "host");
    const removed = await call(owner, "DELETE", `/partners/venues/${venue}/staff/${staffId}`);
    expect(removed.statusCode).toBe(200);
    expect(await staffIdOf(venue, leaving)).toBeUndefined();
    expect((await call(owner, "DELETE", `/partners/venues/${venue}/staff/${staffId}`)).statusCode).toBe(404);
    const first = (await call(owner, "GET", `/partners/venues/${venue}/audit?limit=1`)).json();
    expect(first.data[0]).toMatchObject({
      action: "staff.remove",
      before: { userId: leaving.id, role: "host" },
      after: null,
    });
    const second = (
      await call(owner, "GET", `/partners/venues/${venue}/audit?limit=1&before=${first.nextBefore}`)
    ).json();
    expect(second.data[0].id).toBeLessThan(first.data[0].id);
  });

  describe("authorisation sweep over every partner endpoint", () => {
    type Endpoint = {
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      url: () => string;
      body?: () => unknown;
      allowed: string[];
    };
    let hostStaff: string;
    let pendingInvitation: string;
    let pendingToken: string;
    let booking: string;
    const invitedEmail = uniqueEmail("barrido");
    let shift: { id: number; version: number };
    let block: number;
    let floorZone: number;
    let floorTables: [number, number];
    let floorCombination: number;
    let menuSection: number;
    let menuItem: number;
    const sweptShift = {
      nameEs: "Barrido",
      nameEn: "Sweep",
      weekdays: [3],
      firstSeating: "04:00",
      lastSeating: "05:00",
      slotIntervalMinutes: 30,
      turnTimes: [{ maxParty: 4, minutes: 60 }],
    };
    const sweptBlock = () => ({
      scope: "global",
      date: "2099-01-02",
      startTime: "06:00",
      endTime: "07:00",
      reason: "x",
    });

    beforeAll(async () => {
      hostStaff = (await staffIdOf(venue, host))!;
      const pending = await invite(invitedEmail, "manager");
      pendingInvitation = pending.invitation.id;
      pendingToken = pending.token;
      const created = await call(owner, "POST", `/partners/venues/${venue}/setup/shifts`, {
        ...sweptShift,
        weekdays: [4],
      });
      expect(created.statusCode, created.body).toBe(201);
      shift = created.json().shift;
      const blocked = await call(owner, "POST", `/partners/venues/${venue}/setup/time-blocks`, {
        ...sweptBlock(),
        date: "2099-01-01",
      });
      expect(blocked.statusCode, blocked.body).toBe(201);
      block = blocked.json().timeBlock.id;
      const floorBase = `/partners/venues/${venue}/floor`;
      const zone = await call(owner, "POST", `${floorBase}/zones`, { nameEs: "Barrido", nameEn: "Sweep" });
      expect(zone.statusCode, zone.body).toBe(201);
      floorZone = zone.json().zone.id;
      const tableIds: number[] = [];
      for (const label of ["Barrido1", "Barrido2"]) {
        const table = await call(owner, "POST", `${floorBase}/tables`, {
          zoneId: floorZone,
          label,
          minCovers: 1,
          maxCovers: 2,
        });
        expect(table.statusCode, table.body).toBe(201);
        tableIds.push(table.json().table.id);
      }
      floorTables = tableIds as [number, number];
      const combination = await call(owner, "POST", `${floorBase}/combinations`, {
        tableIds,
        minCovers: 3,
        maxCovers: 4,
      });
      expect(combination.statusCode, combination.body).toBe(201);
      floorCombination = combination.json().combination.id;
      const section = await call(owner, "POST", `/partners/venues/${venue}/menu/sections`, {
        nameEs: "Barrido",
        nameEn: "Sweep",
      });
      expect(section.statusCode, section.body).toBe(201);
      menuSection = section.json().section.id;
      const item = await call(owner, "POST", `/partners/venues/${venue}/menu/items`, {
        sectionId: menuSection,
        nameEs: "Barrido",
        nameEn: "Sweep",
        price: 1000,
      });
      expect(item.statusCode, item.body).toBe(201);
      menuItem = item.json().item.id;
      const [row] = await subject.database.handle.query<{ id: string }>(
        `insert into reservations (code, place_id, party, starts_at, ends_at, time_zone, first_name, last_name, email, phone, country_code, manage_token)
         values ('BARRIDO2', $1, 2, now() + interval '1 day', now() + interval '1 day 2 hours', 'America/Mexico_City', 'Berta', 'Barrido', 'berta@example.com', '+525512345678', '+52', 'x') returning id`,
        [venue],
      );
      booking = row!.id;
    });

    const endpoints: Endpoint[] = [
      { method: "GET", url: () => `/partners/venues/${venue}`, allowed: ["owner", "manager", "host"] },
      { method: "GET", url: () => `/partners/venues/${venue}/staff`, allowed: ["owner", "manager"] },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/invitations`,
        body: () => ({ email: uniqueEmail("intruso"), role: "owner", language: "es" }),
        allowed: ["owner"],
      },
      { method: "DELETE", url: () => `/partners/venues/${venue}/invitations/${pendingInvitation}`, allowed: ["owner"] },
      {
        method: "PATCH",
        url: () => `/partners/venues/${venue}/staff/${hostStaff}`,
        body: () => ({ role: "owner" }),
        allowed: ["owner"],
      },
      { method: "DELETE", url: () => `/partners/venues/${venue}/staff/${hostStaff}`, allowed: ["owner"] },
      { method: "GET", url: () => `/partners/venues/${venue}/audit`, allowed: ["owner"] },
      { method: "GET", url: () => `/partners/venues/${venue}/setup`, allowed: ["owner", "manager"] },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/setup/window`,
        body: () => ({ daysAhead: 1, minNoticeMinutes: 0, version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/setup/shifts`,
        body: () => sweptShift,
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/setup/shifts/${shift.id}`,
        body: () => ({ ...sweptShift, weekdays: [4], version: shift.version }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/setup/shifts/${shift.id}?version=${shift.version}&keepExisting=true`,
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/setup/time-blocks`,
        body: sweptBlock,
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/setup/time-blocks/${block}`,
        allowed: ["owner", "manager"],
      },
      { method: "GET", url: () => `/partners/venues/${venue}/floor`, allowed: ["owner", "manager", "host"] },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/floor/zones`,
        body: () => ({ nameEs: "Intrusa", nameEn: "Intruder" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/floor/zones/${floorZone}`,
        body: () => ({ nameEs: "Intrusa", nameEn: "Intruder", version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/floor/zones/${floorZone}/moves`,
        body: () => ({ direction: "up" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/floor/zones/${floorZone}?version=0`,
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/floor/tables`,
        body: () => ({ zoneId: floorZone, label: "Intrusa", minCovers: 1, maxCovers: 2 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/floor/tables/${floorTables[0]}`,
        body: () => ({ zoneId: floorZone, label: "Intrusa", minCovers: 1, maxCovers: 2, online: false, version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/floor/tables/${floorTables[0]}?version=0&keepExisting=true`,
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/floor/combinations`,
        body: () => ({ tableIds: floorTables, minCovers: 1, maxCovers: 2 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/floor/combinations/${floorCombination}`,
        body: () => ({ tableIds: floorTables, minCovers: 1, maxCovers: 2, online: false, version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/floor/combinations/${floorCombination}?version=0&keepExisting=true`,
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/setup/policy`,
        body: () => ({ depositPerGuest: 100, cancelUntilHours: 1, maxPartySize: 2, version: 0 }),
        allowed: ["owner", "manager"],
      },
      { method: "GET", url: () => `/partners/venues/${venue}/menu`, allowed: ["owner", "manager", "host"] },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/menu/sections`,
        body: () => ({ nameEs: "Intrusa", nameEn: "Intruder" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/menu/sections/${menuSection}`,
        body: () => ({ nameEs: "Intrusa", nameEn: "Intruder", version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/menu/sections/${menuSection}/moves`,
        body: () => ({ direction: "up" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/menu/sections/${menuSection}?version=0`,
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/menu/items`,
        body: () => ({ sectionId: menuSection, nameEs: "Intrusa", nameEn: "Intruder", price: 1 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/menu/items/${menuItem}`,
        body: () => ({ sectionId: menuSection, nameEs: "Intrusa", nameEn: "Intruder", price: 1, version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/menu/items/${menuItem}/moves`,
        body: () => ({ direction: "up" }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/menu/items/${menuItem}?version=0`,
        allowed: ["owner", "manager"],
      },
      { method: "GET", url: () => `/partners/venues/${venue}/profile`, allowed: ["owner", "manager"] },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/profile`,
        body: () => ({
          name: "Barrido",
          descriptionEs: "x",
          descriptionEn: "x",
          phone: "5512345678",
          address: "Calle 1",
          priceRange: 2,
          cuisineIds: [],
          latitude: 19.43,
          longitude: -99.13,
          version: 0,
        }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/hours`,
        body: () => ({ hours: [], version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/special-days`,
        body: () => ({ date: "2099-01-01", closed: true, reasonEs: "x", reasonEn: "x", version: 0 }),
        allowed: ["owner", "manager"],
      },
      {
        method: "DELETE",
        url: () => `/partners/venues/${venue}/special-days/1?version=0`,
        allowed: ["owner", "manager"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/photos`,
        body: () => ({}),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/photos/order`,
        body: () => ({ photoIds: [] }),
        allowed: ["owner", "manager"],
      },
      {
        method: "PUT",
        url: () => `/partners/venues/${venue}/photos/1`,
        body: () => ({ altEs: "x", altEn: "x" }),
        allowed: ["owner", "manager"],
      },
      { method: "DELETE", url: () => `/partners/venues/${venue}/photos/1`, allowed: ["owner", "manager"] },
      { method: "GET", url: () => `/partners/venues/${venue}/day-book`, allowed: ["owner", "manager", "host"] },
      { method: "GET", url: () => `/partners/venues/${venue}/day-book/events`, allowed: ["owner", "manager", "host"] },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/day-book/reservations`,
        body: () => ({ channel: "walk_in", party: 2, firstName: "Intrusa" }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "PATCH",
        url: () => `/partners/venues/${venue}/day-book/reservations/${booking}`,
        body: () => ({ party: 3 }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/day-book/reservations/${booking}/actions`,
        body: () => ({ action: "cancel", reason: "Barrido de permisos" }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "PATCH",
        url: () => `/partners/venues/${venue}/day-book/reservations/${booking}/guest`,
        body: () => ({ note: "Barrido", tags: ["vip"] }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/day-book/reservations/${booking}/table-moves`,
        body: () => ({ tableIds: [1] }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "GET",
        url: () => `/partners/venues/${venue}/large-party-requests`,
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/large-party-requests/${randomUUID()}/accept`,
        body: () => ({ tableIds: [1] }),
        allowed: ["owner", "manager", "host"],
      },
      {
        method: "POST",
        url: () => `/partners/venues/${venue}/large-party-requests/${randomUUID()}/decline`,
        body: () => ({ message: "Barrido de permisos" }),
        allowed: ["owner", "manager", "host"],
      },
      { method: "GET", url: () => `/partners/venues/${venue}/reports`, allowed: ["owner", "manager"] },
      { method: "GET", url: () => `/partners/venues/${venue}/reports/csv`, allowed: ["owner", "manager"] },
      {
        method: "POST",
        url: () => "/partners/accepted-invitations",
        body: () => ({ token: pendingToken }),
        allowed: [],
      },
    ];

    it("covers every partner route the app has", () => {
      const printed = subject.app.printRoutes({ commonPrefix: false });
      const count = (printed.match(/\((GET|POST|PUT|PATCH|DELETE)[^)]*\)/g) ?? []).length;
      expect(count).toBeGreaterThan(0);
      // Every route under /partners, by method and template, is either in the sweep or is a list of one's own.
      const swept = new Set(endpoints.map((endpoint) => `${endpoint.method} ${templateOf(endpoint.url())}`));
      swept.add("GET /partners/venues");
      swept.add("GET /partners/invitations/:token");
      // The stores' routes have their own sweep (stores.integration.test.ts), with their own staff.
      for (const route of partnerRoutes(printed).filter((route) => !route.includes(" /partners/stores")))
        expect(swept, route).toContain(route);
    });

    it("leaks nothing and changes nothing for another venue's owner, a host, a diner or nobody", async () => {
      const marks = [owner.email, manager.email, host.email, invitedEmail, "Propietaria", "Encargado", "Recepción"];
      const snapshot = async () => ({
        staff: await subject.database.handle.query("select * from venue_staff where place_id = $1 order by id", [
          venue,
        ]),
        invitations: await subject.database.handle.query(
          "select id, accepted_at, revoked_at from staff_invitations where place_id = $1 order by id",
          [venue],
        ),
        setup: await subject.database.handle.query(
          `select (select json_agg(s order by id) from reservation_shifts s where place_id = $1) as shifts,
                  (select json_agg(b order by id) from time_blocks b where place_id = $1) as blocks,
                  (select row_to_json(r) from reservation_settings r where place_id = $1) as settings,
                  (select json_agg(z order by id) from reservation_zones z where place_id = $1) as zones,
                  (select json_agg(t order by id) from venue_tables t where place_id = $1) as tables,
                  (select json_agg(c order by id) from table_combinations c where place_id = $1) as combinations,
                  (select json_agg(m order by id) from menu_sections m where place_id = $1) as sections,
                  (select json_agg(i order by id) from menu_items i where place_id = $1) as items`,
          [venue],
        ),
        bookings: await subject.database.handle.query(
          "select id, status, party, starts_at from reservations where place_id = $1 order by id",
          [venue],
        ),
        profile: await subject.database.handle.query(
          `select p.name, p.profile_version, (select json_agg(f order by id) from place_photos f where place_id = $1) as photos,
                  (select json_agg(h order by weekday, opens_at) from place_hours h where place_id = $1) as hours,
                  (select json_agg(d order by id) from place_special_days d where place_id = $1) as special_days
             from places p where p.id = $1`,
          [venue],
        ),
      });
      const before = await snapshot();
      const callers: [string, Account | null, string | null][] = [
        ["another venue's owner", otherOwner, null],
        ["this venue's host", host, "host"],
        ["a diner", diner, null],
        ["nobody", null, null],
      ];
      const problems: string[] = [];
      for (const endpoint of endpoints) {
        for (const [who, account, role] of callers) {
          // A host may read the venue itself: the sweep is about what a role may not do.
          if (role && endpoint.allowed.includes(role)) continue;
          const response = await call(account, endpoint.method, endpoint.url(), endpoint.body?.());
          const expected = account === null ? [401] : role ? [403] : [403, 404];
          if (!expected.includes(response.statusCode))
            problems.push(
              `${endpoint.method} ${endpoint.url()} as ${who}: ${response.statusCode} ${response.body.slice(0, 100)}`,
            );
          const leaked = marks.filter((mark) => response.body.includes(mark));
          if (leaked.length > 0)
            problems.push(`${endpoint.method} ${endpoint.url()} as ${who} shows ${leaked.join(", ")}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await snapshot()).toEqual(before);
    });
  });

  it("answers hostile input with a 4xx, never a 5xx", async () => {
    const url = `/partners/venues/${venue}/invitations`;
    const bodies: unknown[] = [
      { email: "ana\u0000@example.com", role: "host" },
      { email: `${"a".repeat(100_000)}@example.com`, role: "host" },
      { email: "not-an-email", role: "host" },
      { email: "ana@example.com", role: "admin" },
      { email: "ana@example.com", role: "host", language: "fr" },
      { email: ["ana@example.com"], role: "host" },
      {},
    ];
    for (const payload of bodies) {
      const response = await call(owner, "POST", url, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const texts = await inject({
      method: "POST",
      url,
      headers: { ...browser(owner.token), "content-type": "application/xml" },
      payload: "<email>ana@example.com</email>",
    });
    expect(texts.statusCode).toBe(415);
    for (const path of [
      "/partners/venues/99999999999999999999",
      "/partners/venues/-1/staff",
      "/partners/venues/1.5/audit",
      `/partners/venues/${venue}/staff/not-a-uuid`,
      `/partners/venues/${venue}/audit?limit=100000`,
      `/partners/venues/${venue}/audit?before=%00`,
      "/partners/invitations/%00%00",
      `/partners/invitations/${"a".repeat(5000)}`,
    ]) {
      const response = await call(
        owner,
        path.includes("/staff/") ? "PATCH" : "GET",
        path,
        path.includes("/staff/") ? { role: "host" } : undefined,
      );
      expect(response.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, path).toBeLessThan(500);
    }
    const nul = await call(diner, "POST", "/partners/accepted-invitations", { token: `${"a".repeat(63)}\u0000` });
    expect(nul.statusCode).toBe(400);
    const unknownVenue = await call(owner, "GET", "/partners/venues/2147483647");
    expect(unknownVenue.statusCode).toBe(404);
  });

  it("stops an owner's invitations past 30 an hour, sending nothing more, and leaves other owners be", async () => {
    const busy = await verifiedAccount(subject.app, { firstName: "Brenda", lastName: "Prisas" });
    await addStaff(otherVenue, busy, "owner");
    const send = (account: Account, n: number) =>
      call(account, "POST", `/partners/venues/${otherVenue}/invitations?lang=en`, {
        email: uniqueEmail(`tope${n}`),
        role: "host",
        language: "es",
      });
    for (let n = 1; n <= 30; n++) expect((await send(busy, n)).statusCode).toBe(201);
    const stopped = await send(busy, 31);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.code).toBe("RATE_LIMITED");
    expect(stopped.json().message).toMatch(/try again/i);
    const [count] = await subject.database.handle.query<{ n: number }>(
      "select count(*)::int as n from staff_invitations where invited_by = $1",
      [busy.id],
    );
    expect(count?.n).toBe(30);
    expect((await send(otherOwner, 32)).statusCode).toBe(201);
  });

  async function verifiedAccountWithEmail(email: string): Promise<Account> {
    const account = await verifiedAccount(subject.app, { firstName: "Invitada" });
    // verifiedAccount makes its own address; move the account to the invited one.
    await subject.database.handle.query("update users set email = $1 where id = $2", [email, account.id]);
    return { ...account, email };
  }
});

/** `/partners/venues/12/staff/abc` → `/partners/venues/:venueId/staff/:staffId`. */
function templateOf(url: string): string {
  return url
    .replace(/\?.*$/, "")
    .replace(/\/venues\/\d+/, "/venues/:venueId")
    .replace(/\/shifts\/\d+$/, "/shifts/:shiftId")
    .replace(/\/time-blocks\/\d+$/, "/time-blocks/:blockId")
    .replace(/\/zones\/\d+/, "/zones/:zoneId")
    .replace(/\/tables\/\d+$/, "/tables/:tableId")
    .replace(/\/combinations\/\d+$/, "/combinations/:combinationId")
    .replace(/\/sections\/\d+/, "/sections/:sectionId")
    .replace(/\/items\/\d+/, "/items/:itemId")
    .replace(/\/photos\/\d+$/, "/photos/:photoId")
    .replace(/\/special-days\/\d+$/, "/special-days/:dayId")
    .replace(/\/reservations\/[0-9a-f-]{36}/, "/reservations/:reservationId")
    .replace(/\/large-party-requests\/[0-9a-f-]{36}/, "/large-party-requests/:requestId")
    .replace(/\/staff\/[^/]+$/, "/staff/:staffId")
    .replace(/\/invitations\/[0-9a-f-]{36}$/, "/invitations/:invitationId");
}

/** The partner routes in Fastify's printed tree, as `METHOD /path/:param`. */
function partnerRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const joined = `${stack.join("")}${match[2]}`;
    const path = joined.startsWith("/") ? joined : `/${joined}`;
    stack.push(match[2] ?? "");
    // Organizers' routes have their own sweep (organizers.integration.test.ts).
    if (!path.startsWith("/partners/") || path.startsWith("/partners/organizers")) continue;
    for (const method of (match[3] ?? "")
      .split(", ")
      .filter((name) => ["GET", "POST", "PUT", "PATCH", "DELETE"].includes(name)))
      routes.push(`${method} ${path}`);
  }
  return routes;
}
