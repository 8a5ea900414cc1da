import {
  doorCheckInAnswer,
  doorCheckInBody,
  doorListAnswer,
  errorResponse,
  organizerSessionParams,
  partnersQuery,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A full batch of scans is about 30 kB; anything far larger is refused before it is parsed. */
const CHECK_IN_BODY_LIMIT = 64 * 1024;

/**
 * The door of a session: its guest list for the device to keep, and the device's scans (made
 * online or queued offline), each ticket admitted once. Door staff, managers and owners.
 */
export const organizerDoorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const organizers = services.organizers;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/organizers/:organizerId/sessions/:sessionId/door",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "A session's tickets of paid orders, their buyers and check-ins: the list a door device keeps offline",
        params: organizerSessionParams,
        querystring: partnersQuery,
        response: { 200: doorListAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.doorList(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        requestLanguage(request),
      ),
  );

  app.post(
    "/organizers/:organizerId/sessions/:sessionId/check-ins",
    {
      bodyLimit: CHECK_IN_BODY_LIMIT,
      schema: {
        tags,
        security: signedIn,
        summary:
          "A device's scans (code, device time, device id; at most 200): each ticket is admitted once, and each scan answers admitted, already used (when, which device), another session, cancelled or unknown",
        params: organizerSessionParams,
        querystring: partnersQuery,
        body: doorCheckInBody,
        response: { 200: doorCheckInAnswer, ...refusals, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request) =>
      organizers.checkIn(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        { deviceId: request.body.deviceId, scans: request.body.scans },
        requestLanguage(request),
      ),
  );
};
