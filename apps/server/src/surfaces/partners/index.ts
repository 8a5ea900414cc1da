import {
  acceptedAnswer,
  acceptInvitationBody,
  auditLogAnswer,
  changeRoleBody,
  errorResponse,
  invitationAnswer,
  invitationParams,
  invitationPreviewAnswer,
  invitationTokenParams,
  inviteStaffBody,
  myVenuesAnswer,
  partnerAuditQuery,
  partnersQuery,
  removedAnswer,
  staffAnswer,
  staffMemberAnswer,
  staffParams,
  venueAnswer,
  venueParams,
} from "@sobremesa/contracts";
import type { DatabaseHandle } from "@sobremesa/db";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { guardCookieWrites, requestLanguage, requireSession, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { dayBookRoutes } from "./day-book.ts";
import { floorRoutes } from "./floor.ts";
import { largePartyRoutes } from "./large-party.ts";
import { menuRoutes } from "./menu.ts";
import { organizerRoutes } from "./organizers.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";
import { profileRoutes, venuePhotoRoutes } from "./profile.ts";
import { reportsRoutes } from "./reports.ts";
import { setupRoutes } from "./setup.ts";
import { storePhotoRoutes } from "./store-photos.ts";
import { storeSettingsRoutes } from "./store-settings.ts";
import { storeConsoleRoutes } from "./stores.ts";

/**
 * The partner console's API (base PARTNERS_API_BASE): venues of the signed-in person, their staff,
 * invitations and the audit log. Thin: every call goes through the partners service, whose one
 * `authorize` decides who may do what at which venue. Answers are personal: never cached.
 */
export const partnersSurface: FastifyPluginAsyncZod<{
  services: Services;
  sessions: SessionOptions;
  database: DatabaseHandle;
}> = async (app, { services, sessions, database }) => {
  guardCookieWrites(app, sessions);
  const partners = services.partners;

  app.addHook("onSend", async (_request, reply: FastifyReply) => {
    reply.header("cache-control", "private, no-store");
  });

  const actorOf = partnerActorOf(services.accounts);

  await app.register(dayBookRoutes, { services, database });
  await app.register(largePartyRoutes, { services });
  await app.register(reportsRoutes, { services });

  app.get(
    "/venues",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venues the signed-in person works for, with their role at each",
        querystring: partnersQuery,
        response: { 200: myVenuesAnswer, 401: errorResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request, services);
      const actor = { id: session.user.id, email: session.user.email, name: session.user.name };
      return { data: await partners.myVenues(actor) };
    },
  );

  app.get(
    "/venues/:venueId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One venue as its staff see it (any role)",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: venueAnswer, ...refusals },
      },
    },
    async (request) => ({
      venue: await partners.venue(await actorOf(request), request.params.venueId, requestLanguage(request)),
    }),
  );

  app.get(
    "/venues/:venueId/staff",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The venue's staff (owners and managers) and, for owners, its pending invitations",
        params: venueParams,
        querystring: partnersQuery,
        response: { 200: staffAnswer, ...refusals },
      },
    },
    async (request) => partners.staff(await actorOf(request), request.params.venueId, requestLanguage(request)),
  );

  app.post(
    "/venues/:venueId/invitations",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners invite someone by e-mail in a role; the e-mail goes in the invitee's language",
        params: venueParams,
        querystring: partnersQuery,
        body: inviteStaffBody,
        response: { 201: invitationAnswer, ...refusals, 409: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, role, language } = request.body;
      const actor = await actorOf(request);
      if (actor) await app.throttle(request, "staff-invite", actor.id, requestLanguage(request));
      const invitation = await partners.invite(
        actor,
        request.params.venueId,
        { email, role, language },
        requestLanguage(request),
      );
      return reply.code(201).send({ invitation });
    },
  );

  app.delete(
    "/venues/:venueId/invitations/:invitationId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners revoke a pending invitation: its link stops working",
        params: invitationParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...refusals },
      },
    },
    async (request) =>
      partners.revokeInvitation(
        await actorOf(request),
        request.params.venueId,
        request.params.invitationId,
        requestLanguage(request),
      ),
  );

  app.patch(
    "/venues/:venueId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners change a member's role; the venue always keeps an owner",
        params: staffParams,
        querystring: partnersQuery,
        body: changeRoleBody,
        response: { 200: staffMemberAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) => ({
      member: await partners.changeRole(
        await actorOf(request),
        request.params.venueId,
        request.params.staffId,
        request.body.role,
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    "/venues/:venueId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners remove a member; the venue always keeps an owner",
        params: staffParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...refusals, 409: errorResponse },
      },
    },
    async (request) =>
      partners.removeStaff(
        await actorOf(request),
        request.params.venueId,
        request.params.staffId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/venues/:venueId/audit",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners read the venue's audit log: who changed what, when, before and after (newest first)",
        params: venueParams,
        querystring: partnerAuditQuery,
        response: { 200: auditLogAnswer, ...refusals },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return partners.auditLog(
        await actorOf(request),
        request.params.venueId,
        { before, limit },
        requestLanguage(request),
      );
    },
  );

  app.get(
    "/invitations/:token",
    {
      schema: {
        tags,
        summary: "What an invitation link offers (venue, role, address) and whether it still works",
        params: invitationTokenParams,
        querystring: partnersQuery,
        response: { 200: invitationPreviewAnswer, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({ invitation: await partners.invitation(request.params.token, requestLanguage(request)) }),
  );

  app.post(
    "/accepted-invitations",
    {
      schema: {
        tags,
        security: signedIn,
        summary:
          "The invited person, signed in with the invited address, joins the venue or organizer (the link works once)",
        querystring: partnersQuery,
        body: acceptInvitationBody,
        response: { 200: acceptedAnswer, ...refusals, 409: errorResponse, 410: errorResponse },
      },
    },
    async (request) => partners.accept(await actorOf(request), request.body.token, requestLanguage(request)),
  );

  await app.register(setupRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(venuePhotoRoutes, { services });
  await app.register(floorRoutes, { services });
  await app.register(menuRoutes, { services });
  await app.register(organizerRoutes, { services });
  await app.register(storeConsoleRoutes, { services });
  await app.register(storePhotoRoutes, { services });
  await app.register(storeSettingsRoutes, { services });
};
