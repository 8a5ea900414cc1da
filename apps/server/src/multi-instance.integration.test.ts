import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Instance, startInstance, visitorHeaders, waitUntilReady } from "./instances-testing.ts";

const PASSWORD = "una mesa para dos en la terraza";
const visitor = visitorHeaders();

/**
 * The same build as several stateless instances against one PostgreSQL and one Redis.
 * Two server processes (each with its inline job worker) share sessions, rate limits and the job
 * queue; only with a server database and Redis (CI has both).
 */
describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  "two instances behind one database and Redis",
  () => {
    let database: TestDatabase;
    const instances: Instance[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      for (let index = 0; index < 2; index++) instances.push(await startInstance({ databaseUrl: database.url ?? "" }));
      await Promise.all(instances.map((instance) => waitUntilReady(`${instance.url}/readyz`)));
    }, 120_000);

    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database?.drop();
    }, 60_000);

    const [a, b] = [() => instances[0]!, () => instances[1]!];
    const post = (base: string, path: string, body: object, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, ...visitor, ...headers },
        body: JSON.stringify(body),
      });

    it("counts a rate limit across both instances", async () => {
      const email = `limit.${process.pid}.${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let index = 0; index < 12; index++) {
        const instance = index % 2 === 0 ? a() : b();
        const answer = await fetch(`${instance.url}/api/tools/email-exists?email=${encodeURIComponent(email)}`, {
          headers: visitor,
        });
        statuses.push(answer.status);
      }
      // Ten per account per hour in all: counted apart, each instance would have allowed its six.
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it("accepts on one instance the session signed in on the other", async () => {
      const email = `shared.${process.pid}.${Date.now()}@example.com`;
      const registered = await post(a().url, "/rsv/registeredCustomer/register?requestFrom=WEBSITE", {
        email,
        password: PASSWORD,
        firstName: "Ana",
        lastName: "López",
      });
      expect(registered.status).toBe(200);
      let code: string | undefined;
      for (let attempt = 0; attempt < 50 && !code; attempt++) {
        const outbox = (await (await fetch(`${b().url}/__dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
          data: { body: string }[];
        };
        code = outbox.data.map((message) => /\b(\d{6})\b/.exec(message.body)?.[1]).find(Boolean);
        if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await post(b().url, "/api/auth/verification-email", { email, code })).status).toBe(200);
      const signedIn = await post(a().url, "/user-login", { email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      // The session cookie set by one instance, sent to the other.
      const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      expect(cookie).toMatch(/^rs_s_t=\S+/);
      const me = await fetch(`${b().url}/api/user/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(email);
    });

    it("delivers each outbox message exactly once though both instances run the worker", async () => {
      const recipient = `outbox.${process.pid}.${Date.now()}@example.com`;
      await database.handle.query(
        `insert into outbox_messages (channel, recipient, subject, body, template, language)
       select 'email', $1, 'Prueba ' || n, 'Mensaje ' || n, 'test', 'es' from generate_series(1, 40) as n`,
        [recipient],
      );
      let rows: { status: string; attempts: number }[] = [];
      for (let attempt = 0; attempt < 150; attempt++) {
        rows = await database.handle.query<{ status: string; attempts: number }>(
          "select status, attempts from outbox_messages where recipient = $1",
          [recipient],
        );
        if (rows.every((row) => row.status === "sent")) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(rows).toHaveLength(40);
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    }, 60_000);
  },
);
