import { execSync } from "node:child_process";
import { type Config, loadConfig } from "@sobremesa/config";
import { createTestDatabase, type TestDatabase } from "@sobremesa/db/testing";
import type { SandboxProvider } from "@sobremesa/domain/billing";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { contractCheck } from "./contract-testing.ts";
import { loggerOptions } from "./logging.ts";
import { webBuildExists } from "./plugins/web.ts";
import { webBuildDir } from "./runtime.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Demo places to seed; 0 leaves the catalogue empty. */
  places?: number;
  /** Serve the React Router build (pages) as well as the APIs. */
  pages?: boolean;
  /** Collects the app's log lines (JSON text) instead of discarding them. */
  logs?: string[];
  /** Another instance's database, shared as instances behind a load balancer share one; that instance drops it. */
  sharedDatabase?: TestDatabase;
}

/**
 * The same app the server runs, on a fresh database of its own (in-memory PGlite, or a throwaway
 * PostgreSQL database when DATABASE_URL is set), ready for inject() or listen().
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Pages need the React Router build; make it once if this checkout has none yet.
  if (options.pages && !webBuildExists(webBuildDir)) execSync("npm run build", { stdio: "inherit" });
  // A copy of the run's template seeded with as many places (seeding took most of a file's setup).
  const database = options.sharedDatabase ?? (await createTestDatabase({ places: options.places ?? 0 }));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const app = await buildApp({
    config,
    database: database.handle,
    webBuildDir: options.pages ? webBuildDir : undefined,
    answerCheck: contractCheck,
    logger: options.logs
      ? { ...loggerOptions("info"), stream: { write: (line: string) => options.logs?.push(line) } }
      : false,
  });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      if (!options.sharedDatabase) await database.drop();
    },
  };
}

/** The sandbox provider's payments made for one order (its code or number, kept in their metadata), with their status. */
export function sandboxPaymentsOf(database: TestDatabase, order: string): Promise<{ status: string }[]> {
  return database.handle.query<{ status: string }>(
    "select data->>'status' as status from sandbox_billing_objects where kind = 'payment' and data->'metadata'->>'order' = $1",
    [order],
  );
}

/** Runs `step` while the sandbox provider loses its charges' answers (`mode`), and stops losing them after. */
export async function withLostChargeAnswers<T>(
  subject: TestApp,
  mode: "after_charging" | "before_charging",
  step: () => Promise<T>,
): Promise<T> {
  const sandbox = subject.app.services.billing as SandboxProvider;
  sandbox.loseChargeAnswers(mode);
  try {
    return await step();
  } finally {
    sandbox.loseChargeAnswers(null);
  }
}
