import type { Config } from "@sobremesa/config";
import type { DatabaseHandle } from "@sobremesa/db";
import { experiencesService } from "@sobremesa/domain/experiences";
import { membershipsService } from "@sobremesa/domain/memberships";
import { createTransports, describeError, outboxDelivery, type Transports } from "@sobremesa/domain/notifications";
import { pruneDayBookEvents } from "@sobremesa/domain/partners";
import { reservationsService } from "@sobremesa/domain/reservations";
import { storeService } from "@sobremesa/domain/store";
import { surveysService } from "@sobremesa/domain/surveys";
import { fromPglite, PgBoss } from "pg-boss";
import { createBillingProvider } from "./billing.ts";

/** Messages one delivery job fetch takes; each sender claims and marks its batch together and sends it side by side. */
export const DELIVERY_BATCH = 16;

export const QUEUES = {
  /** One job per outbox message: deliver it once. */
  deliver: "outbox-deliver",
  /** Where a message lands when every retry failed: it is marked failed for a person to look at. */
  dead: "outbox-dead",
  /** Every five minutes: visits whose time is over become completed and get the survey invitation. */
  visits: "visits-complete",
  /**
   * Every minute: the sandbox provider moves memberships to its clock (trials end, renewals are
   * charged or declined, grace runs out) and the domain reconciles; with Stripe, webhooks do this.
   */
  billing: "billing-clock",
  /**
   * Every minute: ticket holds and unpaid store orders past their time are settled (paid ones
   * confirmed, others released: seats and units go back).
   */
  holds: "experience-holds",
} as const;

export interface Logger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface WorkerOptions {
  config: Pick<Config, "smtpUrl" | "mailFrom" | "supportEmail" | "whatsapp" | "siteUrl" | "appSecret" | "billing"> &
    Partial<Pick<Config, "outbox">>;
  database: DatabaseHandle;
  log: Logger;
  /** Replaces the configured providers (tests use fakes that fail on demand). */
  transports?: Transports;
  /** Retries after the first attempt, and the first delay in seconds (doubling, with jitter, up to an hour). */
  retry?: { limit: number; delaySeconds: number };
  /** How often due outbox messages become jobs. */
  relayIntervalMs?: number;
  /** How often an idle worker asks for jobs (pg-boss polls; at least 0.5 s). */
  pollingIntervalSeconds?: number;
}

export interface Worker {
  boss: PgBoss;
  /** Turns due outbox messages into jobs now; returns how many. */
  relay(now?: Date): Promise<number>;
  /** Completes the visits whose time is over and writes their survey invitations; returns how many. */
  completeVisits(): Promise<number>;
  /** Moves sandbox memberships to the provider's clock; returns how many provider events it handled. */
  runBillingClock(): Promise<number>;
  /** Settles ticket holds and unpaid store orders past their time; returns how many. */
  expireHolds(): Promise<number>;
  stop(): Promise<void>;
}

const RELAY_BATCH = 200;
const VISITS_BATCH = 200;

/**
 * The job worker: pg-boss on the application's database. Domains write messages
 * into the outbox inside their own transactions; the relay turns due messages into one job each
 * (the job id is the message id, so a relay repeated after a crash creates nothing twice), and the
 * delivery jobs send them, retried with exponential backoff and dead-lettered when every retry failed.
 *
 * What delivery promises: every message written to the outbox is handed to its provider at least
 * once, even if a worker is killed at any point. A sender claims a message for
 * OUTBOX_CLAIM_TIMEOUT_SECONDS (a lease); if it dies, another takes the message over once the lease
 * ran out. Each message is recorded sent right after its provider accepted it, on its own, so a
 * kill repeats only the messages whose acceptance the dead sender had not recorded yet: those the
 * provider was still answering, and at most the few whose record was being written. A repeated
 * e-mail carries the same Message-ID (`<outbox id@outbox.sobremesa>`), so mail systems that
 * deduplicate drop the copy; a repeated WhatsApp message carries the same biz_opaque_callback_data
 * (the outbox id), which lets the copy be recognised in status webhooks, but the Cloud API has no
 * idempotency key, so the recipient may see it twice.
 */
export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const { database, log } = options;
  const native = database.native;
  const claimTimeoutSeconds = options.config.outbox?.claimTimeoutSeconds ?? 300;
  // Expired jobs are found by pg-boss's supervisor: it must look at least twice per claim timeout,
  // or a killed sender's messages wait up to a minute longer than configured.
  const supervision = {
    superviseIntervalSeconds: Math.min(60, Math.max(1, Math.floor(claimTimeoutSeconds / 2))),
    monitorIntervalSeconds: Math.min(60, Math.max(1, Math.floor(claimTimeoutSeconds / 2))),
  };
  const boss =
    native.kind === "pglite"
      ? new PgBoss({ db: fromPglite(native.client), backend: "pglite", ...supervision })
      : new PgBoss({ connectionString: native.url, max: 4, application_name: "sobremesa-worker", ...supervision });
  boss.on("error", (error) => log.error({ err: error }, "job queue error"));

  const transports =
    options.transports ??
    createTransports({
      smtpUrl: options.config.smtpUrl,
      mailFrom: options.config.mailFrom,
      supportEmail: options.config.supportEmail,
      whatsapp: options.config.whatsapp,
    });
  const delivery = outboxDelivery(database.db, transports, { claimTimeoutSeconds });
  const retry = options.retry ?? { limit: 8, delaySeconds: options.config.outbox?.retryDelaySeconds ?? 30 };

  await boss.start();
  await boss.createQueue(QUEUES.dead, { retentionSeconds: 30 * 86_400 });
  const deliverQueue = {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    retryDelayMax: 3_600,
    // A sender silent this long is presumed dead; its job is retried (the claim on the row allows it).
    expireInSeconds: claimTimeoutSeconds,
    deadLetter: QUEUES.dead,
  };
  await boss.createQueue(QUEUES.deliver, deliverQueue);
  // createQueue keeps an existing queue as it was: a changed retry policy applies from this start on.
  await boss.updateQueue(QUEUES.deliver, deliverQueue);

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 };
  // Batches, each job with its own outcome, and no pause while batches come back full: one job per
  // fetch waited a poll interval after each, which capped delivery at four messages a second, far
  // below the two a booking writes at fifty bookings a second.
  await boss.work<{ id: string }>(
    QUEUES.deliver,
    { ...polling, batchSize: DELIVERY_BATCH, burstWhenBatchFull: true, perJobResults: true, localConcurrency: 2 },
    async (jobs) => {
      const outcomes = await delivery.deliverMany(jobs.map((job) => job.data.id));
      return jobs.map((job) => {
        const outcome = outcomes.get(job.data.id);
        if (outcome instanceof Error) {
          const reason = describeError(outcome);
          log.error({ message: job.data.id, error: reason }, "message delivery failed; it will be retried");
          return { id: job.id, status: "failed" as const, output: { error: reason } };
        }
        if (outcome === "sent") log.info({ message: job.data.id }, "message delivered");
        return { id: job.id, status: "completed" as const };
      });
    },
  );
  await boss.work<{ id: string }>(QUEUES.dead, { ...polling, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) {
      await delivery.giveUp(job.data.id);
      log.error({ message: job.data.id }, "message given up after every retry");
    }
  });

  const reservations = reservationsService(database.db, { siteUrl: options.config.siteUrl });
  const surveys = surveysService(database.db, { siteUrl: options.config.siteUrl, secret: options.config.appSecret });
  const completeVisits = async () => {
    let total = 0;
    for (;;) {
      const completed = await reservations.completeFinished(surveys.invitation, VISITS_BATCH);
      total += completed;
      if (completed < VISITS_BATCH) return total;
    }
  };
  await boss.createQueue(QUEUES.visits, { policy: "singleton", retryLimit: 0, expireInSeconds: 600 });
  await boss.schedule(QUEUES.visits, "*/5 * * * *");
  await boss.work(QUEUES.visits, { ...polling, batchSize: 1 }, async () => {
    const completed = await completeVisits();
    if (completed > 0) log.info({ completed }, "visits completed; survey invitations written");
    await pruneDayBookEvents(database.db);
  });

  const billing = createBillingProvider(options.config, database.db);
  const memberships = membershipsService(database.db, { provider: billing, siteUrl: options.config.siteUrl });
  // The sandbox's clock, then checkouts that never said how they ended (settled with the provider).
  const runBillingClock = async () => (await memberships.runClock()) + (await memberships.settleStaleClaims());
  await boss.createQueue(QUEUES.billing, { policy: "singleton", retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(QUEUES.billing, "* * * * *");
  await boss.work(QUEUES.billing, { ...polling, batchSize: 1 }, async () => {
    const events = await runBillingClock();
    if (events > 0) log.info({ events }, "memberships moved to the billing clock");
  });

  const experiences = experiencesService(database.db, {
    provider: billing,
    siteUrl: options.config.siteUrl,
    mailFrom: options.config.mailFrom,
  });
  const store = storeService(database.db, { provider: billing, siteUrl: options.config.siteUrl });
  // Both sweeps run even when one fails (its provider away), one after the other (on PGlite they share
  // the one connection): the other's orders are settled anyway.
  const expireHolds = async () => {
    let settled = 0;
    const failures: unknown[] = [];
    for (const sweep of [() => experiences.expireHolds(), () => store.expireHolds()]) {
      try {
        settled += await sweep();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, "held orders wait for the payment provider");
    return settled;
  };
  await boss.createQueue(QUEUES.holds, { policy: "singleton", retryLimit: 0, expireInSeconds: 300 });
  await boss.schedule(QUEUES.holds, "* * * * *");
  await boss.work(QUEUES.holds, { ...polling, batchSize: 1 }, async () => {
    const settled = await expireHolds();
    if (settled > 0) log.info({ settled }, "ticket holds and unpaid store orders settled");
  });

  let relaying: Promise<number> | undefined;
  const relay = (now = new Date()) => {
    // One relay at a time: the timer and a test's explicit call must not interleave.
    relaying = (relaying ?? Promise.resolve(0))
      .catch(() => 0)
      .then(async () => {
        let total = 0;
        for (;;) {
          const ids = await delivery.due(now, RELAY_BATCH);
          if (ids.length === 0) return total;
          await boss.insert(
            QUEUES.deliver,
            ids.map((id) => ({ id, data: { id } })),
          );
          await delivery.markQueued(ids);
          total += ids.length;
          if (ids.length < RELAY_BATCH) return total;
        }
      });
    return relaying;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    relay()
      .catch((error: unknown) => log.error({ error: describeError(error) }, "outbox relay failed; retrying"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.relayIntervalMs ?? 1_000);
      });
  };
  tick();
  log.info({ database: native.kind }, "job worker started");

  return {
    boss,
    relay,
    completeVisits,
    runBillingClock,
    expireHolds,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      await relaying?.catch(() => 0);
      // Jobs in flight finish (or are retried later by another worker after they expire).
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      transports.close();
    },
  };
}
