import { appliedMigrationCount, type DatabaseHandle, expectedMigrationCount } from "@sobremesa/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { RateLimitStore } from "./throttle.ts";
import { throttleActions } from "./throttle-policy.ts";

const healthResponse = z.object({ status: z.literal("ok") });
const readyResponse = z.object({
  status: z.enum(["ready", "degraded", "not_ready"]),
  /** Present while the instance shuts down: not ready whatever the checks say. */
  draining: z.literal(true).optional(),
  checks: z.object({
    database: z.enum(["ok", "unreachable"]),
    migrations: z.enum(["ok", "pending", "unknown"]),
    /** Only with a shared rate-limit store (REDIS_URL). */
    redis: z.enum(["ok", "unreachable"]).optional(),
  }),
  /** The actions answering 503 right now (those behind the rate limits while Redis is away). */
  unavailable: z.array(z.enum(throttleActions)).optional(),
});

/**
 * /healthz says the process is alive; /readyz says it can serve: database reachable, migrations
 * applied, and not shutting down (503 otherwise). With Redis unreachable it still serves all but the
 * rate-limited actions, which fail closed: 200 "degraded", naming them. Redis is shared by every
 * instance, so a 503 would take them all out of the balancer for a partial outage (ADR 019).
 */
export async function health(
  app: FastifyInstance,
  options: { database: DatabaseHandle; rateLimitStore?: RateLimitStore | undefined },
) {
  const expected = expectedMigrationCount();

  app.get(
    "/healthz",
    { schema: { tags: ["system"], summary: "Process liveness", response: { 200: healthResponse } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: database reachable and migrations applied (200 degraded while Redis is away)",
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      const [schema, redisReachable] = await Promise.all([
        appliedMigrationCount(options.database).then(
          (applied) => ({
            database: "ok" as const,
            migrations: applied >= expected ? ("ok" as const) : ("pending" as const),
          }),
          () => ({ database: "unreachable" as const, migrations: "unknown" as const }),
        ),
        options.rateLimitStore?.reachable(),
      ]);
      const { database, migrations } = schema;
      const redis = redisReachable === undefined ? undefined : redisReachable ? "ok" : "unreachable";
      const draining = app.draining.active;
      const ready = database === "ok" && migrations === "ok" && !draining;
      const degraded = ready && redis === "unreachable";
      return reply.status(ready ? 200 : 503).send({
        status: degraded ? "degraded" : ready ? "ready" : "not_ready",
        ...(draining ? { draining: true as const } : {}),
        checks: { database, migrations, ...(redis ? { redis } : {}) },
        ...(redis === "unreachable" ? { unavailable: [...throttleActions] } : {}),
      });
    },
  );
}
