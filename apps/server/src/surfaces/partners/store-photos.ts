import {
  consoleProductParams,
  consoleProductPhotoParams,
  consoleQuery,
  errorResponse,
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

/** A product's photos in the store console (owners and managers), one upload per request. */
export const storePhotoRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const stores = services.storeConsole;
  const actorOf = partnerActorOf(services.accounts);
  acceptPhotoUploads(app);

  app.post(
    "/stores/:storeId/products/:productId/photos",
    {
      schema: {
        tags,
        security: signedIn,
        summary: `Owners and managers add to a product ${UPLOAD_SUMMARY}; the first is its card picture`,
        consumes: UPLOAD_TYPES,
        params: consoleProductParams,
        querystring: photoUploadQuery,
        response: { 201: photoAnswer, ...writeRefusals, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const photo = await stores.addProductPhoto(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        { bytes: uploadedBytes(request.body), altEs: request.query.altEs, altEn: request.query.altEn },
        requestLanguage(request),
      );
      return reply.code(201).send({ photo });
    },
  );

  app.put(
    "/stores/:storeId/products/:productId/photos/order",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Puts the product's photos in this order (every photo once); the first is its card picture",
        params: consoleProductParams,
        querystring: consoleQuery,
        body: photoOrderBody,
        response: { 200: photosAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      photos: await stores.reorderProductPhotos(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        request.body.photoIds,
        requestLanguage(request),
      ),
    }),
  );

  app.put(
    "/stores/:storeId/products/:productId/photos/:photoId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes a product photo's alternative text in Spanish and English",
        params: consoleProductPhotoParams,
        querystring: consoleQuery,
        body: photoAltBody,
        response: { 200: photoAnswer, ...refusals },
      },
    },
    async (request) => ({
      photo: await stores.updateProductPhotoAlt(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        request.params.photoId,
        { altEs: request.body.altEs, altEn: request.body.altEn },
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    "/stores/:storeId/products/:productId/photos/:photoId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a product's photo and its files",
        params: consoleProductPhotoParams,
        querystring: consoleQuery,
        response: { 200: removedAnswer, ...refusals },
      },
    },
    async (request) =>
      stores.removeProductPhoto(
        await actorOf(request),
        request.params.storeId,
        request.params.productId,
        request.params.photoId,
        requestLanguage(request),
      ),
  );
};
