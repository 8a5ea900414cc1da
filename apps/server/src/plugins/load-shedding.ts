import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { errorBody, languageOf } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Discovery reads (search, filters, page data) are refused first when the instance is saturated. */
    shed?: "discovery";
  }
}

const busyMessages = {
  es: "Hay mucha demanda en este momento; inténtalo de nuevo en unos segundos",
  en: "We are very busy right now; please try again in a few seconds",
} as const;

export interface LoadSheddingOptions {
  /** Discovery requests one instance works on at once; 0 turns shedding off. */
  maxInFlight: number;
  /** Mean event loop delay (ms) above which a growing share of discovery requests is turned away. */
  targetDelayMs?: number;
  intervalMs?: number;
  /** The event loop's mean delay in ms since the last call (tests give their own). */
  loopDelayMs?: () => number;
  random?: () => number;
}

/**
 * One instance has one event loop: once it is saturated, every request waits for its turn before
 * any of our code runs, and a booking, which awaits the database a dozen times, waits a dozen
 * times. So discovery reads (the bulk of the traffic, cheap to retry, cached by clients) are turned
 * away with a quick 503 and Retry-After while bookings and payments are always served:
 * - past maxInFlight discovery requests at once, a new one is refused;
 * - every intervalMs the event loop's mean delay (how late a timer runs: how long any request's next
 *   step waits) is read: above the target, the share of discovery requests refused grows by a
 *   twentieth (up to 90 %); at or below it, it shrinks by a twentieth. The share settles where the
 *   loop keeps up, so most searches are still served.
 */
export const loadShedding = fp(async (app: FastifyInstance, options: LoadSheddingOptions) => {
  if (options.maxInFlight <= 0) return;
  const target = options.targetDelayMs ?? 20;
  const random = options.random ?? Math.random;
  const loopDelayMs = options.loopDelayMs ?? measuredLoopDelay();
  let shedShare = 0;
  const timer = setInterval(() => {
    shedShare = loopDelayMs() > target ? Math.min(0.9, shedShare + 0.05) : Math.max(0, shedShare - 0.05);
  }, options.intervalMs ?? 250);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));

  let inFlight = 0;
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };

  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.config.shed !== "discovery") return;
    if (inFlight >= options.maxInFlight || (shedShare > 0 && random() < shedShare)) {
      reply.header("retry-after", "1");
      return reply.status(503).send(errorBody(request, "NOT_READY", busyMessages[languageOf(request)]));
    }
    inFlight++;
    counted.add(request);
  });
  app.addHook("onResponse", release);
  app.addHook("onRequestAbort", release);
});

/** Mean event loop delay since the last call, without the sampling timer's own period. */
function measuredLoopDelay(): () => number {
  const resolutionMs = 10;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  return () => {
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - resolutionMs : 0;
    histogram.reset();
    return Math.max(0, mean);
  };
}
