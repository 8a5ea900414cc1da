import {
  errorResponse,
  idempotencyHeaders,
  organizerSessionParams,
  partnersQuery,
  sessionCancelAnswer,
  sessionCancelBody,
  sessionOrderParams,
  sessionRefundAnswer,
  sessionRefundBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** Money back can meet an order refunded already, a reused key, or the payment provider down. */
const moneyRefusals = { ...refusals, 409: errorResponse, 422: errorResponse, 503: errorResponse };

/**
 * An organizer's refunds in the partner console: part or all of one order of a session, and the
 * cancellation of a session with every paid order refunded in full. Owners and managers only.
 */
export const organizerRefundRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const organizers = services.organizers;
  const actorOf = partnerActorOf(services.accounts);

  app.post(
    "/organizers/:organizerId/sessions/:sessionId/orders/:code/refunds",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Refunds part or all of a paid order (amount in major units), once per Idempotency-Key, never beyond what is left; a full refund voids its tickets",
        params: sessionOrderParams,
        querystring: partnersQuery,
        headers: idempotencyHeaders.required(),
        body: sessionRefundBody,
        response: { 200: sessionRefundAnswer, ...moneyRefusals },
      },
    },
    async (request) =>
      organizers.refundSessionOrder(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        request.params.code,
        { key: request.headers["idempotency-key"], amountMinor: Math.round(request.body.amount * 100) },
        request.body.lang ?? requestLanguage(request),
      ),
  );

  app.post(
    "/organizers/:organizerId/sessions/:sessionId/cancellation",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Cancels a session before it starts: off sale, every paid order refunded in full once (fees included), tickets void, buyers told",
        params: organizerSessionParams,
        querystring: partnersQuery,
        body: sessionCancelBody,
        response: { 200: sessionCancelAnswer, ...moneyRefusals },
      },
    },
    async (request) =>
      organizers.cancelSession(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        request.body.lang ?? requestLanguage(request),
      ),
  );
};
