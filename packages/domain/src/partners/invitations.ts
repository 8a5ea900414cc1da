import { randomBytes } from "node:crypto";
import {
  type InvitationPreview,
  type Language,
  type PartnerOrganizer,
  type PartnerVenue,
  type PendingInvitation,
  pathFor,
  type VenueRole,
} from "@sobremesa/contracts";
import { hashSecret } from "../accounts/index.ts";
import { INVITATION_TTL_MS, invitationStatus, maskedEmail, ROLES_THAT } from "./access.ts";
import { invitationLetter, refuse } from "./messages.ts";
import { toOrganizer } from "./organizer-access.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import { PartnersWriteRefused } from "./partners-repository.ts";
import { type PartnerActor, type PartnersDeps, toVenue } from "./shared.ts";
import { refusedWrite } from "./staff.ts";

const TOKEN_PURPOSE = "staff-invitation";
/** Only this hash of a link's token is stored: a leaked table opens no invitation. */
export const invitationTokenHash = (token: string) => hashSecret(token, TOKEN_PURPOSE, "");

/** Owners invite by e-mail; the invitee accepts once, signed in with that address, within 7 days. */
export function invitations({ repository, authorize, options }: PartnersDeps) {
  // Hexadecimal: the link is a path, and the site serves paths in lower case.
  const newToken = options.newToken ?? (() => randomBytes(32).toString("hex"));

  return {
    async invite(
      actor: PartnerActor | null,
      placeId: number,
      input: { email: string; role: VenueRole; language: Language },
      language: Language,
    ): Promise<PendingInvitation> {
      const venue = await authorize(actor, placeId, ROLES_THAT.manageStaff, language);
      const inviter = actor as PartnerActor;
      const email = input.email.trim().toLowerCase();
      if (await repository.isStaffEmail(placeId, email)) return refuse("alreadyStaff", language);
      const token = newToken();
      const link = `${options.siteUrl}${pathFor("partners-invitation", input.language, { token })}`;
      const letter = invitationLetter(input.language, {
        venue: venue.name,
        inviter: inviter.name || inviter.email,
        role: input.role,
        link,
      });
      const row = await repository.insertInvitation(
        {
          placeId,
          email,
          role: input.role,
          language: input.language,
          tokenHash: invitationTokenHash(token),
          invitedBy: inviter.id,
          expiresAt: new Date(options.now().getTime() + INVITATION_TTL_MS),
        },
        (invitation) => ({
          channel: "email",
          recipient: email,
          subject: letter.subject,
          body: letter.body,
          template: "partners-staff-invitation",
          language: input.language,
          dedupKey: `partners-invitation:${invitation.id}`,
        }),
        (invitation) => ({
          placeId,
          actorId: inviter.id,
          action: "invitation.create",
          entity: "staff_invitation",
          entityId: invitation.id,
          before: null,
          after: { email, role: input.role, expiresAt: invitation.expiresAt.toISOString() },
        }),
      );
      return {
        id: row.id,
        email: row.email,
        role: row.role as VenueRole,
        expiresAt: row.expiresAt.toISOString(),
        invitedBy: inviter.name || inviter.email,
      };
    },

    async revokeInvitation(actor: PartnerActor | null, placeId: number, invitationId: string, language: Language) {
      await authorize(actor, placeId, ROLES_THAT.manageStaff, language);
      try {
        await repository.revokeInvitation(placeId, invitationId, (row) => ({
          placeId,
          actorId: actor?.id ?? null,
          action: "invitation.revoke",
          entity: "staff_invitation",
          entityId: row.id,
          before: { email: row.email, role: row.role, status: "pending" },
          after: { email: row.email, role: row.role, status: "revoked" },
        }));
      } catch (error) {
        if (error instanceof PartnersWriteRefused && error.reason === "not-found")
          return refuse("invitationGone", language);
        throw error;
      }
      return { removed: true as const };
    },

    /** What the acceptance page shows: the venue, the role, the address and whether the link still works. */
    async invitation(token: string, language: Language): Promise<InvitationPreview> {
      const found = await repository.invitationByHash(invitationTokenHash(token));
      if (!found) return refuse("invitationNotFound", language);
      const { invitation, venueName } = found;
      return {
        venue: { id: invitation.placeId ?? invitation.organizerId ?? 0, name: venueName },
        business: invitation.organizerId ? "organizer" : "venue",
        role: invitation.role as InvitationPreview["role"],
        email: maskedEmail(invitation.email),
        status: invitationStatus(invitation, options.now()),
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /** Whether an address is the one the invitation was sent to (the page says so before accepting). */
    async isInvitedAddress(token: string, email: string): Promise<boolean> {
      const found = await repository.invitationByHash(invitationTokenHash(token));
      return found !== null && found.invitation.email === email.trim().toLowerCase();
    },

    /**
     * The signed-in person joins the venue in the invitation's role. Their account's e-mail must be
     * the invited one; the link works once, however many requests race for it.
     */
    async accept(
      actor: PartnerActor | null,
      token: string,
      language: Language,
    ): Promise<{ venue: PartnerVenue } | { organizer: PartnerOrganizer }> {
      if (!actor) return refuse("unauthenticated", language);
      const hash = invitationTokenHash(token);
      const found = await repository.invitationByHash(hash);
      if (!found) return refuse("invitationNotFound", language);
      const now = options.now();
      const status = invitationStatus(found.invitation, now);
      if (status === "expired") return refuse("invitationExpired", language);
      if (status !== "pending") return refuse("invitationUsed", language);
      if (found.invitation.email !== actor.email.trim().toLowerCase())
        return refuse("invitationEmail", language, { email: maskedEmail(found.invitation.email) });
      try {
        await repository.accept(hash, actor.id, now, (invitation, member) => ({
          placeId: invitation.placeId,
          organizerId: invitation.organizerId,
          entity: invitation.organizerId ? "organizer_staff" : "venue_staff",
          actorId: actor.id,
          action: "invitation.accept",
          entityId: member.id,
          before: null,
          after: { userId: member.userId, role: member.role, invitationId: invitation.id },
        }));
      } catch (error) {
        if (error instanceof PartnersWriteRefused && error.reason === "unusable")
          return refuse("invitationUsed", language);
        refusedWrite(error, language, found.invitation.organizerId ? "organizer" : "venue");
      }
      const { organizerId, placeId } = found.invitation;
      if (organizerId) {
        const organizer = await repository.organizerFor(actor.id, organizerId);
        if (!organizer) return refuseOrganizer("notFound", language);
        return { organizer: toOrganizer(organizer) };
      }
      const venue = await repository.venueFor(actor.id, placeId ?? 0);
      if (!venue) return refuse("notFound", language);
      return { venue: toVenue(venue) };
    },
  };
}
