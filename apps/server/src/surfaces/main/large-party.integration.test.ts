import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox, SITE_ORIGIN, uniqueEmail, uniqueIp } from "../../accounts-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "../../reservations-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * A diner's large-party request over a real database (PGlite, and PostgreSQL with DATABASE_URL):
 * the venue's limits, one row per Idempotency-Key however often and however at once it is sent, the
 * diner's e-mail in their language, and hostile input answered with a 4xx in the request's language.
 */
const logs: string[] = [];
describe("large-party requests", () => {
  let subject: TestApp;
  let venue: TestVenue;
  const date = venueDate(3);
  let key = 0;

  const body = (overrides: Record<string, unknown> = {}) => ({
    placeSlug: venue.slug,
    party: 12,
    date,
    time: "20:00",
    name: "Rosa Grupos",
    email: uniqueEmail("grupo"),
    countryCode: "+52",
    phone: "55 1234 5678",
    message: "Cumpleaños de la abuela",
    lang: "es",
    ...overrides,
  });
  const send = (payload: unknown, options: { key?: string; lang?: string; contentType?: string } = {}) =>
    subject.app.inject({
      method: "POST",
      url: `/api/large-party-requests${options.lang ? `?lang=${options.lang}` : ""}`,
      remoteAddress: uniqueIp(),
      headers: {
        origin: SITE_ORIGIN,
        ...(options.key ? { "idempotency-key": options.key } : {}),
        ...(options.contentType ? { "content-type": options.contentType } : {}),
      },
      payload: payload as string,
    });
  const rowsOf = async (email: string) =>
    (
      await subject.database.handle.query<{ count: number }>(
        "select count(*)::int as count from large_party_requests where contact_email = $1",
        [email],
      )
    )[0]!.count;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, logs });
    venue = await knownVenue(subject.database.handle);
  }, 120_000);
  afterAll(() => subject?.close());
  // Nothing a test does may fail on the server's side (a logged error is a 500 in the making).
  afterEach(() => {
    expect(logs.filter((line) => line.includes('"level":50')).map((line) => line.slice(0, 400))).toEqual([]);
  });

  it("writes a pending request and e-mails the diner its details in their language", async () => {
    const spanish = body();
    const created = await send(spanish, { key: `lp-${process.pid}-${++key}` });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ status: "pending", party: 12, date, time: "20:00" });
    const [letter] = await outbox(subject.app, spanish.email);
    expect(letter?.subject).toContain("12 personas");
    expect(letter?.body).toContain("Solicitud enviada");
    expect(letter?.body).toContain("Cumpleaños de la abuela");

    const english = body({ lang: "en", message: "" });
    const asked = await send(english, { lang: "en" });
    expect(asked.statusCode, asked.body).toBe(201);
    const [copy] = await outbox(subject.app, english.email);
    expect(copy?.subject).toContain("12 guests");
    expect(copy?.body).toContain("Request sent");
  });

  it("is one request per Idempotency-Key, sent twice or five times at once", async () => {
    const twice = body();
    const first = `lp-twice-${process.pid}-${++key}`;
    const one = await send(twice, { key: first });
    const two = await send(twice, { key: first });
    expect([one.statusCode, two.statusCode]).toEqual([201, 200]);
    expect(two.json().data.id).toBe(one.json().data.id);
    expect(await rowsOf(twice.email)).toBe(1);

    const burst = body();
    const shared = `lp-burst-${process.pid}-${++key}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(burst, { key: shared })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await rowsOf(burst.email)).toBe(1);
    expect((await outbox(subject.app, burst.email)).length).toBe(1);

    // The same key with another request is refused, never answered with the first one.
    const reused = await send({ ...twice, party: 13 }, { key: first });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses parties the venue books online, dates outside its window and times it does not seat", async () => {
    const refused = async (overrides: Record<string, unknown>, lang = "es") => {
      const answer = await send(body({ ...overrides, lang }), { lang });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json().error as { code: string; message: string; details?: { field: string }[] };
    };
    expect((await refused({ party: 8 })).message).toMatch(/hasta 8 personas/);
    expect((await refused({ party: 8 }, "en")).message).toMatch(/up to 8 people/);
    expect((await refused({ date: venueDate(-1) })).details?.[0]?.field).toBe("date");
    expect((await refused({ date: venueDate(90) }, "en")).message).toMatch(/takes requests until/);
    expect((await refused({ time: "20:15" })).details?.[0]?.field).toBe("time");
    expect((await refused({ time: "23:30" })).details?.[0]?.field).toBe("time");
    expect((await refused({ phone: "12" })).code).toBe("VALIDATION_FAILED");
  });

  it("answers hostile input with a 4xx in the request's language, never a 5xx", async () => {
    const cases: [unknown, { lang?: string; contentType?: string }][] = [
      [body({ name: "Rosa\u0000Grupos" }), {}],
      [body({ message: "hola\u0000" }), { lang: "en" }],
      [body({ party: 1e9 }), {}],
      [body({ party: "12" }), {}],
      [body({ date: "2026-02-30" }), { lang: "en" }],
      [body({ time: "24:00" }), {}],
      [body({ message: "x".repeat(501) }), {}],
      [body({ placeSlug: "no-existe-este-lugar" }), {}],
      [body({ email: "no-es-correo" }), {}],
      ["party=12&date=2026-03-01", { contentType: "application/x-www-form-urlencoded" }],
      ["{not json", { contentType: "application/json" }],
      ["hola", { contentType: "text/plain" }],
      [JSON.stringify(body()), { contentType: "application/xml" }],
    ];
    for (const [payload, options] of cases) {
      const answer = await send(payload, options);
      expect(answer.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      if (options.lang === "en") expect(answer.json().message).toMatch(/[Cc]heck|date|control/);
    }
    const unknown = await send(body({ placeSlug: "no-existe-este-lugar" }));
    expect(unknown.statusCode).toBe(404);
    const badKey = await send(body(), { key: "no spaces allowed" });
    expect(badKey.statusCode).toBe(400);
  });
});
