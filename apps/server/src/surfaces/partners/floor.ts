import {
  combinationAnswer,
  combinationBody,
  combinationParams,
  combinationUpdateBody,
  errorResponse,
  floorAnswer,
  floorDeleteQuery,
  moveBody,
  partnersQuery,
  paymentPolicyAnswer,
  paymentPolicyBody,
  setupRemovedAnswer,
  tableAnswer,
  tableBody,
  tableParams,
  tableUpdateBody,
  venueParams,
  zoneAnswer,
  zoneBody,
  zoneParams,
  zoneUpdateBody,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A write may also meet a newer edit (SETUP_CHANGED) or bookings in its way (SETUP_BOOKINGS_CONFLICT, listed). */
const writeRefusals = { ...refusals, 409: errorResponse };

/**
 * A venue's floor (zones, tables, combinations) and its payment policy. Every role reads the floor;
 * owners and managers change it. Registered inside the partners surface, so its hooks apply.
 */
export const floorRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const partners = services.partners;
  const actorOf = partnerActorOf(services.accounts);
  const base = "/venues/:venueId/floor";

  app.get(
    base,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's floor: zones in order, tables and combinations of tables",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: floorAnswer, ...refusals },
      },
    },
    async (request) => partners.floor(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.post(
    `${base}/zones`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a zone (names in Spanish and English) at the end of the list",
        params: venueParams,
        querystring: partnersQuery,
        body: zoneBody,
        response: { 201: zoneAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { nameEs, nameEn } = request.body;
      const zone = await partners.createZone(
        await actorOf(request),
        request.params.venueId,
        { nameEs, nameEn },
        requestLanguage(request),
      );
      return reply.code(201).send({ zone });
    },
  );

  app.put(
    `${base}/zones/:zoneId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Renames a zone, from its current version",
        params: zoneParams,
        querystring: partnersQuery,
        body: zoneUpdateBody,
        response: { 200: zoneAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { nameEs, nameEn, version } = request.body;
      return {
        zone: await partners.updateZone(
          await actorOf(request),
          request.params.venueId,
          request.params.zoneId,
          { nameEs, nameEn, version },
          requestLanguage(request),
        ),
      };
    },
  );

  app.post(
    `${base}/zones/:zoneId/moves`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Moves a zone one place up or down the list",
        params: zoneParams,
        querystring: partnersQuery,
        body: moveBody,
        response: { 200: z.object({ zones: floorAnswer.shape.zones }), ...writeRefusals },
      },
    },
    async (request) => ({
      zones: await partners.moveZone(
        await actorOf(request),
        request.params.venueId,
        request.params.zoneId,
        request.body.direction,
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    `${base}/zones/:zoneId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes an empty zone at its current version",
        params: zoneParams,
        querystring: floorDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteZone(
        await actorOf(request),
        request.params.venueId,
        request.params.zoneId,
        request.query.version,
        requestLanguage(request),
      ),
  );

  app.post(
    `${base}/tables`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a table (label, zone, min and max covers, online)",
        params: venueParams,
        querystring: partnersQuery,
        body: tableBody,
        response: { 201: tableAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const table = await partners.createTable(
        await actorOf(request),
        request.params.venueId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send({ table });
    },
  );

  app.put(
    `${base}/tables/:tableId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "Changes a table from its current version; taken offline, the bookings it holds are listed unless kept",
        params: tableParams,
        querystring: partnersQuery,
        body: tableUpdateBody,
        response: { 200: tableAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        table: await partners.updateTable(
          await actorOf(request),
          request.params.venueId,
          request.params.tableId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );

  app.delete(
    `${base}/tables/:tableId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a table and its combinations; the bookings it holds are listed unless kept (they keep it)",
        params: tableParams,
        querystring: floorDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteTable(
        await actorOf(request),
        request.params.venueId,
        request.params.tableId,
        { version: request.query.version, keepExisting: request.query.keepExisting },
        requestLanguage(request),
      ),
  );

  app.post(
    `${base}/combinations`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a combination of two tables or more (min and max covers, online)",
        params: venueParams,
        querystring: partnersQuery,
        body: combinationBody,
        response: { 201: combinationAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const combination = await partners.createCombination(
        await actorOf(request),
        request.params.venueId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send({ combination });
    },
  );

  app.put(
    `${base}/combinations/:combinationId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes a combination from its current version; bookings it would lose are listed unless kept",
        params: combinationParams,
        querystring: partnersQuery,
        body: combinationUpdateBody,
        response: { 200: combinationAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        combination: await partners.updateCombination(
          await actorOf(request),
          request.params.venueId,
          request.params.combinationId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );

  app.delete(
    `${base}/combinations/:combinationId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a combination; the bookings seated at it are listed unless kept (they keep their tables)",
        params: combinationParams,
        querystring: floorDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteCombination(
        await actorOf(request),
        request.params.venueId,
        request.params.combinationId,
        { version: request.query.version, keepExisting: request.query.keepExisting },
        requestLanguage(request),
      ),
  );

  app.put(
    "/venues/:venueId/setup/policy",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes the deposit per guest, free cancellation and largest online party, from the settings read",
        params: venueParams,
        querystring: partnersQuery,
        body: paymentPolicyBody,
        response: { 200: paymentPolicyAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        policy: await partners.updatePolicy(
          await actorOf(request),
          request.params.venueId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );
};
