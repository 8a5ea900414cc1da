import { PHOTOS_PATH } from "@sobremesa/contracts";
import type { FastifyInstance } from "fastify";
import { PHOTO_NAME, type PhotoStore } from "./photo-store.ts";

/** A rendition's name holds a hash of its upload: the bytes behind a URL never change. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Paths the router rules leave alone (no trailing-slash or legacy redirects). */
export const photoPrefixes = [`${PHOTOS_PATH}/`];

/** Serves venues' photos from the store at stable URLs, whichever store it is. */
export async function photoRoutes(app: FastifyInstance, { store }: { store: PhotoStore }) {
  app.get<{ Params: { "*": string } }>(`${PHOTOS_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
    const name = request.params["*"];
    const body = PHOTO_NAME.test(name) ? await store.get(name) : null;
    if (!body) return reply.callNotFound();
    return reply
      .header("cache-control", IMMUTABLE)
      .header("x-content-type-options", "nosniff")
      .header("content-security-policy", "default-src 'none'")
      .type(name.endsWith(".webp") ? "image/webp" : "image/jpeg")
      .send(Buffer.from(body));
  });
}
