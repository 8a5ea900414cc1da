import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Accounts. The first four tables keep the layout better-auth gave them (user, session, account,
 * verification), which made the rows already stored; the accounts repository now writes them itself.
 * The user row also carries the profile. A deleted account keeps its row as a tombstone with every
 * personal field erased (`deleted_at` set), so later tables can keep their foreign keys.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower case; unique among live accounts. */
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** E.164. */
    phone: text("phone"),
    /** Dial code, e.g. +52. */
    countryCode: text("country_code"),
    phoneVerified: boolean("phone_verified").notNull().default(false),
    language: text("language").notNull().default("es"),
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    deletedAt: instant("deleted_at"),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    // One live account per verified phone: sign-in by SMS code must name exactly one person.
    uniqueIndex("users_verified_phone_key")
      .on(table.phone)
      .where(sql`${table.phoneVerified} and ${table.deletedAt} is null`),
    index("users_phone_idx").on(table.phone),
    check("users_language_check", sql`${table.language} in ('es', 'en')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** The opaque token of the `rs_s_t` cookie / Bearer header. */
    token: text("token").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("sessions_token_key").on(table.token), index("sessions_user_id_idx").on(table.userId)],
);

/** Credentials: providerId "credential" holds the scrypt hash (`salt:key`, domain accounts/passwords.ts). */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: instant("access_token_expires_at"),
    refreshTokenExpiresAt: instant("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/** better-auth's verification values: nothing reads or writes them since it left; kept until a migration drops it. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: instant("expires_at").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/**
 * One-time codes (6 digits, 10 minutes, single use, at most 5 attempts) for e-mail and phone
 * verification, code sign-in and password reset. Only hashes are stored; a reset row also holds the
 * hash of the e-mailed link's token.
 */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** verify-email | verify-phone | sign-in | reset-password */
    purpose: text("purpose").notNull(),
    /** The e-mail or the E.164 phone the code was sent to. */
    destination: text("destination").notNull(),
    codeHash: text("code_hash").notNull(),
    tokenHash: text("token_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    consumedAt: instant("consumed_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("auth_codes_destination_idx").on(table.destination, table.purpose, table.createdAt),
    index("auth_codes_user_id_idx").on(table.userId),
  ],
);

/**
 * The transactional outbox: every e-mail, SMS and WhatsApp message the site sends, written in the
 * same transaction as the change it reports and delivered by the job worker. Shown at /__dev/outbox
 * outside production.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** email | sms | whatsapp */
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    /** An iCalendar (RFC 5546) message the e-mail carries as its calendar part, METHOD inside. */
    calendar: text("calendar"),
    template: text("template").notNull(),
    language: text("language").notNull(),
    /** pending (waiting for sendAfter) | queued (a job exists) | sending | sent | failed | cancelled */
    status: text("status").notNull().default("pending"),
    /** One message per key (for example a reservation's reminder); also the provider's idempotency key. */
    dedupKey: text("dedup_key").unique(),
    /** Not before this instant: reminders wait here. */
    sendAfter: instant("send_after").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the current attempt started: a sender that vanished mid-send is detected by its age. */
    claimedAt: instant("claimed_at"),
    /** smtp | whatsapp-cloud | dev-outbox */
    deliveredVia: text("delivered_via"),
    sentAt: instant("sent_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
    /**
     * The booking or order the message is about (its code): messages of one thread and channel
     * leave in the order of (sendAfter, seq), never one while an earlier one is still unsent.
     */
    thread: text("thread"),
    /** Write order, the tie-break within a thread: a later event's insert always draws a higher number. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    /** Structured facts the e-mail's HTML part is rendered from at delivery (schema.org markup). */
    details: jsonb("details"),
  },
  (table) => [
    index("outbox_messages_recipient_idx").on(table.recipient, table.createdAt),
    index("outbox_messages_due_idx").on(table.sendAfter).where(sql`${table.status} = 'pending'`),
    index("outbox_messages_thread_idx")
      .on(table.thread, table.channel, table.sendAfter, table.seq)
      .where(sql`${table.thread} is not null and ${table.status} in ('pending', 'queued', 'sending')`),
  ],
);
