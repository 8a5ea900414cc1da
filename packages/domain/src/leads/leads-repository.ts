import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";

const { leads, outboxMessages } = schema;

export type NewLeadRow = typeof leads.$inferInsert;
export type LeadRow = typeof leads.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/** Storage of the lead forms: a lead and the e-mails it triggers go in together or not at all. */
export function createLeadsRepository(db: Database) {
  return {
    /**
     * Inserts the lead and its outbox messages in one transaction: a failure of either (a duplicate
     * reference, a duplicate dedup key, the database going away) leaves neither behind, so the team
     * never gets an e-mail about a lead that is not stored, nor a lead nobody was told about.
     */
    async insertWithMessages(lead: NewLeadRow, messages: (lead: LeadRow) => NewOutboxRow[]): Promise<LeadRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values(lead).returning();
        if (!row) throw new Error("the lead insert returned no row");
        const outbox = messages(row);
        if (outbox.length > 0) await tx.insert(outboxMessages).values(outbox);
        return row;
      });
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
