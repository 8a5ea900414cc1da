import {
  acceptLargePartyBody,
  declineLargePartyBody,
  errorResponse,
  largePartyAnswer,
  largePartyListAnswer,
  largePartyRequestParams,
  partnersQuery,
  venueParams,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

const writeRefusals = { ...refusals, 409: errorResponse, 422: errorResponse };

/**
 * Large-party requests as the venue's day book answers them (hosts, managers, owners): the pending
 * ones, and accept (with tables: a confirmed booking) or decline (with a message), each once.
 * Registered by the partners surface, which sets `private, no-store` on every answer.
 */
export const largePartyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const dayBook = services.dayBook;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/venues/:venueId/large-party-requests",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's large-party requests waiting for an answer, with the tables free at each one's time",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: largePartyListAnswer, ...refusals },
      },
    },
    async (request) =>
      dayBook.largePartyRequests(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.post(
    "/venues/:venueId/large-party-requests/:requestId/accept",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Accepts a request with a table or tables pushed together: a confirmed booking for its time (409 when answered already or a table was taken)",
        params: largePartyRequestParams,
        querystring: partnersQuery,
        body: acceptLargePartyBody,
        response: { 200: largePartyAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      dayBook.acceptLargeParty(
        await actorOf(request),
        request.params.venueId,
        request.params.requestId,
        request.body.tableIds,
        requestLanguage(request),
      ),
  );

  app.post(
    "/venues/:venueId/large-party-requests/:requestId/decline",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Declines a request with a message the diner is sent (409 when answered already)",
        params: largePartyRequestParams,
        querystring: partnersQuery,
        body: declineLargePartyBody,
        response: { 200: largePartyAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      dayBook.declineLargeParty(
        await actorOf(request),
        request.params.venueId,
        request.params.requestId,
        request.body.message,
        requestLanguage(request),
      ),
  );
};
