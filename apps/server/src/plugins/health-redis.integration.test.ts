import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../accounts-testing.ts";
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

describe("readiness with the rate limits in Redis", () => {
  let away: TestApp;
  let reachable: TestApp | undefined;

  beforeAll(async () => {
    // Nothing listens on port 1: the store is unreachable from the start.
    away = await buildTestApp({ env: { REDIS_URL: "redis://127.0.0.1:1" } });
    if (redisUp) reachable = await buildTestApp({ env: { REDIS_URL } });
  });
  afterAll(async () => {
    await away?.close();
    await reachable?.close();
  });

  it("says degraded, naming Redis and the actions it refuses, while Redis is unreachable", async () => {
    const refused = await away.app.inject(`/api/tools/email-exists?email=${uniqueEmail()}`);
    expect(refused.statusCode).toBe(503);

    const response = await away.app.inject("/readyz");
    // Still in the balancer: everything but the rate-limited actions is served, and Redis is shared,
    // so a 503 here would take every instance out at once.
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: "degraded",
      checks: { database: "ok", migrations: "ok", redis: "unreachable" },
    });
    expect(body.unavailable).toEqual(expect.arrayContaining(["sign-in", "email-exists", "register"]));
  });

  it.skipIf(!redisUp)("says ready, with Redis checked, when Redis answers", async () => {
    const response = await reachable!.app.inject("/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", redis: "ok" } });
  });
});
