import { sql } from "drizzle-orm";
import {
  bigserial,
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
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { countries, states } from "./geo.ts";

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Roles beyond a customer's (store managers see the store audit). Granted by the seed or
 * the `grant-role` command, never by the site itself.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    grantedAt: instant("granted_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * The online store. Stores sell in their country's currency and ship within it. Prices
 * include the country's IVA; the order shows how much of its total is tax.
 */
export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  taglineEs: text("tagline_es").notNull(),
  taglineEn: text("tagline_en").notNull(),
  descriptionEs: text("description_es").notNull(),
  descriptionEn: text("description_en").notNull(),
  countryId: integer("country_id")
    .notNull()
    .references(() => countries.id),
  /** Where it ships from, shown on the store page. */
  cityName: text("city_name").notNull(),
  currency: text("currency").notNull(),
  /** Seeds the generated artwork's palette. */
  hue: smallint("hue").notNull().default(210),
  active: boolean("active").notNull().default(true),
  sort: smallint("sort").notNull().default(0),
  /** Raised by each owner's edit of the texts and shipping prices; an edit from an older one is refused. */
  version: integer("version").notNull().default(0),
  /** Last change of the row, set by a trigger on every update (the sitemap's lastmod). */
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

export const storeShippingOptions = pgTable(
  "store_shipping_options",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    /** standard | express | ... */
    code: text("code").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    priceMinor: integer("price_minor").notNull(),
    /** Orders whose goods come to at least this much ship free with this option. */
    freeFromMinor: integer("free_from_minor"),
    minDays: smallint("min_days").notNull(),
    maxDays: smallint("max_days").notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (table) => [
    uniqueIndex("store_shipping_options_code_uq").on(table.storeId, table.code),
    check("store_shipping_options_price_ck", sql`${table.priceMinor} >= 0`),
  ],
);

export const storeCategories = pgTable(
  "store_categories",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    slug: text("slug").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    sort: smallint("sort").notNull().default(0),
  },
  (table) => [uniqueIndex("store_categories_slug_uq").on(table.storeId, table.slug)],
);

export const storeProducts = pgTable(
  "store_products",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => storeCategories.id),
    /** Unique across stores: the product page is /stores/detail/{slug}/. */
    slug: text("slug").notNull().unique(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** One detail per line (origin, materials, care...). */
    detailsEs: text("details_es").notNull().default(""),
    detailsEn: text("details_en").notNull().default(""),
    /** How many generated gallery pictures the product has. */
    imageCount: smallint("image_count").notNull().default(3),
    active: boolean("active").notNull().default(true),
    sort: smallint("sort").notNull().default(0),
    /** Grows with every edit in the partner area: an edit from an older version is refused. */
    version: integer("version").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** Last change of the row, set by a trigger on every update (the sitemap's lastmod). */
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [index("store_products_store_idx").on(table.storeId, table.categoryId, table.sort)],
);

/**
 * What is actually sold: a product in one size, roast, colour... `stock` is the sum of the variant's
 * movements in the ledger, kept beside it in the same transaction; the check is what makes parallel
 * checkouts for the last units succeed only as many times as units exist.
 */
export const storeVariants = pgTable(
  "store_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => storeProducts.id),
    sku: text("sku").notNull().unique(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    /** IVA included. */
    priceMinor: integer("price_minor").notNull(),
    /** The struck-through price of a sale, or null. */
    compareAtMinor: integer("compare_at_minor"),
    stock: integer("stock").notNull().default(0),
    /** At or below this the audit lists the variant as low on stock. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    /** The low-stock e-mail went out for this fall to the threshold; cleared when the stock rises above it. */
    lowStockAlerted: boolean("low_stock_alerted").notNull().default(false),
    sort: smallint("sort").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** Grows with every edit in the partner area: an edit from an older version is refused. */
    version: integer("version").notNull().default(0),
  },
  (table) => [
    index("store_variants_product_idx").on(table.productId, table.sort),
    check("store_variants_stock_ck", sql`${table.stock} >= 0`),
    check("store_variants_price_ck", sql`${table.priceMinor} > 0`),
  ],
);

export const STOCK_MOVEMENT_REASONS = ["receipt", "reservation", "release", "adjustment", "return"] as const;

/** Every change of stock, never updated or deleted: the audit reconciles the variants against it. */
export const storeStockMovements = pgTable(
  "store_stock_movements",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => storeVariants.id),
    /** Positive in, negative out. */
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    orderId: uuid("order_id"),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("store_stock_movements_variant_idx").on(table.variantId, table.id),
    index("store_stock_movements_order_idx").on(table.orderId),
    check("store_stock_movements_quantity_ck", sql`${table.quantity} <> 0`),
    check(
      "store_stock_movements_reason_ck",
      sql`${table.reason} in ('receipt', 'reservation', 'release', 'adjustment', 'return')`,
    ),
  ],
);

export const storePriceChanges = pgTable(
  "store_price_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => storeVariants.id),
    oldPriceMinor: integer("old_price_minor").notNull(),
    newPriceMinor: integer("new_price_minor").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    changedAt: instant("changed_at").notNull().defaultNow(),
  },
  (table) => [index("store_price_changes_changed_idx").on(table.changedAt)],
);

/**
 * A shopper's cart: a signed-in user's (one each) or an anonymous one named by an unguessable
 * cookie token. It holds one store's goods at a time (one currency, one shipment). At sign-in the
 * anonymous cart merges into the account's.
 */
export const storeCarts = pgTable(
  "store_carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the anonymous cart's cookie token. */
    tokenHash: text("token_hash").unique(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    storeId: integer("store_id").references(() => stores.id),
    /** Grows with every change of the cart's lines: an order names the version it was placed from. */
    version: integer("version").notNull().default(0),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("store_carts_owner_ck", sql`${table.tokenHash} is not null or ${table.userId} is not null`),
    index("store_carts_updated_idx").on(table.updatedAt),
  ],
);

export const storeCartItems = pgTable(
  "store_cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => storeCarts.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => storeVariants.id),
    quantity: smallint("quantity").notNull(),
    addedAt: instant("added_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.variantId] }),
    check("store_cart_items_quantity_ck", sql`${table.quantity} > 0`),
  ],
);

/** A paid store order on its way to the buyer, beside its status. */
export const FULFILMENT_STATUSES = ["preparing", "packed", "shipped", "delivered"] as const;

export const storeOrders = pgTable(
  "store_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the buyer quotes and types on the order page, e.g. PED-7KQ2MX. */
    number: text("number").notNull().unique(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The cart the order was placed from, and its version then; emptied once the order is paid. */
    cartId: uuid("cart_id"),
    cartVersion: integer("cart_version"),
    status: text("status").notNull(),
    /** Null until a paid order is prepared, shipped and delivered. */
    fulfilmentStatus: text("fulfilment_status"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** E.164. */
    phone: text("phone").notNull(),
    language: text("language").notNull(),
    currency: text("currency").notNull(),
    itemsMinor: integer("items_minor").notNull(),
    shippingMinor: integer("shipping_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** IVA contained in the total, and its rate in basis points (1600 = 16 %). */
    taxMinor: integer("tax_minor").notNull(),
    taxRateBp: integer("tax_rate_bp").notNull(),
    shippingCode: text("shipping_code").notNull(),
    shippingNameEs: text("shipping_name_es").notNull(),
    shippingNameEn: text("shipping_name_en").notNull(),
    shippingMinDays: smallint("shipping_min_days").notNull(),
    shippingMaxDays: smallint("shipping_max_days").notNull(),
    /** The address as the buyer gave it, in its country's fields (see the contracts' address schema). */
    addressCountry: text("address_country").notNull(),
    addressStateId: integer("address_state_id").references(() => states.id),
    addressRecipient: text("address_recipient").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    addressDistrict: text("address_district"),
    addressCity: text("address_city").notNull(),
    addressPostalCode: text("address_postal_code"),
    addressReferences: text("address_references"),
    trackingNumber: text("tracking_number"),
    carrier: text("carrier"),
    /** Stock returns to the ledger if the order is not paid by then. */
    holdExpiresAt: instant("hold_expires_at").notNull(),
    provider: text("provider").notNull(),
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    createdAt: instant("created_at").notNull().defaultNow(),
    paidAt: instant("paid_at"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("store_orders_idempotency_key").on(table.idempotencyKey),
    index("store_orders_user_idx").on(table.userId, table.createdAt),
    index("store_orders_store_idx").on(table.storeId, table.createdAt),
    index("store_orders_open_idx")
      .on(table.holdExpiresAt)
      .where(sql`${table.status} in ('pending_payment', 'awaiting_authentication')`),
    // A cart is checked out once: a second order of the same cart, whatever its key, is refused
    // while the first is open or paid (a refused or abandoned one frees it).
    uniqueIndex("store_orders_one_per_cart_version")
      .on(table.cartId, table.cartVersion)
      .where(sql`${table.status} not in ('cancelled', 'expired')`),
    check(
      "store_orders_status_ck",
      sql`${table.status} in ('pending_payment', 'awaiting_authentication', 'paid', 'cancelled', 'expired', 'refunded')`,
    ),
    check(
      "store_orders_fulfilment_ck",
      sql`${table.fulfilmentStatus} is null or ${table.fulfilmentStatus} in ('preparing', 'packed', 'shipped', 'delivered')`,
    ),
    check("store_orders_totals_ck", sql`${table.totalMinor} = ${table.itemsMinor} + ${table.shippingMinor}`),
  ],
);

export const storeOrderItems = pgTable(
  "store_order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => storeOrders.id),
    variantId: integer("variant_id")
      .notNull()
      .references(() => storeVariants.id),
    /** What the buyer saw, kept though the catalogue changes. */
    productNameEs: text("product_name_es").notNull(),
    productNameEn: text("product_name_en").notNull(),
    variantNameEs: text("variant_name_es").notNull(),
    variantNameEn: text("variant_name_en").notNull(),
    productSlug: text("product_slug").notNull(),
    sku: text("sku").notNull(),
    quantity: smallint("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.variantId] }),
    check("store_order_items_quantity_ck", sql`${table.quantity} > 0`),
  ],
);

/** The order's status history, shown as its timeline. */
export const storeOrderEvents = pgTable(
  "store_order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => storeOrders.id),
    status: text("status").notNull(),
    actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    at: instant("at").notNull().defaultNow(),
  },
  (table) => [index("store_order_events_order_idx").on(table.orderId, table.id)],
);

/** Who runs a store in the partner area: its owners, and the managers they name. */
export const STORE_STAFF_ROLES = ["owner", "store_manager"] as const;

export const storeStaff = pgTable(
  "store_staff",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | store_manager */
    role: text("role").notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("store_staff_store_user_key").on(table.storeId, table.userId),
    index("store_staff_user_idx").on(table.userId),
    check("store_staff_role_check", sql`${table.role} in ('owner', 'store_manager')`),
  ],
);

/**
 * A refund the store gave on an order, once per key: the payment's refund it made and the units it
 * put back in the ledger, so the same request sent again gives neither twice.
 */
export const storeOrderRefunds = pgTable(
  "store_order_refunds",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => storeOrders.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The payment's refund; null for a cancellation of an order whose money had all gone back already. */
    refundId: uuid("refund_id"),
    amountMinor: integer("amount_minor").notNull(),
    /** The units returned: [{ variantId, quantity }]. */
    items: jsonb("items").notNull().default([]),
    /** The whole order was cancelled with it. */
    cancelled: boolean("cancelled").notNull().default(false),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("store_order_refunds_key_uq").on(table.idempotencyKey),
    index("store_order_refunds_order_idx").on(table.orderId, table.id),
    check("store_order_refunds_amount_ck", sql`${table.amountMinor} >= 0`),
  ],
);
