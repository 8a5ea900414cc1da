import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PASSWORD, RSV, SITE_ORIGIN, uniqueEmail, uniqueIp, verifiedAccount } from "../accounts-testing.ts";
import { insertExperience } from "../experiences-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../reservations-testing.ts";
import { insertStore, stateOf, type TestStore } from "../store-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

/**
 * Values the columns behind the schemas cannot take: a NUL byte in text, an id past PostgreSQL's
 * `integer`, a date that does not exist. Each is refused before it reaches the database, with a
 * 400 that names the field and says what to fix in the request's language.
 */

const NUL = "a\u0000b";
const TOO_BIG = 2 ** 31;
const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = {
  firstName: "Ana",
  lastName: "López",
  email: "ana@example.com",
  countryCode: "+52",
  phone: "5512345678",
};

const FIX = {
  text: { es: /quita los caracteres de control/, en: /remove the control characters/ },
  id: { es: /un identificador de 1 a 2147483647/, en: /an id from 1 to 2147483647/ },
  date: { es: /una fecha que exista en el calendario/, en: /a date that exists on the calendar/ },
} as const;

/** A 400 in the site's envelope whose message and details name the field and what to fix. */
function expectRefused(response: LightMyRequestResponse, field: string, fix: keyof typeof FIX, lang: "es" | "en") {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as {
    message: string;
    error: { code: string; details?: { field: string; message: string }[] };
  };
  expect(body.error.code).toBe("VALIDATION_FAILED");
  expect(body.message).toMatch(lang === "es" ? /^Revisa los datos enviados\. / : /^Please check the data you sent\. /);
  expect(body.message).toContain(field);
  expect(body.message).toMatch(FIX[fix][lang]);
  expect(body.error.details).toContainEqual({ field, message: expect.stringMatching(FIX[fix][lang]) });
}

describe("input the database cannot take answers 400, never 500", () => {
  let subject: TestApp;
  let venue: TestVenue;
  let store: TestStore;
  let mxState: number;
  let token: string;
  let experience: Awaited<ReturnType<typeof insertExperience>>;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2 });
    venue = await knownVenue(subject.database.handle);
    store = await insertStore(subject.database, { slug: "tostadores-nul" });
    mxState = await stateOf(subject.database, "mx");
    experience = await insertExperience(subject.database, { slug: "cata-nul" });
    token = (await verifiedAccount(subject.app)).token;
  }, 120_000);
  afterAll(async () => {
    await subject.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: "POST", url, payload, headers, remoteAddress: uniqueIp() });

  /** A signed-out shopper's cart with one item: its cookie, so an order reaches the address. */
  async function filledCart(): Promise<Record<string, string>> {
    const added = await subject.app.inject({
      method: "POST",
      url: "/api/store/cart/items",
      headers: { origin: SITE_ORIGIN },
      payload: { variant_id: store.variants.small, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = /sm_cart=([^;]*)/.exec(String(added.headers["set-cookie"]))?.[1] ?? "";
    return { cookie: `sm_cart=${cart}`, origin: SITE_ORIGIN };
  }

  describe("a NUL byte in text", () => {
    it("in a booking note", async () => {
      const book = (lang: "es" | "en") =>
        post(`/rsv/reservations?${RSV}`, {
          placeSlug: venue.slug,
          date: venueDate(7),
          time: "20:00",
          party: 2,
          note: NUL,
          contact,
          lang,
        });
      expectRefused(await book("es"), "note", "text", "es");
      expectRefused(await book("en"), "note", "text", "en");
    });

    it("in a registration name", async () => {
      const response = await post(`/rsv/registeredCustomer/register?${RSV}`, {
        email: uniqueEmail(),
        password: PASSWORD,
        firstName: NUL,
        lastName: "López",
      });
      expectRefused(response, "firstName", "text", "es");
    });

    it("in a profile", async () => {
      const response = await subject.app.inject({
        method: "PATCH",
        url: "/api/user/profile?lang=en",
        headers: bearer(token),
        payload: { lastName: NUL },
      });
      expectRefused(response, "lastName", "text", "en");
    });

    it("in a lead's message (the leads' own per-field problems)", async () => {
      const response = await post("/api/leads/partners?lang=en", {
        company: "Tacos Unidos",
        branches: 3,
        countries: ["mx"],
        name: "Ana López",
        email: "ana@example.com",
        dialCode: "+52",
        phone: "5512345678",
        message: `Hola${NUL}`,
        lang: "en",
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details).toEqual([
        {
          field: "message",
          problem: "textInvalid",
          message: "Remove the control characters (such as the NUL byte) from this text.",
        },
      ]);
    });

    it("in the places search and the location search", async () => {
      expectRefused(await subject.app.inject("/api/places/search?q=a%00"), "q", "text", "es");
      expectRefused(await subject.app.inject("/api/places/search?q=a%00&lang=en"), "q", "text", "en");
      expectRefused(await subject.app.inject("/api/tools/locations?q=a%00"), "q", "text", "es");
    });

    it("in a store address", async () => {
      const response = await post(
        "/api/store/orders",
        {
          contact,
          address: {
            country: "mx",
            recipient: "Ana López",
            line1: `Av. Álvaro Obregón 130${NUL}`,
            district: "Roma Norte",
            city: "Cuauhtémoc",
            state_id: mxState,
            postal_code: "06700",
          },
          shipping_code: "standard",
          payment: { card: CARD_OK },
        },
        { ...(await filledCart()), "idempotency-key": "nul-address-0001" },
      );
      expectRefused(response, "address.line1", "text", "es");
    });

    it("in a ticket buyer's contact", async () => {
      const response = await post(
        "/api/experiences/cata-nul/orders?lang=en",
        {
          session_id: experience.sessionId,
          tickets: [{ ticket_type_id: experience.general, quantity: 1 }],
          contact: { ...contact, firstName: NUL },
          payment: { card: CARD_OK },
        },
        { "idempotency-key": "nul-contact-0001" },
      );
      expectRefused(response, "contact.firstName", "text", "en");
    });
  });

  describe("an id past PostgreSQL's integer", () => {
    it("as a ticket order's session_id", async () => {
      const response = await post(
        "/api/experiences/cata-nul/orders?lang=es",
        {
          session_id: TOO_BIG,
          tickets: [{ ticket_type_id: experience.general, quantity: 1 }],
          contact,
          payment: { card: CARD_OK },
        },
        { "idempotency-key": "big-session-0001" },
      );
      expectRefused(response, "session_id", "id", "es");
    });

    it("as a cart's variant_id, in the body and in the path", async () => {
      const added = await subject.app.inject({
        method: "POST",
        url: "/api/store/cart/items?lang=en",
        headers: { origin: SITE_ORIGIN },
        payload: { variant_id: TOO_BIG, quantity: 1 },
      });
      expectRefused(added, "variant_id", "id", "en");
      const changed = await subject.app.inject({
        method: "PATCH",
        url: `/api/store/cart/items/${TOO_BIG}`,
        headers: { origin: SITE_ORIGIN },
        payload: { quantity: 1 },
      });
      expectRefused(changed, "variantId", "id", "es");
    });

    it("as an address's state_id", async () => {
      const response = await post(
        "/api/store/orders",
        {
          contact,
          address: {
            country: "mx",
            recipient: "Ana López",
            line1: "Av. Álvaro Obregón 130",
            district: "Roma Norte",
            city: "Cuauhtémoc",
            state_id: TOO_BIG,
            postal_code: "06700",
          },
          shipping_code: "standard",
          payment: { card: CARD_OK },
        },
        { ...(await filledCart()), "idempotency-key": "big-state-0001" },
      );
      expectRefused(response, "address.state_id", "id", "es");
    });
  });

  describe("a date that does not exist", () => {
    it("on availability: February 30th and 0000-00-00", async () => {
      for (const date of ["2027-02-30", "0000-00-00"]) {
        const response = await subject.app.inject(
          `/rsv/places/${venue.slug}/availability?${RSV}&date=${date}&party=2&lang=en`,
        );
        expectRefused(response, "date", "date", "en");
      }
    });

    it("as the experiences' from", async () => {
      expectRefused(await subject.app.inject("/api/experiences?country=mx&from=2027-02-31"), "from", "date", "es");
    });

    it("still takes a leap day", async () => {
      const response = await subject.app.inject(
        `/rsv/places/${venue.slug}/availability?${RSV}&date=2028-02-29&party=2`,
      );
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error?.details ?? []).not.toContainEqual(expect.objectContaining({ field: "date" }));
    });
  });
});
