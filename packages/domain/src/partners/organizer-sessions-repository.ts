import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";

const { experiences, experienceSessions, experienceOrders, experienceOrderItems, experienceTicketTypes, countries } =
  schema;

export type SessionRow = typeof experienceSessions.$inferSelect;
export type NewSessionRow = typeof experienceSessions.$inferInsert;

/** Why a session write changed nothing, found inside its transaction. */
export class SessionWriteRefused extends Error {
  readonly reason: "not-found" | "below-reserved";
  readonly reserved: number;
  constructor(reason: "not-found" | "below-reserved", reserved = 0) {
    super(reason);
    this.reason = reason;
    this.reserved = reserved;
    this.name = "SessionWriteRefused";
  }
}

/** Storage of an organizer's sessions and their sales. */
export function createOrganizerSessionsRepository(db: Database) {
  return {
    async sessionsOf(experienceId: number, from: Date) {
      return db
        .select()
        .from(experienceSessions)
        .where(and(eq(experienceSessions.experienceId, experienceId), gte(experienceSessions.startsAt, from)))
        .orderBy(asc(experienceSessions.startsAt), asc(experienceSessions.id))
        .limit(500);
    },

    /** A session of one of the organizer's experiences, with the experience's zone, currency and titles. */
    async sessionOf(organizerId: number, sessionId: number) {
      const [row] = await db
        .select({
          session: experienceSessions,
          experience: {
            id: experiences.id,
            titleEs: experiences.titleEs,
            titleEn: experiences.titleEn,
            timeZone: experiences.timeZone,
            currency: experiences.currency,
            slug: experiences.slug,
          },
          countryCode: countries.code,
        })
        .from(experienceSessions)
        .innerJoin(experiences, eq(experiences.id, experienceSessions.experienceId))
        .innerJoin(countries, eq(countries.id, experiences.countryId))
        .where(and(eq(experienceSessions.id, sessionId), eq(experiences.organizerId, organizerId)));
      return row ?? null;
    },

    async insertSessions(rows: NewSessionRow[], entry: (inserted: SessionRow[]) => AuditWrite) {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(experienceSessions).values(rows).returning();
        await writeAudit(tx, entry(inserted));
        return inserted;
      });
    },

    /**
     * Changes a session's settings. The row is locked first, so a buyer holding seats at that moment
     * waits or went first: the capacity is never set below the seats sold or held.
     */
    async changeSession(
      sessionId: number,
      changes: Partial<Pick<SessionRow, "capacity" | "perOrderLimit" | "salesCutoffMinutes">>,
      entry: (before: SessionRow, after: SessionRow) => AuditWrite,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(experienceSessions)
          .where(eq(experienceSessions.id, sessionId))
          .for("update");
        if (!before) throw new SessionWriteRefused("not-found");
        if (changes.capacity !== undefined && changes.capacity < before.reserved)
          throw new SessionWriteRefused("below-reserved", before.reserved);
        const [after] = await tx
          .update(experienceSessions)
          .set(changes)
          .where(
            and(
              eq(experienceSessions.id, sessionId),
              // Said again in the update itself: whatever the isolation level, never below what is taken.
              changes.capacity === undefined ? undefined : sql`${experienceSessions.reserved} <= ${changes.capacity}`,
            ),
          )
          .returning();
        if (!after) throw new SessionWriteRefused("below-reserved", before.reserved);
        await writeAudit(tx, entry(before, after));
        return after;
      });
    },

    /**
     * The session's paid orders (and those refunded in full) with their tickets and what their
     * payment took and gave back, oldest payment first.
     */
    async paidOrders(sessionId: number) {
      const found = await db
        .select({
          order: experienceOrders,
          // Spelled out: in a query of one table Drizzle leaves column names unqualified.
          paidMinor: sql<number>`coalesce((select sum(p.amount_minor) from payments p
            where p.order_kind = 'experience' and p.order_id = "experience_orders"."id" and p.status = 'succeeded'), 0)::int`,
          refundedMinor: sql<number>`coalesce((select sum(p.refunded_minor) from payments p
            where p.order_kind = 'experience' and p.order_id = "experience_orders"."id" and p.status = 'succeeded'), 0)::int`,
        })
        .from(experienceOrders)
        .where(and(eq(experienceOrders.sessionId, sessionId), inArray(experienceOrders.status, ["paid", "refunded"])))
        .orderBy(asc(experienceOrders.paidAt), asc(experienceOrders.code));
      const orders = found.map((row) => row.order);
      const items =
        orders.length === 0
          ? []
          : await db
              .select({
                orderId: experienceOrderItems.orderId,
                quantity: experienceOrderItems.quantity,
                nameEs: experienceTicketTypes.nameEs,
                nameEn: experienceTicketTypes.nameEn,
              })
              .from(experienceOrderItems)
              .innerJoin(experienceTicketTypes, eq(experienceTicketTypes.id, experienceOrderItems.ticketTypeId))
              .where(
                inArray(
                  experienceOrderItems.orderId,
                  orders.map((order) => order.id),
                ),
              )
              .orderBy(asc(experienceTicketTypes.sort));
      return found.map(({ order, paidMinor, refundedMinor }) => ({
        order,
        paidMinor,
        refundedMinor,
        items: items.filter((item) => item.orderId === order.id),
      }));
    },
  };
}

export type OrganizerSessionsRepository = ReturnType<typeof createOrganizerSessionsRepository>;
