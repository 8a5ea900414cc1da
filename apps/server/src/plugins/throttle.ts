import fastifyRateLimit from "@fastify/rate-limit";
import { DomainError, type Language } from "@sobremesa/contracts";
import { accountMessage, rateLimitedMessage } from "@sobremesa/domain/accounts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { namespacedRedisStore } from "./rate-limit-store.ts";
import { type ThrottleAction, throttleActions, throttleChecks, throttleLimits } from "./throttle-policy.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts one request against the action's limits (per IP, and per account when given); throws
     * 429 when one is exceeded and 503 when the shared store cannot answer (fails closed).
     */
    throttle(
      request: FastifyRequest,
      action: ThrottleAction,
      account: string | undefined,
      language: Language,
    ): Promise<void>;
    /** The shared store of the limits (Redis), or undefined when they are kept in process. */
    rateLimitStore: RateLimitStore | undefined;
  }
}

export interface RateLimitStore {
  /** Whether the store answers now; while it does not, every throttled action answers 503. */
  reachable(): Promise<boolean>;
}

export interface ThrottleOptions {
  /** Redis shared by every instance; unset: an in-process store. */
  redisUrl?: string | undefined;
  /** Key prefix in Redis. */
  nameSpace?: string;
}

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * @fastify/rate-limit with its Redis store (ioredis) when REDIS_URL is set. The Redis client does
 * not queue commands while disconnected and does not retry them, so a store that is down answers
 * at once with an error, which becomes a 503: a request is never let through unchecked.
 */
export const throttle = fp(async (app: FastifyInstance, options: ThrottleOptions) => {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    });
    redis.on("error", (error) => app.log.warn({ err: error }, "rate-limit store (redis) error"));
    await redis
      .connect()
      .catch((error: unknown) => app.log.error({ err: error }, "rate-limit store (redis) unreachable"));
    app.addHook("onClose", async () => {
      redis?.disconnect();
    });
  }
  const store = redis;
  app.decorate(
    "rateLimitStore",
    store
      ? {
          reachable: () =>
            store.ping().then(
              (answer) => answer === "PONG",
              () => false,
            ),
        }
      : undefined,
  );
  await app.register(fastifyRateLimit, {
    global: false,
    cache: 50_000,
    skipOnError: false,
    // Keys read "sobremesa:rl:sign-in:ip:203.0.113.7" (rate-limit-store.ts says why not the package's store).
    ...(redis ? { store: namespacedRedisStore(redis, options.nameSpace ?? "sobremesa:rl:") } : {}),
  });

  const currentKey = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<string, Limiter>();
  for (const action of throttleActions) {
    const limits = throttleLimits[action];
    for (const [kind, limit] of Object.entries(limits)) {
      limiters.set(
        `${action}:${kind}`,
        app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => currentKey.get(request) ?? "",
        }),
      );
    }
  }

  app.decorate(
    "throttle",
    async (request: FastifyRequest, action: ThrottleAction, account: string | undefined, language: Language) => {
      for (const check of throttleChecks(action, { ip: request.ip, account })) {
        const limiter = limiters.get(check.limiter);
        if (!limiter) throw new Error(`no limiter ${check.limiter}`);
        currentKey.set(request, check.key);
        let result: Awaited<ReturnType<Limiter>>;
        try {
          result = await limiter(request);
        } catch (error) {
          request.log.error({ err: error }, "rate-limit store unavailable: failing closed");
          throw new DomainError("NOT_READY", accountMessage("limiterUnavailable", language));
        }
        if (!result.isAllowed && result.isExceeded) {
          throw new DomainError("RATE_LIMITED", rateLimitedMessage(language, result.ttlInSeconds), {
            retryAfterSeconds: result.ttlInSeconds,
          });
        }
      }
    },
  );
});
