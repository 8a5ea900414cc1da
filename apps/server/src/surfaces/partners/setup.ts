import {
  bookingWindowAnswer,
  bookingWindowBody,
  errorResponse,
  partnersQuery,
  setupRemovedAnswer,
  shiftAnswer,
  shiftBody,
  shiftDeleteQuery,
  shiftParams,
  shiftUpdateBody,
  timeBlockAnswer,
  timeBlockBody,
  timeBlockParams,
  venueParams,
  venueSetupAnswer,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A write may also meet a newer edit (SETUP_CHANGED) or bookings in its way (SETUP_BOOKINGS_CONFLICT, listed). */
const writeRefusals = { ...refusals, 409: errorResponse };

/**
 * A venue's service setup (owners and managers): shifts per weekday, booking window and notice,
 * time blocks. Registered inside the partners surface, so its hooks (no caching, cookie-write
 * guard) apply here too.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const partners = services.partners;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/venues/:venueId/setup",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's service setup: shifts, booking window and notice, upcoming time blocks, zones and tables",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: venueSetupAnswer, ...refusals },
      },
    },
    async (request) => partners.setup(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.put(
    "/venues/:venueId/setup/window",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes how far ahead and how late diners may book; refused if the settings changed since read",
        params: venueParams,
        querystring: partnersQuery,
        body: bookingWindowBody,
        response: { 200: bookingWindowAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { daysAhead, minNoticeMinutes, version } = request.body;
      return {
        window: await partners.updateWindow(
          await actorOf(request),
          request.params.venueId,
          { daysAhead, minNoticeMinutes, version },
          requestLanguage(request),
        ),
      };
    },
  );

  app.post(
    "/venues/:venueId/setup/shifts",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a shift (weekdays, first and last seating, interval, turn times, pacing)",
        params: venueParams,
        querystring: partnersQuery,
        body: shiftBody,
        response: { 201: shiftAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const shift = await partners.createShift(
        await actorOf(request),
        request.params.venueId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send({ shift });
    },
  );

  app.put(
    "/venues/:venueId/setup/shifts/:shiftId",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Changes a shift made from its current version; bookings it would leave off the shifts are listed unless kept",
        params: shiftParams,
        querystring: partnersQuery,
        body: shiftUpdateBody,
        response: { 200: shiftAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        shift: await partners.updateShift(
          await actorOf(request),
          request.params.venueId,
          request.params.shiftId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );

  app.delete(
    "/venues/:venueId/setup/shifts/:shiftId",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Removes a shift at its current version; bookings it would leave off the shifts are listed unless kept",
        params: shiftParams,
        querystring: shiftDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteShift(
        await actorOf(request),
        request.params.venueId,
        request.params.shiftId,
        { version: request.query.version, keepExisting: request.query.keepExisting },
        requestLanguage(request),
      ),
  );

  app.post(
    "/venues/:venueId/setup/time-blocks",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Blocks the whole venue or some zones or tables for a time range, with a reason",
        params: venueParams,
        querystring: partnersQuery,
        body: timeBlockBody,
        response: { 201: timeBlockAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const timeBlock = await partners.createTimeBlock(
        await actorOf(request),
        request.params.venueId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send({ timeBlock });
    },
  );

  app.delete(
    "/venues/:venueId/setup/time-blocks/:blockId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a time block: its times are offered again",
        params: timeBlockParams,
        querystring: partnersQuery,
        response: { 200: setupRemovedAnswer, ...refusals },
      },
    },
    async (request) =>
      partners.deleteTimeBlock(
        await actorOf(request),
        request.params.venueId,
        request.params.blockId,
        requestLanguage(request),
      ),
  );
};
