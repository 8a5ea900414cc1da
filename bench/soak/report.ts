// What a run prints: the figures beside the reference endpoint's, then the correctness checks
// (profile load; printed for soak too, it costs little) and whether message delivery kept up.
import type pg from "pg";
import { type CpuUse, Tally } from "./measuring.ts";
import { connections, emit, instances, profile, rates, round, workerMode } from "./profiles.ts";
import type { OperationName } from "./scenarios.ts";

type Memory = { rss: number; heap: number };

/** What the measured phase left to report, beside the reference phase's. */
export interface RunFigures {
  tallies: Map<OperationName, Tally>;
  elapsed: number;
  cpu: CpuUse;
  start: Memory;
  end: Memory;
  peakRss: number;
  referenceSummary: ReturnType<Tally["summary"]>;
  referenceStart: Memory;
  referenceEnd: Memory;
}

export function reportFigures({
  tallies,
  elapsed,
  cpu,
  start,
  end,
  peakRss,
  referenceSummary,
  referenceStart,
  referenceEnd,
}: RunFigures) {
  const serverCpu = cpu.web;
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
}

export async function correctness(db: pg.Pool, baseline: Map<number, number>, since: Date) {
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
export const SESSION_SEATS = `select s.id, s.reserved - coalesce(sum(o.seats) filter (where o.status in ('held', 'awaiting_authentication', 'paid')), 0)::int as unaccounted
    from experience_sessions s left join experience_orders o on o.session_id = s.id group by s.id`;

/** Whether delivery kept up: messages already due and not yet handed to their channel. */
export async function reportOutbox(db: pg.Pool, since: Date) {
  const outbox = (
    await db.query(
      `select count(*) filter (where status in ('pending', 'queued', 'sending') and send_after <= now())::int as due,
              count(*) filter (where status = 'sent' and created_at >= $1)::int as sent
         from outbox_messages`,
      [since],
    )
  ).rows[0] as { due: number; sent: number };
  emit({ figure: "outbox", worker: workerMode, due_not_sent: outbox.due, sent: outbox.sent });
}
