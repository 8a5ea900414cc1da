import { randomUUID } from "node:crypto";
import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import { type Config, publicConfig } from "@sobremesa/config";
import { API_VERSION } from "@sobremesa/contracts";
import type { DatabaseHandle } from "@sobremesa/db";
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { loggerOptions } from "./logging.ts";
import { photoPrefixes, photoRoutes } from "./photos/photo-routes.ts";
import { art, artPrefixes } from "./plugins/art.ts";
import { crawlers } from "./plugins/crawlers.ts";
import { draining } from "./plugins/draining.ts";
import { errorHandling, frameworkErrorHandler } from "./plugins/errors.ts";
import { clientErrorHandler } from "./plugins/framework-errors.ts";
import { health } from "./plugins/health.ts";
import { loadShedding } from "./plugins/load-shedding.ts";
import { rememberLocale } from "./plugins/locale.ts";
import { observability } from "./plugins/observability.ts";
import { openApi } from "./plugins/openapi.ts";
import { originForm } from "./plugins/request-target.ts";
import { routerRules } from "./plugins/router-rules.ts";
import { cspSources, securityHeaders } from "./plugins/security-headers.ts";
import { sessionOptions } from "./plugins/session.ts";
import { throttle } from "./plugins/throttle.ts";
import { web, webBuildExists } from "./plugins/web.ts";
import { createServices, type Services } from "./services.ts";
import { b2cSurface } from "./surfaces/b2c/index.ts";
import { devBilling } from "./surfaces/dev/billing.ts";
import { devOutbox } from "./surfaces/dev/outbox.ts";
import { devVisits } from "./surfaces/dev/visits.ts";
import { mainSurface } from "./surfaces/main/index.ts";
import { partnersSurface } from "./surfaces/partners/index.ts";
import { reservationsSurface } from "./surfaces/reservations/index.ts";
import { systemSurface } from "./surfaces/system/index.ts";
import { webhooksSurface } from "./surfaces/webhooks/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Directory of the React Router build; pages are served only when it holds a build. */
  webBuildDir?: string | undefined;
  /** Render pages from the web app's sources through Vite, with HMR (`npm run dev`), instead of a build. */
  webDevelopment?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Registered before compression and the routes, so its hooks see every answer as serialized (tests' contract check). */
  answerCheck?: FastifyPluginAsync;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function prefix(base: string): string {
  return base === "/" ? "" : base;
}

/** Paths that belong to an API surface: their errors are JSON, never a page. */
function apiPrefixesOf(config: Config): string[] {
  return [
    "/api/",
    ...Object.values(config.surfaces)
      .filter((base) => base !== "/")
      .map((base) => `${base}/`),
  ];
}

/** Builds the whole application as a plugin tree; server.ts only listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    // Keep a caller's request id when it looks like one, so a trace crosses the load balancer.
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: "idle",
    // Requests arriving while closing are served and their connection closed (plugins/draining.ts);
    // Node's parser errors are answered in the site's envelope.
    return503OnClosing: false,
    clientErrorHandler: clientErrorHandler(() => app.log),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler(() => app, apiPrefixesOf(config)),
    rewriteUrl: originForm,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (config.env === "production") app.addHook("onRoute", sendDiscoveryAnswersAsBuilt);

  await app.register(errorHandling);
  if (options.answerCheck) await app.register(options.answerCheck);
  await app.register(securityHeaders, {
    https: config.siteUrl.startsWith("https://"),
    sources: cspSources(config),
  });
  // Imported only here, so that production never loads Vite.
  const development = options.webDevelopment
    ? await import("./plugins/web-development.ts").then((module) => module.webDevelopment(app.server, config.siteUrl))
    : undefined;
  if (development) await app.register(development.viteMiddlewares);
  await app.register(draining);
  await app.register(observability, { access: config.metrics });
  await app.register(loadShedding, { maxInFlight: config.discoveryMaxInFlight });
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Quality 11 is for build-time assets; dynamic pages must not wait on the compressor.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(openApi, {
    version: API_VERSION,
    siteUrl: config.siteUrl,
    tags: [
      { name: "main", description: `Main web API (base ${config.surfaces.main})` },
      { name: "reservations", description: `Reservation system API (base ${config.surfaces.reservations})` },
      { name: "b2c", description: `B2C Go service API (base ${config.surfaces.b2c})` },
      { name: "system", description: `System API (base ${config.surfaces.system}) and operations` },
      {
        name: "partners",
        description: `Partner console API (base ${config.surfaces.partners}): venue staff, invitations, audit log`,
      },
      { name: "webhooks", description: "Calls from payment providers" },
    ],
  });

  const services = createServices(database, config, app.log);
  app.decorate("services", services);
  const apiPrefixes = apiPrefixesOf(config);

  await services.routing.reload();
  await app.register(routerRules, {
    legacy: services.routing.legacyTarget,
    placeExists: services.routing.placeExists,
    exemptPrefixes: [
      ...apiPrefixes,
      ...artPrefixes,
      ...photoPrefixes,
      "/_i18n/",
      "/_app/",
      "/assets/",
      "/__dev/",
      "/webhooks/",
      "/__manifest",
      "/healthz",
      "/readyz",
      "/metrics",
    ],
  });
  await app.register(rememberLocale, { secure: config.siteUrl.startsWith("https://") });
  await app.register(crawlers, { siteUrl: config.siteUrl, sitemap: services.sitemap });

  // Per-IP and per-account limits of the accounts endpoints (Redis when REDIS_URL is set; fails closed).
  await app.register(throttle, { redisUrl: config.redisUrl });
  await app.register(health, { database, rateLimitStore: app.rateLimitStore });
  await app.register(art);
  await app.register(photoRoutes, { store: services.photoStore });
  const sessions = sessionOptions(config);
  await app.register(mainSurface, {
    prefix: prefix(config.surfaces.main),
    services,
    siteUrl: config.siteUrl,
    sessions,
  });
  await app.register(reservationsSurface, { prefix: prefix(config.surfaces.reservations), services, sessions });
  await app.register(b2cSurface, { prefix: prefix(config.surfaces.b2c), services, sessions });
  await app.register(partnersSurface, { prefix: prefix(config.surfaces.partners), services, sessions, database });
  // Every e-mail and SMS sent, for people and E2E tests; absent (404) in production.
  if (!config.isProduction) {
    await app.register(devOutbox, { services });
    await app.register(devVisits, { services });
    await app.register(devBilling, { services });
  }
  await app.register(systemSurface, { prefix: prefix(config.surfaces.system), services, sessions });
  await app.register(webhooksSurface, { services });

  const pageOptions = { services, publicConfig: publicConfig(config), apiPrefixes, sessions };
  if (development) {
    await app.register(development.sourcePages, pageOptions);
  } else if (options.webBuildDir && webBuildExists(options.webBuildDir)) {
    await app.register(web, { ...pageOptions, buildDir: options.webBuildDir });
  }

  return app;
}

/**
 * Every answer is checked against its schema as it is serialized (zod encode), which catches a
 * handler drifting from its contract. The discovery reads come a thousand a second, and there the
 * check took about a tenth of a request; their handlers build each field of the answer by name, so
 * nothing can ride along that the schema would strip. In production they are serialized as built;
 * tests and development keep checking them (discovery-serialization.integration.test.ts compares
 * the two).
 */
export function sendDiscoveryAnswersAsBuilt(route: RouteOptions) {
  if (route.config?.shed !== "discovery") return;
  route.serializerCompiler = () => (data) => JSON.stringify(data);
}
