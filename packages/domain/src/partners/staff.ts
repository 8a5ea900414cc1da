import type { Language, StaffAnswer, StaffMember, VenueRole } from "@sobremesa/contracts";
import { ROLES_THAT } from "./access.ts";
import { PartnersWriteRefused, type StaffView } from "./partners-repository.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";
import { type BusinessKind, refusedStaffWrite, staffRoleChange, staffSnapshot } from "./staff-roles.ts";

export function staffMemberOf(row: StaffView): StaffMember {
  const name = row.fullName.trim() || `${row.firstName} ${row.lastName}`.trim() || row.email;
  return {
    id: row.id,
    userId: row.userId,
    name,
    email: row.email,
    role: row.role as VenueRole,
    since: row.createdAt.toISOString(),
  };
}

/** The reason of a venue's or an organizer's refused team write (they share the writes' refusal). */
export const partnersReasonOf = (error: unknown) => (error instanceof PartnersWriteRefused ? error.reason : null);

/** A refusal raised inside a write's transaction, in the person's language and the business's words. */
export function refusedWrite(error: unknown, language: Language, kind: BusinessKind = "venue"): never {
  return refusedStaffWrite(kind, error, language, partnersReasonOf);
}

/** The staff list (owners and managers read it) and the owners' changes to it. */
export function staff({ repository, authorize, options }: PartnersDeps) {
  return {
    async staff(actor: PartnerActor | null, placeId: number, language: Language): Promise<StaffAnswer> {
      const venue = await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const members = (await repository.staffOf(placeId)).map(staffMemberOf);
      // Only owners manage invitations; a manager sees who is on the team, not who is being asked.
      const pending = venue.role === "owner" ? await repository.pendingInvitations(placeId, options.now()) : [];
      return {
        staff: members,
        invitations: pending.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role as VenueRole,
          expiresAt: row.expiresAt.toISOString(),
          invitedBy: row.invitedBy,
        })),
      };
    },

    changeRole: staffRoleChange({
      kind: "venue",
      entity: "venue_staff",
      action: "staff.role",
      scope: (placeId) => ({ placeId }),
      authorizeOwner: (actor: PartnerActor | null, placeId, language) =>
        authorize(actor, placeId, ROLES_THAT.manageStaff, language),
      changeRole: (placeId, staffId, role: VenueRole, entry) => repository.changeRole(placeId, staffId, role, entry),
      reasonOf: partnersReasonOf,
      member: async (placeId, staffId) => {
        const row = await repository.staffMember(placeId, staffId);
        return row ? staffMemberOf(row) : null;
      },
    }),

    async removeStaff(actor: PartnerActor | null, placeId: number, staffId: string, language: Language) {
      await authorize(actor, placeId, ROLES_THAT.manageStaff, language);
      try {
        await repository.removeStaff(placeId, staffId, (before) => ({
          placeId,
          actorId: actor?.id ?? null,
          action: "staff.remove",
          entity: "venue_staff",
          entityId: before.id,
          before: staffSnapshot(before),
          after: null,
        }));
      } catch (error) {
        refusedWrite(error, language);
      }
      return { removed: true as const };
    },
  };
}
