import {
  type AuditLogAnswer,
  type Language,
  type OrganizerPendingInvitation,
  type OrganizerRole,
  type OrganizerStaffAnswer,
  type OrganizerStaffMember,
  type PartnerOrganizer,
  pathFor,
} from "@sobremesa/contracts";
import { INVITATION_TTL_MS } from "./access.ts";
import { auditLogPage } from "./audit.ts";
import { invitationTokenHash } from "./invitations.ts";
import { invitationLetter, refuse } from "./messages.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT, organizerRoleAllows, toOrganizer } from "./organizer-access.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import type { OrganizersRepository } from "./organizers-repository.ts";
import type { PartnersRepository } from "./partners-repository.ts";
import type { PartnerActor, PartnersServiceOptions } from "./shared.ts";
import { partnersReasonOf, refusedWrite, staffMemberOf } from "./staff.ts";
import { refuseStaff, staffRoleChange, staffSnapshot } from "./staff-roles.ts";

/**
 * Organizers of things to do in the partner console: who works for which organizer, the owners'
 * invitations (the venues' invitation table, letter and acceptance page) and the audit log.
 */
export function organizersService(
  repository: OrganizersRepository,
  partners: PartnersRepository,
  input: PartnersServiceOptions & { newToken: () => string },
) {
  const now = input.now ?? (() => new Date());

  /** Signed in (401), staff of this organizer (404: strangers cannot tell which exist), allowed role (403). */
  const authorizeOrganizer: AuthorizeOrganizer = async (actor, organizerId, allowed, language) => {
    if (!actor) return refuse("unauthenticated", language);
    const row = await repository.organizerFor(actor.id, organizerId);
    if (!row) return refuseOrganizer("notFound", language);
    if (!organizerRoleAllows(row.role, allowed)) return refuseOrganizer("forbidden", language);
    return toOrganizer(row);
  };

  return {
    authorizeOrganizer,

    /** The organizers the person works for, with their role at each. */
    async myOrganizers(actor: PartnerActor): Promise<PartnerOrganizer[]> {
      return (await repository.organizersOf(actor.id)).map(toOrganizer);
    },

    organizer(actor: PartnerActor | null, organizerId: number, language: Language) {
      return authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.see, language);
    },

    async organizerStaff(
      actor: PartnerActor | null,
      organizerId: number,
      language: Language,
    ): Promise<OrganizerStaffAnswer> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      const members = (await repository.staffOf(organizerId)).map(
        (row) => staffMemberOf(row) as unknown as OrganizerStaffMember,
      );
      const pending = organizer.role === "owner" ? await repository.pendingInvitations(organizerId, now()) : [];
      return {
        staff: members,
        invitations: pending.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role as OrganizerRole,
          expiresAt: row.expiresAt.toISOString(),
          invitedBy: row.invitedBy,
        })),
      };
    },

    async inviteOrganizerStaff(
      actor: PartnerActor | null,
      organizerId: number,
      invited: { email: string; role: OrganizerRole; language: Language },
      language: Language,
    ): Promise<OrganizerPendingInvitation> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.manageStaff, language);
      const inviter = actor as PartnerActor;
      const email = invited.email.trim().toLowerCase();
      if (await repository.isStaffEmail(organizerId, email)) return refuseStaff("organizer", "alreadyStaff", language);
      const token = input.newToken();
      const link = `${input.siteUrl}${pathFor("partners-invitation", invited.language, { token })}`;
      const letter = invitationLetter(invited.language, {
        venue: organizer.name,
        inviter: inviter.name || inviter.email,
        role: invited.role as never,
        link,
      });
      const row = await partners.insertInvitation(
        {
          placeId: null,
          organizerId,
          email,
          role: invited.role,
          language: invited.language,
          tokenHash: invitationTokenHash(token),
          invitedBy: inviter.id,
          expiresAt: new Date(now().getTime() + INVITATION_TTL_MS),
        },
        (invitation) => ({
          channel: "email",
          recipient: email,
          subject: letter.subject,
          body: letter.body,
          template: "partners-staff-invitation",
          language: invited.language,
          dedupKey: `partners-invitation:${invitation.id}`,
        }),
        (invitation) => ({
          placeId: null,
          organizerId,
          actorId: inviter.id,
          action: "invitation.create",
          entity: "staff_invitation",
          entityId: invitation.id,
          before: null,
          after: { email, role: invited.role, expiresAt: invitation.expiresAt.toISOString() },
        }),
      );
      return {
        id: row.id,
        email: row.email,
        role: row.role as OrganizerRole,
        expiresAt: row.expiresAt.toISOString(),
        invitedBy: inviter.name || inviter.email,
      };
    },

    async revokeOrganizerInvitation(
      actor: PartnerActor | null,
      organizerId: number,
      invitationId: string,
      language: Language,
    ) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.manageStaff, language);
      try {
        await repository.revokeInvitation(organizerId, invitationId, (row) => ({
          placeId: null,
          organizerId,
          actorId: actor?.id ?? null,
          action: "invitation.revoke",
          entity: "staff_invitation",
          entityId: row.id,
          before: { email: row.email, role: row.role, status: "pending" },
          after: { email: row.email, role: row.role, status: "revoked" },
        }));
      } catch (error) {
        refusedWrite(error, language, "organizer");
      }
      return { removed: true as const };
    },

    changeOrganizerRole: staffRoleChange({
      kind: "organizer",
      entity: "organizer_staff",
      action: "staff.role",
      scope: (organizerId) => ({ placeId: null, organizerId }),
      authorizeOwner: (actor: PartnerActor | null, organizerId, language) =>
        authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.manageStaff, language),
      changeRole: (organizerId, staffId, role: OrganizerRole, entry) =>
        repository.changeRole(organizerId, staffId, role, entry),
      reasonOf: partnersReasonOf,
      member: async (organizerId, staffId): Promise<OrganizerStaffMember | null> => {
        const row = await repository.staffMember(organizerId, staffId);
        return row ? (staffMemberOf(row) as unknown as OrganizerStaffMember) : null;
      },
    }),

    async removeOrganizerStaff(actor: PartnerActor | null, organizerId: number, staffId: string, language: Language) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.manageStaff, language);
      try {
        await repository.removeStaff(organizerId, staffId, (before) => ({
          placeId: null,
          organizerId,
          actorId: actor?.id ?? null,
          action: "staff.remove",
          entity: "organizer_staff",
          entityId: before.id,
          before: staffSnapshot(before),
          after: null,
        }));
      } catch (error) {
        refusedWrite(error, language, "organizer");
      }
      return { removed: true as const };
    },

    /** The organizer's audit log, for owners: every change, newest first. */
    async organizerAuditLog(
      actor: PartnerActor | null,
      organizerId: number,
      page: { before?: number | undefined; limit: number },
      language: Language,
    ): Promise<AuditLogAnswer> {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.manageStaff, language);
      return auditLogPage(await repository.auditLog(organizerId, page), page.limit);
    },
  };
}

export type OrganizersService = ReturnType<typeof organizersService>;
