// `npm run test:e2e`: make sure Debian's chromium is there (never a downloaded browser), then run
// the Playwright journeys against `npm start`'s server on a fresh embedded database.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium, ensureDebianTools } from "./debian-packages.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

ensureDebianTools([chromium]);

const result = spawnSync(
  "npx",
  ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" },
  },
);
process.exit(result.status ?? 1);
