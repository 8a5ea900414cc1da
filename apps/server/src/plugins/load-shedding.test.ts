import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { loadShedding } from "./load-shedding.ts";

/** A search that answers when the test says so, and a booking that answers at once. */
async function appWith(maxInFlight: number, loop = { delayMs: 1 }) {
  const app = Fastify({ logger: false });
  const waiting: (() => void)[] = [];
  await app.register(loadShedding, {
    maxInFlight,
    intervalMs: 5,
    loopDelayMs: () => loop.delayMs,
    random: () => 0.5,
  });
  app.get("/api/places/search", { config: { shed: "discovery" } }, async () => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { ok: true };
  });
  app.post("/rsv/reservations", async () => ({ booked: true }));
  await app.ready();
  const started = async (count: number) => {
    while (waiting.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  const releaseAll = () => {
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { app, started, releaseAll };
}

describe("load shedding of discovery reads", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it("answers a quick 503 past the limit, in the visitor's language, while bookings still go through", async () => {
    const { app, started, releaseAll } = await appWith(2);
    close = () => app.close();
    const held = [app.inject("/api/places/search?lang=es"), app.inject("/api/places/search?lang=es")];
    await started(2);

    const refused = await app.inject("/api/places/search?lang=es");
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.json()).toMatchObject({
      error: { code: "NOT_READY", message: "Hay mucha demanda en este momento; inténtalo de nuevo en unos segundos" },
    });
    const inEnglish = await app.inject("/api/places/search?lang=en");
    expect(inEnglish.json().error.message).toBe("We are very busy right now; please try again in a few seconds");

    const booking = await app.inject({ method: "POST", url: "/rsv/reservations" });
    expect(booking.statusCode).toBe(200);

    releaseAll();
    expect((await Promise.all(held)).map((response) => response.statusCode)).toEqual([200, 200]);
    // The finished ones gave their places back.
    const again = app.inject("/api/places/search?lang=es");
    await started(1);
    releaseAll();
    expect((await again).statusCode).toBe(200);
  });

  it("gives the place back when the client goes away before the answer", async () => {
    const { app, started, releaseAll } = await appWith(1);
    close = () => app.close();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const abandoned = fetch(`http://127.0.0.1:${port}/api/places/search`, { signal: controller.signal }).catch(
      () => "aborted",
    );
    await started(1);
    controller.abort();
    expect(await abandoned).toBe("aborted");
    releaseAll();
    const next = fetch(`http://127.0.0.1:${port}/api/places/search`);
    await started(1);
    releaseAll();
    expect((await next).status).toBe(200);
  });

  it("turns a growing share of discovery reads away while the event loop is saturated, never a booking", async () => {
    const loop = { delayMs: 150 };
    const { app, releaseAll } = await appWith(100, loop);
    close = async () => {
      releaseAll();
      await app.close();
    };
    /** A search's fate: its status when refused, "admitted" when it reached the handler (which waits for the test). */
    const attempt = async () => {
      const answer = app.inject("/api/places/search?lang=en");
      const settled = await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 20, "admitted"))]);
      releaseAll();
      return settled === "admitted" ? "admitted" : (settled as { statusCode: number }).statusCode;
    };
    // The share grows by a twentieth every interval: past one half, this visitor's draw (0.5) is refused.
    await expect.poll(attempt).toBe(503);
    expect((await app.inject({ method: "POST", url: "/rsv/reservations" })).statusCode).toBe(200);
    loop.delayMs = 2;
    await expect.poll(attempt).toBe("admitted");
  });

  it("limits nothing at 0", async () => {
    const { app, started, releaseAll } = await appWith(0);
    close = () => app.close();
    const all = Array.from({ length: 5 }, () => app.inject("/api/places/search"));
    await started(5);
    releaseAll();
    expect((await Promise.all(all)).every((response) => response.statusCode === 200)).toBe(true);
  });
});
