import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { organizerColumns, organizerForQuery } from "./organizer-lookup-repository.ts";
import {
  type AuditWrite,
  PartnersWriteRefused,
  revokePendingInvitation,
  type StaffView,
  writeAudit,
} from "./partners-repository.ts";
import { leavesNoOwner } from "./staff-roles.ts";

const { organizers, organizerStaff, staffInvitations, partnerAuditLog, countries, users } = schema;

export type OrganizerStaffRow = typeof organizerStaff.$inferSelect;

const staffColumns = {
  id: organizerStaff.id,
  userId: organizerStaff.userId,
  role: organizerStaff.role,
  createdAt: organizerStaff.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  fullName: users.name,
  email: users.email,
};

/** Storage of organizers' staff and audit log; the invitations share the venues' table and writes. */
export function createOrganizersRepository(db: Database) {
  const lockedOwners = async (tx: Parameters<Parameters<Database["transaction"]>[0]>[0], organizerId: number) => {
    // One role change of an organizer at a time: locking its owners' rows alone let two changes
    // each wait on a row the other held (a deadlock). The organizer's own row queues them.
    await tx.select({ id: organizers.id }).from(organizers).where(eq(organizers.id, organizerId)).for("no key update");
    return (
      tx
        .select({ id: organizerStaff.id })
        .from(organizerStaff)
        .where(and(eq(organizerStaff.organizerId, organizerId), eq(organizerStaff.role, "owner")))
        // Always in the same order: two transactions locking them in two orders would deadlock.
        .orderBy(asc(organizerStaff.id))
        .for("update")
    );
  };

  return {
    organizerFor: (userId: string, organizerId: number) => organizerForQuery(db, userId, organizerId),

    async organizersOf(userId: string) {
      return db
        .select(organizerColumns)
        .from(organizerStaff)
        .innerJoin(organizers, eq(organizers.id, organizerStaff.organizerId))
        .innerJoin(countries, eq(countries.id, organizers.countryId))
        .where(eq(organizerStaff.userId, userId))
        .orderBy(organizers.name, organizers.id);
    },

    async staffOf(organizerId: number): Promise<StaffView[]> {
      return db
        .select(staffColumns)
        .from(organizerStaff)
        .innerJoin(users, eq(users.id, organizerStaff.userId))
        .where(eq(organizerStaff.organizerId, organizerId))
        .orderBy(
          sql`case ${organizerStaff.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
          organizerStaff.createdAt,
        );
    },

    async staffMember(organizerId: number, staffId: string): Promise<StaffView | null> {
      const [row] = await db
        .select(staffColumns)
        .from(organizerStaff)
        .innerJoin(users, eq(users.id, organizerStaff.userId))
        .where(and(eq(organizerStaff.id, staffId), eq(organizerStaff.organizerId, organizerId)))
        .limit(1);
      return row ?? null;
    },

    async pendingInvitations(organizerId: number, now: Date) {
      return db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.role,
          expiresAt: staffInvitations.expiresAt,
          invitedBy: sql<string>`coalesce(${users.name}, 'Sobremesa')`,
        })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(
          and(
            eq(staffInvitations.organizerId, organizerId),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(staffInvitations.createdAt));
    },

    async isStaffEmail(organizerId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organizerStaff.id })
        .from(organizerStaff)
        .innerJoin(users, eq(users.id, organizerStaff.userId))
        .where(and(eq(organizerStaff.organizerId, organizerId), eq(users.email, email)))
        .limit(1);
      return Boolean(row);
    },

    revokeInvitation(
      organizerId: number,
      invitationId: string,
      entry: (row: { id: string; email: string; role: string }) => AuditWrite,
    ) {
      return revokePendingInvitation(db, { organizerId }, invitationId, entry);
    },

    /** Changes a member's role; the organizer always keeps an owner (owners locked: one demotion at a time). */
    async changeRole(
      organizerId: number,
      staffId: string,
      role: string,
      entry: (before: OrganizerStaffRow, after: OrganizerStaffRow) => AuditWrite,
    ): Promise<OrganizerStaffRow> {
      return db.transaction(async (tx) => {
        const owners = await lockedOwners(tx, organizerId);
        const [before] = await tx
          .select()
          .from(organizerStaff)
          .where(and(eq(organizerStaff.id, staffId), eq(organizerStaff.organizerId, organizerId)))
          .for("update");
        if (!before) throw new PartnersWriteRefused("not-found");
        if (leavesNoOwner(before.role, role, owners.length)) throw new PartnersWriteRefused("last-owner");
        if (before.role === role) return before;
        const [after] = await tx
          .update(organizerStaff)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(organizerStaff.id, staffId))
          .returning();
        if (!after) throw new PartnersWriteRefused("not-found");
        await writeAudit(tx, entry(before, after));
        return after;
      });
    },

    async removeStaff(
      organizerId: number,
      staffId: string,
      entry: (before: OrganizerStaffRow) => AuditWrite,
    ): Promise<OrganizerStaffRow> {
      return db.transaction(async (tx) => {
        const owners = await lockedOwners(tx, organizerId);
        const [before] = await tx
          .delete(organizerStaff)
          .where(and(eq(organizerStaff.id, staffId), eq(organizerStaff.organizerId, organizerId)))
          .returning();
        if (!before) throw new PartnersWriteRefused("not-found");
        if (leavesNoOwner(before.role, null, owners.length)) throw new PartnersWriteRefused("last-owner");
        await writeAudit(tx, entry(before));
        return before;
      });
    },

    /** The organizer's audit log, newest first, a page at a time (ids before `before`). */
    async auditLog(organizerId: number, options: { before?: number | undefined; limit: number }) {
      return db
        .select({
          id: partnerAuditLog.id,
          at: partnerAuditLog.at,
          actorId: partnerAuditLog.actorId,
          actorName: users.name,
          action: partnerAuditLog.action,
          entity: partnerAuditLog.entity,
          entityId: partnerAuditLog.entityId,
          before: partnerAuditLog.before,
          after: partnerAuditLog.after,
        })
        .from(partnerAuditLog)
        .leftJoin(users, eq(users.id, partnerAuditLog.actorId))
        .where(
          and(
            eq(partnerAuditLog.organizerId, organizerId),
            options.before === undefined ? undefined : lt(partnerAuditLog.id, options.before),
          ),
        )
        .orderBy(desc(partnerAuditLog.id))
        .limit(options.limit);
    },
  };
}

export type OrganizersRepository = ReturnType<typeof createOrganizersRepository>;
