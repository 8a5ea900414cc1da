import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { places } from "./catalog.ts";

/**
 * Table reservations. A venue's model (zones, tables, combinations,
 * shifts, time blocks, booking settings) and its reservations. Instants are UTC (timestamptz) with
 * the venue's IANA zone beside them. The rule that a table never holds two overlapping active
 * reservations is an exclusion constraint on reservation_table_holds (migration 0006, hand-written:
 * Drizzle cannot declare EXCLUDE constraints).
 */
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const reservationSettings = pgTable(
  "reservation_settings",
  {
    placeId: integer("place_id")
      .primaryKey()
      .references(() => places.id, { onDelete: "cascade" }),
    daysAhead: smallint("days_ahead").notNull().default(60),
    minNoticeMinutes: integer("min_notice_minutes").notNull().default(60),
    /** Free cancellation or change until this many hours before the arrival. */
    cancelUntilHours: smallint("cancel_until_hours").notNull().default(2),
    /** Deposit per guest in minor units of the place's currency; null when none is asked. */
    depositPerGuest: integer("deposit_per_guest"),
    maxPartySize: smallint("max_party_size").notNull().default(12),
    /** Grows with each edit of this row: an edit made from an older reading is refused, not lost. */
    version: integer("version").notNull().default(0),
    /**
     * Grows with every change of the venue's setup (this row, its shifts): instances keep the setup in
     * memory and reload it when the number they hold is not the one booking decisions read here.
     */
    setupVersion: integer("setup_version").notNull().default(0),
  },
  (table) => [
    check("reservation_settings_days_ahead_ck", sql`${table.daysAhead} between 0 and 366`),
    check("reservation_settings_notice_ck", sql`${table.minNoticeMinutes} >= 0`),
  ],
);

export const reservationZones = pgTable(
  "reservation_zones",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    position: smallint("position").notNull().default(0),
    /** Grows with each edit: an edit made from an older reading is refused, not lost. */
    version: integer("version").notNull().default(0),
  },
  (table) => [index("reservation_zones_place_idx").on(table.placeId)],
);

export const venueTables = pgTable(
  "venue_tables",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    zoneId: integer("zone_id")
      .notNull()
      .references(() => reservationZones.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    minCovers: smallint("min_covers").notNull(),
    maxCovers: smallint("max_covers").notNull(),
    online: boolean("online").notNull().default(true),
    priority: smallint("priority").notNull().default(1),
    /** Grows with each edit: an edit made from an older reading is refused, not lost. */
    version: integer("version").notNull().default(0),
    /**
     * Set when the venue deletes a table that bookings held: the row stays for them (their holds
     * name it) but the table is offered, listed and moved onto no more.
     */
    archivedAt: instant("archived_at"),
  },
  (table) => [
    index("venue_tables_place_idx").on(table.placeId),
    check("venue_tables_covers_ck", sql`${table.minCovers} >= 1 and ${table.maxCovers} >= ${table.minCovers}`),
  ],
);

export const tableCombinations = pgTable(
  "table_combinations",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    tableIds: integer("table_ids").array().notNull(),
    minCovers: smallint("min_covers").notNull(),
    maxCovers: smallint("max_covers").notNull(),
    online: boolean("online").notNull().default(true),
    priority: smallint("priority").notNull().default(1),
    /** Grows with each edit: an edit made from an older reading is refused, not lost. */
    version: integer("version").notNull().default(0),
  },
  (table) => [
    index("table_combinations_place_idx").on(table.placeId),
    check("table_combinations_covers_ck", sql`${table.minCovers} >= 1 and ${table.maxCovers} >= ${table.minCovers}`),
  ],
);

export const reservationShifts = pgTable(
  "reservation_shifts",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    /** 0 Sunday ... 6 Saturday: the days the shift starts on. */
    weekdays: smallint("weekdays").array().notNull(),
    firstSeating: time("first_seating").notNull(),
    /** Earlier than first_seating when the shift crosses midnight. */
    lastSeating: time("last_seating").notNull(),
    slotIntervalMinutes: smallint("slot_interval_minutes").notNull(),
    /** [{ maxParty, minutes }] ascending. */
    turnTimes: jsonb("turn_times").$type<{ maxParty: number; minutes: number }[]>().notNull(),
    pacingCovers: smallint("pacing_covers"),
    /** Grows with each edit: an edit made from an older reading of the shift is refused, not lost. */
    version: integer("version").notNull().default(0),
  },
  (table) => [
    index("reservation_shifts_place_idx").on(table.placeId),
    check("reservation_shifts_interval_ck", sql`${table.slotIntervalMinutes} between 5 and 240`),
  ],
);

export const timeBlocks = pgTable(
  "time_blocks",
  {
    id: serial("id").primaryKey(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    zoneIds: integer("zone_ids").array().notNull().default(sql`'{}'`),
    tableIds: integer("table_ids").array().notNull().default(sql`'{}'`),
    reason: text("reason"),
  },
  (table) => [
    index("time_blocks_place_idx").on(table.placeId, table.endsAt),
    check("time_blocks_scope_ck", sql`${table.scope} in ('global', 'specific')`),
    check("time_blocks_period_ck", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const reservationStatuses = ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];
/** The statuses that hold tables (reservation_table_holds.active follows them). */
export const activeReservationStatuses = [
  "pending",
  "confirmed",
  "seated",
] as const satisfies readonly ReservationStatus[];
/** Letters and digits of reservation codes: no 0/O or 1/I, which are misread at the door. */
export const RESERVATION_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short code the diner reads out at the door and types to manage the booking. */
    code: text("code").notNull(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id),
    /** The signed-in customer; null for a guest or after the account was deleted. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<ReservationStatus>().notNull().default("confirmed"),
    party: smallint("party").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    timeZone: text("time_zone").notNull(),
    zoneId: integer("zone_id").references(() => reservationZones.id, { onDelete: "set null" }),
    /** The zone the diner asked for, if any (zone_id is where they were seated). */
    zonePreference: integer("zone_preference"),
    occasion: text("occasion"),
    note: text("note"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    countryCode: text("country_code").notNull(),
    language: text("language").notNull().default("es"),
    /** The channel the booking came by: WEBSITE (the diner), PHONE or WALK_IN (entered by the venue's staff). */
    source: text("source").notNull().default("WEBSITE"),
    /** Why the venue cancelled it (told to the diner); null when the diner cancelled or it stands. */
    cancelReason: text("cancel_reason"),
    /**
     * The secret of the booking's manage link (256 random bits). Kept as is, not hashed: a retried
     * create (same Idempotency-Key) must answer the same link, and the row already holds everything
     * the link shows.
     */
    manageToken: text("manage_token").notNull(),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the request a key was first used with: the same key with another request is refused. */
    requestHash: text("request_hash"),
    /** The calendar entry's SEQUENCE: grows with each change (time, party, cancellation) in its transaction. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    cancelledAt: instant("cancelled_at"),
  },
  (table) => [
    uniqueIndex("reservations_code_key").on(table.code),
    uniqueIndex("reservations_idempotency_key").on(table.idempotencyKey),
    index("reservations_place_starts_idx").on(table.placeId, table.startsAt),
    index("reservations_user_idx").on(table.userId, table.startsAt),
    // A proven e-mail's guest bookings, found at its verification and at each sign-in.
    index("reservations_guest_email_idx").on(sql`lower(${table.email})`).where(sql`${table.userId} is null`),
    // The worker's sweep for visits that ended (completion and the survey invitation).
    index("reservations_open_ends_idx")
      .on(table.endsAt)
      .where(sql`${table.status} in ('pending', 'confirmed', 'seated')`),
    check(
      "reservations_status_ck",
      sql`${table.status} in ('pending', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show')`,
    ),
    check("reservations_party_ck", sql`${table.party} between 1 and 100`),
    check("reservations_source_ck", sql`${table.source} in ('WEBSITE', 'PHONE', 'WALK_IN')`),
    check("reservations_period_ck", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The tables a reservation holds and for how long. `active` follows the reservation's status
 * (pending, confirmed, seated); the exclusion constraint of migration 0006 forbids two active rows
 * of one table whose periods overlap.
 */
export const reservationTableHolds = pgTable(
  "reservation_table_holds",
  {
    reservationId: uuid("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    tableId: integer("table_id")
      .notNull()
      .references(() => venueTables.id),
    placeId: integer("place_id").notNull(),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    active: boolean("active").notNull().default(true),
    /** The booking's party, kept beside each hold for reads of many places' holds at once. */
    party: smallint("party").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.reservationId, table.tableId] }),
    index("reservation_table_holds_place_idx").on(table.placeId, table.startsAt),
  ],
);
