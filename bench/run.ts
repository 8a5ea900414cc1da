// `npm run bench`: builds and starts the real server, then measures it side by side with bare
// reference servers in one run, printing one JSON line per figure. Ratios hold on a shared machine;
// absolute numbers do not.
import { type ChildProcess, execSync, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const children: ChildProcess[] = [];

function stopAll() {
  for (const child of children) child.kill("SIGTERM");
}
process.on("exit", stopAll);

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

function startBare(args: string[]): Promise<void> {
  const child = fork(path.join(root, "bench/bare-servers.ts"), args, { stdio: "ignore" });
  children.push(child);
  return new Promise((resolve) => child.once("message", () => resolve()));
}

async function requestsPerSecond(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Alternates the two targets over several rounds so drift on the machine hits both alike. */
async function compare(
  name: string,
  subjectUrl: string,
  referenceUrl: string,
  extra: Record<string, unknown> = {},
  subjectHeaders: Record<string, string> = {},
) {
  const subject: number[] = [];
  const reference: number[] = [];
  let errors = 0;
  let subjectP99 = 0;
  let referenceP99 = 0;
  for (let round = 0; round < rounds; round++) {
    const a = await requestsPerSecond(subjectUrl, subjectHeaders);
    const b = await requestsPerSecond(referenceUrl);
    subject.push(a.rps);
    reference.push(b.rps);
    subjectP99 = Math.max(subjectP99, a.p99);
    referenceP99 = Math.max(referenceP99, b.p99);
    errors += a.errors + b.errors;
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const line = {
    figure: name,
    subject_rps: Math.round(mean(subject)),
    reference_rps: Math.round(mean(reference)),
    ratio: Number((mean(subject) / mean(reference)).toFixed(3)),
    subject_p99_ms: subjectP99,
    reference_p99_ms: referenceP99,
    errors,
    connections,
    seconds_per_round: seconds,
    rounds,
    ...extra,
  };
  console.info(JSON.stringify(line));
}

// Built afresh in production mode: a build left by another command may be stale or a development one.
execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });

const port = 3950;
const dataDir = mkdtempSync(path.join(tmpdir(), "sobremesa-bench-"));
const server = spawn(process.execPath, ["apps/server/src/cli.ts", "start"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    // Production refuses to start without a secret for signed links; any will do for a benchmark.
    APP_SECRET: randomBytes(32).toString("hex"),
  },
});
children.push(server);
const origin = `http://127.0.0.1:${port}`;
await waitFor(`${origin}/readyz`, 180_000);

// (1) Server-rendered home page against a static server sending the identical bytes.
const homeResponse = await fetch(`${origin}/`);
const homeHtml = await homeResponse.text();
const htmlFile = path.join(dataDir, "home.html");
writeFileSync(htmlFile, homeHtml);
await startBare(["static", String(port + 1), htmlFile, homeResponse.headers.get("content-type") ?? "text/html"]);
await compare("ssr_home_vs_static_html", `${origin}/`, `http://127.0.0.1:${port + 1}/`, {
  bytes: Buffer.byteLength(homeHtml),
});

// (2) A server-rendered listing page (a city) against the identical bytes: as anonymous visitors get
// it (the shared page cache renders it once a minute) and rendered on every request (a signed-in
// visitor's cookie bypasses the cache).
const listingPath = process.env.BENCH_LISTING_PATH ?? "/mx/jalisco/guadalajara/";
const listingResponse = await fetch(`${origin}${listingPath}`);
const listingHtml = await listingResponse.text();
const listingFile = path.join(dataDir, "listing.html");
writeFileSync(listingFile, listingHtml);
await startBare(["static", String(port + 3), listingFile, listingResponse.headers.get("content-type") ?? "text/html"]);
const staticListing = `http://127.0.0.1:${port + 3}/`;
await compare("ssr_listing_cached_vs_static_html", `${origin}${listingPath}`, staticListing, {
  bytes: Buffer.byteLength(listingHtml),
  path: listingPath,
});
await compare(
  "ssr_listing_uncached_vs_static_html",
  `${origin}${listingPath}`,
  staticListing,
  { bytes: Buffer.byteLength(listingHtml), path: listingPath },
  { cookie: "rs_s_t=bench" },
);

// (3) A Fastify JSON endpoint (validation, hooks, metrics, serializer) against bare node:http.
const statusPath = "/api/tools/status?lang=es&v=6.1.1";
const statusJson = await (await fetch(`${origin}${statusPath}`)).text();
await startBare(["json", String(port + 2), statusJson]);
await compare("fastify_json_vs_node_http", `${origin}${statusPath}`, `http://127.0.0.1:${port + 2}/`, {
  bytes: statusJson.length,
});

stopAll();
process.exit(0);
