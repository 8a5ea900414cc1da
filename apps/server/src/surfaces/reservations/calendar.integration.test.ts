import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV } from "../../accounts-testing.ts";
import { readCalendar } from "../../calendar-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

describe("a booking's calendar entries, from the e-mails to the page", () => {
  let subject: TestApp;
  let venue: TestVenue;

  beforeAll(async () => {
    subject = await buildTestApp({
      places: 1,
      env: { MAIL_FROM: "Sobremesa MX <hola@sobremesa.test>", SITE_URL: "https://sobremesa.test" },
    });
    venue = await knownVenue(subject.database.handle);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("sends the entry with each e-mail, its SEQUENCE growing with each change, a CANCEL at the end, never the token", async () => {
    const day = venueDate(9);
    const created = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: day,
        time: "20:00",
        party: 2,
        contact: {
          countryCode: "+52",
          email: "calendario@example.com",
          firstName: "Ana",
          lastName: "López",
          phone: "55 1234 5678",
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const booking = created.json().data;
    const manage = `?${RSV}&token=${encodeURIComponent(booking.manageToken)}`;
    const moved = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${booking.code}${manage}`,
      payload: { time: "21:00" },
    });
    expect(moved.statusCode).toBe(200);
    const grown = await subject.app.inject({
      method: "PATCH",
      url: `/rsv/reservations/${booking.code}${manage}`,
      payload: { party: 3 },
    });
    expect(grown.statusCode).toBe(200);
    const cancelled = await subject.app.inject({ method: "DELETE", url: `/rsv/reservations/${booking.code}${manage}` });
    expect(cancelled.statusCode).toBe(200);

    const rows = await subject.database.handle.query<{ channel: string; template: string; calendar: string | null }>(
      "select channel, template, calendar from outbox_messages where recipient in ($1, $2) and template <> 'reservation-reminder' order by created_at, channel",
      ["calendario@example.com", "+525512345678"],
    );
    expect(rows.map((row) => `${row.template}/${row.channel}/${row.calendar ? "calendar" : "-"}`)).toEqual([
      "reservation-confirmed/email/calendar",
      "reservation-confirmed/whatsapp/-",
      "reservation-modified/email/calendar",
      "reservation-modified/whatsapp/-",
      "reservation-modified/email/calendar",
      "reservation-modified/whatsapp/-",
      "reservation-cancelled/email/calendar",
      "reservation-cancelled/whatsapp/-",
    ]);
    const entries = rows.flatMap((row) => (row.calendar ? [readCalendar(row.calendar)] : []));
    expect(entries.map(({ method, sequence, status }) => ({ method, sequence, status }))).toEqual([
      { method: "PUBLISH", sequence: 0, status: "CONFIRMED" },
      { method: "PUBLISH", sequence: 1, status: "CONFIRMED" },
      { method: "PUBLISH", sequence: 2, status: "CONFIRMED" },
      { method: "CANCEL", sequence: 3, status: "CANCELLED" },
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({
        uid: `${booking.code}@sobremesa`,
        organizer: "Sobremesa MX <mailto:hola@sobremesa.test>",
        // The booking's page without its token: opening it asks who you are.
        url: `https://sobremesa.test/lugar/reservacion/${booking.code}/`,
      });
    expect(entries[0]).toMatchObject({ start: booking.startsAt, end: booking.endsAt });
    expect(entries[1]).toMatchObject({ start: moved.json().data.startsAt, end: moved.json().data.endsAt });
    expect(entries[2]!.description).toContain("3 personas");
    for (const row of rows) if (row.calendar) expect(row.calendar).not.toContain(booking.manageToken);

    // The page's answer offers the same entry: cancelled now, with the sequence the e-mail carried.
    const answer = cancelled.json().data;
    expect(readCalendar(answer.calendar.ics)).toMatchObject({ method: "CANCEL", sequence: 3 });
    expect(answer.calendar.ics).not.toContain(booking.manageToken);
    expect(answer.calendar.googleUrl).not.toContain(encodeURIComponent(booking.manageToken));
    expect(answer.calendar.googleUrl).not.toContain("token");
  });

  it("sends the manage link again only to the booking's own e-mail, answering the same either way", async () => {
    const created = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: venueDate(11),
        time: "20:00",
        party: 2,
        lang: "en",
        contact: {
          countryCode: "+52",
          email: "enlace@example.com",
          firstName: "Eva",
          lastName: "Ruiz",
          phone: "55 8765 4321",
        },
      },
    });
    const booking = created.json().data;
    const ask = (code: string, email: string, lang = "es") =>
      subject.app.inject({
        method: "POST",
        url: `/rsv/reservations/${code}/link?${RSV}`,
        payload: { email, lang },
      });
    const links = () =>
      subject.database.handle.query<{ recipient: string; subject: string; body: string; language: string }>(
        "select recipient, subject, body, language from outbox_messages where template = 'reservation-link'",
      );

    for (const answer of [await ask(booking.code, "otra@example.com"), await ask("ZZZZ9999", "enlace@example.com")]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ data: { accepted: true } });
    }
    expect(await links()).toEqual([]);

    const right = await ask(booking.code.toLowerCase(), " Enlace@Example.com ");
    expect(right.statusCode).toBe(202);
    expect(right.json()).toEqual({ data: { accepted: true } });
    const [sent] = await links();
    // In the language of the page that asked, with the secret link only in the e-mail to the diner.
    expect(sent).toMatchObject({ recipient: "enlace@example.com", language: "es" });
    expect(sent!.subject).toContain(booking.code);
    expect(sent!.body).toContain(
      `/lugar/reservacion/${booking.code}/?token=${encodeURIComponent(booking.manageToken)}`,
    );

    expect((await ask(booking.code, "not-an-email")).statusCode).toBe(400);
    // Three tries per e-mail an hour (two were spent above), then 429: codes cannot be tried against one address.
    const tries = [];
    for (let index = 0; index < 3; index++)
      tries.push((await ask(booking.code, "enlace@example.com", "en")).statusCode);
    expect(tries).toEqual([202, 429, 429]);
  });
});
