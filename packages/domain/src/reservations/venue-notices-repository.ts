import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, inArray } from "drizzle-orm";

const { users, venueStaff } = schema;

/** Who at a venue hears of its new bookings and cancellations: its owners and managers. */
export interface VenueRecipient {
  userId: string;
  email: string;
  language: string;
}

export function venueNoticeQueries(db: Database) {
  return {
    async venueRecipients(placeId: number): Promise<VenueRecipient[]> {
      return db
        .select({ userId: users.id, email: users.email, language: users.language })
        .from(venueStaff)
        .innerJoin(users, eq(users.id, venueStaff.userId))
        .where(and(eq(venueStaff.placeId, placeId), inArray(venueStaff.role, ["owner", "manager"])))
        .orderBy(asc(users.email));
    },
  };
}
