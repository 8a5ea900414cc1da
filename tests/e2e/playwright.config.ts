import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Debian's chromium, never a downloaded browser (scripts/e2e.ts installs it when missing).
const chromium = process.env.CHROMIUM_PATH ?? execFileSync("which", ["chromium"], { encoding: "utf8" }).trim();
const port = Number(process.env.E2E_PORT ?? 3900);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, "../..");

const launchOptions = {
  executablePath: chromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./journeys",
  // The W3C Nu checker over every page type the journeys visited: see tests/e2e/html-validity.
  globalSetup: "./html-validity/global-setup.ts",
  globalTeardown: "./html-validity/global-teardown.ts",
  // One results folder per port: two checkouts running their journeys at once must not clear each other's.
  outputDir: path.join(tmpdir(), `sobremesa-e2e-results-${port}`),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // A trace records a screencast and DOM snapshots of every step: a third of the browsers' work. CI
  // retries a failed journey once and traces that retry; locally, `-- --trace on` records them.
  use: { baseURL, trace: "on-first-retry", launchOptions },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions } },
  ],
  // The journeys run against `npm start`'s server on the embedded database with a fresh data dir.
  webServer: {
    command: "node scripts/start.ts",
    cwd: root,
    url: `${baseURL}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "sobremesa-e2e-")),
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      // "test": production-like, with the dev outbox the accounts journey reads codes from
      // (/__dev/ answers 404 in production).
      NODE_ENV: "test",
      // Journeys stand for many visitors: each account they create comes from its own address
      // (X-Forwarded-For, as behind the load balancer), so per-IP limits count people.
      TRUST_PROXY: "true",
    },
  },
});
