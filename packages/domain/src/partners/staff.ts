import type { Language, StaffAnswer, StaffMember, VenueRole } from "@sobremesa/contracts";
import { ROLES_THAT } from "./access.ts";
import { refuse } from "./messages.ts";
import { PartnersWriteRefused, type StaffRow, type StaffView } from "./partners-repository.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";

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

/** What the audit log keeps of a staff row. */
export const staffSnapshot = (row: StaffRow) => ({ userId: row.userId, role: row.role });

/** A refusal raised inside a write's transaction, in the person's language. */
export function refusedWrite(error: unknown, language: Language): never {
  if (error instanceof PartnersWriteRefused) {
    if (error.reason === "last-owner") return refuse("lastOwner", language);
    if (error.reason === "already-staff") return refuse("alreadyStaff", language);
    if (error.reason === "not-found") return refuse("staffNotFound", language);
  }
  throw error;
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

    async changeRole(
      actor: PartnerActor | null,
      placeId: number,
      staffId: string,
      role: VenueRole,
      language: Language,
    ): Promise<StaffMember> {
      await authorize(actor, placeId, ROLES_THAT.manageStaff, language);
      try {
        await repository.changeRole(placeId, staffId, role, (before, after) => ({
          placeId,
          actorId: actor?.id ?? null,
          action: "staff.role",
          entity: "venue_staff",
          entityId: after.id,
          before: staffSnapshot(before),
          after: staffSnapshot(after),
        }));
      } catch (error) {
        refusedWrite(error, language);
      }
      const member = await repository.staffMember(placeId, staffId);
      if (!member) return refuse("staffNotFound", language);
      return staffMemberOf(member);
    },

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
