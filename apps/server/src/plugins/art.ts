import { createHash } from "node:crypto";
import { ART_BASE, coverArtParamsSchema, type OgImageKey, ogImageParamsSchema } from "@sobremesa/contracts";
import { coverArtSvg, shareImageSvg } from "@sobremesa/domain/catalog";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** A cover is a pure function of its URL, and the URL carries the art's version. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Share images keep their URL when the drawing changes, so they are only cached for a day. */
const SHARE_IMAGE = "public, max-age=86400";
/** Opened on its own, an image may run nothing and load nothing. */
const IMAGE_CSP = "default-src 'none'";

/** Paths the router rules leave alone (no trailing-slash or legacy redirects). */
export const artPrefixes = ["/_art/", "/og/"];

export type Rasterise = (svg: string) => Promise<Buffer>;

export interface ArtOptions {
  /** SVG to PNG; sharp (librsvg) by default. Tests count calls through it. */
  rasterise?: Rasterise;
}

interface Rendered {
  body: Buffer;
  etag: string;
}

/** A weak validator: the compressor may change the bytes on the wire, never what they mean. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** If-None-Match with weak comparison (RFC 9110 section 13.1.2). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { body: string | Buffer; etag: string; type: string; cacheControl: string },
) {
  reply
    .header("cache-control", image.cacheControl)
    .header("etag", image.etag)
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", IMAGE_CSP);
  if (notModified(request, image.etag)) return reply.status(304).send();
  return reply.type(image.type).send(image.body);
}

const sharpRasterise: Rasterise = async (svg) => {
  // Loaded on the first share image, so starting the server never waits for libvips.
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(svg, "utf8"), { density: 72 }).removeAlpha().png({ compressionLevel: 9 }).toBuffer();
};

/**
 * Renders each share image once, on its first request, and keeps it in memory. Concurrent first
 * requests share one Promise; a failed render is forgotten so the next request tries again.
 */
export function shareImageCache(rasterise: Rasterise = sharpRasterise) {
  const rendered = new Map<OgImageKey, Promise<Rendered>>();
  return (key: OgImageKey): Promise<Rendered> => {
    const cached = rendered.get(key);
    if (cached) return cached;
    const rendering = rasterise(shareImageSvg(key)).then((body) => ({ body, etag: etagOf(body) }));
    rendered.set(key, rendering);
    rendering.catch(() => {
      if (rendered.get(key) === rendering) rendered.delete(key);
    });
    return rendering;
  };
}

/**
 * Generated images at stable URLs:
 * - `/_art/v1/cover/{category}/{artSeed}.svg`: a place's cover (image/svg+xml, immutable; built
 *   by coverArtPath in @sobremesa/contracts, compressed by @fastify/compress like every answer);
 * - `/og/{key}.png`: a listing's share image, 1200 x 630 (image/png, a day).
 * Anything else under these prefixes, or a parameter that is not exactly canonical, is a 404.
 */
export async function art(app: FastifyInstance, options: ArtOptions = {}) {
  const shareImage = shareImageCache(options.rasterise);

  app.get(`${ART_BASE}/cover/:category/:file`, { schema: { hide: true } }, async (request, reply) => {
    const params = coverArtParamsSchema.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const svg = coverArtSvg(params.data.file, params.data.category);
    return sendImage(request, reply, { body: svg, etag: etagOf(svg), type: "image/svg+xml", cacheControl: IMMUTABLE });
  });

  app.get("/og/:file", { schema: { hide: true } }, async (request, reply) => {
    const params = ogImageParamsSchema.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const image = await shareImage(params.data.file);
    return sendImage(request, reply, { ...image, type: "image/png", cacheControl: SHARE_IMAGE });
  });

  // Unknown paths under the prefixes are plain 404s, never pages.
  for (const prefix of artPrefixes) {
    app.get(`${prefix}*`, { schema: { hide: true } }, async (_request, reply) => reply.callNotFound());
  }
}
