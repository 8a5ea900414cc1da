import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { eq, like, or } from "drizzle-orm";
import { type AuditWrite, type NewInvitationRow, type NewOutboxRow, writeAudit } from "./partners-repository.ts";

const { categories, cities, countries, outboxMessages, places, reservationSettings, staffInvitations } = schema;

export interface CityRow {
  id: number;
  slug: string;
  name: string;
  stateId: number;
  countryId: number;
  timeZone: string;
  currency: string;
}

export type NewPlace = Omit<
  typeof places.$inferInsert,
  "id" | "slug" | "timezone" | "currency" | "countryId" | "stateId" | "cityId"
>;

/** Storage of an operator's onboarding: a place with its booking settings and its first owner's invitation. */
export function createOnboardingRepository(db: Database) {
  return {
    async categoryId(key: string): Promise<number | null> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
      return row?.id ?? null;
    },

    /** Cities by id or slug (a slug may name a city in several states). */
    async cities(idOrSlug: string): Promise<CityRow[]> {
      const id = /^\d{1,9}$/.test(idOrSlug) ? Number(idOrSlug) : -1;
      return db
        .select({
          id: cities.id,
          slug: cities.slug,
          name: cities.name,
          stateId: cities.stateId,
          countryId: cities.countryId,
          timeZone: cities.timezone,
          currency: countries.currency,
        })
        .from(cities)
        .innerJoin(countries, eq(countries.id, cities.countryId))
        .where(or(eq(cities.id, id), eq(cities.slug, idOrSlug)))
        .orderBy(cities.id);
    },

    /**
     * Creates the place under the first free slug of `slug`, `slug-2`, ..., its booking settings (no
     * zones, tables or shifts: the venue sets those up), and the owner's invitation with its e-mail in
     * the outbox and its audit line, all in one transaction.
     */
    async create(
      place: NewPlace,
      slug: string,
      city: CityRow,
      invitation: Omit<NewInvitationRow, "placeId">,
      message: (placeId: number, invitationId: string) => NewOutboxRow,
      audit: (placeId: number) => AuditWrite,
    ): Promise<{ placeId: number; slug: string; invitationId: string }> {
      return db.transaction(async (tx) => {
        const taken = new Set(
          (
            await tx
              .select({ slug: places.slug })
              .from(places)
              .where(or(eq(places.slug, slug), like(places.slug, `${slug}-%`)))
          ).map((row) => row.slug),
        );
        let free = slug;
        for (let n = 2; taken.has(free); n++) free = `${slug}-${n}`;
        const [created] = await tx
          .insert(places)
          .values({
            ...place,
            slug: free,
            countryId: city.countryId,
            stateId: city.stateId,
            cityId: city.id,
            timezone: city.timeZone,
            currency: city.currency,
          })
          .returning({ id: places.id });
        if (!created) throw new Error("the place insert returned no row");
        await tx.insert(reservationSettings).values({ placeId: created.id });
        const [row] = await tx
          .insert(staffInvitations)
          .values({ ...invitation, placeId: created.id })
          .returning({ id: staffInvitations.id });
        if (!row) throw new Error("the invitation insert returned no row");
        await tx.insert(outboxMessages).values(message(created.id, row.id));
        await writeAudit(tx, audit(created.id));
        return { placeId: created.id, slug: free, invitationId: row.id };
      });
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
