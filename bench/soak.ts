// `npm run bench:soak -- [--profile soak|load] [--duration 20s] [--places N] ...` (needs DATABASE_URL: a
// PostgreSQL server where we may create databases; REDIS_URL is passed on when set). Starts the real
// server on a copy of a cached seeded database and drives a mixed workload through HTTP, printing one
// JSON line per figure on stdout (progress goes to stderr), each beside the bare Fastify JSON endpoint
// (/api/tools/status) driven by the same client in the same run:
//   --profile soak (default): closed loop, --connections clients each running a weighted mix (pages,
//     search and listing API, facets, page data, availability, book, cancel, sign in, tickets, store)
//     as fast as the server answers: throughput, p95/p99, error rate, and the server's RSS and heap at
//     the start and end of the run.
//   --profile load: open loop at fixed rates (--booking-rate 50 --search-rate 1000 by default, on
//     100,000 places): what was reached (achieved rates, requests not sent because --max-in-flight
//     were already waiting), latency, errors, and reads the server shed (a quick 503 with Retry-After
//     past DISCOVERY_MAX_IN_FLIGHT); then the correctness checks: no table booked twice, no session
//     oversold, no negative or unreconciled stock. Both profiles warm up first (--warmup).
//   --worker separate (default) | inline | none: messages delivered by a worker process beside the web
//     instance, as deployed, or by the web instance itself; none leaves them queued, to tell what a
//     step costs by itself from what delivering its messages costs.
//   --cost-seconds N: after the warm-up, each operation alone for N seconds: the CPU per request of
//     the web instance (beside the bare endpoint's), the worker, the database and the generator, which
//     holds on a shared machine where rates do not.
//   --instances N (1 for soak, 2 for load): N web instances on ports 3980.., the requests going round them as a load
//     balancer sends them (several stateless instances against one database and Redis, as deployed).
//   --only NAME[,NAME]: only those operations (book, search_listing, ...), e.g. to profile one path
//     with BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
// Seeded databases are kept between runs as sobremesa_bench_<places> and rebuilt only when their
// migration count is stale (or with --fresh); each run works on a copy (CREATE DATABASE ... TEMPLATE)
// that is dropped at the end, so the cache stays as seeded.
// The parts live in bench/soak/: profiles.ts (the command line and each profile's mix), scenarios.ts
// (the operations and their fixtures), measuring.ts (tallies, drivers, memory and CPU), report.ts
// (the figures and the correctness checks), with http.ts and database.ts beside them.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { admin, cachedDatabase, databaseUrl } from "./soak/database.ts";
import { agent, origins, port, request, siteOrigin, waitFor } from "./soak/http.ts";
import {
  closedLoop,
  cpuSince,
  cpuSnapshot,
  measureCostPerRequest,
  metricsToken,
  openLoop,
  serverMemory,
  Tally,
} from "./soak/measuring.ts";
import {
  bookingRate,
  connections,
  costSeconds,
  duration,
  emit,
  instances,
  log,
  maxInFlight,
  only,
  profile,
  rates,
  referenceDuration,
  searchRate,
  warmup,
  weights,
  workerMode,
} from "./soak/profiles.ts";
import { correctness, reportFigures, reportOutbox, SESSION_SEATS } from "./soak/report.ts";
import {
  loadFixtures,
  type Operation,
  type OperationName,
  operations,
  outcomeOf,
  registerAccounts,
} from "./soak/scenarios.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
let workerExit: Promise<unknown> = Promise.resolve();
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

async function main() {
  // Built afresh in production mode: a build left by another command may be stale or a development one.
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  const cached = await cachedDatabase();
  const run = `sobremesa_bench_run_${process.pid}_${randomBytes(3).toString("hex")}`;
  const copying = performance.now();
  await admin(`create database ${run} template ${cached} strategy file_copy`);
  emit({ figure: "database_copy", ms: Math.round(performance.now() - copying) });
  const db = new pg.Pool({ connectionString: databaseUrl(run), max: 2 });
  // Dropping the run's database ends any connection still open: not a failure of the bench.
  db.on("error", () => {});
  try {
    // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server, and
    // BENCH_WORKER_NODE_ARGS the worker (Node refuses --cpu-prof in NODE_OPTIONS).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    const serverEnv = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl(run),
      DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? "20",
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      LOG_LEVEL: "error",
      NODE_ENV: "production",
      // Production refuses to start without a secret for signed links; any will do for a benchmark.
      APP_SECRET: randomBytes(32).toString("hex"),
      // /metrics is not served in production without a token; the bench reads memory from it.
      METRICS_TOKEN: metricsToken,
    };
    // As deployed (compose.yaml): the web instances only serve, and one worker process delivers the
    // messages and runs the schedules (--worker inline keeps both in each web instance).
    const servers = origins.map((_, index) =>
      spawn(process.execPath, [...nodeArgs, "apps/server/src/cli.ts", "start"], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...serverEnv,
          PORT: String(port + index),
          SITE_URL: siteOrigin,
          WORKER: workerMode === "inline" ? "inline" : "off",
        },
      }),
    );
    const webPids = servers.map((server) => server.pid!);
    let workerPid: number | undefined;
    if (workerMode === "separate") {
      const workerArgs = process.env.BENCH_WORKER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
      const worker = spawn(process.execPath, [...workerArgs, "apps/server/src/cli.ts", "worker"], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
        env: serverEnv,
      });
      children.push(worker);
      workerPid = worker.pid;
      workerExit = new Promise((resolve) => worker.once("exit", resolve));
    }
    children.push(...servers);
    const starting = performance.now();
    for (let instance = 0; instance < instances; instance++) await waitFor("/readyz", 300_000, instance);
    emit({ figure: "server_start", ms: Math.round(performance.now() - starting) });

    const fixtures = await loadFixtures(db);
    fixtures.accounts = await registerAccounts(db, 50);
    const baseline = new Map(
      ((await db.query(SESSION_SEATS)).rows as { id: number; unaccounted: number }[]).map((row) => [
        row.id,
        row.unaccounted,
      ]),
    );
    const ops = operations(fixtures);

    // The reference, same client and connections, also the server's warm-up: the bare JSON endpoint.
    const reference = new Tally();
    const status: Operation = async () => outcomeOf(await request("GET", "/api/tools/status?lang=es&v=6.1.1"), [200]);
    const referenceStart = await serverMemory();
    log(`reference: /api/tools/status, ${connections} connections, ${referenceDuration} s`);
    const referenceSummary = reference.summary(
      await closedLoop([[status, 1, reference]], connections, referenceDuration),
    );
    const referenceEnd = await serverMemory();

    // The writes checked afterwards include the warm-up's.
    const since = (await db.query("select now() as now")).rows[0].now as Date;
    for (const name of only ?? []) if (!(name in ops)) throw new Error(`--only: no operation named ${name}`);
    const chosen = <T>(table: Record<OperationName, T>) =>
      (Object.entries(table) as [OperationName, T][]).filter(([name]) => !only || only.includes(name));
    const drive = (secondsToRun: number, tallyOf: (name: OperationName) => Tally) => {
      if (profile === "soak") {
        return closedLoop(
          chosen(weights).map(([name, weight]) => [ops[name], weight, tallyOf(name)]),
          connections,
          secondsToRun,
        );
      }
      return openLoop(
        chosen(rates).map(([name, rate]) => [ops[name], rate, tallyOf(name)]),
        secondsToRun,
      );
    };
    if (warmup > 0) {
      log(`warm-up: the same workload for ${warmup} s, not counted`);
      await drive(warmup, () => new Tally());
    }
    if (costSeconds > 0) {
      // Not cancel: alone it runs out of bookings to cancel in a moment.
      const alone = chosen(rates).filter(([name]) => name !== "cancel");
      await measureCostPerRequest(
        status,
        alone.map(([name]) => [name, ops[name]]),
        webPids,
        workerPid,
      );
    }

    const tallies = new Map<OperationName, Tally>();
    const tally = (name: OperationName) => {
      if (!tallies.has(name)) tallies.set(name, new Tally());
      return tallies.get(name)!;
    };
    const start = await serverMemory();
    let peakRss = start.rss;
    const sampler = setInterval(() => {
      serverMemory()
        .then((memory) => {
          peakRss = Math.max(peakRss, memory.rss);
        })
        .catch(() => {});
    }, 1000);
    log(
      profile === "soak"
        ? `mixed workload: ${connections} connections, ${duration} s`
        : `load: ${bookingRate} bookings/s and ${searchRate} searches/s for ${duration} s (at most ${maxInFlight} in flight)`,
    );
    const cpuBefore = cpuSnapshot(webPids, workerPid);
    const elapsed = await drive(duration, tally);
    const cpu = cpuSince(cpuBefore, cpuSnapshot(webPids, workerPid));
    clearInterval(sampler);
    const end = await serverMemory();
    reportFigures({
      tallies,
      elapsed,
      cpu,
      start,
      end,
      peakRss,
      referenceSummary,
      referenceStart,
      referenceEnd,
    });
    await correctness(db, baseline, since);
    await reportOutbox(db, since);
    const serverExits = servers.map((server) => new Promise((resolve) => server.once("exit", resolve)));
    for (const child of children) child.kill("SIGTERM");
    await Promise.all([...serverExits, workerExit]);
  } finally {
    agent.destroy();
    await db.end();
    await admin(`drop database if exists ${run} with (force)`);
  }
}

await main();
process.exit(0);
