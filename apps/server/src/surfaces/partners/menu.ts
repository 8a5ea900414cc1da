import {
  errorResponse,
  menuDeleteQuery,
  menuItemAnswer,
  menuItemBody,
  menuItemParams,
  menuItemUpdateBody,
  menuSectionAnswer,
  menuSectionBody,
  menuSectionParams,
  menuSectionUpdateBody,
  moveBody,
  partnerMenuAnswer,
  partnersQuery,
  setupRemovedAnswer,
  venueParams,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

const writeRefusals = { ...refusals, 409: errorResponse };
const movedAnswer = z.object({ moved: z.literal(true) });

/** A venue's menu: every role reads it, owners and managers change it. */
export const menuRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const partners = services.partners;
  const actorOf = partnerActorOf(services.accounts);
  const base = "/venues/:venueId/menu";

  app.get(
    base,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's menu: sections in order with their items, prices in the venue's currency",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: partnerMenuAnswer, ...refusals },
      },
    },
    async (request) => partners.menu(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.post(
    `${base}/sections`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a menu section at the end",
        params: venueParams,
        querystring: partnersQuery,
        body: menuSectionBody,
        response: { 201: menuSectionAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { nameEs, nameEn } = request.body;
      const section = await partners.createSection(
        await actorOf(request),
        request.params.venueId,
        { nameEs, nameEn },
        requestLanguage(request),
      );
      return reply.code(201).send({ section });
    },
  );

  app.put(
    `${base}/sections/:sectionId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Renames a menu section, from its current version",
        params: menuSectionParams,
        querystring: partnersQuery,
        body: menuSectionUpdateBody,
        response: { 200: menuSectionAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { nameEs, nameEn, version } = request.body;
      return {
        section: await partners.updateSection(
          await actorOf(request),
          request.params.venueId,
          request.params.sectionId,
          { nameEs, nameEn, version },
          requestLanguage(request),
        ),
      };
    },
  );

  app.post(
    `${base}/sections/:sectionId/moves`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Moves a menu section one place up or down",
        params: menuSectionParams,
        querystring: partnersQuery,
        body: moveBody,
        response: { 200: movedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.moveSection(
        await actorOf(request),
        request.params.venueId,
        request.params.sectionId,
        request.body.direction,
        requestLanguage(request),
      ),
  );

  app.delete(
    `${base}/sections/:sectionId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a menu section and its items, at its current version",
        params: menuSectionParams,
        querystring: menuDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteSection(
        await actorOf(request),
        request.params.venueId,
        request.params.sectionId,
        request.query.version,
        requestLanguage(request),
      ),
  );

  app.post(
    `${base}/items`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Adds a dish at the end of its section (names, descriptions, price, dietary tags)",
        params: venueParams,
        querystring: partnersQuery,
        body: menuItemBody,
        response: { 201: menuItemAnswer, ...writeRefusals },
      },
    },
    async (request, reply) => {
      const { lang: _lang, ...input } = request.body;
      const item = await partners.createItem(
        await actorOf(request),
        request.params.venueId,
        input,
        requestLanguage(request),
      );
      return reply.code(201).send({ item });
    },
  );

  app.put(
    `${base}/items/:itemId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Changes a dish from its current version; moved to another section, it goes to its end",
        params: menuItemParams,
        querystring: partnersQuery,
        body: menuItemUpdateBody,
        response: { 200: menuItemAnswer, ...writeRefusals },
      },
    },
    async (request) => {
      const { lang: _lang, ...input } = request.body;
      return {
        item: await partners.updateItem(
          await actorOf(request),
          request.params.venueId,
          request.params.itemId,
          input,
          requestLanguage(request),
        ),
      };
    },
  );

  app.post(
    `${base}/items/:itemId/moves`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Moves a dish one place up or down its section",
        params: menuItemParams,
        querystring: partnersQuery,
        body: moveBody,
        response: { 200: movedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.moveItem(
        await actorOf(request),
        request.params.venueId,
        request.params.itemId,
        request.body.direction,
        requestLanguage(request),
      ),
  );

  app.delete(
    `${base}/items/:itemId`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Removes a dish at its current version",
        params: menuItemParams,
        querystring: menuDeleteQuery,
        response: { 200: setupRemovedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      partners.deleteItem(
        await actorOf(request),
        request.params.venueId,
        request.params.itemId,
        request.query.version,
        requestLanguage(request),
      ),
  );
};
