// `npm run bench:day-book` (needs DATABASE_URL: a PostgreSQL server where we may create a
// database): starts the real server on a throwaway database, gives one venue 300 bookings on one
// day (each on a table), and prints one JSON line: the server's CPU time per request of that day
// book, beside the same server's bare JSON endpoint (/api/tools/status) measured in the same run.
// CPU is read from /proc (Linux) for the server process alone, so the load generator's share and
// other processes on a shared machine do not count; the ratio is the figure that travels.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { throwawayDatabase, waitFor } from "./throwaway-database.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("bench:day-book needs DATABASE_URL (PostgreSQL)");
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const BOOKINGS = 300;
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

const database = await throwawayDatabase(serverUrl, "sobremesa_bench_daybook");
const db = database.pool;

const port = 3971;
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
  // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command's ")".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function cpuPerRequest(url: string, headers: Record<string, string>) {
  const before = cpuMs(server.pid!);
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const spent = cpuMs(server.pid!) - before;
  const requests = result.requests.average * seconds;
  return {
    cpuMs: spent / Math.max(1, requests),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

try {
  await waitFor(`${origin}/readyz`, 300_000);
  const [place] = (
    await db.query<{ id: number; timezone: string; zone: number }>(
      `select p.id, p.timezone, (select id from reservation_zones z where z.place_id = p.id order by id limit 1) as zone
         from places p join reservation_settings s on s.place_id = p.id order by p.id limit 1`,
    )
  ).rows;
  if (!place) throw new Error("no place with a reservation setup");
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: place.timezone }).format(
    new Date(Date.now() + 2 * 86_400_000),
  );
  // 30 tables, each with ten one-hour bookings from 12:00: 300 bookings on the day, none overlapping.
  await db.query(
    `insert into venue_tables (place_id, zone_id, label, min_covers, max_covers)
       select $1, $2, 'B' || n, 1, 6 from generate_series(1, 30) n`,
    [place.id, place.zone],
  );
  await db.query(
    `with tables as (select id, row_number() over (order by id) as n from venue_tables where place_id = $1 and label like 'B%'),
          slots as (select h from generate_series(0, 9) h),
          rows as (
            select gen_random_uuid() as id, t.id as table_id,
                   (($3::date + time '12:00') at time zone $2) + make_interval(hours => s.h) as starts_at,
                   t.n, s.h
              from tables t cross join slots s),
          made as (
            insert into reservations (id, code, place_id, party, starts_at, ends_at, time_zone, first_name, last_name, email, phone, country_code, manage_token)
            select id, upper(substr(md5(id::text), 1, 8)), $1, 2 + (n % 4)::int, starts_at, starts_at + interval '1 hour', $2,
                   'Comensal', 'N' || n || '-' || h, 'bench' || n || '-' || h || '@example.com', '+525512345678', '+52', md5(id::text)
              from rows returning id, party)
     insert into reservation_table_holds (reservation_id, table_id, place_id, starts_at, ends_at, party)
       select r.id, r.table_id, $1, r.starts_at, r.starts_at + interval '1 hour', made.party
         from rows r join made using (id)`,
    [place.id, place.timezone, date],
  );
  // A host with a live session (the token is the Bearer credential).
  const userId = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await db.query(
    "insert into users (id, name, email, email_verified, first_name, last_name) values ($1, 'Bench Host', $2, true, 'Bench', 'Host')",
    [userId, `host.${userId}@example.com`],
  );
  await db.query(
    "insert into sessions (id, token, user_id, expires_at) values ($1, $2, $3, now() + interval '1 day')",
    [randomUUID(), token, userId],
  );
  await db.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, 'host')", [place.id, userId]);
  const headers = { authorization: `Bearer ${token}` };
  const dayBookUrl = `${origin}/partners/venues/${place.id}/day-book?date=${date}`;
  const check = await fetch(dayBookUrl, { headers });
  const answer = (await check.json()) as { reservations?: unknown[] };
  // The demo's own bookings of that day, if any, come on top of the bench's.
  if (check.status !== 200 || (answer.reservations?.length ?? 0) < BOOKINGS)
    throw new Error(`the day book answered ${check.status} with ${answer.reservations?.length} bookings`);

  // Warm both, then alternate them twice so drift on the machine hits both alike.
  const reference = `${origin}/api/tools/status?lang=es&v=6.1.1`;
  await autocannon({ url: reference, connections, duration: 1 });
  await autocannon({ url: dayBookUrl, connections, duration: 1, headers });
  const subject: Awaited<ReturnType<typeof cpuPerRequest>>[] = [];
  const bare: Awaited<ReturnType<typeof cpuPerRequest>>[] = [];
  for (let roundIndex = 0; roundIndex < 2; roundIndex++) {
    bare.push(await cpuPerRequest(reference, {}));
    subject.push(await cpuPerRequest(dayBookUrl, headers));
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const subjectCpu = mean(subject.map((run) => run.cpuMs));
  const bareCpu = mean(bare.map((run) => run.cpuMs));
  console.info(
    JSON.stringify({
      figure: "day_book_300_bookings_cpu_per_request",
      bookings: answer.reservations?.length,
      subject_cpu_ms: round(subjectCpu),
      reference_cpu_ms: round(bareCpu),
      ratio: round(subjectCpu / bareCpu),
      subject_rps: Math.round(mean(subject.map((run) => run.rps))),
      reference_rps: Math.round(mean(bare.map((run) => run.rps))),
      errors: [...subject, ...bare].reduce((sum, run) => sum + run.errors, 0),
      seconds,
      connections,
    }),
  );
} finally {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  await database.drop();
}
process.exit(0);
