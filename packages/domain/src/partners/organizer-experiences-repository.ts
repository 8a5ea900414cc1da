import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, count, eq, gt, like, min, sql } from "drizzle-orm";
import { type AuditWrite, type Tx, writeAudit } from "./partners-repository.ts";

const {
  experiences,
  experienceTicketTypes,
  experienceSessions,
  experienceOrderItems,
  cities,
  countries,
  states,
  places,
} = schema;

export type OrganizerExperienceRow = typeof experiences.$inferSelect;
export type NewExperienceRow = typeof experiences.$inferInsert;
export type TierRow = typeof experienceTicketTypes.$inferSelect;

/** Why an experience write changed nothing, found inside its transaction. */
export class ExperienceWriteRefused extends Error {
  readonly reason: "not-found" | "changed" | "code-taken" | "sold";
  constructor(reason: "not-found" | "changed" | "code-taken" | "sold") {
    super(reason);
    this.reason = reason;
    this.name = "ExperienceWriteRefused";
  }
}

/** The cheapest ticket on sale, kept on the experience for listings (0 while it has none). */
async function refreshPriceFrom(tx: Tx, experienceId: number): Promise<void> {
  const [row] = await tx
    .select({ cheapest: min(experienceTicketTypes.priceMinor) })
    .from(experienceTicketTypes)
    .where(and(eq(experienceTicketTypes.experienceId, experienceId), eq(experienceTicketTypes.hidden, false)));
  await tx
    .update(experiences)
    .set({ priceFromMinor: row?.cheapest ?? 0 })
    .where(eq(experiences.id, experienceId));
}

/** Storage of an organizer's experiences and ticket types; every write with its audit line. */
export function createOrganizerExperiencesRepository(db: Database) {
  const tiersSold = (experienceId: number) =>
    db
      .select({
        ticketTypeId: experienceOrderItems.ticketTypeId,
        sold: sql<number>`sum(${experienceOrderItems.quantity})::int`,
      })
      .from(experienceOrderItems)
      .innerJoin(experienceTicketTypes, eq(experienceTicketTypes.id, experienceOrderItems.ticketTypeId))
      .where(eq(experienceTicketTypes.experienceId, experienceId))
      .groupBy(experienceOrderItems.ticketTypeId);

  return {
    async experiencesOf(organizerId: number, now: Date) {
      const upcoming = db
        .select({ experienceId: experienceSessions.experienceId, upcoming: count().as("upcoming") })
        .from(experienceSessions)
        .where(and(gt(experienceSessions.startsAt, now), eq(experienceSessions.status, "scheduled")))
        .groupBy(experienceSessions.experienceId)
        .as("upcoming");
      return db
        .select({
          id: experiences.id,
          slug: experiences.slug,
          titleEs: experiences.titleEs,
          titleEn: experiences.titleEn,
          cityName: cities.name,
          active: experiences.active,
          upcomingSessions: sql<number>`coalesce(${upcoming.upcoming}, 0)::int`,
        })
        .from(experiences)
        .innerJoin(cities, eq(cities.id, experiences.cityId))
        .leftJoin(upcoming, eq(upcoming.experienceId, experiences.id))
        .where(eq(experiences.organizerId, organizerId))
        .orderBy(asc(experiences.titleEs), asc(experiences.id));
    },

    async experience(organizerId: number, experienceId: number) {
      const [row] = await db
        .select({ experience: experiences, cityName: cities.name, countryCode: countries.code })
        .from(experiences)
        .innerJoin(cities, eq(cities.id, experiences.cityId))
        .innerJoin(countries, eq(countries.id, experiences.countryId))
        .where(and(eq(experiences.id, experienceId), eq(experiences.organizerId, organizerId)));
      if (!row) return null;
      const tiers = await db
        .select()
        .from(experienceTicketTypes)
        .where(eq(experienceTicketTypes.experienceId, experienceId))
        .orderBy(asc(experienceTicketTypes.sort), asc(experienceTicketTypes.id));
      const sold = new Map((await tiersSold(experienceId)).map((entry) => [entry.ticketTypeId, entry.sold]));
      return { ...row, tiers: tiers.map((tier) => ({ ...tier, sold: sold.get(tier.id) ?? 0 })) };
    },

    /** A city of the country, with its state and zone; null when it is elsewhere or unknown. */
    async cityIn(countryId: number, cityId: number) {
      const [row] = await db
        .select({ id: cities.id, stateId: cities.stateId, timeZone: cities.timezone })
        .from(cities)
        .where(and(eq(cities.id, cityId), eq(cities.countryId, countryId)));
      return row ?? null;
    },

    async countryOf(countryCode: string) {
      const [row] = await db
        .select({ id: countries.id, currency: countries.currency, code: countries.code })
        .from(countries)
        .where(eq(countries.code, countryCode));
      return row ?? null;
    },

    /**
     * The cities of a country the site serves (with places or things to do), by state: the editor's
     * choice, short enough for one list (a country has thousands of cities).
     */
    async servedCities(countryCode: string) {
      return db
        .select({ id: cities.id, name: cities.name, state: states.name })
        .from(cities)
        .innerJoin(states, eq(states.id, cities.stateId))
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(
          and(
            eq(countries.code, countryCode),
            sql`(exists (select 1 from ${places} where ${places.cityId} = ${cities.id})
              or exists (select 1 from ${experiences} where ${experiences.cityId} = ${cities.id}))`,
          ),
        )
        .orderBy(asc(states.name), asc(cities.name));
    },

    /** Slugs already taken that start with the base (the new one gets the next free suffix). */
    async slugsLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: experiences.slug })
        .from(experiences)
        .where(like(experiences.slug, `${base}%`));
      return new Set(rows.map((row) => row.slug));
    },

    async insertExperience(row: NewExperienceRow, entry: (row: OrganizerExperienceRow) => AuditWrite) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(experiences).values(row).returning();
        if (!inserted) throw new Error("the experience insert returned no row");
        await writeAudit(tx, entry(inserted));
        return inserted;
      });
    },

    /** Saves an edit made from `version`; a newer version in between refuses it (nothing saved). */
    async updateExperience(
      organizerId: number,
      experienceId: number,
      version: number,
      fields: Partial<NewExperienceRow>,
      entry: (before: OrganizerExperienceRow, after: OrganizerExperienceRow) => AuditWrite,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(experiences)
          .where(and(eq(experiences.id, experienceId), eq(experiences.organizerId, organizerId)))
          .for("update");
        if (!before) throw new ExperienceWriteRefused("not-found");
        if (before.experienceVersion !== version) throw new ExperienceWriteRefused("changed");
        const [after] = await tx
          .update(experiences)
          .set({ ...fields, experienceVersion: sql`${experiences.experienceVersion} + 1` })
          .where(eq(experiences.id, experienceId))
          .returning();
        if (!after) throw new ExperienceWriteRefused("not-found");
        await writeAudit(tx, entry(before, after));
        return after;
      });
    },

    async insertTier(
      experienceId: number,
      tier: { code: string; nameEs: string; nameEn: string; priceMinor: number },
      entry: (row: TierRow) => AuditWrite,
    ) {
      return db.transaction(async (tx) => {
        const [{ sort } = { sort: 0 }] = await tx
          .select({ sort: sql<number>`coalesce(max(${experienceTicketTypes.sort}), -1)::int + 1` })
          .from(experienceTicketTypes)
          .where(eq(experienceTicketTypes.experienceId, experienceId));
        const [row] = await tx
          .insert(experienceTicketTypes)
          .values({ experienceId, ...tier, sort })
          .onConflictDoNothing({ target: [experienceTicketTypes.experienceId, experienceTicketTypes.code] })
          .returning();
        if (!row) throw new ExperienceWriteRefused("code-taken");
        await refreshPriceFrom(tx, experienceId);
        await writeAudit(tx, entry(row));
        return row;
      });
    },

    /**
     * Changes a ticket type's names, price or visibility. Orders keep the unit price they were sold
     * at (order items), so a new price applies to later sales only.
     */
    async updateTier(
      experienceId: number,
      tierId: number,
      changes: Partial<Pick<TierRow, "nameEs" | "nameEn" | "priceMinor" | "hidden">>,
      entry: (before: TierRow, after: TierRow) => AuditWrite,
    ) {
      return db.transaction(async (tx) => {
        const where = and(eq(experienceTicketTypes.id, tierId), eq(experienceTicketTypes.experienceId, experienceId));
        const [before] = await tx.select().from(experienceTicketTypes).where(where).for("update");
        if (!before) throw new ExperienceWriteRefused("not-found");
        const [after] = await tx.update(experienceTicketTypes).set(changes).where(where).returning();
        if (!after) throw new ExperienceWriteRefused("not-found");
        await refreshPriceFrom(tx, experienceId);
        await writeAudit(tx, entry(before, after));
        return after;
      });
    },

    /** Removes a ticket type nobody ever ordered; one with orders is refused (hide it instead). */
    async deleteTier(experienceId: number, tierId: number, entry: (before: TierRow) => AuditWrite) {
      return db.transaction(async (tx) => {
        const where = and(eq(experienceTicketTypes.id, tierId), eq(experienceTicketTypes.experienceId, experienceId));
        const [before] = await tx.select().from(experienceTicketTypes).where(where).for("update");
        if (!before) throw new ExperienceWriteRefused("not-found");
        const [ordered] = await tx
          .select({ n: count() })
          .from(experienceOrderItems)
          .where(eq(experienceOrderItems.ticketTypeId, tierId));
        if ((ordered?.n ?? 0) > 0) throw new ExperienceWriteRefused("sold");
        await tx.delete(experienceTicketTypes).where(where);
        await refreshPriceFrom(tx, experienceId);
        await writeAudit(tx, entry(before));
        return before;
      });
    },

    tiersSold,
  };
}

export type OrganizerExperiencesRepository = ReturnType<typeof createOrganizerExperiencesRepository>;
