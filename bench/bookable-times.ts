// `node bench/bookable-times.ts [--places 100000] [--database postgres|pglite] [--runs 300]`: seeds a
// fresh database of that size (PGlite in a temporary directory, or a throwaway PostgreSQL database on
// DATABASE_URL, dropped afterwards), then measures, side by side in one run, a listing page of 24
// places through the search service against the same page plus the bookable times of its 24 places
// (the reservations service's bookableTimes), and prints one JSON line per figure on stdout:
//   CPU per call and wall time, for each, and their ratio (goal: at most 3). The CPU counts the web
//   side and the database's alike: with PGlite the database runs in this process; with PostgreSQL
//   (on this machine) the CPU of the database's backends serving this bench's pools is added, read
//   from /proc/<pid>/stat (clock ticks, so a mean over many calls) before and after each call, as
//   the README's other benches read a server's. The Node-side figures alone are printed beside it
//   (`node_cpu_ms_per_call`, `ratio_cpu_node`). The search runs its queries every time (no listing
//   cache); venue setups are cached as the server caches them.
import { readFileSync } from "node:fs";
import { reservationsService } from "@sobremesa/domain/reservations";
import { type SearchPlacesQuery, searchService } from "@sobremesa/domain/search";
import { percentile, seededBenchDatabase, seededBenchOptions } from "./seeded-bench.ts";

const { places, runs, warmup, kind, log, emit } = seededBenchOptions("bookable-times");

const round = (value: number) => Number(value.toFixed(3));

interface Sample {
  wallMs: number;
  /** This process's CPU. */
  nodeCpuMs: number;
  /** The PostgreSQL backends' CPU (0 with PGlite, whose work is in nodeCpuMs). */
  dbCpuMs: number;
}

/** The backends of PostgreSQL serving this bench's database (its pools' connections). */
let backends: number[] = [];

/** A process's CPU time so far (user + system) in milliseconds; 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command's ")".
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const backendsCpuMs = () => backends.reduce((sum, pid) => sum + processCpuMs(pid), 0);

async function sampled(fn: () => Promise<unknown>): Promise<Sample> {
  // Read outside this process's own measure: reading /proc costs this process, not the call.
  const database = backendsCpuMs();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await fn();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wallMs, nodeCpuMs: (used.user + used.system) / 1000, dbCpuMs: backendsCpuMs() - database };
}

/** Runs each workload `runs` times after a warm-up, interleaved so drift on the machine hits all alike. */
async function measure(
  workloads: Record<string, (iteration: number) => Promise<unknown>>,
  afterWarmUp: () => Promise<void>,
) {
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(workloads).map((name) => [name, []]));
  for (let iteration = 0; iteration < warmup + runs; iteration++) {
    if (iteration === warmup) await afterWarmUp();
    for (const [name, run] of Object.entries(workloads)) {
      const sample = await sampled(() => run(iteration));
      if (iteration >= warmup) samples[name]!.push(sample);
    }
  }
  return samples;
}

function summary(samples: Sample[]) {
  const wall = samples.map((sample) => sample.wallMs).sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const node = mean(samples.map((sample) => sample.nodeCpuMs));
  const database = mean(samples.map((sample) => sample.dbCpuMs));
  return {
    cpu_ms_per_call: round(node + database),
    node_cpu_ms_per_call: round(node),
    db_cpu_ms_per_call: round(database),
    p50_ms: round(percentile(wall, 0.5)),
    p95_ms: round(percentile(wall, 0.95)),
  };
}

const cities = { cdmx: 72102, guadalajara: 142544, monterrey: 72219, bogota: 149237, medellin: 21074, sanJose: 21756 };
/** Listing pages of 24 as visitors open them: cities in three countries (three time zones), a category or none. */
const listings: SearchPlacesQuery[] = Object.values(cities).flatMap((cityId) =>
  [[], [1], [2]].flatMap((categoryIds) => [1, 2].map((page) => ({ cityId, categoryIds, page, pageSize: 24 }))),
);
const pick = <T>(list: readonly T[], iteration: number): T => list[iteration % list.length]!;

/** Tomorrow in Mexico City: every seeded venue's booking window reaches it. */
const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(
  new Date(Date.now() + 86_400_000),
);
const asked = [
  { time: "21:00", party: 2 },
  { time: "14:00", party: 4 },
  { time: "20:30", party: 6 },
];

async function main() {
  const started = performance.now();
  const database = await seededBenchDatabase({ kind, label: "bookable", places, log });
  try {
    log(`measuring ${runs} runs after ${warmup} warm-up`);

    const concurrentQueries = database.handle.kind === "postgres";
    // Each search runs its queries: a page served from the listing cache costs next to nothing, and
    // a ratio to nothing would say nothing. Bookable times are never cached in the process.
    const search = searchService(database.handle.db, { concurrentQueries, listingCacheMs: 0 });
    await search.warmUp();
    // As the server composes it: setups cached for 30 s, bookings and blocks read on every call.
    const reservations = reservationsService(database.handle.db, { siteUrl: "https://sobremesa.mx" });
    let cards = 0;
    let withTimes = 0;

    // The pools' connections are all open after the warm-up; their backends are counted from then.
    const countBackends = async () => {
      if (database.handle.kind !== "postgres") return;
      const rows = await database.handle.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database()",
      );
      backends = rows.map((row) => Number(row.pid));
      log(`counting the CPU of ${backends.length} PostgreSQL backends`);
    };
    const samples = await measure(
      {
        listing: (i) => search.searchPlaces(pick(listings, i)),
        listing_with_times: async (i) => {
          const page = await search.searchPlaces(pick(listings, i));
          const times = await reservations.bookableTimes({
            placeIds: page.items.map((place) => place.id),
            date: tomorrow,
            ...pick(asked, i),
          });
          cards += times.size;
          for (const place of times.values()) if (place.times.length > 0) withTimes++;
        },
      },
      countBackends,
    );
    const listing = summary(samples.listing!);
    const both = summary(samples.listing_with_times!);
    emit({ figure: "listing_24", ...listing });
    emit({
      figure: "listing_24_with_bookable_times",
      ...both,
      cards_per_call: round(cards / (warmup + runs)),
      cards_with_times_share: round(withTimes / Math.max(cards, 1)),
    });
    const ratio = round(both.cpu_ms_per_call / listing.cpu_ms_per_call);
    emit({
      figure: "bookable_times_vs_listing_cpu_ratio",
      ratio_cpu: ratio,
      ratio_cpu_node: round(both.node_cpu_ms_per_call / listing.node_cpu_ms_per_call),
      ratio_p50: round(both.p50_ms / listing.p50_ms),
      target_ratio: 3,
      ok: ratio <= 3,
    });
  } finally {
    await database.dispose();
    log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

await main();
