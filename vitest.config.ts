import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { loadGeo } from "@sobremesa/db/geo";
import { defineConfig } from "vitest/config";
import { COUNTRY_CODES } from "./apps/web/app/lib/countries.ts";
import { buildCountriesCatalogue, countriesCatalogue } from "./apps/web/vite/countries-catalogue.ts";
import { leanLucide } from "./apps/web/vite/lean-lucide.ts";

// One id per test run: its first file to need a migrated (or reference-data) database builds it once
// as a template, the others copy it (see createTestDatabase); the global setup removes them at the end.
const templates = `${process.pid}_${randomBytes(4).toString("hex")}`;

const integration = {
  globalSetup: ["packages/db/src/testing-templates.ts"],
  // Checks every answer of the app against its OpenAPI document, failing the test that got one off it.
  setupFiles: ["apps/server/src/contract-setup.ts"],
  include: ["{apps,packages,scripts}/**/*.integration.test.ts"],
  exclude: ["**/node_modules/**", "**/build/**"],
  pool: "forks" as const,
  // Three on two cores: the files that start processes or wait on the mail and payment fakes leave
  // a worker idle for seconds, which a third fills (CPU was about 80% busy with two).
  maxWorkers: 3,
  // Files of a worker share its modules: importing the app's graph afresh for each file was a third
  // of the suite's time. Each file builds its own app and database, and closes them.
  isolate: false,
  // After the unit files, which share their workers' modules (isolate: false) and so run as a
  // group of their own.
  sequence: { groupOrder: 1 },
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

// Files that talk to fake mail, payment and storage servers or to git, never to a database: the
// PostgreSQL run would repeat them to no purpose.
const databaseFree = [
  "apps/server/src/photos/photo-store.integration.test.ts",
  "apps/server/src/plugins/throttle.integration.test.ts",
  "packages/domain/src/billing/stripe-provider.integration.test.ts",
  "packages/domain/src/notifications/email.integration.test.ts",
  "packages/domain/src/notifications/transports.integration.test.ts",
  "scripts/commit-msg-hook.integration.test.ts",
];

// How many databases this run's integration suite walks: the fuzz tests split their inputs between them.
const testDatabases = process.env.DATABASE_URL ? "2" : "1";

// Unit tests run beside the code with no I/O; integration tests build the app and talk to a real
// database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). Two cores: keep workers bounded.
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's build-time modules (the countries catalogue, the icon sprite) resolve in tests too.
        plugins: [
          countriesCatalogue(() => buildCountriesCatalogue(loadGeo(), COUNTRY_CODES)),
          leanLucide(
            fileURLToPath(new URL("./apps/web/app/components/ui/lucide-icon.ts", import.meta.url)),
            fileURLToPath(new URL("./apps/web/app", import.meta.url)),
          ),
        ],
        test: {
          name: "unit",
          // Unit files share one module graph per worker: re-importing it for every file was 70% of
          // the project's time (180 s against 20 s). They restore the timers and globals they stub.
          isolate: false,
          sequence: { groupOrder: 0 },
          include: ["{apps,packages,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**", "**/build/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration-pglite",
          ...integration,
          // The embedded database always runs, whatever the environment says.
          env: { DATABASE_URL: "", SOBREMESA_TEST_TEMPLATES: templates, SOBREMESA_TEST_DATABASES: testDatabases },
        },
      },
      // The same suite again on a real PostgreSQL server when DATABASE_URL points at one.
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: "integration-postgres",
                ...integration,
                exclude: [...integration.exclude, ...databaseFree],
                env: {
                  DATABASE_URL: process.env.DATABASE_URL,
                  SOBREMESA_TEST_TEMPLATES: templates,
                  SOBREMESA_TEST_DATABASES: testDatabases,
                },
              },
            },
          ]
        : []),
    ],
  },
});
