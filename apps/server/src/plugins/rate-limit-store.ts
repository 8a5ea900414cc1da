import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

// One counter per key and window: the first hit starts the window; the answer is the count and the
// milliseconds the window has left (what @fastify/rate-limit expects of a store).
const COUNT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;

type Counting = Redis & {
  sobremesaRateLimit(key: string, windowMs: number, callback: (error: Error | null, result?: unknown) => void): void;
};

/**
 * A Redis store for @fastify/rate-limit whose keys are the limiter's own key under the namespace:
 * "sobremesa:rl:sign-in:ip:203.0.113.7". The package's Redis store puts the route's method and URL
 * before the key, and limiters made with createRateLimit have no route, so its keys all began
 * "undefinedundefined-". Our keys already name the action and what is counted (throttle-policy.ts),
 * so no route is needed to tell limiters apart.
 */
export function namespacedRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  const counting = redis as Counting;
  if (typeof counting.sobremesaRateLimit !== "function") {
    redis.defineCommand("sobremesaRateLimit", { numberOfKeys: 1, lua: COUNT });
  }
  return class NamespacedRedisStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number) {
      counting.sobremesaRateLimit(`${nameSpace}${key}`, timeWindow, (error, result) => {
        if (error) return callback(error);
        const [current, ttl] = result as [number, number];
        callback(null, { current, ttl });
      });
    }
    // Every limiter shares the namespace: the key tells them apart.
    child() {
      return this;
    }
  };
}
