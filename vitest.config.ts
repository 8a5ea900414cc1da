import { defineConfig } from "vitest/config";

// Unit tests run beside the code with no I/O; integration tests build the app and talk to a real
// database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set). Two cores: keep workers bounded.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages,scripts,bench}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.integration.test.ts", "**/node_modules/**", "**/build/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["{apps,packages,scripts}/**/*.integration.test.ts"],
          exclude: ["**/node_modules/**", "**/build/**"],
          pool: "forks",
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
