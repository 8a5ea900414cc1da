import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Kinds of lead: a concierge request from a diner, a partnership request from a chain. */
export const LEAD_KINDS = ["concierge", "partner"] as const;

/** Alphabet of lead references (no 0/O, 1/I/L): read aloud over the phone without mistakes. */
export const LEAD_REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/**
 * Requests people send us through the site's forms: the concierge form and the chains'
 * partner form. The contact is kept in columns (the team searches and erases by it); what differs by
 * kind (occasion, party size, company, branches...) is in `details`. The e-mails that confirm and
 * announce a lead are outbox rows written in the same transaction.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** What the person quotes to the team, e.g. CNC-7KQ2MX. */
    reference: text("reference").notNull().unique(),
    language: text("language").notNull(),
    name: text("name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    message: text("message"),
    /** new | contacted | closed: the team's follow-up. */
    status: text("status").notNull().default("new"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("leads_kind_created_idx").on(table.kind, table.createdAt),
    index("leads_email_idx").on(table.email),
    check("leads_kind_ck", sql`${table.kind} in ('concierge', 'partner')`),
  ],
);
