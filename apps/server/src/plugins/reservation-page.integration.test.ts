import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV } from "../accounts-testing.ts";
import { knownVenue, venueDate } from "../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

/** A booking's page opened from a calendar entry, which links to it without the manage token. */
describe("a booking's page without its manage link (with the web build)", () => {
  let subject: TestApp;
  let code: string;
  let token: string;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1, pages: true });
    const venue = await knownVenue(subject.database.handle);
    const created = await subject.app.inject({
      method: "POST",
      url: `/rsv/reservations?${RSV}`,
      payload: {
        placeSlug: venue.slug,
        date: venueDate(8),
        time: "20:00",
        party: 2,
        contact: {
          countryCode: "+52",
          email: "pagina@example.com",
          firstName: "Ana",
          lastName: "Olmos",
          phone: "5512345678",
        },
      },
    });
    ({ code, manageToken: token } = created.json().data);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("asks who is there, the same for a booking that exists and one that does not, showing nothing of it", async () => {
    const known = await subject.app.inject(`/lugar/reservacion/${code}/`);
    const unknown = await subject.app.inject("/lugar/reservacion/ZZZZ9999/");
    for (const page of [known, unknown]) {
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toContain("private");
      expect(page.body).toContain("inicia sesión con la cuenta con la que reservaste");
      expect(page.body).toContain("Enviarme el enlace");
    }
    expect(known.body).not.toContain("pagina@example.com");
    expect(known.body).not.toContain("Olmos");
    expect(known.body).not.toContain(token);
    const english = await subject.app.inject(`/en/place/reservation/${code}/`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("sign in with the account you booked with");
  });

  it("shows the booking to the link's holder, and a wrong token is not found", async () => {
    const page = await subject.app.inject(`/lugar/reservacion/${code}/?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Olmos");
    expect(page.body).toContain("data:text/calendar");
    expect((await subject.app.inject(`/lugar/reservacion/${code}/?token=wrong`)).statusCode).toBe(404);
  });
});
