import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { places } from "./catalog.ts";
import { reservations } from "./reservations.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

export const largePartyRequestStatuses = ["pending", "accepted", "declined", "cancelled"] as const;
export type LargePartyRequestStatus = (typeof largePartyRequestStatuses)[number];

/**
 * A diner's request for a table above the venue's largest online party. The venue answers once:
 * accepted (with the confirmed reservation it made), or declined (with a message to the diner).
 */
export const largePartyRequests = pgTable(
  "large_party_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    party: smallint("party").notNull(),
    /** The venue's wall-clock date and preferred seating time. */
    date: text("date").notNull(),
    time: time("time").notNull(),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    /** E.164. */
    contactPhone: text("contact_phone").notNull(),
    message: text("message").notNull().default(""),
    /** The language the diner is written to in. */
    language: text("language").notNull().default("es"),
    status: text("status").$type<LargePartyRequestStatus>().notNull().default("pending"),
    /** What the venue told the diner with its answer (a decline's reason). */
    answerMessage: text("answer_message"),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    answeredBy: text("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: instant("answered_at"),
    /** The signed-in diner who asked; null for a guest. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request a key was first used with: the same key with another request is refused. */
    requestHash: text("request_hash"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("large_party_requests_idempotency_key").on(table.idempotencyKey),
    index("large_party_requests_pending_idx").on(table.placeId, table.date).where(sql`${table.status} = 'pending'`),
    check("large_party_requests_status_ck", sql`${table.status} in ('pending', 'accepted', 'declined', 'cancelled')`),
    check("large_party_requests_party_ck", sql`${table.party} between 2 and 100`),
    check("large_party_requests_message_ck", sql`char_length(${table.message}) <= 500`),
    check("large_party_requests_accepted_ck", sql`${table.status} <> 'accepted' or ${table.reservationId} is not null`),
  ],
);
