// `npm run bench:reservations` (needs DATABASE_URL: a PostgreSQL server where we may create a
// database): starts the real server on a throwaway database seeded with demo places and their
// reservation setups, then prints one JSON line per figure, each beside the bare Fastify JSON
// endpoint measured in the same run:
//   availability of one place and day (latency percentiles and throughput), and bookings per second
//   sustained by parallel clients, followed by a check that no table holds overlapping bookings.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { percentile } from "./seeded-bench.ts";
import { throwawayDatabase, waitFor } from "./throwaway-database.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("bench:reservations needs DATABASE_URL (PostgreSQL)");
const places = Number(process.env.BENCH_PLACES ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const clients = Number(process.env.BENCH_CONNECTIONS ?? 20);
const RSV = "requestFrom=WEBSITE";
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

const database = await throwawayDatabase(serverUrl, "sobremesa_bench_rsv");
const db = database.pool;

const port = 3970;
const origin = `http://127.0.0.1:${port}`;
// BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, "apps/server/src/cli.ts", "start"], {
  cwd: root,
  stdio: "ignore",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: "20",
    SEED_PLACES: String(places),
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    // Production refuses to start without a secret for signed links; any will do for a benchmark.
    APP_SECRET: randomBytes(32).toString("hex"),
  },
});
children.push(server);

const round = (value: number) => Math.round(value * 100) / 100;

try {
  await waitFor(`${origin}/readyz`, 300_000);
  const reference = `${origin}/api/tools/status?lang=es&v=6.1.1`;
  const json = await autocannon({ url: reference, connections: 10, duration: 5 });
  const referenceRps = json.requests.average;

  // (1) Availability of one place and day: sequential latency, then throughput.
  const { rows } = await db.query<{ slug: string; timezone: string }>(
    `select p.slug, p.timezone from places p join reservation_shifts s on s.place_id = p.id
      where 0 = any(s.weekdays) or 3 = any(s.weekdays) group by p.id order by p.id limit 1`,
  );
  const place = rows[0]!;
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: place.timezone }).format(
    new Date(Date.now() + 3 * 86_400_000),
  );
  const availabilityUrl = `${origin}/rsv/places/${place.slug}/availability?${RSV}&date=${date}&party=2`;
  const latencies: number[] = [];
  for (let index = 0; index < 330; index++) {
    const started = performance.now();
    const response = await fetch(availabilityUrl);
    await response.arrayBuffer();
    if (index >= 30) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const availability = await autocannon({ url: availabilityUrl, connections: 10, duration: 5 });
  console.info(
    JSON.stringify({
      figure: "availability_one_place_day",
      p50_ms: round(percentile(latencies, 0.5)),
      p95_ms: round(percentile(latencies, 0.95)),
      subject_rps: Math.round(availability.requests.average),
      reference_rps: Math.round(referenceRps),
      ratio: round(availability.requests.average / referenceRps),
      errors: availability.errors + availability.non2xx,
      places,
    }),
  );

  // (2) Bookings: parallel clients book random times of random places for `seconds`.
  const targets = (
    await db.query<{ slug: string; timezone: string; weekdays: number[]; first: string; interval: number }>(
      `select p.slug, p.timezone, s.weekdays, s.first_seating::text as first, s.slot_interval_minutes as interval
         from places p join reservation_shifts s on s.place_id = p.id`,
    )
  ).rows;
  let created = 0;
  let refused = 0;
  let failed = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async (index: number) => {
    let attempt = 0;
    while (Date.now() < deadline) {
      const target = targets[(index * 7919 + attempt * 104_729) % targets.length]!;
      attempt++;
      const day = 1 + ((index + attempt) % 25);
      const when = new Date(Date.now() + day * 86_400_000);
      const localDate = new Intl.DateTimeFormat("en-CA", { timeZone: target.timezone }).format(when);
      const [hours, minutes] = target.first.split(":").map(Number) as [number, number];
      const slot = hours * 60 + minutes + (attempt % 4) * target.interval;
      const time = `${String(Math.floor(slot / 60) % 24).padStart(2, "0")}:${String(slot % 60).padStart(2, "0")}`;
      const response = await fetch(`${origin}/rsv/reservations?${RSV}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({
          placeSlug: target.slug,
          date: localDate,
          time,
          party: 2,
          contact: {
            countryCode: "+52",
            email: `bench-${index}-${attempt}@example.com`,
            firstName: "Bench",
            lastName: "Client",
            phone: "5512345678",
          },
        }),
      });
      await response.arrayBuffer();
      if (response.status === 201) created++;
      else if (response.status === 409 || response.status === 422) refused++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  const overlaps = await db.query<{ count: number }>(
    `select count(*)::int as count from reservation_table_holds a join reservation_table_holds b
       on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.active and b.active
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at`,
  );
  console.info(
    JSON.stringify({
      figure: "bookings_per_second_postgres",
      bookings_per_second: round(created / elapsed),
      refused_per_second: round(refused / elapsed),
      failed,
      double_bookings: overlaps.rows[0]!.count,
      reference_rps: Math.round(referenceRps),
      ratio: round(created / elapsed / referenceRps),
      clients,
      seconds,
    }),
  );
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  await database.drop();
}
process.exit(0);
