import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { PublicConfig } from "@sobremesa/config";
import { isDatabaseUnavailable } from "@sobremesa/db";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { Services } from "../services.ts";
import { requestIp } from "./client-ip.ts";
import { bodyWithNonce, createPageCache, type PageCache, sharedMaxAge } from "./page-cache.ts";
import { nonceOf } from "./security-headers.ts";
import { guardCookieWrites, type SessionOptions } from "./session.ts";

/** What rendering pages needs, whether from the build (web) or through Vite (web-development.ts). */
export interface PageOptions {
  services: Services;
  publicConfig: PublicConfig;
  /** Paths that belong to an API surface: an unknown one is a JSON 404, never a page. */
  apiPrefixes: string[];
  /** The Origin rule of writes (no page takes a form post today; one added later is covered). */
  sessions?: SessionOptions;
}

export interface WebOptions extends PageOptions {
  buildDir: string;
}

export type WebBuild = ServerBuild & {
  entry: { module: { servicesContext?: RouterContext<unknown>; deferredPartsLoaded?: () => Promise<void> } };
};

/** A server build ready to answer: its request handler and the context key its loaders read services from. */
export interface PageRenderer {
  handle: ReturnType<typeof createRequestHandler>;
  servicesContext: RouterContext<unknown>;
}

export async function pageRendererOf(build: WebBuild, mode: "production" | "development"): Promise<PageRenderer> {
  const servicesContext = build.entry.module.servicesContext;
  if (!servicesContext) throw new Error("The web build does not export servicesContext from entry.server");
  // Parts of pages whose code loads on demand are rendered in place, not streamed after the page.
  await build.entry.module.deferredPartsLoaded?.();
  return { handle: createRequestHandler(build, mode), servicesContext };
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * Headers a hashed, immutable asset gains nothing from: a browser never revalidates it (no etag or
 * last-modified needed), never asks for a byte range of a script or stylesheet, and its request id
 * names no log line anyone looks for. Each costs its bytes on every one of a page's twenty requests.
 * What the file needs stays: content-type, content-encoding, content-length, vary, cache-control
 * and nosniff (security-headers.ts).
 */
export const IMMUTABLE_NEEDLESS = ["etag", "last-modified", "accept-ranges", "x-request-id"] as const;
/** Signed-in visitors carry the session cookie; their pages are never shared. */
const SESSION_COOKIE = /(?:^|;\s*)rs_s_t=/;
/** Translations are cached 24 hours. */
const TRANSLATIONS = "public, max-age=86400";

export function webBuildExists(buildDir: string): boolean {
  return existsSync(path.join(buildDir, "server", "index.js"));
}

/**
 * Serves the React Router app: hashed assets from build/client with immutable caching (pre-compressed
 * .br/.gz when the build made them), and every other GET/POST rendered on the server. Registered in
 * its own encapsulated context so removing Fastify's body parsers only affects pages: React Router
 * reads the raw request body itself.
 */
export async function web(app: FastifyInstance, options: WebOptions) {
  if (options.sessions) guardCookieWrites(app, options.sessions);
  const build = (await import(pathToFileURL(path.join(options.buildDir, "server", "index.js")).href)) as WebBuild;
  const renderer = await pageRendererOf(build, "production");

  await app.register(fastifyStatic, {
    root: path.join(options.buildDir, "client"),
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", IMMUTABLE);
        for (const name of IMMUTABLE_NEEDLESS) reply.removeHeader(name);
      } else if (filePath.includes(`${path.sep}_i18n${path.sep}`)) reply.header("cache-control", TRANSLATIONS);
      else reply.header("cache-control", "public, max-age=3600");
    },
  });

  // A page's scripts are modules, read as UTF-8 whatever the header says: the short standard type
  // (RFC 9239) instead of "application/javascript; charset=utf-8", some 30 bytes on each of a page's
  // script requests.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/assets/") && /\.m?js$/.test(request.url) && reply.statusCode === 200)
      reply.header("content-type", "text/javascript");
    return payload;
  });

  // Open pages poll this to offer a reload when a new build is deployed.
  app.get("/_app/builds/latest.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return { version: build.assets.version };
  });

  pages(app, {
    ...options,
    renderer: async () => renderer,
    pageCache: createPageCache({ maxEntries: 500, maxBodyBytes: 512 * 1024 }),
  });
}

export interface PagesOptions extends PageOptions {
  /** The renderer of this request: always the same in production, the latest code in development. */
  renderer: () => Promise<PageRenderer>;
  /** Anonymous answers kept in memory; none in development, where the code changes under them. */
  pageCache?: PageCache;
}

/**
 * Every GET/POST that no other route took, rendered by React Router. The caller has guarded cookie
 * writes (guardCookieWrites) first, so that its other routes are covered too.
 */
export function pages(app: FastifyInstance, options: PagesOptions) {
  const { pageCache } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      if (options.apiPrefixes.some((apiPrefix) => request.url.startsWith(apiPrefix))) return reply.callNotFound();
      const anonymous =
        (request.method === "GET" || request.method === "HEAD") && !SESSION_COOKIE.test(request.headers.cookie ?? "");
      // Pages show places: one changed (a venue edited its profile or photos) makes every stored page stale.
      // A counter that cannot be read (the database is away) leaves the cache out: the page renders,
      // and shows its own error if its data cannot be read either.
      const tag = anonymous && pageCache ? await options.services.search.catalogVersion().catch(() => null) : undefined;
      const cacheable = anonymous && tag !== null;
      const cached = cacheable ? pageCache?.get(request.url, tag) : undefined;
      if (cached) {
        reply.status(cached.status);
        for (const [name, value] of cached.headers) reply.header(name, value);
        reply.header("x-page-cache", "hit");
        return reply.send(request.method === "HEAD" ? undefined : bodyWithNonce(cached, nonceOf(request)));
      }

      const { handle, servicesContext } = await options.renderer();
      const fetchRequest = createRequest(request.raw, reply.raw);
      const context = new RouterContextProvider();
      let databaseAway = false;
      context.set(servicesContext, {
        ...options.services,
        publicConfig: options.publicConfig,
        requestId: request.id,
        clientIp: requestIp(request),
        log: request.log,
        // The Content-Security-Policy header (security-headers.ts) names the same nonce.
        cspNonce: nonceOf(request),
        renderFailed: (error: unknown) => {
          databaseAway ||= isDatabaseUnavailable(error);
        },
      });
      const response = await handle(fetchRequest, context);
      // The error page of a page whose data could not be read: worth retrying in a moment, like the API's.
      const unavailable = databaseAway && response.status >= 500;
      reply.status(unavailable ? 503 : response.status);
      if (unavailable) reply.header("retry-after", "5");
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      if (!response.body || request.method === "HEAD") return reply.send();
      if (
        pageCache &&
        cacheable &&
        response.status === 200 &&
        sharedMaxAge(response.headers.get("cache-control")) > 0
      ) {
        const body = Buffer.from(await response.arrayBuffer());
        reply.header(
          "x-page-cache",
          pageCache.offer(request.url, response.status, response.headers, body, nonceOf(request), tag ?? undefined)
            ? "miss"
            : "skip",
        );
        return reply.send(body);
      }
      return reply.send(Readable.fromWeb(response.body as never));
    },
  });
}
