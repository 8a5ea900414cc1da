// `npm run bench:lighthouse [-- --strict] [-- --runs 3]`: Lighthouse (mobile, simulated throttling)
// on the home, a listing, a place and its booking page of a server started with demo data, in
// Debian's chromium (CHROME_PATH, else /usr/bin/chromium; never a downloaded browser). Prints one line
// per figure against its budget; a figure over budget is marked MISSED. The exit code is non-zero for
// a missed budget only with --strict: on a shared machine the performance score moves a few points.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const strict = args.includes("--strict");
const runsFlag = args.indexOf("--runs");
// --report-dir DIR keeps each run's full Lighthouse report (JSON) to see what an audit found.
const reportFlag = args.indexOf("--report-dir");
const reportDir = reportFlag >= 0 ? args[reportFlag + 1] : undefined;
const runs = runsFlag >= 0 ? Math.max(1, Number(args[runsFlag + 1]) || 1) : 1;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** A port nobody listens on now: other checkouts on this machine run their servers too. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

const port = Number(process.env.LIGHTHOUSE_PORT ?? (await freePort()));
const debuggingPort = await freePort();
const origin = `http://127.0.0.1:${port}`;

/** The budgets: scores out of 100, JavaScript in compressed kilobytes. */
const budgets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const JS_BUDGET_KB = 120;
type Category = keyof typeof budgets;

const children: ChildProcess[] = [];
const temporary: string[] = [];
function cleanUp() {
  for (const child of children) child.kill("SIGTERM");
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
}
process.on("exit", cleanUp);
process.on("SIGINT", () => process.exit(130));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

// Built afresh, in production mode: a build left by another command may be stale, or made under
// another NODE_ENV (React's development bundle weighs half as much again).
execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });

// The server as production runs it (compression, caching, CSP), with demo data on a fresh database.
const dataDir = mkdtempSync(path.join(tmpdir(), "sobremesa-lighthouse-"));
temporary.push(dataDir);
const server = spawn(process.execPath, ["apps/server/src/cli.ts", "start"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    REDIS_URL: "",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    SEED_PLACES: process.env.SEED_PLACES ?? "2000",
    // Production refuses to start without a secret for signed links; any will do here.
    APP_SECRET: randomBytes(32).toString("hex"),
  },
});
children.push(server);
await waitFor(`${origin}/readyz`, 240_000);

// A listing of the demo data, its first place, and that place's booking page.
const listingPath = process.env.LIGHTHOUSE_LISTING_PATH ?? "/mx/jalisco/guadalajara/";
const listingHtml = await (await fetch(`${origin}${listingPath}`)).text();
const placeSlug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(listingHtml)?.[1];
if (!placeSlug) throw new Error(`no place linked from ${listingPath}`);
const pages: [string, string][] = [
  ["home", "/"],
  ["listing", listingPath],
  ["place", `/lugar/${placeSlug}/`],
  ["booking", `/lugar/${placeSlug}/reservar/`],
];

// Each page once before measuring: the first render of a page after the start fills the server's
// caches, and the server's own start-up work (vacuum, the facet index) settles meanwhile.
for (const [, pathname] of pages) await (await fetch(`${origin}${pathname}`)).text();
await new Promise((resolve) => setTimeout(resolve, 3_000));

const profileDir = mkdtempSync(path.join(tmpdir(), "sobremesa-lighthouse-chromium-"));
temporary.push(profileDir);
const chromium = spawn(
  chromePath,
  [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    `--user-data-dir=${profileDir}`,
    `--remote-debugging-port=${debuggingPort}`,
    "about:blank",
  ],
  { stdio: "ignore" },
);
children.push(chromium);
await waitFor(`http://127.0.0.1:${debuggingPort}/json/version`, 30_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
let missed = 0;

function report(page: string, figure: string, value: number, budget: number, unit: "score" | "KB") {
  const ok = unit === "score" ? value >= budget : value <= budget;
  if (!ok) missed += 1;
  const shown = unit === "score" ? String(value) : `${value.toFixed(1)} KB`;
  const limit = unit === "score" ? `>= ${budget}` : `<= ${budget} KB`;
  console.info(
    `${ok ? "ok    " : "MISSED"}  ${page.padEnd(8)} ${figure.padEnd(15)} ${shown.padStart(9)}   budget ${limit}`,
  );
}

/** One Lighthouse run of a page; a run whose trace Lighthouse failed to record (NO_NAVSTART and the like) is made again, twice at most. */
async function audit(pathname: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${origin}${pathname}`, {
      port: debuggingPort,
      logLevel: "error",
      output: "json",
      onlyCategories: Object.keys(budgets),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${pathname}: ${runtimeError.code} ${runtimeError.message}`);
    console.info(`        ${pathname}: ${runtimeError.code}, measured again`);
  }
}

console.info(`Lighthouse (mobile, simulated throttling) on ${origin}, median of ${runs} run(s) per page`);
for (const [name, pathname] of pages) {
  const scores: Record<Category, number[]> = { performance: [], accessibility: [], "best-practices": [], seo: [] };
  const scriptKb: number[] = [];
  const failing = new Set<string>();
  for (let run = 0; run < runs; run += 1) {
    const lhr = await audit(pathname);
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    for (const category of Object.keys(budgets) as Category[]) {
      const found = lhr.categories[category];
      scores[category].push(Math.round((found?.score ?? 0) * 100));
      // Which audits cost points, to know what to fix (scored audits under 1 only).
      for (const ref of found?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.add(`${category}:${ref.id}`);
      }
    }
    // First view: the JavaScript the page transferred (compressed as served) until it was loaded.
    const summary = lhr.audits["resource-summary"]?.details as
      | { items?: { resourceType: string; transferSize: number }[] }
      | undefined;
    const script = summary?.items?.find((item) => item.resourceType === "script")?.transferSize ?? 0;
    scriptKb.push(script / 1024);
  }
  for (const category of Object.keys(budgets) as Category[]) {
    report(name, category, median(scores[category]), budgets[category], "score");
  }
  report(name, "javascript", median(scriptKb), JS_BUDGET_KB, "KB");
  if (failing.size > 0) console.info(`        ${name.padEnd(8)} audits below 1: ${[...failing].sort().join(", ")}`);
}

console.info(missed === 0 ? "every budget met" : `${missed} budget(s) missed`);
cleanUp();
process.exit(strict && missed > 0 ? 1 : 0);
