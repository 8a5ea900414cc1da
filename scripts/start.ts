// `npm start`: build the web app when its sources changed since the last build, then start the server
// (which migrates and seeds demo data on first run). Runs on the Node 24 that npm puts on PATH.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const buildEntry = path.join(root, "apps/web/build/server/index.js");
const sources = [
  "apps/web/app",
  "apps/web/scripts",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "packages/contracts/src",
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (changedAt > builtAt) {
  console.info(builtAt ? "web sources changed: rebuilding" : "first start: building the web app");
  // Always a production build: the server may run as test or development (the browser journeys run
  // it with NODE_ENV=test), and a build under that NODE_ENV would ship React's development bundle.
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

await import("../apps/server/src/server.ts").then((server) => server.startServer());
