import {
  auditLogAnswer,
  changeOrganizerRoleBody,
  errorResponse,
  inviteOrganizerStaffBody,
  myOrganizersAnswer,
  organizerAnswer,
  organizerInvitationAnswer,
  organizerInvitationParams,
  organizerParams,
  organizerStaffAnswer,
  organizerStaffMemberAnswer,
  organizerStaffParams,
  partnerAuditQuery,
  partnersQuery,
  removedAnswer,
} from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/openapi.ts";
import { requestLanguage, requireSession } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { organizerDoorRoutes } from "./organizer-door.ts";
import { organizerExperienceRoutes } from "./organizer-experiences.ts";
import { organizerPhotoRoutes } from "./organizer-photos.ts";
import { organizerRefundRoutes } from "./organizer-refunds.ts";
import { partnerActorOf, refusals, tags } from "./partner-routes.ts";

/** A staff write may meet the last-owner rule or someone already on the staff. */
const writeRefusals = { ...refusals, 409: errorResponse };

/**
 * Organizers of things to do in the partner console: their staff and invitations, audit log,
 * experiences with their ticket types, sessions and each session's sales. Every call goes through
 * the organizers service's one `authorizeOrganizer`.
 */
export const organizerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const organizers = services.organizers;
  const actorOf = partnerActorOf(services.accounts);

  app.get(
    "/organizers",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The organizers of things to do the signed-in person works for, with their role at each",
        querystring: partnersQuery,
        response: { 200: myOrganizersAnswer, 401: errorResponse },
      },
    },
    async (request) => {
      const session = await requireSession(request, services);
      const actor = { id: session.user.id, email: session.user.email, name: session.user.name };
      return { data: await organizers.myOrganizers(actor) };
    },
  );

  app.get(
    "/organizers/:organizerId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One organizer as its staff see it (any role)",
        params: organizerParams,
        querystring: partnersQuery,
        response: { 200: organizerAnswer, ...refusals },
      },
    },
    async (request) => ({
      organizer: await organizers.organizer(
        await actorOf(request),
        request.params.organizerId,
        requestLanguage(request),
      ),
    }),
  );

  app.get(
    "/organizers/:organizerId/staff",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "The organizer's staff (owners and managers) and, for owners, its pending invitations",
        params: organizerParams,
        querystring: partnersQuery,
        response: { 200: organizerStaffAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.organizerStaff(await actorOf(request), request.params.organizerId, requestLanguage(request)),
  );

  app.post(
    "/organizers/:organizerId/invitations",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners invite someone by e-mail as owner, manager or door staff (the venues' invitation link)",
        params: organizerParams,
        querystring: partnersQuery,
        body: inviteOrganizerStaffBody,
        response: { 201: organizerInvitationAnswer, ...writeRefusals, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      if (actor) await app.throttle(request, "staff-invite", actor.id, requestLanguage(request));
      const { email, role, language } = request.body;
      const invitation = await organizers.inviteOrganizerStaff(
        actor,
        request.params.organizerId,
        { email, role, language },
        requestLanguage(request),
      );
      return reply.code(201).send({ invitation });
    },
  );

  app.delete(
    "/organizers/:organizerId/invitations/:invitationId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners revoke a pending invitation: its link stops working",
        params: organizerInvitationParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...refusals },
      },
    },
    async (request) =>
      organizers.revokeOrganizerInvitation(
        await actorOf(request),
        request.params.organizerId,
        request.params.invitationId,
        requestLanguage(request),
      ),
  );

  app.patch(
    "/organizers/:organizerId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners change a member's role; the organizer always keeps an owner",
        params: organizerStaffParams,
        querystring: partnersQuery,
        body: changeOrganizerRoleBody,
        response: { 200: organizerStaffMemberAnswer, ...writeRefusals },
      },
    },
    async (request) => ({
      member: await organizers.changeOrganizerRole(
        await actorOf(request),
        request.params.organizerId,
        request.params.staffId,
        request.body.role,
        requestLanguage(request),
      ),
    }),
  );

  app.delete(
    "/organizers/:organizerId/staff/:staffId",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners remove a member; the organizer always keeps an owner",
        params: organizerStaffParams,
        querystring: partnersQuery,
        response: { 200: removedAnswer, ...writeRefusals },
      },
    },
    async (request) =>
      organizers.removeOrganizerStaff(
        await actorOf(request),
        request.params.organizerId,
        request.params.staffId,
        requestLanguage(request),
      ),
  );

  app.get(
    "/organizers/:organizerId/audit",
    {
      schema: {
        tags,
        security: signedIn,
        summary: "Owners read the organizer's audit log: who changed what, when, before and after (newest first)",
        params: organizerParams,
        querystring: partnerAuditQuery,
        response: { 200: auditLogAnswer, ...refusals },
      },
    },
    async (request) => {
      const { before, limit } = request.query;
      return organizers.organizerAuditLog(
        await actorOf(request),
        request.params.organizerId,
        { before, limit },
        requestLanguage(request),
      );
    },
  );

  await app.register(organizerExperienceRoutes, { services });
  await app.register(organizerDoorRoutes, { services });
  await app.register(organizerRefundRoutes, { services });
  await app.register(organizerPhotoRoutes, { services });
};
