import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { eq, like, or } from "drizzle-orm";
import { type AuditWrite, type NewInvitationRow, type NewOutboxRow, writeAudit } from "./partners-repository.ts";

const { organizers, countries, staffInvitations, outboxMessages } = schema;

/** A country the site serves by its code (mx, co, cr), with its currency; null for any other. */
export async function countryByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: countries.id, currency: countries.currency })
    .from(countries)
    .where(eq(countries.code, code));
  return row ?? null;
}

/** Storage of the create-organizer command: the organizer, its owner's invitation, e-mail and audit line at once. */
export function createOrganizerOnboardingRepository(db: Database) {
  return {
    countryByCode: (code: string) => countryByCode(db, code),

    /** Writes everything in one transaction; the slug gets the next free suffix when taken. */
    async create(
      organizer: { name: string; slug: string; countryId: number },
      invitation: Omit<NewInvitationRow, "placeId" | "organizerId">,
      message: (invitationId: string) => NewOutboxRow,
      audit: (organizerId: number) => AuditWrite,
    ): Promise<{ organizerId: number; slug: string; invitationId: string }> {
      return db.transaction(async (tx) => {
        const taken = new Set(
          (
            await tx
              .select({ slug: organizers.slug })
              .from(organizers)
              .where(or(eq(organizers.slug, organizer.slug), like(organizers.slug, `${organizer.slug}-%`)))
          ).map((row) => row.slug),
        );
        let free = organizer.slug;
        for (let n = 2; taken.has(free); n++) free = `${organizer.slug}-${n}`;
        const [created] = await tx
          .insert(organizers)
          .values({ ...organizer, slug: free })
          .returning({ id: organizers.id });
        if (!created) throw new Error("the organizer insert returned no row");
        const [row] = await tx
          .insert(staffInvitations)
          .values({ ...invitation, organizerId: created.id })
          .returning({ id: staffInvitations.id });
        if (!row) throw new Error("the invitation insert returned no row");
        await tx.insert(outboxMessages).values(message(row.id));
        await writeAudit(tx, audit(created.id));
        return { organizerId: created.id, slug: free, invitationId: row.id };
      });
    },
  };
}

export type OrganizerOnboardingRepository = ReturnType<typeof createOrganizerOnboardingRepository>;
