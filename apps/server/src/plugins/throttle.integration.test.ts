import { randomBytes } from "node:crypto";
import { DomainError } from "@sobremesa/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttle } from "./throttle.ts";
import { accountKey, throttleLimits } from "./throttle-policy.ts";

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

describe.skipIf(!redisUp)("the throttle's keys in Redis", () => {
  // A namespace of this run's own: parallel runs and other instances on the same Redis never meet.
  const nameSpace = `sobremesa-test:rl:${randomBytes(6).toString("hex")}:`;
  let app: FastifyInstance;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    app = Fastify();
    await app.register(throttle, { redisUrl: REDIS_URL, nameSpace });
    app.post<{ Body: { email: string } }>("/sign-in", async (request, reply) => {
      try {
        await app.throttle(request, "sign-in", request.body.email, "es");
        return { allowed: true };
      } catch (error) {
        if (error instanceof DomainError) return reply.code(429).send({ code: error.code });
        throw error;
      }
    });
    await app.ready();
  });
  afterAll(async () => {
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await app.close();
  });

  it("names each counter after its action and what it counts, under the namespace, with the limit's window", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/sign-in",
      remoteAddress: "203.0.113.7",
      payload: { email: "Ana@Example.com" },
    });
    expect(answer.json()).toEqual({ allowed: true });
    const ipKey = `${nameSpace}sign-in:ip:203.0.113.7`;
    const accountCounter = `${nameSpace}sign-in:account:${accountKey("ana@example.com")}`;
    expect((await redis.keys(`${nameSpace}*`)).sort()).toEqual([accountCounter, ipKey].sort());
    expect(await redis.get(ipKey)).toBe("1");
    expect(await redis.get(accountCounter)).toBe("1");
    const ttl = await redis.pttl(ipKey);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(throttleLimits["sign-in"].ip.windowMs);
  });

  it("still refuses the account past its limit, from any address", async () => {
    const { max } = throttleLimits["sign-in"].account!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const answer = await app.inject({
        method: "POST",
        url: "/sign-in",
        remoteAddress: `198.51.100.${attempt + 1}`,
        payload: { email: "bruno@example.com" },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses[max]).toBe(429);
    expect(await redis.get(`${nameSpace}sign-in:account:${accountKey("bruno@example.com")}`)).toBe(String(max + 1));
  });
});
