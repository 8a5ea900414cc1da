import { addDays, utcDate } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ORIGIN } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await buildTestApp({
    places: 400,
    env: { CONCIERGE_EMAIL: "mesa@equipo.test", PARTNERS_EMAIL: "alianzas@equipo.test" },
  });
}, 120_000);
afterAll(() => subject?.close());

const tomorrow = addDays(utcDate(new Date()), 1);
let ip = 0;
/** Each test posts from its own address, so the rate limit of one never spills into another. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

function concierge(overrides: Record<string, unknown> = {}) {
  return {
    occasion: "birthday",
    date: tomorrow,
    partySize: 12,
    budget: "upscale",
    country: "mx",
    city: "Ciudad de México",
    name: "Lucía Herrera",
    email: `lucia.${Math.random().toString(36).slice(2)}@example.com`,
    dialCode: "+52",
    phone: "55 1234 5678",
    message: "Una mesa en terraza para celebrar los 40 de mi hermana.",
    ...overrides,
  };
}

function partner(overrides: Record<string, unknown> = {}) {
  return {
    company: "Grupo Fogón",
    branches: 14,
    countries: ["mx", "co"],
    name: "Andrés Restrepo",
    email: `andres.${Math.random().toString(36).slice(2)}@example.com`,
    dialCode: "+57",
    phone: "301 234 5678",
    message: "Tenemos 14 sucursales y queremos recibir reservaciones.",
    ...overrides,
  };
}

const post = (url: string, payload: unknown, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
  subject.app.inject({ method: "POST", url, payload: payload as object, remoteAddress, headers });

const count = async (table: string, where = "true", params: unknown[] = []) =>
  Number(
    (
      await subject.database.handle.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${where}`,
        params,
      )
    )[0]!.n,
  );

describe("POST /api/leads/concierge", () => {
  it("stores the lead with a CNC- reference and queues a confirmation and a team notification", async () => {
    const body = concierge({ lang: "en" });
    const response = await post("/api/leads/concierge?lang=en", body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^CNC-[A-HJ-KMNP-Z2-9]{6}$/);

    const [lead] = await subject.database.handle.query<{
      id: string;
      kind: string;
      email: string;
      phone: string;
      details: Record<string, unknown>;
      language: string;
    }>("select id, kind, email, phone, details, language from leads where reference = $1", [reference]);
    expect(lead).toMatchObject({ kind: "concierge", email: body.email, phone: "+525512345678", language: "en" });
    expect(lead!.details).toMatchObject({
      occasion: "birthday",
      partySize: 12,
      budget: "upscale",
      city: "Ciudad de México",
    });

    const messages = await subject.database.handle.query<{
      recipient: string;
      subject: string;
      body: string;
      template: string;
      language: string;
      status: string;
      channel: string;
      dedup_key: string;
    }>(
      "select recipient, subject, body, template, language, status, channel, dedup_key from outbox_messages where dedup_key like $1 order by template",
      [`%:${lead!.id}`],
    );
    expect(messages).toHaveLength(2);
    const [confirmation, notification] = messages;
    expect(confirmation).toMatchObject({
      channel: "email",
      recipient: body.email,
      template: "concierge-confirmation",
      language: "en",
      status: "pending",
      dedup_key: `concierge-confirmation:${lead!.id}`,
    });
    expect(confirmation!.subject).toContain(reference);
    expect(confirmation!.body).toContain("Hello Lucía Herrera");
    expect(notification).toMatchObject({
      recipient: "mesa@equipo.test",
      template: "concierge-notification",
      language: "es",
      dedup_key: `concierge-notification:${lead!.id}`,
    });
    expect(notification!.body).toContain(body.email);
    expect(notification!.body).toContain("+525512345678");
  });

  it("says what to fix in each field, in Spanish by default and in English with lang=en", async () => {
    const bad = concierge({ occasion: "", date: "2001-01-01", partySize: 0, email: "lucia@", phone: "123", city: " " });
    const es = await post("/api/leads/concierge", bad);
    expect(es.statusCode).toBe(400);
    const esBody = es.json();
    expect(esBody.error.code).toBe("VALIDATION_FAILED");
    const esFields = Object.fromEntries(
      esBody.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]),
    );
    expect(esFields).toEqual({
      occasion: "Elige la ocasión.",
      date: "Elige una fecha de hoy en adelante.",
      partySize: "Escribe cuántas personas serán, de 1 a 500.",
      city: "Escribe la ciudad.",
      email: "Escribe un correo válido, por ejemplo nombre@dominio.com.",
      phone: "Escribe un teléfono válido para la lada elegida, solo con números.",
    });
    expect(esBody.message).toMatch(/^Revisa los datos marcados: /);

    const en = await post("/api/leads/concierge?lang=en", { ...bad, lang: "en" });
    expect(en.statusCode).toBe(400);
    const enFields = Object.fromEntries(
      en.json().error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]),
    );
    expect(enFields.email).toBe("Enter a valid e-mail, for example name@domain.com.");
    expect(enFields.date).toBe("Choose today or a later date.");
    expect(en.json().message).toMatch(/^Please check the marked fields: /);
  });

  it("flags a phone that is not valid for its dial code", async () => {
    // A Mexican mobile number with Costa Rica's dial code: eight digits are expected there.
    const response = await post("/api/leads/concierge", concierge({ dialCode: "+506", phone: "55 1234 5678" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        field: "phone",
        problem: "phoneInvalid",
        message: "Escribe un teléfono válido para la lada elegida, solo con números.",
      },
    ]);
  });

  it("answers a filled honeypot like a real request and stores nothing", async () => {
    const leadsBefore = await count("leads");
    const outboxBefore = await count("outbox_messages");
    const response = await post("/api/leads/concierge", concierge({ website: "https://spam.example" }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.reference).toMatch(/^CNC-/);
    expect(await count("leads")).toBe(leadsBefore);
    expect(await count("outbox_messages")).toBe(outboxBefore);
  });

  it("limits one IP to 10 requests an hour, valid or not, and says so in the request's language", async () => {
    const address = "10.9.9.9";
    for (let index = 0; index < 10; index++) {
      const response = await post(
        "/api/leads/concierge?lang=en",
        concierge({ email: `n${index}@example.com`, website: "x" }),
        address,
      );
      expect(response.statusCode).toBe(201);
    }
    const limited = await post("/api/leads/concierge?lang=en", concierge(), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect(limited.json().message).toBe("Too many attempts. Please try again in 60 minutes.");
    // Another address is not affected.
    expect((await post("/api/leads/concierge", concierge())).statusCode).toBe(201);
  });

  it("limits one e-mail to 5 requests an hour across addresses", async () => {
    const email = "same.person@example.com";
    for (let index = 0; index < 5; index++)
      expect((await post("/api/leads/concierge", concierge({ email, website: "x" }))).statusCode).toBe(201);
    expect((await post("/api/leads/concierge", concierge({ email }))).statusCode).toBe(429);
  });

  it("refuses a post from another site's page", async () => {
    const response = await post("/api/leads/concierge", concierge(), nextIp(), { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    const allowed = await post("/api/leads/concierge", concierge(), nextIp(), { origin: SITE_ORIGIN });
    expect(allowed.statusCode).toBe(201);
  });
});

describe("POST /api/leads/partners", () => {
  it("stores the lead with a PTR- reference and notifies the partnerships team", async () => {
    const body = partner();
    const response = await post("/api/leads/partners", body);
    expect(response.statusCode).toBe(201);
    const { reference } = response.json().data;
    expect(reference).toMatch(/^PTR-[A-Z2-9]{6}$/);
    const [lead] = await subject.database.handle.query<{ id: string; details: Record<string, unknown>; phone: string }>(
      "select id, details, phone from leads where reference = $1",
      [reference],
    );
    expect(lead!.details).toEqual({ company: "Grupo Fogón", branches: 14, countries: ["mx", "co"] });
    expect(lead!.phone).toBe("+573012345678");
    const messages = await subject.database.handle.query<{ recipient: string; template: string; subject: string }>(
      "select recipient, template, subject from outbox_messages where dedup_key like $1 order by template",
      [`%:${lead!.id}`],
    );
    expect(messages.map((message) => [message.template, message.recipient])).toEqual([
      ["partner-confirmation", body.email],
      ["partner-notification", "alianzas@equipo.test"],
    ]);
    expect(messages[0]!.subject).toBe(`Recibimos tu solicitud para ser socio ${reference}`);
  });

  it("says what to fix: company, branches and at least one country", async () => {
    const response = await post(
      "/api/leads/partners?lang=en",
      partner({ company: "", branches: "many", countries: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { field: string; message: string }) => detail.message)).toEqual([
      "Enter the name of the company or brand.",
      "Enter how many branches you have, from 1 to 10,000.",
      "Choose at least one country.",
    ]);
  });

  it("stores nothing for a filled honeypot", async () => {
    const before = await count("leads", "kind = 'partner'");
    expect((await post("/api/leads/partners", partner({ website: "bot" }))).statusCode).toBe(201);
    expect(await count("leads", "kind = 'partner'")).toBe(before);
  });
});

describe("GET /api/chains", () => {
  it("lists chains (one kind of venue in three or more cities) with their branches per city, linking to place pages", async () => {
    const response = await subject.app.inject("/api/chains?lang=en&limit=10");
    expect(response.statusCode).toBe(200);
    const { data, total } = response.json() as {
      data: {
        name: string;
        category: string;
        branchCount: number;
        cityCount: number;
        cities: { city: string; branches: { path: string; name: string }[] }[];
      }[];
      total: number;
    };
    expect(data.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThanOrEqual(data.length);
    for (const chain of data) {
      expect(chain.cityCount).toBeGreaterThanOrEqual(3);
      expect(chain.cities).toHaveLength(chain.cityCount);
      expect(chain.cities.flatMap((city) => city.branches)).toHaveLength(chain.branchCount);
      for (const branch of chain.cities.flatMap((city) => city.branches)) {
        expect(branch.name).toBe(chain.name);
        expect(branch.path).toMatch(/^\/en\/place\/[a-z0-9-]+\/$/);
      }
    }
    // Largest first.
    const counts = data.map((chain) => chain.branchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const slug = data[0]!.cities[0]!.branches[0]!.path.split("/")[3];
    expect(await count("places", "slug = $1 and name = $2", [slug, data[0]!.name])).toBe(1);
  });
});
