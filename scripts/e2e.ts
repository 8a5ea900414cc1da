// `npm run test:e2e`: make sure Debian's chromium is there (never a downloaded browser), then run
// the Playwright journeys against `npm start`'s server on a fresh embedded database.
import { execSync, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function hasChromium(): boolean {
  return spawnSync("which", ["chromium"]).status === 0;
}

if (!hasChromium()) {
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: install Debian's package with `sudo apt-get install -y chromium`.");
    process.exit(1);
  }
  console.info("installing Debian's chromium package for the browser tests");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}

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
