import { createHash, timingSafeEqual } from "node:crypto";
import type { Config } from "@sobremesa/config";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import { errorBody, languageOf } from "./errors.ts";

declare module "fastify" {
  interface FastifyInstance {
    metrics: Registry;
  }
}

const tokenMessages = {
  es: "Las métricas requieren el token de operación (Authorization: Bearer)",
  en: "Metrics need the operators' token (Authorization: Bearer)",
} as const;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match !== null && timingSafeEqual(digest(match[1] ?? ""), digest(token));
}

/**
 * Prometheus metrics: request counts and latency histograms by route template (never by raw URL,
 * which would explode the label set). Each app instance has its own registry so tests stay isolated.
 * /metrics is for operators only: behind a bearer token, or not served at all in production without one.
 */
export const observability = fp(async (app: FastifyInstance, options: { access: Config["metrics"] }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency in seconds, by method and route",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.decorate("metrics", registry);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const { access } = options;
  if (access.access === "off") return;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (access.access === "token" && !bearerMatches(request.headers.authorization, access.token)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      reply.header("cache-control", "no-store");
      return reply.status(401).send(errorBody(request, "UNAUTHENTICATED", tokenMessages[languageOf(request)]));
    }
    reply.header("content-type", registry.contentType);
    reply.header("cache-control", "no-store");
    return registry.metrics();
  });
});
