import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, sql } from "drizzle-orm";

const { largePartyRequests } = schema;

export type LargePartyRow = typeof largePartyRequests.$inferSelect;
export type NewLargePartyRow = typeof largePartyRequests.$inferInsert;

/** Large-party requests: written by the diner, answered once by the venue. */
export function largePartyQueries(db: Database) {
  return {
    async largePartyByKey(key: string): Promise<LargePartyRow | undefined> {
      const [row] = await db.select().from(largePartyRequests).where(eq(largePartyRequests.idempotencyKey, key));
      return row;
    },

    /** Writes the request; undefined when its Idempotency-Key was taken first (the caller replays it). */
    async insertLargeParty(row: NewLargePartyRow): Promise<LargePartyRow | undefined> {
      const [created] = await db
        .insert(largePartyRequests)
        .values(row)
        .onConflictDoNothing({ target: largePartyRequests.idempotencyKey })
        .returning();
      return created;
    },

    /** A venue's requests still waiting for an answer, soonest date first. */
    async pendingLargeParties(placeId: number): Promise<LargePartyRow[]> {
      return db
        .select()
        .from(largePartyRequests)
        .where(and(eq(largePartyRequests.placeId, placeId), eq(largePartyRequests.status, "pending")))
        .orderBy(asc(largePartyRequests.date), asc(largePartyRequests.time), asc(largePartyRequests.createdAt));
    },

    async largeParty(placeId: number, id: string): Promise<LargePartyRow | undefined> {
      const [row] = await db
        .select()
        .from(largePartyRequests)
        .where(and(eq(largePartyRequests.placeId, placeId), eq(largePartyRequests.id, id)));
      return row;
    },

    /** The request, locked until the transaction ends: two answers at once are taken one after the other. */
    async lockLargeParty(placeId: number, id: string): Promise<LargePartyRow | undefined> {
      const [row] = await db
        .select()
        .from(largePartyRequests)
        .where(and(eq(largePartyRequests.placeId, placeId), eq(largePartyRequests.id, id)))
        .for("update");
      return row;
    },

    /**
     * Answers a request that is still pending: undefined when it was not (already answered, by
     * anyone), so of two answers sent at once exactly one is recorded.
     */
    async answerLargeParty(
      placeId: number,
      id: string,
      answer: {
        status: "accepted" | "declined";
        answerMessage: string | null;
        reservationId: string | null;
        answeredBy: string | null;
      },
    ): Promise<LargePartyRow | undefined> {
      const [row] = await db
        .update(largePartyRequests)
        .set({ ...answer, answeredAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(largePartyRequests.placeId, placeId),
            eq(largePartyRequests.id, id),
            eq(largePartyRequests.status, "pending"),
          ),
        )
        .returning();
      return row;
    },
  };
}
