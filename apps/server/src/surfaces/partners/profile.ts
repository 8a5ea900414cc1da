import {
  errorResponse,
  partnersQuery,
  photoParams,
  profileUpdatedAnswer,
  setupRemovedAnswer,
  specialDayAnswer,
  specialDayBody,
  specialDayDeleteQuery,
  specialDayParams,
  specialDayRemovedAnswer,
  venueHoursAnswer,
  venueHoursBody,
  venueParams,
  venueProfileAnswer,
  venueProfileBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";
import { photoRoutes } from "./photo-routes.ts";

/** A write may meet a newer edit (SETUP_CHANGED) or the photo limit (PHOTOS_LIMIT). */
const writeRefusals = { ...refusals, 409: errorResponse };

/**
 * A venue's public profile and photos (owners and managers). A photo is uploaded as the request's
 * raw body, one per request (no multipart: nothing else travels with it but its alt texts).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const profiles = services.profiles;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/venues/:venueId/profile",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's public profile, its photos and the cuisine catalogue (owners and managers)",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: venueProfileAnswer, ...refusals },
      },
    },
    async (request) => profiles.profile(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.put(
    "/venues/:venueId/profile",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Changes the venue's name, descriptions, phone, address, price range and cuisines; refused if it changed since read",
        params: venueParams,
        querystring: partnersQuery,
        body: venueProfileBody,
        response: { 200: profileUpdatedAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        profile: await profiles.updateProfile(
          await actorOf(request),
          request.params.venueId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );

  app.put(
    "/venues/:venueId/hours",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Replaces the venue's weekly opening hours (several ranges a day, past midnight allowed, no overlaps)",
        params: venueParams,
        querystring: partnersQuery,
        body: venueHoursBody,
        response: { 200: venueHoursAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      profiles.updateHours(
        await actorOf(request),
        request.params.venueId,
        { hours: request.body.hours, version: request.body.version },
        requestLanguage(request),
      ),
  );

  app.post(
    "/venues/:venueId/special-days",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Saves a date closed all day or with special hours (replacing that date's); a closure over bookings is refused listing them unless keepExisting",
        params: venueParams,
        querystring: partnersQuery,
        body: specialDayBody,
        response: { 200: specialDayAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return profiles.saveSpecialDay(await actorOf(request), request.params.venueId, input, requestLanguage(request));
    },
  );

  app.delete(
    "/venues/:venueId/special-days/:dayId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a special day; the venue's weekly hours apply again that date",
        params: specialDayParams,
        querystring: specialDayDeleteQuery,
        response: { 200: specialDayRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      profiles.deleteSpecialDay(
        await actorOf(request),
        request.params.venueId,
        request.params.dayId,
        request.query.version,
        requestLanguage(request),
      ),
  );
};

/** The venue's photos (owners and managers). */
export const venuePhotoRoutes = photoRoutes(({ profiles }) => ({
  path: "/venues/:venueId/photos",
  owner: { of: "the venue's", to: "the venue" },
  params: venueParams,
  photoParams,
  query: partnersQuery,
  removedAnswer: setupRemovedAnswer,
  add: (actor, { venueId }, upload, language) => profiles.addPhoto(actor, venueId, upload, language),
  reorder: (actor, { venueId }, photoIds, language) => profiles.reorderPhotos(actor, venueId, photoIds, language),
  changeAlt: (actor, { venueId, photoId }, alt, language) =>
    profiles.updatePhotoAlt(actor, venueId, photoId, alt, language),
  remove: (actor, { venueId, photoId }, language) => profiles.deletePhoto(actor, venueId, photoId, language),
}));
