import {
  errorResponse,
  idempotencyHeaders,
  largePartyQuery,
  largePartyRequestAnswer,
  largePartyRequestBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInOrGuest } from "../../plugins/openapi.ts";
import { guardCookieWrites, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
  503: errorResponse,
};

/**
 * A diner's request for a table above the venue's largest online party, on the main web API. Sent
 * twice with the same Idempotency-Key it answers the first request (200) and writes nothing new;
 * limited per IP and per e-mail like the other forms that send someone an e-mail.
 */
export const largePartyRoutes: FastifyPluginAsyncZod<{ services: Services; sessions?: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  // A foreign Origin never writes here (someone else's page posting in our visitors' names).
  if (sessions) guardCookieWrites(app, sessions);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.post(
    "/api/large-party-requests",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "Asks a venue for a table for more people than it books online; the diner is e-mailed a copy and the venue answers by e-mail",
        querystring: largePartyQuery,
        headers: idempotencyHeaders,
        body: largePartyRequestBody,
        response: { 200: largePartyRequestAnswer, 201: largePartyRequestAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { lang: bodyLang, ...body } = request.body;
      const language = request.query.lang ?? bodyLang;
      await app.throttle(request, "large-party-request", body.email, language);
      const session = await services.accounts.sessionFromHeaders(request.headers);
      const result = await services.reservations.requestLargeParty(
        { ...body, language },
        { userId: session?.user.id ?? null, idempotencyKey: request.headers["idempotency-key"] ?? null },
      );
      reply.status(result.created ? 201 : 200);
      return { data: result.request };
    },
  );
};
