import type { FastifyRequest, InjectOptions } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  bearer,
  browser,
  multipart,
  PASSWORD,
  RSV,
  SITE_ORIGIN,
  sessionCookieOf,
  uniqueEmail,
  uniqueIp,
  verifiedAccount,
} from "../accounts-testing.ts";
import { throttleLimits } from "../plugins/throttle-policy.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisReachable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const redisUp = await redisReachable();

describe("accounts security: object-level authorisation, Origin check, throttling", () => {
  let subject: TestApp;
  let alice: Account;
  let bob: Account;

  beforeAll(async () => {
    subject = await buildTestApp();
    alice = await verifiedAccount(subject.app, { firstName: "Alice", phone: "5512349901", countryCode: "+52" });
    bob = await verifiedAccount(subject.app, { firstName: "Bob" });
  });
  afterAll(async () => {
    await subject.close();
  });

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });

  async function aliceRow() {
    const [row] = await subject.database.handle.query<Record<string, unknown>>(
      "select u.first_name, u.last_name, u.phone, u.language, u.marketing_consent, u.deleted_at, a.password from users u join accounts a on a.user_id = u.id where u.id = $1",
      [alice.id],
    );
    return row;
  }

  it("sweeps every user-scoped endpoint with Bob's session: Alice's data is never read or changed", async () => {
    const before = await aliceRow();
    const sweep = [
      { method: "GET" as const, url: "/api/user/me" },
      { method: "GET" as const, url: `/api/user/me?id=${alice.id}&email=${alice.email}` },
      {
        method: "PATCH" as const,
        url: "/api/user/profile",
        payload: { firstName: "Mallory", phone: "5512349902", countryCode: "+52" },
      },
      { method: "PATCH" as const, url: `/api/user/profile?id=${alice.id}`, payload: { lastName: "Owned" } },
      {
        method: "POST" as const,
        url: "/api/user/change-password",
        payload: { currentPassword: PASSWORD, newPassword: "Bob-Owns-It-2026" },
      },
      { method: "DELETE" as const, url: `/api/user?id=${alice.id}`, payload: { password: "Bob-Owns-It-2026" } },
    ];
    let bobToken = bob.token;
    for (const call of sweep) {
      const response = await inject({ ...call, headers: browser(bobToken) });
      const text = response.body;
      expect(text).not.toContain(alice.email);
      expect(text).not.toContain(alice.id);
      expect(text).not.toContain("Alice");
      bobToken = sessionCookieOf(response) || bobToken;
      if (call.method === "DELETE") break;
    }
    const after = await aliceRow();
    expect(after).toEqual(before);
    // Alice's session and password still work.
    const me = await inject({ url: "/api/user/me", headers: bearer(alice.token) });
    expect(me.json().data).toMatchObject({ id: alice.id, firstName: "Alice", email: alice.email });
    const login = await inject({
      method: "POST",
      url: "/b2c/api/auth/login",
      payload: { email: alice.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Bob changed his own data only.
    const [bobRow] = await subject.database.handle.query<{ deleted_at: unknown }>(
      "select deleted_at from users where id = $1",
      [bob.id],
    );
    expect(bobRow?.deleted_at).not.toBeNull();
  });

  it("does not let a code sent to one account verify or sign in another", async () => {
    const carol = await verifiedAccount(subject.app);
    await inject({ method: "POST", url: "/api/auth/send-code", payload: { email: carol.email, purpose: "sign-in" } });
    const response = await inject({ url: `/__dev/outbox.json?to=${encodeURIComponent(carol.email)}` });
    const code = /\b(\d{6})\b/.exec(response.json().data[0].body)?.[1] ?? "";
    const other = await inject({
      method: "POST",
      url: "/user-login",
      payload: { email: alice.email, code, isApi: true },
    });
    expect(other.statusCode).toBe(401);
  });

  describe("Origin check of cookie-authenticated writes", () => {
    let token: string;
    beforeAll(async () => {
      token = (await verifiedAccount(subject.app)).token;
    });

    it.each([
      ["PATCH", "/api/user/profile", { firstName: "X" }],
      ["POST", "/api/user/change-password", { currentPassword: PASSWORD, newPassword: "Otra-Clave-2026" }],
      ["DELETE", "/api/user", { password: PASSWORD }],
      ["POST", "/api/auth/logout", undefined],
    ] as const)(
      "refuses %s %s with the cookie and no Origin, or a foreign Origin (403)",
      async (method, url, payload) => {
        for (const headers of [
          { cookie: `rs_s_t=${token}` },
          { cookie: `rs_s_t=${token}`, origin: "https://evil.example" },
        ]) {
          const response = await inject({ method, url: `${url}?lang=en`, headers, ...(payload ? { payload } : {}) });
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe("The request does not come from this site.");
        }
        expect((await inject({ url: "/api/user/me", headers: bearer(token) })).statusCode).toBe(200);
      },
    );

    it("accepts the site's Origin (SITE_URL), the request's own host outside production, and Bearer without Origin", async () => {
      const site = await inject({
        method: "PATCH",
        url: "/api/user/profile",
        headers: { cookie: `rs_s_t=${token}`, origin: SITE_ORIGIN },
        payload: { firstName: "Y" },
      });
      expect(site.statusCode).toBe(200);
      const own = await inject({
        method: "PATCH",
        url: "/api/user/profile",
        headers: { cookie: `rs_s_t=${token}`, origin: "http://127.0.0.1:4123", host: "127.0.0.1:4123" },
        payload: { firstName: "Z" },
      });
      expect(own.statusCode).toBe(200);
      const api = await inject({
        method: "PATCH",
        url: "/api/user/profile",
        headers: bearer(token),
        payload: { firstName: "W" },
      });
      expect(api.statusCode).toBe(200);
    });

    it("refuses a sign-in posted from a foreign Origin (login CSRF)", async () => {
      const response = await inject({
        method: "POST",
        url: "/user-login",
        headers: { origin: "https://evil.example", ...(await multipart({})).headers },
        payload: (await multipart({ email: alice.email, password: PASSWORD, isApi: "true" })).payload,
      });
      expect(response.statusCode).toBe(403);
    });
  });

  describe("throttling (in-process store)", () => {
    it("limits e-mail-exists per IP past an office's sign-ups, with a 429 saying how long to wait", async () => {
      const ip = uniqueIp();
      for (let call = 0; call < throttleLimits["email-exists"].ip.max; call += 1) {
        const response = await subject.app.inject({
          url: `/api/tools/email-exists?email=${uniqueEmail()}`,
          remoteAddress: ip,
        });
        expect(response.statusCode).toBe(200);
      }
      const limited = await subject.app.inject({
        url: `/api/tools/email-exists?email=${uniqueEmail()}&lang=en`,
        remoteAddress: ip,
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe("Too many attempts. Please try again in 15 minutes.");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
      const other = await subject.app.inject({
        url: `/api/tools/email-exists?email=${uniqueEmail()}`,
        remoteAddress: uniqueIp(),
      });
      expect(other.statusCode).toBe(200);
    });

    it("limits sign-in per account across IPs, even with the right password after that", async () => {
      const target = await verifiedAccount(subject.app);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await inject({
          method: "POST",
          url: "/b2c/api/auth/login",
          payload: { email: target.email, password: `wrong-${attempt}-pass` },
        });
        expect(response.statusCode).toBe(401);
      }
      const right = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: target.email, password: PASSWORD },
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe("Demasiados intentos. Vuelve a intentarlo en 15 minutos.");
    });

    it("limits sign-in per IP across accounts", async () => {
      const ip = uniqueIp();
      const signInFrom = async (address: string) =>
        (
          await subject.app.inject({
            method: "POST",
            url: `/rsv/registeredCustomer/login?${RSV}`,
            remoteAddress: address,
            payload: { email: uniqueEmail(), password: "whatever-1" },
          })
        ).statusCode;
      // The first and the last allowed attempts go through the endpoint; those between are counted
      // by the app's own limiter for that address, sparing a password check each (a sixth of a second).
      expect(await signInFrom(ip)).toBe(401);
      const sameAddress = { ip, routeOptions: { config: {} }, log: subject.app.log } as unknown as FastifyRequest;
      for (let attempt = 2; attempt < throttleLimits["sign-in"].ip.max; attempt += 1)
        await subject.app.throttle(sameAddress, "sign-in", undefined, "es");
      expect(await signInFrom(ip)).toBe(401);
      expect(await signInFrom(ip)).toBe(429);
      expect(await signInFrom(uniqueIp())).toBe(401);
    });

    it("limits code sending per account", async () => {
      const target = await verifiedAccount(subject.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1)
        statuses.push(
          (
            await inject({
              method: "POST",
              url: "/api/auth/send-code",
              payload: { email: target.email, purpose: "sign-in" },
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  it("answers 404 for the dev outbox in production", async () => {
    const production = await buildTestApp({
      env: { NODE_ENV: "production", SITE_URL: "https://sobremesa.example", APP_SECRET: "x".repeat(32) },
    });
    try {
      expect((await production.app.inject({ url: "/__dev/outbox" })).statusCode).toBe(404);
      expect((await production.app.inject({ url: "/__dev/outbox.json" })).statusCode).toBe(404);
      // Nor can anyone lose the sandbox's charge answers there (it may run in production, ADR 010).
      const lose = { method: "POST" as const, url: "/__dev/billing/lose-charge-answers", payload: { mode: null } };
      expect((await production.app.inject(lose)).statusCode).toBe(404);
      // And its session cookie is Secure.
      const registered = await production.app.inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email: uniqueEmail(), password: PASSWORD, firstName: "A", lastName: "B" },
      });
      expect(String(registered.headers["set-cookie"])).toMatch(
        /rs_s_t=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure/,
      );
    } finally {
      await production.close();
    }
  });

  it("fails closed when the Redis store is down: 503, the request never reaches the service", async () => {
    const closed = await buildTestApp({ env: { REDIS_URL: "redis://127.0.0.1:1" } });
    try {
      const response = await closed.app.inject({ url: `/api/tools/email-exists?email=${uniqueEmail()}` });
      expect(response.statusCode).toBe(503);
      const login = await closed.app.inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: uniqueEmail(), password: "x-y-z-w-1" },
      });
      expect(login.statusCode).toBe(503);
      const count = await closed.database.handle.query<{ count: number }>(
        "select count(*)::int as count from sessions",
      );
      expect(count[0]?.count).toBe(0);
    } finally {
      await closed.close();
    }
  });

  it.skipIf(!redisUp)(
    "shares the limits of several instances through Redis",
    async () => {
      const env = { REDIS_URL };
      const one = await buildTestApp({ env });
      const two = await buildTestApp({ env, sharedDatabase: one.database });
      try {
        const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
        const statuses: number[] = [];
        const { max } = throttleLimits["email-exists"].ip;
        for (let call = 0; call <= max; call += 1) {
          const app = call % 2 === 0 ? one.app : two.app;
          statuses.push(
            (await app.inject({ url: `/api/tools/email-exists?email=${uniqueEmail("shared")}`, remoteAddress: ip }))
              .statusCode,
          );
        }
        expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
        expect(statuses[max]).toBe(429);
      } finally {
        await two.close();
        await one.close();
      }
    },
    180_000,
  );
});
