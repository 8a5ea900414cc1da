import { appliedMigrationCount, type DatabaseHandle, expectedMigrationCount } from "@sobremesa/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const healthResponse = z.object({ status: z.literal("ok") });
const readyResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  /** Present while the instance shuts down: not ready whatever the checks say. */
  draining: z.literal(true).optional(),
  checks: z.object({
    database: z.enum(["ok", "unreachable"]),
    migrations: z.enum(["ok", "pending", "unknown"]),
  }),
});

/**
 * /healthz says the process is alive; /readyz says it can serve: database reachable, migrations
 * applied, and not shutting down.
 */
export async function health(app: FastifyInstance, options: { database: DatabaseHandle }) {
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
        summary: "Readiness: database reachable and migrations applied",
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (_request, reply) => {
      let database: "ok" | "unreachable" = "ok";
      let migrations: "ok" | "pending" | "unknown" = "unknown";
      try {
        const applied = await appliedMigrationCount(options.database);
        migrations = applied >= expected ? "ok" : "pending";
      } catch {
        database = "unreachable";
      }
      const draining = app.draining.active;
      const ready = database === "ok" && migrations === "ok" && !draining;
      return reply.status(ready ? 200 : 503).send({
        status: ready ? "ready" : "not_ready",
        ...(draining ? { draining: true as const } : {}),
        checks: { database, migrations },
      });
    },
  );
}
