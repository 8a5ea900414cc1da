import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { cities, countries, states } from "./geo.ts";
import { organizers } from "./organizers.ts";
import { refunds } from "./payments.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Kinds of thing to do; the listing's category filter. */
export const EXPERIENCE_CATEGORIES = ["tour", "tasting", "concert", "class", "nightlife", "outdoor"] as const;

/**
 * Things to do: experiences with dated sessions and ticket types, bought in orders that
 * hold seats, are paid through the payment provider and then issue one e-ticket per seat. A
 * session's `reserved` counts held and sold seats; the check keeps it within capacity, so parallel
 * purchases can never oversell (a conditional increment either fits or changes nothing).
 */
export const experiences = pgTable(
  "experiences",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    category: text("category").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    summaryEs: text("summary_es").notNull(),
    summaryEn: text("summary_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** One included item per line. */
    includedEs: text("included_es").notNull().default(""),
    includedEn: text("included_en").notNull().default(""),
    cancellationEs: text("cancellation_es").notNull(),
    cancellationEn: text("cancellation_en").notNull(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    venueName: text("venue_name").notNull(),
    /** Where the group meets, when that is not the venue's door (empty: at the address). */
    meetingPointEs: text("meeting_point_es").notNull().default(""),
    meetingPointEn: text("meeting_point_en").notNull().default(""),
    address: text("address").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** IANA zone of the venue: sessions are shown and cut off in its wall clock. */
    timeZone: text("time_zone").notNull(),
    durationMinutes: smallint("duration_minutes").notNull(),
    currency: text("currency").notNull(),
    /** The cheapest ticket, kept for listings and their price filter. */
    priceFromMinor: integer("price_from_minor").notNull(),
    /** Percent off for members, or null. */
    memberDiscountPercent: smallint("member_discount_percent"),
    score: doublePrecision("score").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /** Venues check tickets in with this key (Authorization: Bearer). */
    checkInKey: text("check_in_key").notNull(),
    active: boolean("active").notNull().default(true),
    /** The business that runs it and edits it in the partner console. */
    organizerId: integer("organizer_id").references(() => organizers.id),
    /** Grows with each edit in the partner console; a stale one is refused (409). */
    experienceVersion: integer("experience_version").notNull().default(1),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** Last change of the row, set by a trigger on every update (the sitemap's lastmod). */
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("experiences_city_idx").on(table.cityId, table.category),
    index("experiences_state_idx").on(table.stateId, table.category),
    index("experiences_country_idx").on(table.countryId, table.category),
    index("experiences_organizer_idx").on(table.organizerId, table.id),
  ],
);

export const experienceTicketTypes = pgTable(
  "experience_ticket_types",
  {
    id: serial("id").primaryKey(),
    experienceId: integer("experience_id")
      .notNull()
      .references(() => experiences.id),
    /** general | child | vip | ... */
    code: text("code").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    priceMinor: integer("price_minor").notNull(),
    sort: smallint("sort").notNull().default(0),
    /** Off sale: a type with sales is hidden, never deleted (paid orders point at it). */
    hidden: boolean("hidden").notNull().default(false),
  },
  (table) => [
    uniqueIndex("experience_ticket_types_code_uq").on(table.experienceId, table.code),
    check("experience_ticket_types_price_ck", sql`${table.priceMinor} >= 0`),
  ],
);

export const experienceSessions = pgTable(
  "experience_sessions",
  {
    id: serial("id").primaryKey(),
    experienceId: integer("experience_id")
      .notNull()
      .references(() => experiences.id),
    startsAt: instant("starts_at").notNull(),
    capacity: integer("capacity").notNull(),
    /** Seats held by open orders plus seats sold. */
    reserved: integer("reserved").notNull().default(0),
    /** Most tickets one order may take. */
    perOrderLimit: smallint("per_order_limit").notNull().default(10),
    /** Sales stop this long before the start. */
    salesCutoffMinutes: integer("sales_cutoff_minutes").notNull().default(60),
    /** scheduled | cancelled (kept, hidden from sale: its orders are refunded) */
    status: text("status").notNull().default("scheduled"),
    cancelledAt: instant("cancelled_at"),
  },
  (table) => [
    index("experience_sessions_experience_idx").on(table.experienceId, table.startsAt),
    check("experience_sessions_capacity_ck", sql`${table.reserved} >= 0 and ${table.reserved} <= ${table.capacity}`),
    check("experience_sessions_status_ck", sql`${table.status} in ('scheduled', 'cancelled')`),
  ],
);

export const experienceOrders = pgTable(
  "experience_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the buyer quotes and types on the order page, e.g. EXP-7KQ2MX. */
    code: text("code").notNull().unique(),
    experienceId: integer("experience_id")
      .notNull()
      .references(() => experiences.id),
    sessionId: integer("session_id")
      .notNull()
      .references(() => experienceSessions.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull(),
    seats: integer("seats").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    language: text("language").notNull(),
    currency: text("currency").notNull(),
    subtotalMinor: integer("subtotal_minor").notNull(),
    discountMinor: integer("discount_minor").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    /** The seats return to the session if the order is not paid by then. */
    holdExpiresAt: instant("hold_expires_at").notNull(),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    /** The calendar entry's SEQUENCE: grows with each change of the order in its transaction. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    paidAt: instant("paid_at"),
    cancelledAt: instant("cancelled_at"),
  },
  (table) => [
    uniqueIndex("experience_orders_idempotency_key").on(table.idempotencyKey),
    index("experience_orders_user_idx").on(table.userId, table.createdAt),
    // A proven e-mail's guest orders, found at its verification and at each sign-in.
    index("experience_orders_guest_email_idx").on(sql`lower(${table.email})`).where(sql`${table.userId} is null`),
    index("experience_orders_session_idx").on(table.sessionId),
    index("experience_orders_open_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending_payment', 'awaiting_authentication')`),
    check(
      "experience_orders_status_ck",
      sql`${table.status} in ('pending_payment', 'awaiting_authentication', 'paid', 'cancelled', 'expired', 'refunded')`,
    ),
  ],
);

export const experienceOrderItems = pgTable(
  "experience_order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => experienceOrders.id),
    ticketTypeId: integer("ticket_type_id")
      .notNull()
      .references(() => experienceTicketTypes.id),
    quantity: smallint("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (table) => [uniqueIndex("experience_order_items_uq").on(table.orderId, table.ticketTypeId)],
);

export const experienceTickets = pgTable(
  "experience_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => experienceOrders.id),
    ticketTypeId: integer("ticket_type_id")
      .notNull()
      .references(() => experienceTicketTypes.id),
    /** Encoded in the ticket's QR code; unguessable. */
    code: text("code").notNull().unique(),
    checkedInAt: instant("checked_in_at"),
    /** The door device that admitted the ticket (its own random id), and who was signed in on it. */
    checkedInDevice: text("checked_in_device"),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    /** Who comes with it: the buyer's name until the ticket is given to a friend. */
    holderName: text("holder_name").notNull().default(""),
    /** Set when its order was refunded in full (or its session cancelled): it no longer gets in. */
    voidedAt: instant("voided_at"),
    /** Last given to someone else; its code was then replaced. */
    transferredAt: instant("transferred_at"),
  },
  (table) => [index("experience_tickets_order_idx").on(table.orderId)],
);

/** The organizer's refunds of a ticket order, once per Idempotency-Key; the money's own rows are `refunds`. */
export const experienceOrderRefunds = pgTable(
  "experience_order_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => experienceOrders.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The payment's refund; null when nothing was left to give back. */
    refundId: uuid("refund_id").references(() => refunds.id),
    amountMinor: integer("amount_minor").notNull(),
    /** The order ended with it: tickets void, seats back. */
    full: boolean("full").notNull().default(false),
    /** Given because the organizer cancelled the session. */
    sessionCancelled: boolean("session_cancelled").notNull().default(false),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("experience_order_refunds_key_uq").on(table.idempotencyKey),
    index("experience_order_refunds_order_idx").on(table.orderId, table.id),
    check("experience_order_refunds_amount_ck", sql`${table.amountMinor} >= 0`),
  ],
);
