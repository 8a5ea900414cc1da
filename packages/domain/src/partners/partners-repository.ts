import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { organizerForQuery } from "./organizer-lookup-repository.ts";
import { leavesNoOwner } from "./staff-roles.ts";

const {
  venueStaff,
  staffInvitations,
  partnerAuditLog,
  places,
  cities,
  users,
  outboxMessages,
  organizers,
  organizerStaff,
} = schema;

export type StaffRow = typeof venueStaff.$inferSelect;
export type InvitationRow = typeof staffInvitations.$inferSelect;
export type NewInvitationRow = typeof staffInvitations.$inferInsert;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;
export type Role = "owner" | "manager" | "host";
/** A new member of a venue's or an organizer's staff, as the audit line of their joining keeps them. */
export type JoinedStaff = { id: string; userId: string; role: string };

/** One line of the audit log as written: who did what to which row, and the row before and after. */
export interface AuditWrite {
  /** The venue of the line, or null for an organizer's (then organizerId is set). */
  placeId: number | null;
  organizerId?: number | null;
  /** The store of the line (an operator's create-store); then placeId is null. */
  storeId?: number | null;
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Why a change was refused inside its transaction (nothing of it stays). */
export class PartnersWriteRefused extends Error {
  readonly reason: "last-owner" | "already-staff" | "not-found" | "unusable";
  constructor(reason: "last-owner" | "already-staff" | "not-found" | "unusable") {
    super(reason);
    this.reason = reason;
    this.name = "PartnersWriteRefused";
  }
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const venueColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  city: cities.name,
  timeZone: cities.timezone,
};

const staffColumns = {
  id: venueStaff.id,
  userId: venueStaff.userId,
  role: venueStaff.role,
  createdAt: venueStaff.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  fullName: users.name,
  email: users.email,
};

export type StaffView = {
  id: string;
  userId: string;
  role: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
};

async function audit(tx: Tx, entry: AuditWrite): Promise<void> {
  await tx.insert(partnerAuditLog).values({
    placeId: entry.placeId,
    organizerId: entry.organizerId ?? null,
    storeId: entry.storeId ?? null,
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Revokes a pending invitation of one business (a venue or an organizer) with its audit line, in one
 * transaction; one that was accepted, revoked or belongs elsewhere is refused as not found.
 */
export function revokePendingInvitation(
  db: Database,
  business: { placeId: number } | { organizerId: number },
  invitationId: string,
  entry: (row: InvitationRow) => AuditWrite,
): Promise<InvitationRow> {
  const ofBusiness =
    "placeId" in business
      ? eq(staffInvitations.placeId, business.placeId)
      : eq(staffInvitations.organizerId, business.organizerId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.id, invitationId),
          ofBusiness,
          isNull(staffInvitations.acceptedAt),
          isNull(staffInvitations.revokedAt),
        ),
      )
      .returning();
    if (!row) throw new PartnersWriteRefused("not-found");
    await audit(tx, entry(row));
    return row;
  });
}

/** The audit line of a write, in the write's transaction (the setup's and organizers' changes use it too). */
export const writeAudit = audit;

/** The owners of a place, locked: two owners demoting each other at once are served one after the other. */
async function lockedOwners(tx: Tx, placeId: number): Promise<string[]> {
  // One role change of a venue at a time (the place's row queues them): locking the owners' rows
  // alone let two changes each wait on a row the other held. No key update: bookings' foreign keys
  // to the place do not wait on it.
  await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for("no key update");
  const rows = await tx
    .select({ id: venueStaff.id })
    .from(venueStaff)
    .where(and(eq(venueStaff.placeId, placeId), eq(venueStaff.role, "owner")))
    // Always in the same order: two transactions locking them in two orders would deadlock.
    .orderBy(asc(venueStaff.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** Storage of the partner console: staff, invitations and the audit log; each write with its audit line. */
export function createPartnersRepository(db: Database) {
  return {
    /** An organizer as one of its staff sees it (an accepted organizer invitation answers with it). */
    organizerFor: (userId: string, organizerId: number) => organizerForQuery(db, userId, organizerId),

    async venuesOf(userId: string) {
      return db
        .select({ ...venueColumns, role: venueStaff.role })
        .from(venueStaff)
        .innerJoin(places, eq(places.id, venueStaff.placeId))
        .leftJoin(cities, eq(cities.id, places.cityId))
        .where(eq(venueStaff.userId, userId))
        .orderBy(places.name, places.id);
    },

    async venueFor(userId: string, placeId: number) {
      const [row] = await db
        .select({ ...venueColumns, role: venueStaff.role })
        .from(venueStaff)
        .innerJoin(places, eq(places.id, venueStaff.placeId))
        .leftJoin(cities, eq(cities.id, places.cityId))
        .where(and(eq(venueStaff.userId, userId), eq(venueStaff.placeId, placeId)))
        .limit(1);
      return row ?? null;
    },

    async venueById(placeId: number) {
      const [row] = await db.select({ id: places.id, name: places.name }).from(places).where(eq(places.id, placeId));
      return row ?? null;
    },

    async staffOf(placeId: number): Promise<StaffView[]> {
      return db
        .select(staffColumns)
        .from(venueStaff)
        .innerJoin(users, eq(users.id, venueStaff.userId))
        .where(eq(venueStaff.placeId, placeId))
        .orderBy(
          sql`case ${venueStaff.role} when 'owner' then 0 when 'manager' then 1 else 2 end`,
          venueStaff.createdAt,
        );
    },

    async pendingInvitations(placeId: number, now: Date) {
      return db
        .select({
          id: staffInvitations.id,
          email: staffInvitations.email,
          role: staffInvitations.role,
          expiresAt: staffInvitations.expiresAt,
          // An operator's invitation (create-venue) has no inviter: it comes from Sobremesa.
          invitedBy: sql<string>`coalesce(${users.name}, 'Sobremesa')`,
        })
        .from(staffInvitations)
        .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
        .where(
          and(
            eq(staffInvitations.placeId, placeId),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(staffInvitations.createdAt));
    },

    async isStaffEmail(placeId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: venueStaff.id })
        .from(venueStaff)
        .innerJoin(users, eq(users.id, venueStaff.userId))
        .where(and(eq(venueStaff.placeId, placeId), eq(users.email, email)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Writes the invitation, its e-mail and its audit line together; earlier pending invitations of
     * the same address to the same venue stop working (the newest link is the one that counts).
     */
    async insertInvitation(
      invitation: NewInvitationRow,
      message: (row: InvitationRow) => NewOutboxRow,
      entry: (row: InvitationRow) => AuditWrite,
    ): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(staffInvitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              invitation.organizerId
                ? eq(staffInvitations.organizerId, invitation.organizerId)
                : eq(staffInvitations.placeId, invitation.placeId ?? 0),
              eq(staffInvitations.email, invitation.email),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
            ),
          );
        const [row] = await tx.insert(staffInvitations).values(invitation).returning();
        if (!row) throw new Error("the invitation insert returned no row");
        await tx.insert(outboxMessages).values(message(row));
        await audit(tx, entry(row));
        return row;
      });
    },

    async invitationByHash(tokenHash: string) {
      // One table for venues' and organizers' invitations: the name is the business's, whichever it is.
      const [row] = await db
        .select({
          invitation: staffInvitations,
          venueName: sql<string>`coalesce(${places.name}, ${organizers.name})`,
        })
        .from(staffInvitations)
        .leftJoin(places, eq(places.id, staffInvitations.placeId))
        .leftJoin(organizers, eq(organizers.id, staffInvitations.organizerId))
        .where(eq(staffInvitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /**
     * Uses the invitation once: the conditional update lets exactly one of two simultaneous
     * acceptances through; the other finds it used and changes nothing.
     */
    async accept(
      tokenHash: string,
      userId: string,
      now: Date,
      entry: (invitation: InvitationRow, staff: JoinedStaff) => AuditWrite,
    ): Promise<{ invitation: InvitationRow; staff: JoinedStaff }> {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(staffInvitations)
          .set({ acceptedAt: now, acceptedBy: userId })
          .where(
            and(
              eq(staffInvitations.tokenHash, tokenHash),
              isNull(staffInvitations.acceptedAt),
              isNull(staffInvitations.revokedAt),
              gt(staffInvitations.expiresAt, now),
            ),
          )
          .returning();
        if (!invitation) throw new PartnersWriteRefused("unusable");
        const [staff] = invitation.organizerId
          ? await tx
              .insert(organizerStaff)
              .values({ organizerId: invitation.organizerId, userId, role: invitation.role })
              .onConflictDoNothing({ target: [organizerStaff.organizerId, organizerStaff.userId] })
              .returning({ id: organizerStaff.id, userId: organizerStaff.userId, role: organizerStaff.role })
          : await tx
              .insert(venueStaff)
              .values({ placeId: invitation.placeId as number, userId, role: invitation.role })
              .onConflictDoNothing({ target: [venueStaff.placeId, venueStaff.userId] })
              .returning({ id: venueStaff.id, userId: venueStaff.userId, role: venueStaff.role });
        if (!staff) throw new PartnersWriteRefused("already-staff");
        await audit(tx, entry(invitation, staff));
        return { invitation, staff };
      });
    },

    revokeInvitation(placeId: number, invitationId: string, entry: (row: InvitationRow) => AuditWrite) {
      return revokePendingInvitation(db, { placeId }, invitationId, entry);
    },

    /** Changes a member's role; the place always keeps an owner. */
    async changeRole(
      placeId: number,
      staffId: string,
      role: Role,
      entry: (before: StaffRow, after: StaffRow) => AuditWrite,
    ): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const owners = await lockedOwners(tx, placeId);
        const [before] = await tx
          .select()
          .from(venueStaff)
          .where(and(eq(venueStaff.id, staffId), eq(venueStaff.placeId, placeId)))
          .for("update");
        if (!before) throw new PartnersWriteRefused("not-found");
        if (leavesNoOwner(before.role, role, owners.length)) throw new PartnersWriteRefused("last-owner");
        if (before.role === role) return before;
        const [after] = await tx
          .update(venueStaff)
          .set({ role, updatedAt: sql`now()` })
          .where(eq(venueStaff.id, staffId))
          .returning();
        if (!after) throw new PartnersWriteRefused("not-found");
        await audit(tx, entry(before, after));
        return after;
      });
    },

    /** Removes a member; the place always keeps an owner. */
    async removeStaff(placeId: number, staffId: string, entry: (before: StaffRow) => AuditWrite): Promise<StaffRow> {
      return db.transaction(async (tx) => {
        const owners = await lockedOwners(tx, placeId);
        const [before] = await tx
          .delete(venueStaff)
          .where(and(eq(venueStaff.id, staffId), eq(venueStaff.placeId, placeId)))
          .returning();
        if (!before) throw new PartnersWriteRefused("not-found");
        if (leavesNoOwner(before.role, null, owners.length)) throw new PartnersWriteRefused("last-owner");
        await audit(tx, entry(before));
        return before;
      });
    },

    async staffMember(placeId: number, staffId: string): Promise<StaffView | null> {
      const [row] = await db
        .select(staffColumns)
        .from(venueStaff)
        .innerJoin(users, eq(users.id, venueStaff.userId))
        .where(and(eq(venueStaff.id, staffId), eq(venueStaff.placeId, placeId)))
        .limit(1);
      return row ?? null;
    },

    /** The audit log of a place, newest first, a page at a time (ids before `before`). */
    async auditLog(placeId: number, options: { before?: number | undefined; limit: number }) {
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
            eq(partnerAuditLog.placeId, placeId),
            options.before === undefined ? undefined : lt(partnerAuditLog.id, options.before),
          ),
        )
        .orderBy(desc(partnerAuditLog.id))
        .limit(options.limit);
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
