// What a run measures: answers and their latencies (the drivers' tallies), the server's memory,
// and the CPU each process spends.

import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "./http.ts";
import { costSeconds, emit, instances, maxInFlight, round } from "./profiles.ts";
import type { Operation, Outcome } from "./scenarios.ts";

export const metricsToken = randomBytes(32).toString("hex");

/** The web instances' own view of their memory (prom-client's default metrics), added up. */
export async function serverMemory(): Promise<{ rss: number; heap: number }> {
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
export interface CpuUse {
  web: number;
  worker: number;
  database: number;
  generator: number;
}
export function cpuSnapshot(webPids: number[], workerPid: number | undefined): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    web: webPids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
    worker: workerPid === undefined ? 0 : processCpuSeconds(workerPid),
    database: databaseProcesses(),
    generator: (own.user + own.system) / 1e6,
  };
}
export function cpuSince(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  let database = 0;
  for (const [pid, seconds] of after.database) database += seconds - (before.database.get(pid) ?? 0);
  return {
    web: after.web - before.web,
    worker: after.worker - before.worker,
    database,
    generator: after.generator - before.generator,
  };
}

// ---------------------------------------------------------------------------------------------
// Drivers: closed loop (as fast as answered) and open loop (fixed rates, bounded in flight).

export class Tally {
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

export async function closedLoop(mix: [Operation, number, Tally][], clients: number, secondsToRun: number) {
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
export async function openLoop(plan: [Operation, number, Tally][], secondsToRun: number) {
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

/**
 * Each operation alone, as fast as 8 clients ask: the server's CPU per request, beside the bare
 * endpoint's (`status`). Runs after the warm-up; its bookings count in the correctness checks.
 */
export async function measureCostPerRequest(
  status: Operation,
  operations: [string, Operation][],
  webPids: number[],
  workerPid: number | undefined,
) {
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
  for (const [name, operation] of operations) {
    const cost = await alone(operation);
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
