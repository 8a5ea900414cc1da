import { randomUUID } from "node:crypto";
import { addDays, conciergeLeadBody, partnerLeadBody, utcDate } from "@sobremesa/contracts";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadsService } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.drop());

const options = { conciergeTeamEmail: "concierge@team.test", partnersTeamEmail: "partners@team.test" };
const concierge = (email: string) =>
  conciergeLeadBody.parse({
    occasion: "anniversary",
    date: addDays(utcDate(new Date()), 10),
    partySize: "2",
    budget: "luxury",
    country: "co",
    city: "Medellín",
    name: "Camila Arias",
    email,
    dialCode: "+57",
    phone: "3012345678",
  });

async function counts(email: string) {
  const [row] = await database.handle.query<{ leads: number; outbox: number }>(
    `select (select count(*)::int from leads where email = $1) as leads,
            (select count(*)::int from outbox_messages where recipient = $1 or body like '%' || $1 || '%') as outbox`,
    [email],
  );
  return row!;
}

describe("leads service", () => {
  it("writes the lead and both e-mails together", async () => {
    const service = leadsService(database.handle.db, options);
    const result = await service.submitConcierge(concierge("camila@example.com"));
    expect(result.stored).toBe(true);
    expect(await counts("camila@example.com")).toEqual({ leads: 1, outbox: 2 });
  });

  it("leaves neither the lead nor any e-mail when the outbox write fails", async () => {
    // The second e-mail's dedup key is already taken: its insert fails after the lead's went in.
    const id = randomUUID();
    await database.handle.query(
      "insert into outbox_messages (channel, recipient, body, template, language, dedup_key) values ('email', 'someone@else.test', 'earlier', 'x', 'es', $1)",
      [`concierge-notification:${id}`],
    );
    const service = leadsService(database.handle.db, { ...options, newId: () => id });
    await expect(service.submitConcierge(concierge("failing@example.com"))).rejects.toThrow();
    expect(await counts("failing@example.com")).toEqual({ leads: 0, outbox: 0 });
    expect(await database.handle.query("select id from leads where id = $1", [id])).toEqual([]);
  });

  it("draws another reference when one is taken", async () => {
    const references = ["PTR-AAAAAA", "PTR-AAAAAA", "PTR-BBBBBB"];
    const service = leadsService(database.handle.db, { ...options, reference: () => references.shift()! });
    const lead = partnerLeadBody.parse({
      company: "Casa Ocampo",
      branches: 3,
      countries: ["cr"],
      name: "Mario Mora",
      email: "mario@example.com",
      dialCode: "+506",
      phone: "8312 3456",
    });
    expect((await service.submitPartner(lead)).reference).toBe("PTR-AAAAAA");
    expect((await service.submitPartner(lead)).reference).toBe("PTR-BBBBBB");
  });

  it("stores nothing when the honeypot is filled, yet answers with a reference", async () => {
    const service = leadsService(database.handle.db, options);
    const result = await service.submitConcierge({ ...concierge("bot@example.com"), website: "http://x" });
    expect(result).toMatchObject({ kind: "concierge", stored: false });
    expect(result.reference).toMatch(/^CNC-/);
    expect(await counts("bot@example.com")).toEqual({ leads: 0, outbox: 0 });
  });
});
