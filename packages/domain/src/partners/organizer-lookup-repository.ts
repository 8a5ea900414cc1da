import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, eq } from "drizzle-orm";

const { organizers, organizerStaff, countries } = schema;

export const organizerColumns = {
  id: organizers.id,
  slug: organizers.slug,
  name: organizers.name,
  countryCode: countries.code,
  currency: countries.currency,
  role: organizerStaff.role,
};

/** The organizer as one of its staff sees it, with their role; null for anyone else. */
export async function organizerForQuery(db: Database, userId: string, organizerId: number) {
  const [row] = await db
    .select(organizerColumns)
    .from(organizerStaff)
    .innerJoin(organizers, eq(organizers.id, organizerStaff.organizerId))
    .innerJoin(countries, eq(countries.id, organizers.countryId))
    .where(and(eq(organizerStaff.userId, userId), eq(organizerStaff.organizerId, organizerId)))
    .limit(1);
  return row ?? null;
}
