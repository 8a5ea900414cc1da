import {
  errorResponse,
  type Language,
  photoAltBody,
  photoAnswer,
  photoOrderBody,
  photosAnswer,
  photoUploadQuery,
} from "@sobremesa/contracts";
import type { PartnerActor } from "@sobremesa/domain/partners";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { acceptPhotoUploads, UPLOAD_SUMMARY, UPLOAD_TYPES, uploadedBytes } from "../../photos/photo-upload.ts";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A write may meet a newer order (SETUP_CHANGED) or the photo limit (PHOTOS_LIMIT). */
const writeRefusals = { ...refusals, 409: errorResponse };

type PhotoAnswer = z.infer<typeof photoAnswer>["photo"];

/**
 * One business's gallery (a venue's, an experience's, a product's) as its routes see it: the path
 * parameters name the owner of the photos, the domain service checks who may touch them.
 */
export interface PhotoGallery<Params extends z.ZodType, PhotoParams extends z.ZodType> {
  /** The photos' path, e.g. "/venues/:venueId/photos". */
  path: string;
  /** How the summaries name the owner: "the venue's", "an experience's". */
  owner: { of: string; to: string };
  params: Params;
  photoParams: PhotoParams;
  query: z.ZodType<{ lang?: Language | undefined }>;
  /** What a removal answers (the venue's setup answer, or the items'). */
  removedAnswer: z.ZodType;
  add(
    actor: PartnerActor | null,
    params: z.output<Params>,
    upload: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
    language: Language,
  ): Promise<PhotoAnswer>;
  reorder(
    actor: PartnerActor | null,
    params: z.output<Params>,
    photoIds: number[],
    language: Language,
  ): Promise<PhotoAnswer[]>;
  changeAlt(
    actor: PartnerActor | null,
    params: z.output<PhotoParams>,
    alt: { altEs: string; altEn: string },
    language: Language,
  ): Promise<PhotoAnswer>;
  remove(actor: PartnerActor | null, params: z.output<PhotoParams>, language: Language): Promise<unknown>;
}

/** The four routes of a gallery (upload, order, alternative text, removal), one upload per request. */
export function photoRoutes<Params extends z.ZodType, PhotoParams extends z.ZodType>(
  gallery: (services: Services) => PhotoGallery<Params, PhotoParams>,
): FastifyPluginAsyncZod<{ services: Services }> {
  return async (app, { services }) => {
    const photos = gallery(services);
    const actorOf = partnerActorOf(services.accounts);
    const paramsOf = (request: FastifyRequest) => request.params as z.output<Params>;
    const photoParamsOf = (request: FastifyRequest) => request.params as z.output<PhotoParams>;
    acceptPhotoUploads(app);

    app.post(
      photos.path,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Owners and managers add to ${photos.owner.to} ${UPLOAD_SUMMARY}; the first is its cover`,
          consumes: UPLOAD_TYPES,
          params: photos.params,
          querystring: photoUploadQuery,
          response: { 201: photoAnswer, ...writeRefusals, 413: errorResponse, 415: errorResponse },
        },
      },
      async (request, reply) => {
        const photo = await photos.add(
          await actorOf(request),
          paramsOf(request),
          { bytes: uploadedBytes(request.body), altEs: request.query.altEs, altEn: request.query.altEn },
          requestLanguage(request),
        );
        return reply.code(201).send({ photo });
      },
    );

    app.put(
      `${photos.path}/order`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Puts ${photos.owner.of} photos in this order (every photo once); the first is its cover`,
          params: photos.params,
          querystring: photos.query,
          body: photoOrderBody,
          response: { 200: photosAnswer, ...writeRefusals },
        },
      },
      async (request) => ({
        photos: await photos.reorder(
          await actorOf(request),
          paramsOf(request),
          request.body.photoIds,
          requestLanguage(request),
        ),
      }),
    );

    app.put(
      `${photos.path}/:photoId`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Changes the alternative text of one of ${photos.owner.of} photos in Spanish and English`,
          params: photos.photoParams,
          querystring: photos.query,
          body: photoAltBody,
          response: { 200: photoAnswer, ...refusals },
        },
      },
      async (request) => ({
        photo: await photos.changeAlt(
          await actorOf(request),
          photoParamsOf(request),
          { altEs: request.body.altEs, altEn: request.body.altEn },
          requestLanguage(request),
        ),
      }),
    );

    app.delete(
      `${photos.path}/:photoId`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Removes one of ${photos.owner.of} photos and its files`,
          params: photos.photoParams,
          querystring: photos.query,
          response: { 200: photos.removedAnswer, ...refusals },
        },
      },
      async (request) => photos.remove(await actorOf(request), photoParamsOf(request), requestLanguage(request)),
    );
  };
}
