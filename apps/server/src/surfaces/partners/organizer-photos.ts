import {
  errorResponse,
  organizerExperienceParams,
  organizerExperiencePhotoParams,
  partnersQuery,
  photoAltBody,
  photoAnswer,
  photoOrderBody,
  photosAnswer,
  photoUploadQuery,
  removedAnswer,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { acceptPhotoUploads, UPLOAD_SUMMARY, UPLOAD_TYPES, uploadedBytes } from "../../photos/photo-upload.ts";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A write may meet a newer order (SETUP_CHANGED) or the photo limit (PHOTOS_LIMIT). */
const writeRefusals = { ...refusals, 409: errorResponse };

/** An experience's photos in the organizer console (owners and managers), one upload per request. */
export const organizerPhotoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const organizers = services.organizers;
  const actorOf = partnerActorOf(services.accounts);
  acceptPhotoUploads(app);

  app.post(
    "/organizers/:organizerId/experiences/:experienceId/photos",
    {
      schema: {
        tags,
        security: signedIn,
        summary: `Owners and managers add to an experience ${UPLOAD_SUMMARY}; the first is its card picture`,
        consumes: UPLOAD_TYPES,
        params: organizerExperienceParams,
        querystring: photoUploadQuery,
        response: { 201: photoAnswer, ...writeRefusals, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const photo = await organizers.addExperiencePhoto(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        { bytes: uploadedBytes(request.body), altEs: request.query.altEs, altEn: request.query.altEn },
        requestLanguage(request),
      );
      return reply.code(201).send({ photo });
    },
  );

  app.put(
    "/organizers/:organizerId/experiences/:experienceId/photos/order",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Puts the experience's photos in this order (every photo once); the first is its card picture",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        body: photoOrderBody,
        response: { 200: photosAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      photos: await organizers.reorderExperiencePhotos(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        request.body.photoIds,
        requestLanguage(request),
      ),
    }),
  );

  app.put(
    "/organizers/:organizerId/experiences/:experienceId/photos/:photoId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes an experience photo's alternative text in Spanish and English",
        params: organizerExperiencePhotoParams,
        querystring: partnersQuery,
        body: photoAltBody,
        response: { 200: photoAnswer, ...refusals },
      },
    },
    async (request) => ({
      photo: await organizers.updateExperiencePhotoAlt(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        request.params.photoId,
        { altEs: request.body.altEs, altEn: request.body.altEn },
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    "/organizers/:organizerId/experiences/:experienceId/photos/:photoId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes an experience's photo and its files",
        params: organizerExperiencePhotoParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.removeExperiencePhoto(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        request.params.photoId,
        requestLanguage(request),
      ),
  );
};
