import { appliedMigrationCount, type DatabaseHandle, expectedMigrationCount } from "@sobremesa/db";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

const healthResponse = z.object({ status: z.literal("ok") });
const readyResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    database: z.enum(["ok", "unreachable"]),
    migrations: z.enum(["ok", "pending", "unknown"]),
  }),
});

/** /healthz says the process is alive; /readyz says it can serve: database reachable, migrations applied. */
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
      const ready = database === "ok" && migrations === "ok";
      return reply
        .status(ready ? 200 : 503)
        .send({ status: ready ? "ready" : "not_ready", checks: { database, migrations } });
    },
  );
}
