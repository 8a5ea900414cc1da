import {
  authenticatePaymentBody,
  checkInAnswer,
  errorResponse,
  experienceDetailAnswer,
  experienceDetailQuery,
  experienceListingAnswer,
  experienceListingQuery,
  experienceParams,
  orderAnswer,
  orderParams,
  orderQuery,
  purchaseBody,
  ticketParams,
  ticketTransferBody,
  ticketTransferParams,
} from "@sobremesa/contracts";
import { experienceMessage } from "@sobremesa/domain/experiences";
import { requestFingerprint } from "@sobremesa/domain/payments";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkInKey, signedInOrGuest } from "../../plugins/openapi.ts";
import { guardCookieWrites, requestLanguage, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { purchaseErrors, purchaseHeaders } from "./purchase-schema.ts";

/**
 * Things to do on the main web API: listings, an experience, buying tickets (guests
 * too), the order page's data and the venues' check-in. Documented in the OpenAPI at /api/docs.
 */
export const experienceRoutes: FastifyPluginAsyncZod<{ services: Services; sessions?: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  if (sessions) guardCookieWrites(app, sessions);
  const experiences = services.experiences;
  const viewer = async (request: FastifyRequest) =>
    (await services.accounts.sessionFromHeaders(request.headers))?.user ?? null;

  app.get(
    "/api/experiences",
    {
      schema: {
        tags: ["main"],
        summary:
          "Things to do by location (country, state, city slugs), category, dates and price, with category counts",
        querystring: experienceListingQuery,
        response: { 200: experienceListingAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { country, state, city, category, from, to, price_max, page, lang } = request.query;
      const answer = await experiences.list({
        country,
        state,
        city,
        category,
        from,
        to,
        priceMax: price_max,
        page,
        language: lang,
      });
      if (!answer) {
        const message = experienceMessage("notFound", lang);
        return reply.code(404).send({ message, error: { code: "NOT_FOUND", message } });
      }
      reply.header("cache-control", "public, max-age=60");
      return answer;
    },
  );

  app.get(
    "/api/experiences/:slug",
    {
      schema: {
        tags: ["main"],
        summary: "A thing to do with its ticket types and the sessions of the next 60 days (seats left, sales cut-off)",
        params: experienceParams,
        querystring: experienceDetailQuery,
        response: { 200: experienceDetailAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await experiences.detail(request.params.slug, request.query.lang, { userId: null });
      if (!found) {
        const message = experienceMessage("notFound", request.query.lang);
        return reply.code(404).send({ message, error: { code: "NOT_FOUND", message } });
      }
      // Seats change with every purchase: a short shared cache only.
      reply.header("cache-control", "public, max-age=15");
      return { data: found };
    },
  );

  app.post(
    "/api/experiences/:slug/orders",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "Buys tickets: holds the seats, charges the card, issues the e-tickets; a retry with the same Idempotency-Key answers the same order",
        params: experienceParams,
        headers: purchaseHeaders,
        body: purchaseBody,
        response: { 201: orderAnswer, 202: orderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await viewer(request);
      await app.throttle(request, "ticket-purchase", request.body.contact.email, language);
      const fingerprint = requestFingerprint({ slug: request.params.slug, ...request.body });
      const order = await experiences.purchase(request.params.slug, request.body, {
        userId: user?.id ?? null,
        idempotencyKey: `${request.params.slug}:${request.headers["idempotency-key"]}`,
        fingerprint,
        language,
      });
      reply.header("cache-control", "no-store");
      reply.code(order.status === "awaiting_authentication" ? 202 : 201);
      return { order };
    },
  );

  app.post(
    "/api/experiences/orders/:code/authenticate",
    {
      schema: {
        tags: ["main"],
        summary:
          "Finishes a payment the bank asked the buyer to confirm: the order is paid, or released with its seats",
        params: orderParams,
        body: authenticatePaymentBody,
        response: { 200: orderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      reply.header("cache-control", "no-store");
      return {
        order: await experiences.authenticate(
          request.params.code,
          request.body.email,
          request.body.authentication,
          language,
        ),
      };
    },
  );

  app.get(
    "/api/experiences/orders/:code",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "An order with its e-tickets (QR codes), for its signed-in owner or with the buyer's e-mail",
        params: orderParams,
        querystring: orderQuery,
        response: { 200: orderAnswer, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const user = await viewer(request);
      const found = await experiences.order(
        request.params.code,
        { userId: user?.id ?? null, email: request.query.email ?? null },
        request.query.lang,
      );
      reply.header("cache-control", "private, no-store");
      if (!found) {
        // The same answer whether the code exists or the e-mail is wrong: codes cannot be probed.
        const message = experienceMessage("orderNotFound", request.query.lang);
        return reply.code(404).send({ message, error: { code: "ORDER_NOT_FOUND", message } });
      }
      return { order: found };
    },
  );

  app.post(
    "/api/experiences/orders/:code/tickets/:ticketId/transfer",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary:
          "The buyer gives one ticket to someone else (signed in, or with the buyer's e-mail): their name on it and a new code; the old QR stops working",
        params: ticketTransferParams,
        body: ticketTransferBody,
        response: { 200: orderAnswer, ...purchaseErrors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      const user = await viewer(request);
      reply.header("cache-control", "no-store");
      return {
        order: await experiences.transferTicket(
          request.params.code,
          request.params.ticketId,
          { userId: user?.id ?? null, email: request.body.buyer_email ?? null },
          { name: request.body.name, email: request.body.email },
          language,
        ),
      };
    },
  );

  app.get(
    "/api/experiences/tickets/:code/qr.svg",
    {
      schema: {
        tags: ["main"],
        summary: "A ticket's QR code as an SVG image, the link a friend gets with a transferred ticket",
        params: ticketParams,
        response: {
          200: { description: "The QR code (SVG)", content: { "image/svg+xml": { schema: z.string() } } },
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const svg = await experiences.ticketQr(request.params.code);
      reply.header("cache-control", "private, no-store");
      if (!svg) {
        const message = experienceMessage("ticketNotFound", requestLanguage(request));
        return reply.code(404).send({ message, error: { code: "TICKET_NOT_FOUND", message } });
      }
      return reply.type("image/svg+xml").send(svg);
    },
  );

  app.post(
    "/api/experiences/tickets/:code/check-in",
    {
      schema: {
        tags: ["main"],
        security: checkInKey,
        summary:
          "A venue checks a ticket in (Authorization: Bearer {the experience's check-in key}); a ticket checks in once",
        params: ticketParams,
        response: { 200: checkInAnswer, ...purchaseErrors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const key = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      return experiences.checkIn(request.params.code, key, language);
    },
  );
};
