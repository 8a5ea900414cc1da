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
import { type ChildProcess, execSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  appliedMigrationCount,
  expectedMigrationCount,
  openDatabase,
  runMigrations,
  seedDemoData,
} from "@sobremesa/db";
import pg from "pg";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    profile: { type: "string", default: "soak" },
    duration: { type: "string" },
    "reference-duration": { type: "string" },
    places: { type: "string" },
    connections: { type: "string", default: "32" },
    "booking-rate": { type: "string", default: "50" },
    "search-rate": { type: "string", default: "1000" },
    "max-in-flight": { type: "string", default: "1024" },
    warmup: { type: "string" },
    "cost-seconds": { type: "string", default: "0" },
    only: { type: "string" },
    instances: { type: "string" },
    worker: { type: "string", default: "separate" },
    fresh: { type: "boolean", default: false },
  },
});
const profile = values.profile;
if (profile !== "soak" && profile !== "load") throw new Error("--profile expects soak or load");

/** "20s", "2m", "90" (seconds). */
function seconds(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`${flag} expects a duration such as 20s or 2m`);
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
}
function whole(text: string | undefined, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} expects a whole number`);
  return value;
}
const duration = seconds(values.duration ?? (profile === "load" ? "60s" : "20s"), "--duration");
const referenceDuration = seconds(values["reference-duration"] ?? `${Math.min(duration, 20)}s`, "--reference-duration");
// Caches (listing pages, the facet index, prepared plans) fill as a live site's are: not counted.
const warmup = seconds(values.warmup ?? (profile === "load" ? "15s" : "5s"), "--warmup");
const places = whole(values.places ?? (profile === "load" ? "100000" : "2000"), "--places");
const connections = whole(values.connections, "--connections");
const bookingRate = whole(values["booking-rate"], "--booking-rate");
const searchRate = whole(values["search-rate"], "--search-rate");
const maxInFlight = whole(values["max-in-flight"], "--max-in-flight");
const costSeconds = seconds(values["cost-seconds"] ?? "0", "--cost-seconds");
// The load profile runs what compose.yaml deploys: two web instances and a worker.
const instances = whole(values.instances ?? (profile === "load" ? "2" : "1"), "--instances");
const workerMode = values.worker;
if (workerMode !== "separate" && workerMode !== "inline" && workerMode !== "none")
  throw new Error("--worker expects separate, inline or none");
let workerExit: Promise<unknown> = Promise.resolve();

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error("bench:soak needs DATABASE_URL (a PostgreSQL server where we may create databases)");
const log = (line: string) => console.error(`[${profile} bench] ${line}`);
const emit = (line: Record<string, unknown>) => console.info(JSON.stringify({ ...line, profile, places }));
const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}
async function admin(sqlText: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sqlText, params)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}

/**
 * The seeded database of this size, built once (seeding 100,000 places takes minutes) and rebuilt
 * when the code ships migrations it lacks. It is built under another name and renamed when complete,
 * so an interrupted seed is never taken for a cached one.
 */
async function cachedDatabase(): Promise<string> {
  const name = `sobremesa_bench_${places % 1000 === 0 ? `${places / 1000}k` : places}`;
  const exists = (await admin("select 1 from pg_database where datname = $1", [name])).length > 0;
  if (exists && !values.fresh) {
    const handle = await openDatabase({ databaseUrl: databaseUrl(name), poolMax: 1 });
    const applied = await appliedMigrationCount(handle).finally(() => handle.close());
    if (applied === expectedMigrationCount()) {
      emit({ figure: "seed", database: name, cached: true });
      return name;
    }
    log(`${name} has ${applied} migrations, the code ${expectedMigrationCount()}: seeding it again`);
  }
  const building = `${name}_building`;
  await admin(`drop database if exists ${building} with (force)`);
  await admin(`create database ${building}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(building), poolMax: 10 });
  const started = performance.now();
  try {
    await runMigrations(handle);
    log(`seeding ${places} places into ${building}...`);
    await seedDemoData(handle, { places, log });
    // What the server does after its own start-up seed: statistics for the planner, visibility maps.
    await handle.exec("vacuum analyze");
  } finally {
    await handle.close();
  }
  const ms = Math.round(performance.now() - started);
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`alter database ${building} rename to ${name}`);
  emit({ figure: "seed", database: name, cached: false, ms });
  return name;
}

// ---------------------------------------------------------------------------------------------
// HTTP: one keep-alive agent, no compression asked for (the client's CPU is the server's too).

const port = 3980;
/** The web instances, each on its own port: requests go round the list, as a load balancer sends them. */
const origins = Array.from({ length: instances }, (_, index) => `http://127.0.0.1:${port + index}`);
let nextOrigin = 0;
/** The one public address every instance serves (their Origin check and links name it). */
const siteOrigin = `http://localhost:${port}`;
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(connections, maxInFlight) });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded when read: most answers are judged by their status alone (the generator shares the cores). */
  readonly body: string;
}
function request(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown; instance?: number } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const origin = origins[options.instance ?? nextOrigin++ % origins.length];
    const call = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: {
          ...(body === undefined
            ? {}
            : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            get body() {
              return Buffer.concat(chunks).toString();
            },
          }),
        );
        response.on("error", reject);
      },
    );
    call.on("error", reject);
    call.end(body);
  });
}

async function waitFor(path: string, timeoutMs: number, instance = 0) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await request("GET", path, { instance })).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} did not answer in ${timeoutMs} ms`);
}

const metricsToken = randomBytes(32).toString("hex");

/** The web instances' own view of their memory (prom-client's default metrics), added up. */
async function serverMemory(): Promise<{ rss: number; heap: number }> {
  const total = { rss: 0, heap: 0 };
  for (let instance = 0; instance < instances; instance++) {
    const text = (await request("GET", "/metrics", { instance, headers: { authorization: `Bearer ${metricsToken}` } }))
      .body;
    const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? Number.NaN);
    total.rss += metric("process_resident_memory_bytes");
    total.heap += metric("nodejs_heap_size_used_bytes");
  }
  return total;
}

/**
 * CPU seconds a process has used (all its threads, user and system), from /proc: what one request
 * costs holds on a shared machine, where rates and latencies do not.
 */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL process of the machine (backends, WAL writer, checkpointer...). */
function databaseProcesses(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").startsWith("postgres"))
        seconds.set(Number(entry), processCpuSeconds(Number(entry)));
    } catch {}
  }
  return seconds;
}

/**
 * Where the machine's CPU goes: the web instance, the worker, the database (the same PostgreSQL
 * server: a quiet machine is assumed) and this load generator, which shares the cores with them.
 */
interface CpuSnapshot {
  web: number;
  worker: number;
  /** Per process: one that ended between two snapshots took its count with it, so only deltas add up. */
  database: Map<number, number>;
  generator: number;
}
interface CpuUse {
  web: number;
  worker: number;
  database: number;
  generator: number;
}
function cpuSnapshot(webPids: number[], workerPid: number | undefined): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    web: webPids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
    worker: workerPid === undefined ? 0 : processCpuSeconds(workerPid),
    database: databaseProcesses(),
    generator: (own.user + own.system) / 1e6,
  };
}
function cpuSince(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return {
    web: after.web - before.web,
    worker: after.worker - before.worker,
    database,
    generator: after.generator - before.generator,
  };
}

/** Visitors come from many addresses (the server trusts X-Forwarded-For here, as behind a load balancer). */
const visitor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

// ---------------------------------------------------------------------------------------------
// The workload: each operation is one visitor's step (one request, or two for a store order).

/** ok: the answer the visitor wanted; refused: a business answer (slot taken, sold out); error: anything else. */
/** shed: the instance turned a discovery read away at once (503 with Retry-After) under overload. */
type Outcome = "ok" | "refused" | "shed" | "error";
type Operation = () => Promise<Outcome>;

const PASSWORD = "soak-bench-password-1";
const CARD = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = (label: string) => ({
  firstName: "Bench",
  lastName: "Visitor",
  email: `${label}-${randomUUID().slice(0, 12)}@example.com`,
  countryCode: "+52",
  phone: "5512345678",
});
/** Distinct unexpected answers, shown once each on stderr: an error rate is only useful with its causes. */
const seenErrors = new Set<string>();
function outcomeOf(answer: Answer, ok: number[], refused: number[] = []): Outcome {
  if (ok.includes(answer.status)) return "ok";
  if (refused.includes(answer.status)) return "refused";
  if (answer.status === 503 && answer.headers["retry-after"] === "1") return "shed";
  const summary = `${answer.status} ${answer.body.slice(0, 200)}`;
  const key = summary.replace(/[0-9a-f-]{36}/g, "");
  if (seenErrors.size < 20 && !seenErrors.has(key)) {
    seenErrors.add(key);
    log(`unexpected answer: ${summary}`);
  }
  return "error";
}

interface Fixtures {
  listingPaths: string[];
  placeSlugs: string[];
  cities: { id: number; countryId: number }[];
  cuisines: number[];
  bookable: { slug: string; timezone: string; weekdays: number[]; first: number; last: number; interval: number }[];
  sessions: { slug: string; sessionId: number; ticketTypeId: number }[];
  variants: { id: number; stateId: number; country: string; shipping: string }[];
  accounts: string[];
}

async function loadFixtures(db: pg.Pool): Promise<Fixtures> {
  const rows = async <T>(text: string) => (await db.query(text)).rows as T[];
  const listingPaths = (
    await rows<{ path: string }>(
      `select '/' || co.code || '/' || s.slug || '/' || c.slug || '/' as path
         from cities c join states s on s.id = c.state_id join countries co on co.id = s.country_id
        where exists (select 1 from places p where p.city_id = c.id) order by random() limit 200`,
    )
  ).map((row) => row.path);
  const sample = await rows<{ slug: string; city_id: number; country_id: number }>(
    "select slug, city_id, country_id from places order by random() limit 2000",
  );
  const bookable = (
    await rows<{ slug: string; timezone: string; weekdays: number[]; first: string; last: string; interval: number }>(
      `select p.slug, p.timezone, s.weekdays, s.first_seating::text as first, s.last_seating::text as last,
              s.slot_interval_minutes as interval
         from places p join reservation_shifts s on s.place_id = p.id order by random() limit 3000`,
    )
  ).map((row) => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    return { ...row, first: minutes(row.first), last: minutes(row.last) };
  });
  const sessions = (
    await rows<{ slug: string; session_id: number; ticket_type_id: number }>(
      `select e.slug, s.id as session_id, t.id as ticket_type_id
         from experience_sessions s join experiences e on e.id = s.experience_id
         join experience_ticket_types t on t.experience_id = e.id and t.code = 'general'
        where s.status = 'scheduled' and s.starts_at > now() + interval '2 days' and s.reserved < s.capacity
        order by random() limit 300`,
    )
  ).map((row) => ({ slug: row.slug, sessionId: row.session_id, ticketTypeId: row.ticket_type_id }));
  const variants = (
    await rows<{ id: number; state_id: number; country: string; shipping: string }>(
      `select v.id, (select min(s.id) from states s where s.country_id = st.country_id) as state_id,
              co.code as country, (select o.code from store_shipping_options o where o.store_id = st.id order by o.sort limit 1) as shipping
         from store_variants v join store_products p on p.id = v.product_id join stores st on st.id = p.store_id
         join countries co on co.id = st.country_id
        where v.stock > 0 order by random() limit 300`,
    )
  ).map((row) => ({ id: row.id, stateId: row.state_id, country: row.country, shipping: row.shipping }));
  const cuisines = (await rows<{ id: number }>("select id from cuisines order by id limit 40")).map((row) => row.id);
  return {
    listingPaths,
    placeSlugs: sample.map((row) => row.slug),
    cities: sample.map((row) => ({ id: row.city_id, countryId: row.country_id })),
    cuisines,
    bookable,
    sessions,
    variants,
    accounts: [],
  };
}

/** Accounts to sign in with: registered through the API (as people do), then marked verified. */
async function registerAccounts(db: pg.Pool, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `soak-${process.pid}-${index}@example.com`;
    const answer = await request("POST", "/rsv/registeredCustomer/register?requestFrom=WEBSITE", {
      headers: { "x-forwarded-for": visitor() },
      json: { email, password: PASSWORD, firstName: "Bench", lastName: "Visitor" },
    });
    if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.body}`);
    emails.push(email);
  }
  await db.query("update users set email_verified = true where email = any($1)", [emails]);
  return emails;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** The server allows 10 sign-ins per account in 15 minutes; the bench stays under it rather than count 429s. */
const SIGN_INS_PER_ACCOUNT = 8;
const texts = ["cantina", "sushi", "taqueria", "Café", "mezcaleria", "trattoria", "bar", "la casona", "izakaya"];
const facetTypes = ["cuisine", "amenity", "food-type", "category", "price-range"];

function operations(fixtures: Fixtures) {
  const cancellable: { code: string; token: string }[] = [];
  const signIns = new Map<string, number[]>();
  const localDate = (timezone: string, days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date(Date.now() + days * 86_400_000));
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const main = "lang=es&v=6.1.1";
  const get = async (path: string, ok = [200]) => outcomeOf(await request("GET", path), ok);

  const ops = {
    page_home: () => get("/"),
    page_listing: () => get(pick(fixtures.listingPaths)),
    page_place: () => get(`/lugar/${pick(fixtures.placeSlugs)}/`),
    search_listing: () => {
      const city = pick(fixtures.cities);
      const variants = [
        `city_id=${city.id}&category_id=1&sort=score`,
        `city_id=${city.id}&page=${1 + Math.floor(Math.random() * 3)}`,
        `country_id=${city.countryId}&q=${encodeURIComponent(pick(texts))}`,
        `country_id=${city.countryId}&cuisine_ids=${pick(fixtures.cuisines)}&price_ranges=2,3`,
      ];
      return get(`/api/places/search?${main}&${pick(variants)}`);
    },
    search_facets: () => {
      const city = pick(fixtures.cities);
      return get(`/api/quantity-filter-items?${main}&type=${pick(facetTypes)}&city_id=${city.id}&category_id=1`);
    },
    page_data: () => get(`/api/tools/page?${main}&path=${encodeURIComponent(pick(fixtures.listingPaths))}`),
    availability: () => {
      const place = pick(fixtures.bookable);
      const date = localDate(place.timezone, 1 + Math.floor(Math.random() * 20));
      return get(`/rsv/places/${place.slug}/availability?requestFrom=WEBSITE&date=${date}&party=2`);
    },
    book: async () => {
      const place = pick(fixtures.bookable);
      // A day the shift runs, so most refusals are real ones (table taken, pacing), not a closed day.
      let date = localDate(place.timezone, 1 + Math.floor(Math.random() * 25));
      for (let step = 1; step < 7 && !place.weekdays.includes(weekday(date)); step++)
        date = localDate(place.timezone, 1 + Math.floor(Math.random() * 25));
      const slots = Math.max(1, Math.floor((place.last - place.first) / place.interval) + 1);
      const time = clock(place.first + Math.floor(Math.random() * slots) * place.interval);
      const answer = await request("POST", "/rsv/reservations?requestFrom=WEBSITE", {
        headers: { "idempotency-key": randomUUID(), "x-forwarded-for": visitor() },
        json: { placeSlug: place.slug, date, time, party: 2, contact: contact("book") },
      });
      if (answer.status === 201) {
        const { data } = JSON.parse(answer.body) as { data: { code: string; manageToken: string } };
        cancellable.push({ code: data.code, token: data.manageToken });
        // Keep the queue small: cancels take the newest, older ones simply stay booked.
        if (cancellable.length > 1000) cancellable.splice(0, cancellable.length - 1000);
      }
      return outcomeOf(answer, [201], [409, 422]);
    },
    cancel: async () => {
      const booking = cancellable.pop();
      if (!booking) return "refused" as const;
      const answer = await request(
        "DELETE",
        `/rsv/reservations/${booking.code}?requestFrom=WEBSITE&token=${encodeURIComponent(booking.token)}`,
        { headers: { "x-forwarded-for": visitor() } },
      );
      return outcomeOf(answer, [200], [409, 422]);
    },
    sign_in: async () => {
      const now = Date.now();
      let chosen: string | undefined;
      for (const email of fixtures.accounts) {
        const recent = (signIns.get(email) ?? []).filter((at) => now - at < SIGN_IN_WINDOW_MS);
        signIns.set(email, recent);
        if (recent.length < SIGN_INS_PER_ACCOUNT && (!chosen || recent.length < signIns.get(chosen)!.length))
          chosen = email;
      }
      if (!chosen) return "refused" as const;
      signIns.get(chosen)!.push(now);
      const answer = await request("POST", "/rsv/registeredCustomer/login?requestFrom=WEBSITE", {
        headers: { "x-forwarded-for": visitor() },
        json: { email: chosen, password: PASSWORD },
      });
      return outcomeOf(answer, [200]);
    },
    ticket: async () => {
      const session = pick(fixtures.sessions);
      const answer = await request("POST", `/api/experiences/${session.slug}/orders?lang=es`, {
        headers: { "idempotency-key": randomUUID(), "x-forwarded-for": visitor() },
        json: {
          session_id: session.sessionId,
          tickets: [{ ticket_type_id: session.ticketTypeId, quantity: 1 + Math.floor(Math.random() * 2) }],
          contact: contact("ticket"),
          payment: { card: CARD },
        },
      });
      return outcomeOf(answer, [201], [409, 422]);
    },
    store_order: async () => {
      const variant = pick(fixtures.variants);
      const ip = visitor();
      const added = await request("POST", "/api/store/cart/items", {
        headers: { origin: siteOrigin, "x-forwarded-for": ip },
        json: { variant_id: variant.id, quantity: 1, lang: "es" },
      });
      if (added.status !== 200) return outcomeOf(added, [200], [409, 422]);
      const cart = [added.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("sm_cart="));
      const answer = await request("POST", "/api/store/orders", {
        headers: {
          origin: siteOrigin,
          "x-forwarded-for": ip,
          "idempotency-key": randomUUID(),
          ...(cart ? { cookie: cart.split(";")[0]! } : {}),
        },
        json: {
          contact: contact("store"),
          address: {
            country: variant.country,
            recipient: "Bench Visitor",
            line1: "Av. Álvaro Obregón 130",
            district: "Roma Norte",
            city: "Cuauhtémoc",
            state_id: variant.stateId,
            // Mexico's postal code has 5 digits, Colombia's 6 (optional), Costa Rica's 5 (optional).
            postal_code: variant.country === "co" ? "110221" : "06700",
          },
          shipping_code: variant.shipping,
          payment: { card: CARD },
          lang: "es",
        },
      });
      return outcomeOf(answer, [201], [409, 422]);
    },
  } satisfies Record<string, Operation>;
  return ops;
}
type OperationName = keyof ReturnType<typeof operations>;

// ---------------------------------------------------------------------------------------------
// Drivers: closed loop (as fast as answered) and open loop (fixed rates, bounded in flight).

class Tally {
  latencies: number[] = [];
  ok = 0;
  refused = 0;
  shed = 0;
  errors = 0;
  notSent = 0;
  record(ms: number, outcome: Outcome) {
    this.latencies.push(ms);
    this[outcome === "error" ? "errors" : outcome]++;
  }
  get count() {
    return this.ok + this.refused + this.shed + this.errors;
  }
  summary(elapsedSeconds: number) {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
    return {
      rps: round(this.count / elapsedSeconds),
      /** Answered in full (ok or a refusal the domain meant), not shed. */
      served_rps: round((this.ok + this.refused) / elapsedSeconds),
      p50_ms: round(at(0.5)),
      p95_ms: round(at(0.95)),
      p99_ms: round(at(0.99)),
      error_rate: this.count ? round(this.errors / this.count, 4) : 0,
      requests: this.count,
      errors: this.errors,
      refused: this.refused,
      shed: this.shed,
    };
  }
}

async function timed(operation: Operation): Promise<[number, Outcome]> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await operation();
  } catch {
    outcome = "error";
  }
  return [performance.now() - started, outcome];
}

async function closedLoop(mix: [Operation, number, Tally][], clients: number, secondsToRun: number) {
  const total = mix.reduce((sum, [, weight]) => sum + weight, 0);
  const choose = () => {
    let ticket = Math.random() * total;
    for (const entry of mix) {
      ticket -= entry[1];
      if (ticket < 0) return entry;
    }
    return mix[mix.length - 1]!;
  };
  const deadline = performance.now() + secondsToRun * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const [operation, , tally] = choose();
        const [ms, outcome] = await timed(operation);
        tally.record(ms, outcome);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Starts each operation at its rate. The maxInFlight requests allowed to wait are shared out by rate
 * (at least 4 each), so a saturated server cannot starve bookings behind searches; a start finding
 * its share full is counted as not sent.
 */
async function openLoop(plan: [Operation, number, Tally][], secondsToRun: number) {
  const totalRate = plan.reduce((sum, [, rate]) => sum + rate, 0);
  const shares = plan.map(([, rate]) => Math.max(4, Math.round((maxInFlight * rate) / totalRate)));
  const inFlight = plan.map(() => 0);
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const issued = plan.map(() => 0);
  while (performance.now() - started < secondsToRun * 1000) {
    const elapsed = (performance.now() - started) / 1000;
    plan.forEach(([operation, rate, tally], index) => {
      const due = Math.floor(elapsed * rate) - issued[index]!;
      for (let count = 0; count < due; count++) {
        issued[index]!++;
        if (inFlight[index]! >= shares[index]!) {
          tally.notSent++;
          continue;
        }
        inFlight[index]!++;
        const running = timed(operation).then(([ms, outcome]) => {
          inFlight[index]!--;
          tally.record(ms, outcome);
          pending.delete(running);
        });
        pending.add(running);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  // Rates are over the window every request was started in (the offered load); the answers of the
  // last ones may come after it. Over the wall time a run that kept up would read a little short.
  return secondsToRun;
}

// ---------------------------------------------------------------------------------------------
// Correctness after the load (profile load; printed for soak too, it costs little).

async function correctness(db: pg.Pool, baseline: Map<number, number>, since: Date) {
  const count = async (text: string) => Number((await db.query(text)).rows[0].count);
  const overlappingHolds = await count(
    `select count(*) as count from reservation_table_holds a join reservation_table_holds b
       on a.table_id = b.table_id and a.reservation_id < b.reservation_id and a.active and b.active
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at`,
  );
  // The same question from the reservations' own statuses, not trusting the holds' active flag.
  const overlappingReservations = await count(
    `select count(*) as count from reservation_table_holds a join reservations ra on ra.id = a.reservation_id
       join reservation_table_holds b on b.table_id = a.table_id and a.reservation_id < b.reservation_id
       join reservations rb on rb.id = b.reservation_id
      where ra.status in ('pending', 'confirmed', 'seated') and rb.status in ('pending', 'confirmed', 'seated')
        and a.starts_at < b.ends_at and b.starts_at < a.ends_at`,
  );
  const overCapacity = await count(
    "select count(*) as count from experience_sessions where reserved > capacity or reserved < 0",
  );
  // The seed starts sessions with seats sold outside any order; what orders hold or sold since must match.
  const seats = (await db.query(SESSION_SEATS)).rows as { id: number; unaccounted: number }[];
  const seatMismatches = seats.filter((row) => baseline.get(row.id) !== row.unaccounted).length;
  const negativeStock = await count("select count(*) as count from store_variants where stock < 0");
  const unreconciledStock = await count(
    `select count(*) as count from store_variants v
      where v.stock <> coalesce((select sum(m.quantity) from store_stock_movements m where m.variant_id = v.id), 0)`,
  );
  const [writes] = (
    await db.query(
      `select (select count(*) from reservations where created_at >= $1)::int as reservations_made,
              (select count(*) from reservations where cancelled_at >= $1)::int as reservations_cancelled,
              (select count(*) from experience_orders where status = 'paid' and created_at >= $1)::int as ticket_orders_paid,
              (select count(*) from store_orders where created_at >= $1)::int as store_orders`,
      [since],
    )
  ).rows;
  emit({
    figure: "correctness",
    double_bookings: overlappingHolds,
    double_bookings_by_status: overlappingReservations,
    oversold_sessions: overCapacity,
    sessions_reserved_not_orders: seatMismatches,
    negative_stock: negativeStock,
    stock_not_ledger: unreconciledStock,
    ok:
      overlappingHolds + overlappingReservations + overCapacity + seatMismatches + negativeStock + unreconciledStock ===
      0,
    ...writes,
  });
}
/** Per session: reserved seats less those of open or sold orders (the seed's own sales, constant under load). */
const SESSION_SEATS = `select s.id, s.reserved - coalesce(sum(o.seats) filter (where o.status in ('held', 'awaiting_authentication', 'paid')), 0)::int as unaccounted
    from experience_sessions s left join experience_orders o on o.session_id = s.id group by s.id`;

// ---------------------------------------------------------------------------------------------

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
    // What visitors do, roughly: mostly reading, a few bookings (and cancels), a few purchases.
    const weights: Record<OperationName, number> = {
      page_home: 3,
      page_listing: 6,
      page_place: 5,
      search_listing: 25,
      search_facets: 10,
      page_data: 6,
      availability: 20,
      book: 12,
      cancel: 4,
      sign_in: 1,
      ticket: 2,
      store_order: 2,
    };
    // searchRate is split across the search and listing API calls; the rest at small fixed rates.
    const rates: Record<OperationName, number> = {
      search_listing: searchRate * 0.6,
      search_facets: searchRate * 0.3,
      page_data: searchRate * 0.1,
      book: bookingRate,
      cancel: bookingRate / 5,
      availability: bookingRate,
      page_home: 2,
      page_listing: 5,
      page_place: 5,
      sign_in: 1,
      ticket: 2,
      store_order: 2,
    };
    // --only book,availability: just those operations (a profile of one path, say), at their rates or weights.
    const only = values.only?.split(",").map((name) => name.trim());
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
      // Each operation alone, as fast as 8 clients ask: the server's CPU per request, beside the bare
      // endpoint's. Runs after the warm-up; its bookings count in the correctness checks.
      const alone = async (operation: Operation) => {
        const each = new Tally();
        const before = cpuSnapshot(webPids, workerPid);
        await closedLoop([[operation, 1, each]], 8, costSeconds);
        // Messages a step queued are delivered after it: the worker's share is counted a moment on.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        const cpu = cpuSince(before, cpuSnapshot(webPids, workerPid));
        return { requests: each.count, errors: each.errors, cpu };
      };
      const bare = await alone(status);
      const perRequest = (seconds: number, requests: number) => round((seconds * 1000) / Math.max(1, requests), 3);
      const bareMs = perRequest(bare.cpu.web, bare.requests);
      // Not cancel: alone it runs out of bookings to cancel in a moment.
      for (const [name] of chosen(rates).filter(([name]) => name !== "cancel")) {
        const cost = await alone(ops[name]);
        const cpuMs = perRequest(cost.cpu.web, cost.requests);
        emit({
          figure: `cpu_per_request_${name}`,
          cpu_ms: cpuMs,
          reference_cpu_ms: bareMs,
          ratio: round(cpuMs / bareMs, 1),
          // The same request's CPU elsewhere: the worker delivering its messages, the database
          // (less the bare endpoint's idle share) and this generator.
          worker_cpu_ms: perRequest(cost.cpu.worker, cost.requests),
          database_cpu_ms: perRequest(cost.cpu.database, cost.requests),
          generator_cpu_ms: perRequest(cost.cpu.generator, cost.requests),
          requests: cost.requests,
          errors: cost.errors,
          server_cores: round(cost.cpu.web / costSeconds),
        });
      }
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
    const serverCpu = cpu.web;
    clearInterval(sampler);
    const end = await serverMemory();

    const all = new Tally();
    for (const each of tallies.values()) {
      all.latencies.push(...each.latencies);
      all.ok += each.ok;
      all.refused += each.refused;
      all.shed += each.shed;
      all.errors += each.errors;
      all.notSent += each.notSent;
    }
    const mixed = all.summary(elapsed);
    const vs = (subject: number, reference: number) => (reference > 0 ? round(subject / reference, 3) : null);
    const common = { connections: profile === "soak" ? connections : undefined, seconds: round(elapsed, 1) };
    emit({
      figure: "throughput",
      rps: mixed.rps,
      reference_rps: referenceSummary.rps,
      ratio: vs(mixed.rps, referenceSummary.rps),
      ...common,
    });
    emit({
      figure: "server_cpu",
      cores: round(serverCpu / elapsed),
      instances,
      cpu_ms_per_request: round((serverCpu * 1000) / Math.max(1, mixed.requests), 3),
      // The rest of the machine in the same seconds: what the web instance leaves to the others.
      worker_cores: round(cpu.worker / elapsed),
      database_cores: round(cpu.database / elapsed),
      generator_cores: round(cpu.generator / elapsed),
    });
    emit({
      figure: "latency_p95",
      ms: mixed.p95_ms,
      reference_ms: referenceSummary.p95_ms,
      ratio: vs(mixed.p95_ms, referenceSummary.p95_ms),
    });
    emit({
      figure: "latency_p99",
      ms: mixed.p99_ms,
      reference_ms: referenceSummary.p99_ms,
      ratio: vs(mixed.p99_ms, referenceSummary.p99_ms),
    });
    emit({
      figure: "error_rate",
      rate: mixed.error_rate,
      errors: mixed.errors,
      requests: mixed.requests,
      refused: mixed.refused,
      shed: mixed.shed,
      not_sent: all.notSent,
      reference_rate: referenceSummary.error_rate,
      // Rates are near zero: the difference says more than a ratio of zeros.
      difference: round(mixed.error_rate - referenceSummary.error_rate, 4),
    });
    const mb = (bytes: number) => round(bytes / 1_048_576, 1);
    for (const kind of ["rss", "heap"] as const) {
      // Growth as end/start, beside the same factor over the reference phase (both near 1 without a leak).
      const growth = end[kind] / start[kind];
      const referenceGrowth = referenceEnd[kind] / referenceStart[kind];
      emit({
        figure: `memory_${kind}`,
        start_mb: mb(start[kind]),
        end_mb: mb(end[kind]),
        growth_mb: mb(end[kind] - start[kind]),
        ...(kind === "rss" ? { peak_mb: mb(peakRss) } : {}),
        growth: round(growth, 3),
        reference_start_mb: mb(referenceStart[kind]),
        reference_end_mb: mb(referenceEnd[kind]),
        reference_growth: round(referenceGrowth, 3),
        ratio: round(growth / referenceGrowth, 3),
      });
    }
    for (const [name, each] of tallies) {
      const target = profile === "load" ? { target_rps: rates[name], not_sent: each.notSent } : {};
      emit({ figure: `operation_${name}`, ...each.summary(elapsed), ...target });
    }
    await correctness(db, baseline, since);
    // Whether delivery kept up: messages already due and not yet handed to their channel.
    const outbox = (
      await db.query(
        `select count(*) filter (where status in ('pending', 'queued', 'sending') and send_after <= now())::int as due,
                count(*) filter (where status = 'sent' and created_at >= $1)::int as sent
           from outbox_messages`,
        [since],
      )
    ).rows[0] as { due: number; sent: number };
    emit({ figure: "outbox", worker: workerMode, due_not_sent: outbox.due, sent: outbox.sent });
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
