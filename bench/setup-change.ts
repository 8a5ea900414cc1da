// `npm run bench:setup-change` (needs DATABASE_URL: a PostgreSQL server where we may create a
// database): starts the real server on a throwaway database and prints one JSON line: the server's
// CPU time per availability request made right after the venue's setup changed (another instance's
// edit: setup_version bumped in the database, so this server must drop its copy and read the setup
// again), beside the same request with the setup unchanged (kept in memory) and the server's bare
// JSON endpoint (/api/tools/status), all measured in the same run. Requests go one at a time, each
// change before its request; CPU is read from /proc for the server process alone (as bench/day-book.ts).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { throwawayDatabase, waitFor } from "./throwaway-database.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("bench:setup-change needs DATABASE_URL (PostgreSQL)");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

const database = await throwawayDatabase(serverUrl, "sobremesa_bench_setup");
const db = database.pool;
const port = 3972;
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["apps/server/src/cli.ts", "start"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    SEED_PLACES: "3",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    WORKER: "off",
    APP_SECRET: randomBytes(32).toString("hex"),
  },
});
children.push(server);

/** The server process's CPU time so far (user + system), in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function get(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** Server CPU per request over REQUESTS sequential requests, `before` run (outside the server's share) ahead of each. */
async function cpuPerRequest(url: string, before?: () => Promise<unknown>): Promise<number> {
  let spent = 0;
  for (let index = 0; index < REQUESTS; index++) {
    if (before) await before();
    const start = cpuMs(server.pid!);
    await get(url);
    spent += cpuMs(server.pid!) - start;
  }
  return spent / REQUESTS;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

try {
  await waitFor(`${origin}/readyz`, 300_000);
  const [place] = (
    await db.query<{ id: number; slug: string; timezone: string }>(
      `select p.id, p.slug, p.timezone from places p join reservation_settings s on s.place_id = p.id order by p.id limit 1`,
    )
  ).rows;
  if (!place) throw new Error("no place with a reservation setup");
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: place.timezone }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  const availability = `${origin}/rsv/places/${place.slug}/availability?requestFrom=WEBSITE&date=${date}&party=2`;
  const reference = `${origin}/api/tools/status?lang=es&v=6.1.1`;
  const change = () =>
    db.query("update reservation_settings set setup_version = setup_version + 1 where place_id = $1", [place.id]);

  // Warm all three, then alternate them twice so drift on the machine hits each alike.
  for (let index = 0; index < 50; index++) {
    await get(reference);
    await get(availability);
    await change();
    await get(availability);
  }
  const runs = { bare: [] as number[], cached: [] as number[], changed: [] as number[] };
  for (let roundIndex = 0; roundIndex < 2; roundIndex++) {
    runs.bare.push(await cpuPerRequest(reference));
    runs.cached.push(await cpuPerRequest(availability));
    runs.changed.push(await cpuPerRequest(availability, change));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [bare, cached, changed] = [mean(runs.bare), mean(runs.cached), mean(runs.changed)];
  console.info(
    JSON.stringify({
      figure: "availability_after_setup_change_cpu_per_request",
      subject_cpu_ms: round(changed),
      unchanged_cpu_ms: round(cached),
      reference_cpu_ms: round(bare),
      ratio: round(changed / bare),
      unchanged_ratio: round(cached / bare),
      change_cost_ratio: round(changed / cached),
      requests: REQUESTS,
    }),
  );
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  await database.drop();
}
process.exit(0);
