import {
  availabilityAnswer,
  availabilityParams,
  availabilityQuery,
  createReservationBody,
  errorResponse,
  idempotencyHeaders,
  manageQuery,
  modifyReservationBody,
  reservationEnvelope,
  reservationLinkAnswer,
  reservationLinkBody,
  reservationList,
  reservationParams,
  reservationQuery,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn, signedInOrGuest } from "../../plugins/openapi.ts";
import { guardCookieWrites, requireSession, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/**
 * Table reservations on the reservation system's surface: availability, and create (with
 * an Idempotency-Key), read, change and cancel, for signed-in customers (session) and guests (the
 * manage link's token). Error codes are the reservation system's; the message is its text, prefixed "Error: ".
 */
export const bookingRoutes: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  guardCookieWrites(app, sessions);
  const reservations = services.reservations;
  const userIdOf = async (request: Parameters<typeof requireSession>[0]) =>
    (await services.accounts.sessionFromHeaders(request.headers))?.user.id ?? null;

  app.addHook("onSend", async (_request, reply, payload) => {
    // Availability changes with every booking: never cached; reservations are private.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });

  app.get(
    "/places/:slug/availability",
    {
      schema: {
        tags: ["reservations"],
        summary: "Seating times of a service day for a party, each available or not (with the reason code)",
        params: availabilityParams,
        querystring: availabilityQuery,
        response: { 200: availabilityAnswer, ...errors },
      },
    },
    async (request) => {
      const { date, party, zoneId, lang } = request.query;
      return {
        data: await reservations.availability({ placeSlug: request.params.slug, date, party, zoneId, language: lang }),
      };
    },
  );

  app.post(
    "/reservations",
    {
      schema: {
        tags: ["reservations"],
        security: signedInOrGuest,
        summary: "Books a table; a retry with the same Idempotency-Key answers the first result and books nothing new",
        querystring: reservationQuery,
        headers: idempotencyHeaders,
        body: createReservationBody,
        response: { 200: reservationEnvelope, 201: reservationEnvelope, ...errors },
      },
    },
    async (request, reply) => {
      const { lang, ...body } = request.body;
      const result = await reservations.create(
        { ...body, language: lang },
        { userId: await userIdOf(request), idempotencyKey: request.headers["idempotency-key"] ?? null },
      );
      reply.status(result.created ? 201 : 200);
      return { data: result.reservation };
    },
  );

  app.get(
    "/reservations/:code",
    {
      schema: {
        tags: ["reservations"],
        security: signedInOrGuest,
        summary: "A reservation, for its owner (session) or the holder of its manage link (token)",
        params: reservationParams,
        querystring: manageQuery,
        response: { 200: reservationEnvelope, ...errors },
      },
    },
    async (request) => {
      const access = { userId: await userIdOf(request), token: request.query.token };
      return { data: await reservations.get(request.params.code, access, request.query.lang) };
    },
  );

  app.patch(
    "/reservations/:code",
    {
      schema: {
        tags: ["reservations"],
        security: signedInOrGuest,
        summary: "Changes date, time, party, zone, occasion or note, within the place's policy",
        params: reservationParams,
        querystring: manageQuery,
        body: modifyReservationBody,
        response: { 200: reservationEnvelope, ...errors },
      },
    },
    async (request) => {
      const access = { userId: await userIdOf(request), token: request.query.token };
      return { data: await reservations.modify(request.params.code, access, request.body, request.query.lang) };
    },
  );

  app.delete(
    "/reservations/:code",
    {
      schema: {
        tags: ["reservations"],
        security: signedInOrGuest,
        summary: "Cancels a reservation, within the place's policy",
        params: reservationParams,
        querystring: manageQuery,
        response: { 200: reservationEnvelope, ...errors },
      },
    },
    async (request) => {
      const access = { userId: await userIdOf(request), token: request.query.token };
      return { data: await reservations.cancel(request.params.code, access, request.query.lang) };
    },
  );

  app.post(
    "/reservations/:code/link",
    {
      schema: {
        tags: ["reservations"],
        summary:
          "Sends the manage link again to the booking's e-mail when the given e-mail is that one; answers the same either way",
        params: reservationParams,
        querystring: reservationQuery,
        body: reservationLinkBody,
        response: { 202: reservationLinkAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { email, lang } = request.body;
      await app.throttle(request, "reservation-link", email, lang);
      await reservations.sendManageLink(request.params.code, email, lang);
      reply.status(202);
      return { data: { accepted: true as const } };
    },
  );

  app.get(
    "/registeredCustomer/reservations",
    {
      schema: {
        tags: ["reservations"],
        security: signedIn,
        summary: "The signed-in customer's reservations, newest first",
        querystring: reservationQuery,
        response: { 200: reservationList, ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request, services);
      return { data: await reservations.listForUser(session.user.id) };
    },
  );
};
