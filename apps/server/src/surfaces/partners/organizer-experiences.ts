import {
  errorResponse,
  experienceDraftBody,
  experienceEditBody,
  newSessionsBody,
  organizerExperienceAnswer,
  organizerExperienceParams,
  organizerExperiencesAnswer,
  organizerParams,
  organizerSessionAnswer,
  organizerSessionParams,
  organizerSessionsAnswer,
  organizerTierParams,
  partnersQuery,
  removedAnswer,
  sessionChangeBody,
  sessionSalesAnswer,
  ticketTierAnswer,
  ticketTierBody,
  ticketTierChangeBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A write may meet a newer edit, a sold ticket type or seats already taken. */
const writeRefusals = { ...refusals, 409: errorResponse };

/**
 * An organizer's experiences in the partner console: the editor, ticket types, sessions and each
 * session's sales and guest list, all through the organizers service's `authorizeOrganizer`.
 */
export const organizerExperienceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const organizers = services.organizers;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/organizers/:organizerId/experiences",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The organizer's experiences, hidden ones included, with their upcoming sessions (any role)",
        params: organizerParams,
        querystring: partnersQuery,
        response: { 200: organizerExperiencesAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.organizerExperiences(await actorOf(request), request.params.organizerId, requestLanguage(request)),
  );

  app.post(
    "/organizers/:organizerId/experiences",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers create an experience (es and en), in a city of the organizer's country",
        params: organizerParams,
        querystring: partnersQuery,
        body: experienceDraftBody,
        response: { 201: organizerExperienceAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...draft } = request.body;
      const experience = await organizers.createExperience(
        await actorOf(request),
        request.params.organizerId,
        draft,
        requestLanguage(request),
      );
      return reply.code(201).send({ experience });
    },
  );

  app.get(
    "/organizers/:organizerId/experiences/:experienceId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One experience as the editor shows it, with its ticket types, their IVA and sales (any role)",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        response: { 200: organizerExperienceAnswer, ...refusals },
      },
    },
    async (request) => ({
      experience: await organizers.organizerExperience(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        requestLanguage(request),
      ),
    }),
  );

  app.put(
    "/organizers/:organizerId/experiences/:experienceId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers edit an experience from the version they read (409 SETUP_CHANGED when stale)",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        body: experienceEditBody,
        response: { 200: organizerExperienceAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...edit } = request.body;
      return {
        experience: await organizers.updateExperience(
          await actorOf(request),
          request.params.organizerId,
          request.params.experienceId,
          edit,
          requestLanguage(request),
        ),
      };
    },
  );

  app.post(
    "/organizers/:organizerId/experiences/:experienceId/tiers",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers add a ticket type (adult, child…), its price in local currency with IVA",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        body: ticketTierBody,
        response: { 201: ticketTierAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...tier } = request.body;
      const created = await organizers.addTier(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        tier,
        requestLanguage(request),
      );
      return reply.code(201).send({ tier: created });
    },
  );

  app.patch(
    "/organizers/:organizerId/experiences/:experienceId/tiers/:tierId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers rename, reprice or hide a ticket type (paid orders keep their price)",
        params: organizerTierParams,
        querystring: partnersQuery,
        body: ticketTierChangeBody,
        response: { 200: ticketTierAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...changes } = request.body;
      return {
        tier: await organizers.changeTier(
          await actorOf(request),
          request.params.organizerId,
          request.params.experienceId,
          request.params.tierId,
          changes,
          requestLanguage(request),
        ),
      };
    },
  );

  app.delete(
    "/organizers/:organizerId/experiences/:experienceId/tiers/:tierId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers remove a ticket type nobody ordered (a sold one is hidden instead: 409)",
        params: organizerTierParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      organizers.removeTier(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        request.params.tierId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/organizers/:organizerId/experiences/:experienceId/sessions",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The experience's sessions from yesterday on, in its own time zone, with seats taken (any role)",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        response: { 200: organizerSessionsAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.experienceSessions(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        requestLanguage(request),
      ),
  );

  app.post(
    "/organizers/:organizerId/experiences/:experienceId/sessions",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Owners and managers add a session, or a weekly series until a date (at most 100 at once), in the experience's wall clock",
        params: organizerExperienceParams,
        querystring: partnersQuery,
        body: newSessionsBody,
        response: { 201: organizerSessionsAnswer, ...refusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const created = await organizers.createSessions(
        await actorOf(request),
        request.params.organizerId,
        request.params.experienceId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/organizers/:organizerId/sessions/:sessionId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners and managers change a session's capacity (never below seats sold or held: 409) and limits",
        params: organizerSessionParams,
        querystring: partnersQuery,
        body: sessionChangeBody,
        response: { 200: organizerSessionAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...changes } = request.body;
      return {
        session: await organizers.changeSession(
          await actorOf(request),
          request.params.organizerId,
          request.params.sessionId,
          changes,
          requestLanguage(request),
        ),
      };
    },
  );

  app.get(
    "/organizers/:organizerId/sessions/:sessionId/sales",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "A session's paid orders, seats sold and left, and revenue in minor units (owners and managers)",
        params: organizerSessionParams,
        querystring: partnersQuery,
        response: { 200: sessionSalesAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.sessionSales(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/organizers/:organizerId/sessions/:sessionId/guests.csv",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "A session's guest list (paid orders) as a CSV attachment: UTF-8 with BOM, headers in the language asked",
        params: organizerSessionParams,
        querystring: partnersQuery,
        response: {
          200: {
            description: "The CSV file (UTF-8 with BOM, CRLF lines, RFC 4180 quoting)",
            content: { "text/csv": { schema: z.string() } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const file = await organizers.sessionGuestsCsv(
        await actorOf(request),
        request.params.organizerId,
        request.params.sessionId,
        requestLanguage(request),
      );
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
        .send(file.body);
    },
  );
};
