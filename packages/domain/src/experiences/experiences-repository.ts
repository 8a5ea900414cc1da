import type { Database } from "@sobremesa/db";
import { idPageStarts, joinGuestRows, schema } from "@sobremesa/db";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { OPEN_ORDER_STATUSES } from "../payments/index.ts";
import { endOpen, lockSessionOf, ticketRows } from "./ticket-rows-repository.ts";

const {
  experiences,
  experienceTicketTypes,
  experienceSessions,
  experienceOrders,
  experienceOrderItems,
  experienceTickets,
  countries,
  states,
  cities,
  outboxMessages,
} = schema;

export type ExperienceRow = typeof experiences.$inferSelect;
export type TicketTypeRow = typeof experienceTicketTypes.$inferSelect;
export type SessionRow = typeof experienceSessions.$inferSelect;
export type OrderRow = typeof experienceOrders.$inferSelect;
export type NewOrderRow = typeof experienceOrders.$inferInsert;
export type OrderItemRow = typeof experienceOrderItems.$inferSelect;
export type TicketRow = typeof experienceTickets.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export interface ListingFilter {
  countryId: number;
  stateId?: number | undefined;
  cityId?: number | undefined;
  category?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  priceMax?: number | undefined;
}

export interface ListingRow extends ExperienceRow {
  stateName: string;
  stateSlug: string;
  cityName: string;
  citySlug: string;
  countryCode: string;
  nextSession: Date | null;
}

const OPEN = [...OPEN_ORDER_STATUSES];

/** Storage of things to do: experiences, sessions and their seats, orders and tickets. */
export function createExperiencesRepository(db: Database) {
  /** Sessions still on sale: scheduled, seats left, before the cut-off. */
  const onSale = sql`${experienceSessions.status} = 'scheduled' and ${experienceSessions.reserved} < ${experienceSessions.capacity}
    and ${experienceSessions.startsAt} - make_interval(mins => ${experienceSessions.salesCutoffMinutes}) > now()`;

  function where(filter: ListingFilter, withCategory: boolean) {
    const conditions = [eq(experiences.active, true), eq(experiences.countryId, filter.countryId)];
    if (filter.stateId !== undefined) conditions.push(eq(experiences.stateId, filter.stateId));
    if (filter.cityId !== undefined) conditions.push(eq(experiences.cityId, filter.cityId));
    if (withCategory && filter.category) conditions.push(eq(experiences.category, filter.category));
    if (filter.priceMax !== undefined) conditions.push(sql`${experiences.priceFromMinor} <= ${filter.priceMax}`);
    if (filter.from || filter.to) {
      // A session on those days of the venue's calendar.
      conditions.push(sql`exists (
        select 1 from ${experienceSessions}
        where ${experienceSessions.experienceId} = ${experiences.id} and ${onSale}
          ${filter.from ? sql`and (${experienceSessions.startsAt} at time zone ${experiences.timeZone})::date >= ${filter.from}::date` : sql``}
          ${filter.to ? sql`and (${experienceSessions.startsAt} at time zone ${experiences.timeZone})::date <= ${filter.to}::date` : sql``}
      )`);
    }
    return and(...conditions);
  }

  return {
    async country(code: string) {
      const [row] = await db.select().from(countries).where(eq(countries.code, code));
      return row;
    },
    async state(countryId: number, slug: string) {
      const [row] = await db
        .select()
        .from(states)
        .where(and(eq(states.countryId, countryId), eq(states.slug, slug)));
      return row;
    },
    async city(stateId: number, slug: string) {
      const [row] = await db
        .select()
        .from(cities)
        .where(and(eq(cities.stateId, stateId), eq(cities.slug, slug)));
      return row;
    },

    async list(
      filter: ListingFilter,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ListingRow[]; total: number }> {
      const next = sql<Date | null>`(select min(${experienceSessions.startsAt}) from ${experienceSessions}
        where ${experienceSessions.experienceId} = ${experiences.id} and ${onSale})`;
      const condition = where(filter, true);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            experience: experiences,
            stateName: states.name,
            stateSlug: states.slug,
            cityName: cities.name,
            citySlug: cities.slug,
            countryCode: countries.code,
            nextSession: next,
          })
          .from(experiences)
          .innerJoin(states, eq(states.id, experiences.stateId))
          .innerJoin(cities, eq(cities.id, experiences.cityId))
          .innerJoin(countries, eq(countries.id, experiences.countryId))
          .where(condition)
          .orderBy(sql`${next} asc nulls last`, sql`${experiences.score} desc`, asc(experiences.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ count: sql<number>`count(*)::int` }).from(experiences).where(condition),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row.experience,
          stateName: row.stateName,
          stateSlug: row.stateSlug,
          cityName: row.cityName,
          citySlug: row.citySlug,
          countryCode: row.countryCode,
          nextSession: row.nextSession ? new Date(row.nextSession) : null,
        })),
        total: count?.count ?? 0,
      };
    },

    async categoryCounts(filter: ListingFilter): Promise<{ category: string; count: number }[]> {
      return db
        .select({ category: experiences.category, count: sql<number>`count(*)::int` })
        .from(experiences)
        .where(where(filter, false))
        .groupBy(experiences.category)
        .orderBy(experiences.category);
    },

    /** The first id of every run of `size` active experiences in id order (the sitemap's pages). */
    async activePageStarts(size: number): Promise<number[]> {
      return idPageStarts(db, experiences, experiences.id, eq(experiences.active, true), size);
    },

    /** Active experiences with from <= id < to (no upper bound when to is null), in id order. */
    async activeSlugs(
      from: number,
      to: number | null,
    ): Promise<{ id: number; slug: string; countryCode: string; updatedAt: Date }[]> {
      return db
        .select({
          id: experiences.id,
          slug: experiences.slug,
          countryCode: countries.code,
          updatedAt: experiences.updatedAt,
        })
        .from(experiences)
        .innerJoin(countries, eq(countries.id, experiences.countryId))
        .where(
          and(
            eq(experiences.active, true),
            gte(experiences.id, from),
            to === null ? undefined : lt(experiences.id, to),
          ),
        )
        .orderBy(asc(experiences.id));
    },

    /**
     * Each city with an active experience, with its state and country (their listings are not empty
     * either) and the last change of its experiences.
     */
    async listedCities(): Promise<{ countryCode: string; stateSlug: string; citySlug: string; updatedAt: Date }[]> {
      const found = await db
        .select({
          countryCode: countries.code,
          stateSlug: states.slug,
          citySlug: cities.slug,
          updatedAt: sql<Date | string>`max(${experiences.updatedAt})`,
        })
        .from(experiences)
        .innerJoin(states, eq(states.id, experiences.stateId))
        .innerJoin(cities, eq(cities.id, experiences.cityId))
        .innerJoin(countries, eq(countries.id, experiences.countryId))
        .where(eq(experiences.active, true))
        .groupBy(countries.code, states.slug, cities.slug)
        .orderBy(asc(countries.code), asc(states.slug), asc(cities.slug));
      return found.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt) }));
    },

    async bySlug(slug: string): Promise<ListingRow | undefined> {
      const [row] = await db
        .select({
          experience: experiences,
          stateName: states.name,
          stateSlug: states.slug,
          cityName: cities.name,
          citySlug: cities.slug,
          countryCode: countries.code,
        })
        .from(experiences)
        .innerJoin(states, eq(states.id, experiences.stateId))
        .innerJoin(cities, eq(cities.id, experiences.cityId))
        .innerJoin(countries, eq(countries.id, experiences.countryId))
        .where(and(eq(experiences.slug, slug), eq(experiences.active, true)));
      return row
        ? {
            ...row.experience,
            stateName: row.stateName,
            stateSlug: row.stateSlug,
            cityName: row.cityName,
            citySlug: row.citySlug,
            countryCode: row.countryCode,
            nextSession: null,
          }
        : undefined;
    },

    async experience(id: number): Promise<ExperienceRow | undefined> {
      const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
      return row;
    },

    /** An experience's ticket types; `onSale` leaves out the ones its organizer hid (orders still name them). */
    async ticketTypes(experienceId: number, which: "all" | "onSale" = "all"): Promise<TicketTypeRow[]> {
      return db
        .select()
        .from(experienceTicketTypes)
        .where(
          and(
            eq(experienceTicketTypes.experienceId, experienceId),
            which === "onSale" ? eq(experienceTicketTypes.hidden, false) : undefined,
          ),
        )
        .orderBy(asc(experienceTicketTypes.sort), asc(experienceTicketTypes.id));
    },

    async upcomingSessions(experienceId: number, until: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(experienceSessions)
        .where(
          and(
            eq(experienceSessions.experienceId, experienceId),
            // A cancelled session is off the public site (its buyers see it on their order page).
            eq(experienceSessions.status, "scheduled"),
            sql`${experienceSessions.startsAt} > now()`,
            lt(experienceSessions.startsAt, until),
          ),
        )
        .orderBy(asc(experienceSessions.startsAt));
    },

    async session(id: number): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(experienceSessions).where(eq(experienceSessions.id, id));
      return row;
    },

    async orderByKey(key: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(experienceOrders).where(eq(experienceOrders.idempotencyKey, key));
      return row;
    },

    async orderByCode(code: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(experienceOrders).where(eq(experienceOrders.code, code));
      return row;
    },

    async items(orderId: string): Promise<OrderItemRow[]> {
      return db.select().from(experienceOrderItems).where(eq(experienceOrderItems.orderId, orderId));
    },

    async tickets(orderId: string): Promise<TicketRow[]> {
      return db
        .select()
        .from(experienceTickets)
        .where(eq(experienceTickets.orderId, orderId))
        .orderBy(asc(experienceTickets.code));
    },

    /**
     * Holds the seats and writes the order in one transaction. The seats are taken by a conditional
     * increment: under any number of parallel buyers it either fits within capacity or changes
     * nothing, so a session is never oversold. Returns undefined when the seats are not there.
     */
    async hold(
      order: NewOrderRow,
      items: { ticketTypeId: number; quantity: number; unitPriceMinor: number }[],
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .update(experienceSessions)
          .set({ reserved: sql`${experienceSessions.reserved} + ${order.seats}` })
          .where(
            and(
              eq(experienceSessions.id, order.sessionId),
              eq(experienceSessions.status, "scheduled"),
              sql`${experienceSessions.reserved} + ${order.seats} <= ${experienceSessions.capacity}`,
            ),
          )
          .returning({ id: experienceSessions.id });
        if (taken.length === 0) return undefined;
        const [row] = await tx.insert(experienceOrders).values(order).returning();
        if (!row) throw new Error("the order insert returned no row");
        await tx.insert(experienceOrderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
        return row;
      });
    },

    /** The bank asks the buyer to confirm the payment: the open order waits for it. */
    async awaitAuthentication(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(experienceOrders)
        .set({ status: "awaiting_authentication" })
        .where(and(eq(experienceOrders.id, orderId), inArray(experienceOrders.status, OPEN)))
        .returning();
      return row;
    },

    /**
     * Ends an open order (payment refused, abandoned, expired) and gives its seats back, once: only
     * the transaction that moves it out of an open status releases them. `freeKey` lets its
     * Idempotency-Key start a new order.
     */
    async release(
      orderId: string,
      status: "cancelled" | "expired",
      options: { freeKey?: boolean } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const sessionId = await lockSessionOf(tx, orderId, "update");
        return sessionId !== undefined && (await endOpen(tx, orderId, status, options.freeKey ?? false));
      });
    },

    /**
     * Marks an open order paid with its tickets and messages; undefined when it was no longer open,
     * or when its session was cancelled meanwhile (the order then ends and its seats go back; the
     * caller refunds the charge). The session's row is locked first, as the cancellation locks it.
     */
    async confirm(
      orderId: string,
      tickets: { ticketTypeId: number; code: string; holderName: string }[],
      messages: NewOutboxRow[],
    ): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        // Not a share lock: a confirmation that finds the session cancelled gives its seats back
        // (an update of the row), and two sharers upgrading at once would deadlock.
        const sessionId = await lockSessionOf(tx, orderId, "update");
        if (sessionId === undefined) return undefined;
        const [session] = await tx
          .select({ status: experienceSessions.status })
          .from(experienceSessions)
          .where(eq(experienceSessions.id, sessionId));
        if (session?.status !== "scheduled") {
          await endOpen(tx, orderId, "cancelled", false);
          return undefined;
        }
        const [paid] = await tx
          .update(experienceOrders)
          .set({ status: "paid", paidAt: new Date() })
          .where(and(eq(experienceOrders.id, orderId), inArray(experienceOrders.status, OPEN)))
          .returning();
        if (!paid) return undefined;
        if (tickets.length > 0)
          await tx.insert(experienceTickets).values(tickets.map((ticket) => ({ ...ticket, orderId })));
        if (messages.length > 0)
          await tx.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.dedupKey });
        return paid;
      });
    },

    /** A buyer's paid (or refunded) orders with their experience and session, soonest session last. */
    async ordersOfUser(userId: string, limit: number) {
      return db
        .select({ order: experienceOrders, experience: experiences, startsAt: experienceSessions.startsAt })
        .from(experienceOrders)
        .innerJoin(experiences, eq(experiences.id, experienceOrders.experienceId))
        .innerJoin(experienceSessions, eq(experienceSessions.id, experienceOrders.sessionId))
        .where(and(eq(experienceOrders.userId, userId), inArray(experienceOrders.status, ["paid", "refunded"])))
        .orderBy(sql`${experienceSessions.startsAt} desc`)
        .limit(limit);
    },

    /** Gives a proven e-mail's guest ticket orders to that account (joinGuestRows); how many. */
    joinGuestOrders: (userId: string, email: string): Promise<number> =>
      joinGuestRows(
        db,
        {
          table: experienceOrders,
          id: experienceOrders.id,
          userId: experienceOrders.userId,
          email: experienceOrders.email,
        },
        userId,
        email,
      ),

    async expiredHolds(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(experienceOrders)
        .where(and(inArray(experienceOrders.status, OPEN), lt(experienceOrders.holdExpiresAt, now)))
        .orderBy(asc(experienceOrders.holdExpiresAt))
        .limit(limit);
    },

    ...ticketRows(db),
  };
}

export type ExperiencesRepository = ReturnType<typeof createExperiencesRepository>;
