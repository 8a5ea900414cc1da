import { sql } from "drizzle-orm";
import {
  bigserial,
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
import { users } from "./accounts.ts";
import { places } from "./catalog.ts";
import { organizers } from "./organizers.ts";
import { stores } from "./store.ts";

/**
 * The partner console: who works for which venue and in what role, the invitations that bring
 * staff in, and the log of every change staff make. One person may work for several venues.
 */
const instant = (name: string) => timestamp(name, { withTimezone: true });

export const venueStaff = pgTable(
  "venue_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    placeId: integer("place_id")
      .notNull()
      .references(() => places.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | manager | host */
    role: text("role").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("venue_staff_place_user_key").on(table.placeId, table.userId),
    index("venue_staff_user_idx").on(table.userId),
    check("venue_staff_role_check", sql`${table.role} in ('owner', 'manager', 'host')`),
  ],
);

/**
 * An owner's invitation by e-mail. Only the hash of the link's token is kept; the link works once
 * (accepted_at) and until expires_at, unless revoked first.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The venue invited to, or null for an organizer's invitation (exactly one of the two is set). */
    placeId: integer("place_id").references(() => places.id, { onDelete: "cascade" }),
    organizerId: integer("organizer_id").references(() => organizers.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** The language the invitation e-mail was written in. */
    language: text("language").notNull().default("es"),
    tokenHash: text("token_hash").notNull(),
    /** Null for the first owner's invitation, sent by an operator's create-venue command. */
    invitedBy: text("invited_by").references(() => users.id),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id),
    revokedAt: instant("revoked_at"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_invitations_token_hash_key").on(table.tokenHash),
    index("staff_invitations_place_idx").on(table.placeId, table.createdAt),
    index("staff_invitations_organizer_idx").on(table.organizerId, table.createdAt),
    check("staff_invitations_role_check", sql`${table.role} in ('owner', 'manager', 'host', 'door')`),
    check("staff_invitations_one_business_check", sql`num_nonnulls(${table.placeId}, ${table.organizerId}) = 1`),
    check("staff_invitations_language_check", sql`${table.language} in ('es', 'en')`),
  ],
);

/** Every change made through the partner console: who, when, what, and the row before and after. */
export const partnerAuditLog = pgTable(
  "partner_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The venue of the change; null for an organizer's or a store's. */
    placeId: integer("place_id").references(() => places.id, { onDelete: "cascade" }),
    /** The organizer of the change; null for a venue's or a store's. */
    organizerId: integer("organizer_id").references(() => organizers.id, { onDelete: "cascade" }),
    /** The store of the change (store staff, products, stock, orders); null for a venue's or an organizer's. */
    storeId: integer("store_id").references(() => stores.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** For example staff.invite, staff.role, staff.remove, invitation.accept, invitation.revoke. */
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: instant("at").notNull().defaultNow(),
  },
  (table) => [
    index("partner_audit_log_place_idx").on(table.placeId, table.at),
    index("partner_audit_log_organizer_idx").on(table.organizerId, table.at),
    index("partner_audit_log_store_idx").on(table.storeId, table.at),
    check(
      "partner_audit_log_one_business_check",
      sql`num_nonnulls(${table.placeId}, ${table.organizerId}, ${table.storeId}) = 1`,
    ),
  ],
);
