import { once } from "node:events";
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";
import { seedDemoData } from "@sobremesa/db";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RSV } from "./accounts-testing.ts";
import { insertExperience } from "./experiences-testing.ts";
import {
  freePort,
  type Instance,
  startInstance,
  visitorHeaders,
  waitForOutput,
  waitUntilReady,
} from "./instances-testing.ts";
import { knownVenue, type TestVenue, venueDate } from "./reservations-testing.ts";
import { insertStore, stateOf } from "./store-testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

/**
 * A TCP proxy between the app and PostgreSQL that can be cut (connections destroyed, new ones
 * refused) and restored: a database restart or a network partition, without touching the shared
 * PostgreSQL server other tests use.
 */
async function databaseProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = async () => {
    server = createServer((client) => {
      const upstream = tcpConnect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
  };
  await listen();
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
}

/**
 * The database goes away mid-run and comes back. /readyz says not ready while it is
 * unreachable and ready again within 30 s of its return; a purchase tried meanwhile fails with a
 * plain 503 (nothing internal in it) and, retried with the same Idempotency-Key after recovery,
 * makes one order.
 */
describe.skipIf(!process.env.DATABASE_URL)("the database restarting under a running instance", () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let instance: Instance;
  let experience: Awaited<ReturnType<typeof insertExperience>>;
  let venue: TestVenue;
  let shop: Awaited<ReturnType<typeof insertStore>>;
  let state: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.handle, { places: 1 });
    experience = await insertExperience(database, { slug: "cata-apagon", capacity: 20 });
    venue = await knownVenue(database.handle);
    shop = await insertStore(database, { slug: "tostadores-apagon", stock: { small: 50 } });
    state = await stateOf(database, "mx");
    const direct = new URL(database.url ?? "");
    proxy = await databaseProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    instance = await startInstance({ databaseUrl: proxied.toString(), capture: true, env: { LOG_LEVEL: "info" } });
    await waitUntilReady(`${instance.url}/readyz`);
    // Listening comes before the inline job worker has started; the outage is for a running instance.
    await waitForOutput(instance, "Sobremesa is ready");
  }, 120_000);

  afterAll(async () => {
    await instance?.stop("SIGKILL");
    await proxy?.close();
    await database?.drop();
  }, 30_000);

  it("is not ready while the database is away, recovers, and makes one order of a purchase retried", async () => {
    const readiness = async () => {
      const answer = await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
      return { status: answer.status, body: (await answer.json()) as { checks: { database: string } } };
    };
    const visitor = visitorHeaders();
    const key = `apagon-${process.pid}-${Date.now()}`;
    const buy = () =>
      fetch(`${instance.url}/api/experiences/cata-apagon/orders?lang=es`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": key, ...visitor },
        body: JSON.stringify({
          session_id: experience.sessionId,
          tickets: [{ ticket_type_id: experience.general, quantity: 2 }],
          contact: {
            firstName: "Ana",
            lastName: "López",
            email: `apagon.${process.pid}@example.com`,
            countryCode: "+52",
            phone: "5512345678",
          },
          payment: { card: CARD_OK },
        }),
        signal: AbortSignal.timeout(20_000),
      });

    await proxy.cut();
    const cutAt = Date.now();
    await expect.poll(async () => (await readiness()).status, { timeout: 15_000 }).toBe(503);
    expect((await readiness()).body.checks.database).toBe("unreachable");

    const refused = await buy();
    const text = await refused.text();
    expect(refused.status, text).toBe(503);
    expect(JSON.parse(text)).toMatchObject({ error: { code: "NOT_READY" } });
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    for (const internal of [
      /ECONNREFUSED/i,
      /127\.0\.0\.1/,
      /postgres/i,
      /\bat \S+ \(/,
      /select|insert|update/i,
      /pool/i,
    ])
      expect(text).not.toMatch(internal);
    // Pages and the process stay up meanwhile.
    expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);

    // Away for a few seconds: long enough for every pooled connection and the job worker to notice.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 4_000 - (Date.now() - cutAt))));
    expect((await readiness()).status).toBe(503);
    await proxy.restore();
    const restoredAt = Date.now();
    await expect.poll(async () => (await readiness()).status, { timeout: 30_000, interval: 250 }).toBe(200);
    expect(Date.now() - restoredAt).toBeLessThan(30_000);

    const bought = await buy();
    const boughtBody = (await bought.json()) as { order: { code: string; status: string } };
    expect(bought.status, JSON.stringify(boughtBody)).toBe(201);
    const again = await buy();
    expect(again.status).toBe(201);
    expect(((await again.json()) as { order: { code: string } }).order.code).toBe(boughtBody.order.code);

    const orders = await database.handle.query<{ count: number }>(
      "select count(*)::int as count from experience_orders where session_id = $1",
      [experience.sessionId],
    );
    expect(orders[0]?.count).toBe(1);
    const [seats] = await database.handle.query<{ reserved: number }>(
      "select reserved from experience_sessions where id = $1",
      [experience.sessionId],
    );
    expect(seats?.reserved).toBe(2);
    expect(instance.child.exitCode).toBeNull();
  }, 60_000);

  /** A request of each kind that needs the database, in either language, from a fresh visitor (no limit shared). */
  const kinds = (cart: string) => {
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: "POST",
      headers: { "content-type": "application/json", origin: instance.url, ...visitorHeaders(), ...headers },
      body: JSON.stringify(body),
    });
    const contact = {
      firstName: "Ana",
      lastName: "López",
      email: `apagon.${process.pid}@example.com`,
      countryCode: "+52",
    };
    return {
      booking: (lang: "es" | "en", n: number) =>
        fetch(
          `${instance.url}/rsv/reservations?${RSV}&lang=${lang}`,
          json({
            placeSlug: venue.slug,
            date: venueDate(10 + (n % 20)),
            time: "20:00",
            party: 2,
            contact: { ...contact, phone: "55 1234 5678" },
            lang,
          }),
        ),
      checkout: (lang: "es" | "en", n: number) =>
        fetch(
          `${instance.url}/api/store/orders?lang=${lang}`,
          json(
            {
              // One buyer per order: the per-account limit of store orders is not what this counts.
              contact: { ...contact, email: `apagon.${process.pid}.${n}@example.com`, phone: "5512345678" },
              address: {
                country: "mx",
                recipient: "Ana López",
                line1: "Av. Álvaro Obregón 130",
                district: "Roma Norte",
                city: "Cuauhtémoc",
                state_id: state,
                postal_code: "06700",
              },
              shipping_code: "standard",
              payment: { card: CARD_OK },
              lang,
            },
            { cookie: `sm_cart=${cart}`, "idempotency-key": `apagon-tienda-${process.pid}-${n}` },
          ),
        ),
      "sign-in": (lang: "es" | "en", n: number) =>
        fetch(
          `${instance.url}/rsv/registeredCustomer/login?${RSV}&lang=${lang}`,
          json({ email: `apagon.${process.pid}.${n}@example.com`, password: "Tortilla-Azul-2026", lang }),
        ),
      availability: (lang: "es" | "en") =>
        fetch(
          `${instance.url}/rsv/places/${venue.slug}/availability?${RSV}&lang=${lang}&date=${venueDate(10)}&party=2`,
          {
            headers: visitorHeaders(),
          },
        ),
      page: (lang: "es" | "en") =>
        fetch(`${instance.url}${lang === "es" ? "/mx/" : "/en/"}`, { headers: visitorHeaders(), redirect: "manual" }),
    };
  };

  it("answers 503 with Retry-After, in the request's language, to every request that needs the database", async () => {
    const added = await fetch(`${instance.url}/api/store/cart/items`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: instance.url, ...visitorHeaders() },
      body: JSON.stringify({ variant_id: shop.variants.small, quantity: 1 }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    const cart = /sm_cart=([^;]*)/.exec(added.headers.get("set-cookie") ?? "")?.[1] ?? "";
    expect(cart).not.toBe("");
    const send = kinds(cart);
    // Before the outage each kind answers something other than a 5xx (a sign-in of nobody is a 4xx).
    for (const [kind, request] of Object.entries(send)) {
      const answer = await request("es", 0);
      expect([kind, answer.status < 500], await answer.text()).toEqual([kind, true]);
    }

    await proxy.cut();
    try {
      const ROUNDS = 20;
      const tally: Record<
        string,
        { sent: number; unavailable: number; statuses: number[]; otherServerErrors: string[] }
      > = {};
      await Promise.all(
        Object.entries(send).map(async ([kind, request]) => {
          const count = { sent: 0, unavailable: 0, statuses: [] as number[], otherServerErrors: [] as string[] };
          tally[kind] = count;
          for (let n = 1; n <= ROUNDS; n++) {
            const lang = n % 2 ? "es" : "en";
            const answer = await request(lang, n).catch((error: unknown) => {
              const cause = (error as { cause?: { code?: string; message?: string } }).cause;
              throw new Error(`${kind} ${lang} #${n}: ${cause?.code ?? cause?.message ?? String(error)}`);
            });
            const text = await answer.text();
            count.sent++;
            count.statuses.push(answer.status);
            if (answer.status === 503) {
              count.unavailable++;
              expect(answer.headers.get("retry-after"), kind).toMatch(/^\d+$/);
              if (answer.headers.get("content-type")?.includes("json")) {
                const body = JSON.parse(text) as { message: string; error: { code: string; message: string } };
                expect([kind, lang, body.error.code]).toEqual([kind, lang, "NOT_READY"]);
                expect(body.message, `${kind} ${lang}`).toMatch(lang === "es" ? /inténtalo de nuevo/ : /try again/);
              } else expect(text, kind).toContain(lang === "es" ? '<html lang="es-MX"' : '<html lang="en-US"');
              // The database's address, its driver's words, a stack frame (the page names the site's own URL).
              const leak = new RegExp(`ECONNREFUSED|:${proxy.port}\\b|postgres|\\bat \\S+ \\(`, "i").exec(text);
              expect(leak && text.slice(Math.max(0, leak.index - 100), leak.index + 100), kind).toBeNull();
            } else if (answer.status >= 500) count.otherServerErrors.push(`${answer.status} ${text.slice(0, 200)}`);
          }
        }),
      );
      console.info(
        `database outage: ${Object.entries(tally)
          .map(
            ([kind, count]) =>
              `${kind}: ${count.unavailable} of ${count.sent} answered 503 (${[...new Set(count.statuses)].join("/")})`,
          )
          .join(", ")}`,
      );
      for (const kind of ["booking", "checkout", "sign-in", "availability"])
        expect([kind, tally[kind]?.unavailable]).toEqual([kind, ROUNDS]);
      const otherServerErrors = Object.entries(tally).flatMap(([kind, count]) =>
        count.otherServerErrors.map((error) => `${kind}: ${error}`),
      );
      expect(otherServerErrors).toEqual([]);
    } finally {
      await proxy.restore();
    }

    // Back by itself: a booking goes through once the database returns.
    await expect.poll(async () => (await send.booking("es", 99)).status, { timeout: 30_000, interval: 250 }).toBe(201);
    expect(instance.child.exitCode).toBeNull();
  }, 90_000);
});
