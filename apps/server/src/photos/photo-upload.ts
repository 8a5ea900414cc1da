import { PHOTO_MAX_BYTES } from "@sobremesa/contracts";
import { refuseProfile } from "@sobremesa/domain/partners";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requestLanguage } from "../plugins/session.ts";

/** What an upload may be sent as; what it is, is read from its bytes. */
export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "application/octet-stream"];

/** Summary words of every photo upload endpoint (venue, experience, product). */
export const UPLOAD_SUMMARY = `a photo sent as the raw body (JPEG, PNG, WebP or AVIF, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB), last in the order`;

/**
 * Takes a photo as the request's raw body in this plugin's routes. Read here rather than by
 * Fastify's limit, so the refusal names the limit in the person's language; a declared length over
 * it is refused before a byte is read.
 */
export function acceptPhotoUploads(app: FastifyInstance) {
  app.addContentTypeParser(
    /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/,
    async (request: FastifyRequest, payload: AsyncIterable<Buffer>) => {
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > PHOTO_MAX_BYTES) refuseProfile("too-large", requestLanguage(request));
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload) {
        size += chunk.length;
        if (size > PHOTO_MAX_BYTES) refuseProfile("too-large", requestLanguage(request));
        chunks.push(chunk);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
  );
}

/** The uploaded bytes, or none when the body was not a picture's type (the domain then refuses it). */
export const uploadedBytes = (body: unknown): Uint8Array => (body instanceof Uint8Array ? body : new Uint8Array());
