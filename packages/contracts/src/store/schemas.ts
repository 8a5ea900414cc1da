import { z } from "zod";
import { purchaseContact } from "../experiences/schemas.ts";
import { idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { sandboxCard } from "../memberships/schemas.ts";
import { publicPhoto } from "../partners/profile.ts";
import { CART_LIMITS } from "./rules.ts";

/**
 * The online store on the main web API: stores, their categories and products with
 * variants, the shopper's cart (a signed-in account's, or an anonymous one named by a cookie that
 * merges into the account at sign-in), placing an order (an Idempotency-Key; stock is reserved,
 * the card charged, the cart emptied), the order page and the store managers' audit. Money is an
 * integer of minor units plus its currency; prices include IVA.
 */

export const storeOrderStatuses = [
  "pending_payment",
  "paid",
  "preparing",
  "packed",
  "shipped",
  "delivered",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type StoreOrderStatus = (typeof storeOrderStatuses)[number];

export const storeCountries = ["mx", "co", "cr"] as const;
export const storeSorts = ["featured", "price_asc", "price_desc", "newest"] as const;
export type StoreSort = (typeof storeSorts)[number];

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type StoreMoney = z.infer<typeof money>;
const slugField = z
  .string()
  .trim()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9-]+$/, "a slug");
const langField = z.enum(languages).default("es");
const versionField = textInput().max(20).optional();

export const storesQuery = z.object({
  country: z.enum(storeCountries).optional(),
  lang: langField,
  v: versionField,
});

export const storeCard = z.object({
  slug: z.string(),
  name: z.string(),
  tagline: z.string(),
  country_code: z.enum(storeCountries),
  city_name: z.string(),
  currency: z.string(),
  hue: z.number().int(),
  product_count: z.number().int(),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type StoreCard = z.infer<typeof storeCard>;
export const storesAnswer = z.object({ data: z.array(storeCard) });

export const shippingOptionDto = z.object({
  code: z.string(),
  name: z.string(),
  price: money,
  /** Goods worth at least this ship free with this option, or null. */
  free_from: money.nullable(),
  min_days: z.number().int(),
  max_days: z.number().int(),
});
export type ShippingOptionDto = z.infer<typeof shippingOptionDto>;

export const productCard = z.object({
  slug: z.string(),
  name: z.string(),
  store: z.object({ slug: z.string(), name: z.string() }),
  category: z.object({ slug: z.string(), name: z.string() }),
  /** The cheapest variant's price, and its struck-through price when on sale. */
  price_from: money,
  compare_at: money.nullable(),
  /** Whether the product has several prices (the card says "from"). */
  varied_price: z.boolean(),
  in_stock: z.boolean(),
  hue: z.number().int(),
  /** The store's first photo of the product, or null: the card then shows generated art. */
  cover_photo: publicPhoto.nullable(),
});
export type ProductCard = z.infer<typeof productCard>;

export const storeParams = z.object({ slug: slugField });
export const storeProductsQuery = z.object({
  category: slugField.optional(),
  sort: z.enum(storeSorts).default("featured"),
  page: z.coerce.number<string | number>().int().min(1).max(100).default(1),
  lang: langField,
  v: versionField,
});

export const storeDetail = storeCard.extend({
  description: z.string(),
  tax_rate_percent: z.number(),
  shipping_options: z.array(shippingOptionDto),
});
export type StoreDetail = z.infer<typeof storeDetail>;

export const storeAnswer = z.object({
  store: storeDetail,
  /** The category asked for, or null for the whole store. */
  category: z.object({ slug: z.string(), name: z.string() }).nullable(),
  products: z.array(productCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type StoreAnswer = z.infer<typeof storeAnswer>;

export const variantDto = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  price: money,
  compare_at: money.nullable(),
  /** Units that can still be bought. */
  stock: z.number().int(),
});
export type VariantDto = z.infer<typeof variantDto>;

export const productDetail = productCard.extend({
  description: z.string(),
  details: z.array(z.string()),
  image_count: z.number().int(),
  /** The store's photos in its order; shown before (and instead of) the generated art. */
  photos: z.array(publicPhoto),
  variants: z.array(variantDto),
  store: z.object({ slug: z.string(), name: z.string(), country_code: z.enum(storeCountries) }),
  shipping_options: z.array(shippingOptionDto),
  tax_rate_percent: z.number(),
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productParams = z.object({ slug: slugField });
export const productQuery = z.object({ lang: langField, v: versionField });
export const productAnswer = z.object({ data: productDetail });

export const cartItemDto = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  product_slug: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  hue: z.number().int(),
  unit_price: money,
  quantity: z.number().int(),
  line_total: money,
  /** Units left; the quantity is more than this when stock ran out after the item was added. */
  stock: z.number().int(),
});
export type CartItemDto = z.infer<typeof cartItemDto>;

export const cartDto = z.object({
  store: z
    .object({ slug: z.string(), name: z.string(), country_code: z.enum(storeCountries), currency: z.string() })
    .nullable(),
  items: z.array(cartItemDto),
  item_count: z.number().int(),
  items_total: money.nullable(),
  shipping_options: z.array(shippingOptionDto),
  tax_rate_percent: z.number().nullable(),
  /** True when items of the anonymous cart were just added to the account's. */
  merged: z.boolean(),
});
export type CartDto = z.infer<typeof cartDto>;
export const cartAnswer = z.object({ cart: cartDto });
export const cartQuery = z.object({ lang: langField, v: versionField });

export const addToCartBody = z.object({
  variant_id: idInput,
  quantity: z.number().int().min(1).max(CART_LIMITS.perItem).default(1),
  /** The cart holds another store's goods: empty it first (the shopper confirmed). */
  replace: z.boolean().default(false),
  lang: z.enum(languages).optional(),
});
export type AddToCartBody = z.input<typeof addToCartBody>;

export const cartItemParams = z.object({ variantId: idParamInput });
export const updateCartItemBody = z.object({
  /** 0 removes the item. */
  quantity: z.number().int().min(0).max(CART_LIMITS.perItem),
  lang: z.enum(languages).optional(),
});

const text = (max: number) => textInput().trim().min(1).max(max);
const optionalText = (max: number) =>
  textInput()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : undefined));
const stateId = idInput;

/**
 * A shipping address in its country's own fields. Mexico: street and number, interior, colonia,
 * municipality or alcaldía, state, a 5-digit postal code. Colombia: the address line
 * ("Calle 93 # 11-26"), complement, barrio, city, department, optionally the 6-digit postal code.
 * Costa Rica: province, canton, district and "otras señas", optionally the 5-digit postal code.
 */
export const shippingAddress = z.discriminatedUnion("country", [
  z.object({
    country: z.literal("mx"),
    recipient: text(120),
    line1: text(160),
    line2: optionalText(80),
    district: text(120),
    city: text(120),
    state_id: stateId,
    postal_code: z
      .string()
      .trim()
      .regex(/^\d{5}$/, "a 5-digit postal code"),
    references: optionalText(300),
  }),
  z.object({
    country: z.literal("co"),
    recipient: text(120),
    line1: text(160),
    line2: optionalText(80),
    district: optionalText(120),
    city: text(120),
    state_id: stateId,
    postal_code: z
      .string()
      .trim()
      .regex(/^(\d{6})?$/, "a 6-digit postal code")
      .optional()
      .transform((value) => (value ? value : undefined)),
    references: optionalText(300),
  }),
  z.object({
    country: z.literal("cr"),
    recipient: text(120),
    /** Otras señas: directions, the way addresses are given in Costa Rica. */
    line1: text(300),
    line2: optionalText(80),
    district: text(120),
    city: text(120),
    state_id: stateId,
    postal_code: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, "a 5-digit postal code")
      .optional()
      .transform((value) => (value ? value : undefined)),
    references: optionalText(300),
  }),
]);
export type ShippingAddress = z.output<typeof shippingAddress>;
export type ShippingAddressInput = z.input<typeof shippingAddress>;

export const placeOrderBody = z
  .object({
    contact: purchaseContact,
    address: shippingAddress,
    shipping_code: textInput().trim().min(1).max(40),
    /** A saved card of the signed-in buyer or a card confirmed by Stripe.js; or (sandbox) a test card. */
    payment: z.object({ paymentMethodId: textInput().trim().min(3).max(255).optional(), card: sandboxCard.optional() }),
    lang: z.enum(languages).optional(),
  })
  .refine((body) => body.payment.paymentMethodId || body.payment.card, {
    message: "payment.paymentMethodId or payment.card",
    path: ["payment"],
  });
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const storeOrderItemDto = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  product_slug: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  total: money,
});

export const storeOrderDto = z.object({
  number: z.string(),
  status: z.enum(storeOrderStatuses),
  /** The bank waits for the buyer to confirm the payment. */
  awaiting_authentication: z.boolean(),
  store: z.object({ slug: z.string(), name: z.string() }),
  items: z.array(storeOrderItemDto),
  items_total: money,
  shipping: z.object({
    code: z.string(),
    name: z.string(),
    price: money,
    min_days: z.number().int(),
    max_days: z.number().int(),
  }),
  /** The IVA the total includes. */
  tax: z.object({ rate_percent: z.number(), amount: money }),
  total: money,
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The address as lines to print, in the country's order. */
  address_lines: z.array(z.string()),
  tracking_number: z.string().nullable(),
  /** The parcel service carrying it, once shipped from the partner area. */
  carrier: z.string().nullable().optional(),
  timeline: z.array(z.object({ status: z.enum(storeOrderStatuses), at: z.string() })),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  hold_expires_at: z.string(),
  /** The buyer may still cancel (paid, not yet being prepared): the money is refunded. */
  can_cancel: z.boolean(),
  /** While the bank waits for the buyer: what the browser needs to confirm (Stripe.js), else null. */
  payment: z.object({ client_secret: z.string().nullable() }).nullable(),
});
export type StoreOrderDto = z.infer<typeof storeOrderDto>;
export const storeOrderAnswer = z.object({ order: storeOrderDto });

export const storeOrderNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^PED-[A-Z0-9]{6}$/, "an order number such as PED-7KQ2MX");
export const storeOrderParams = z.object({ number: storeOrderNumber });
/** The order page: the signed-in owner, or anyone with the number and the buyer's e-mail. */
export const storeOrderQuery = z.object({
  email: textInput().trim().toLowerCase().email().max(254).optional(),
  lang: langField,
  v: versionField,
});
export const storeOrderAccessBody = z.object({
  email: textInput().trim().toLowerCase().email().max(254).optional(),
  lang: z.enum(languages).optional(),
});
export const storeAuthenticateBody = z.object({
  email: textInput().trim().toLowerCase().email().max(254),
  /** Sandbox: the bank's answer. With Stripe, Stripe.js asked the bank; the server reads the result. */
  authentication: z.enum(["approved", "rejected"]).optional(),
  lang: z.enum(languages).optional(),
});

export const storeOrderSummary = z.object({
  number: z.string(),
  status: z.enum(storeOrderStatuses),
  store: z.string(),
  item_count: z.number().int(),
  total: money,
  created_at: z.string(),
});
export type StoreOrderSummary = z.infer<typeof storeOrderSummary>;
export const storeOrdersAnswer = z.object({ data: z.array(storeOrderSummary) });

// The store managers' audit and actions.

export const auditQuery = z.object({
  store: slugField.optional(),
  lang: langField,
  v: versionField,
});

export const stockMovementReasons = ["receipt", "reservation", "release", "adjustment", "return"] as const;

export const auditAnswer = z.object({
  stores: z.array(z.object({ slug: z.string(), name: z.string() })),
  store: z.object({ slug: z.string(), name: z.string(), currency: z.string() }),
  /** The latest movements first. */
  ledger: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      sku: z.string(),
      product: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      reason: z.enum(stockMovementReasons),
      order_number: z.string().nullable(),
      actor: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  low_stock: z.array(
    z.object({
      variant_id: z.number().int(),
      sku: z.string(),
      product: z.string(),
      variant: z.string(),
      stock: z.number().int(),
      threshold: z.number().int(),
    }),
  ),
  /** Each variant's stock against the sum of its ledger, and each order's items against its movements. */
  reconciliation: z.object({
    variants_checked: z.number().int(),
    variant_mismatches: z.array(z.object({ sku: z.string(), stock: z.number().int(), ledger: z.number().int() })),
    orders_checked: z.number().int(),
    order_mismatches: z.array(
      z.object({
        number: z.string(),
        status: z.enum(storeOrderStatuses),
        expected: z.number().int(),
        ledger: z.number().int(),
      }),
    ),
  }),
  orders: z.array(
    z.object({
      number: z.string(),
      status: z.enum(storeOrderStatuses),
      created_at: z.string(),
      item_count: z.number().int(),
      total: money,
      /** Units the order took from the ledger (reservations less releases). */
      units_out: z.number().int(),
      reconciled: z.boolean(),
    }),
  ),
  price_changes: z.array(
    z.object({
      at: z.string(),
      sku: z.string(),
      product: z.string(),
      variant: z.string(),
      old_price: money,
      new_price: money,
      actor: z.string().nullable(),
    }),
  ),
});
export type AuditAnswer = z.infer<typeof auditAnswer>;

export const orderStatusBody = z.object({
  status: z.enum(["preparing", "shipped", "delivered"]),
  tracking_number: textInput().trim().min(3).max(60).optional(),
  lang: z.enum(languages).optional(),
});

export const stockMovementBody = z.object({
  variant_id: idInput,
  /** Units in (positive) or out (negative). */
  quantity: z
    .number()
    .int()
    .min(-10_000)
    .max(10_000)
    .refine((value) => value !== 0, "a quantity other than 0"),
  reason: z.enum(["receipt", "adjustment"]),
  note: textInput().trim().max(300).optional(),
  lang: z.enum(languages).optional(),
});

export const priceChangeBody = z.object({
  variant_id: idInput,
  price: z.number().int().positive().max(100_000_000),
  lang: z.enum(languages).optional(),
});
