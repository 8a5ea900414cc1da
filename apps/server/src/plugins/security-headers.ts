import { randomBytes } from "node:crypto";
import type { Config } from "@sobremesa/config";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * This request's Content-Security-Policy nonce (128 random bits, base64), empty until nonceOf
     * draws it: the web plugin puts it on every inline script the page renders, and only scripts
     * carrying it run.
     */
    cspNonce: string;
  }
}

/** Origins beyond our own that pages may use, per kind; derived from configuration. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  font: string[];
  style: string[];
}

export interface SecurityHeadersOptions {
  https: boolean;
  sources?: CspSources | undefined;
}

const NO_SOURCES: CspSources = { script: [], connect: [], img: [], frame: [], font: [], style: [] };

// Stripe's documented allowances for Stripe.js and Elements (its script, its frames, its API).
const STRIPE: CspSources = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: ["https://*.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  font: [],
  style: [],
};

// Google's documented allowances for the Maps JavaScript API (tiles, fonts, its own requests).
const GOOGLE_MAPS: CspSources = {
  script: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
  frame: ["https://*.google.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};

function origin(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function merge(...parts: CspSources[]): CspSources {
  const kinds = Object.keys(NO_SOURCES) as (keyof CspSources)[];
  return Object.fromEntries(
    kinds.map((kind) => [kind, [...new Set(parts.flatMap((part) => part[kind]))]]),
  ) as unknown as CspSources;
}

/**
 * What the configuration adds to our own origin: the map style's host and its tile hosts (MapLibre
 * fetches style, tiles, sprites and glyphs, and draws raster tiles as images), Stripe in Stripe mode,
 * Google in Google Maps mode. Nothing else is allowed, so a new third party is a visible change here.
 */
export function cspSources(config: Config): CspSources {
  const mapOrigins = [...origin(config.mapStyleUrl), ...config.mapTileOrigins];
  const map: CspSources = { ...NO_SOURCES, connect: mapOrigins, img: mapOrigins };
  return merge(
    map,
    config.billing.provider === "stripe" ? STRIPE : NO_SOURCES,
    config.googleMaps.key ? GOOGLE_MAPS : NO_SOURCES,
  );
}

/**
 * The policy of one answer. Scripts: only those carrying this request's nonce, and what they load
 * ('strict-dynamic': the entry module imports its chunks, Stripe.js adds its script); 'self' and the
 * hosts are only read by browsers too old for 'strict-dynamic'. Styles keep 'unsafe-inline': React
 * renders style attributes (header colours, image placeholders) and the toaster injects a <style>;
 * injected CSS cannot run code, scripts are what XSS needs. Workers: MapLibre's, from our assets.
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources = NO_SOURCES): string {
  const list = (...values: string[]) => values.join(" ");
  const directives: [string, string][] = [
    ["default-src", "'self'"],
    ["script-src", list(`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...sources.script)],
    ["style-src", list("'self'", "'unsafe-inline'", ...sources.style)],
    ["img-src", list("'self'", "data:", "blob:", ...sources.img)],
    ["font-src", list("'self'", ...sources.font)],
    ["connect-src", list("'self'", ...sources.connect)],
    ["worker-src", list("'self'", "blob:")],
    ["frame-src", sources.frame.length > 0 ? list(...sources.frame) : "'none'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ["form-action", "'self'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join("; ");
}

/** Build assets a document loads, other than worker scripts. */
export function isSubresource(url: string): boolean {
  return url.startsWith("/assets/") && !/\.mjs(\?|$)/.test(url);
}

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * 128 random bits, base64. Drawn from a pool filled 512 nonces at a time: one call into the random
 * source per request cost more than the rest of the headers together; each nonce is still used once.
 */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 512);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Whether an answer's content type is JSON (the APIs' answers and errors, problem details). */
const isJson = (type: string) => /^application\/(?:[\w.-]+\+)?json\b/.test(type);

/**
 * The policy of an answer no browser renders as a page (JSON): it loads nothing and is framed
 * nowhere. Stricter than a page's, and with no nonce to draw.
 */
export const DATA_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** This request's page nonce, drawn the first time a page or its policy asks for it. */
export function nonceOf(request: FastifyRequest): string {
  if (!request.cspNonce) request.cspNonce = freshNonce();
  return request.cspNonce;
}

/**
 * Security headers on every answer: pages, APIs, assets and errors alike. A page's
 * Content-Security-Policy carries a nonce of its own (nonceOf) that the page puts on its inline
 * scripts; a JSON answer carries DATA_POLICY and none of the headers only documents use. HSTS only
 * where the site is served over HTTPS.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const common: [string, string][] = [
    ["x-frame-options", "DENY"],
    ["x-content-type-options", "nosniff"],
    ["referrer-policy", "strict-origin-when-cross-origin"],
  ];
  if (options.https) common.push(["strict-transport-security", "max-age=31536000; includeSubDomains"]);
  const documentOnly: [string, string][] = [
    ["permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=(self)"],
    ["cross-origin-opener-policy", "same-origin"],
  ];
  // The policy is the same for every page but for its nonce: built once, around a placeholder.
  const NONCE = "\u0000";
  const [policyBefore, policyAfter] = contentSecurityPolicy(NONCE, options.sources).split(NONCE) as [string, string];
  app.decorateRequest("cspNonce", "");
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (isSubresource(request.url) && reply.statusCode < 400 && !type.startsWith("text/html")) {
      // A hashed script, style, font or image is never a document: the page's policy, framing and
      // permissions headers do nothing on it (about 950 bytes on each of a page's twenty requests).
      // Worker scripts (.mjs) keep the policy: a worker runs under its own response's.
      if (!reply.hasHeader("x-content-type-options")) reply.header("x-content-type-options", "nosniff");
      return payload;
    }
    const data = isJson(type);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", data ? DATA_POLICY : policyBefore + nonceOf(request) + policyAfter);
    }
    for (const [name, value] of common) if (!reply.hasHeader(name)) reply.header(name, value);
    if (!data) for (const [name, value] of documentOnly) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
});
