import { z } from "zod";
import { emailField } from "../accounts/schemas.ts";
import { idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { venuePhoto } from "../partners/profile.ts";
import { storeOrderNumber, storeOrderStatuses } from "./schemas.ts";

/* The partner area's store console: staff per store, stock through the ledger, the order queue. */

export const storeStaffRoles = ["owner", "store_manager"] as const;
export type StoreStaffRole = (typeof storeStaffRoles)[number];

const money = z.object({ amount: z.number().int(), currency: z.string().length(3) });
const langOnly = { lang: z.enum(languages).optional() };

export const consoleQuery = z.object(langOnly);
export const consoleStoreParams = z.object({ storeId: idParamInput });
export const consoleStaffParams = consoleStoreParams.extend({ staffId: z.uuid("a staff member's id") });
export const consoleOrderParams = consoleStoreParams.extend({ number: storeOrderNumber });

export const partnerStore = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  currency: z.string(),
  role: z.enum(storeStaffRoles),
});
export type PartnerStore = z.infer<typeof partnerStore>;
export const myStoresAnswer = z.object({ data: z.array(partnerStore) });
export const partnerStoreAnswer = z.object({ store: partnerStore });

export const storeStaffMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(storeStaffRoles),
  since: z.string(),
});
export type StoreStaffMember = z.infer<typeof storeStaffMember>;
export const storeStaffAnswer = z.object({ staff: z.array(storeStaffMember) });
export const storeStaffMemberAnswer = z.object({ member: storeStaffMember });
/** An owner names a store manager by the e-mail of an existing account. */
export const grantStoreManagerBody = z.object({ email: emailField, ...langOnly });
export type GrantStoreManagerBody = z.input<typeof grantStoreManagerBody>;
/** An owner makes a member an owner or a store manager. */
export const changeStoreRoleBody = z.object({ role: z.enum(storeStaffRoles), ...langOnly });
export type ChangeStoreRoleBody = z.input<typeof changeStoreRoleBody>;

export const consoleStockMovementReasons = ["receipt", "adjustment", "return"] as const;
export const consoleStockBody = z.object({
  variant_id: idInput,
  /** Receipts and returns add units (positive); an adjustment moves either way but never by 0. */
  quantity: z.number().int().min(-10_000).max(10_000),
  reason: z.enum(consoleStockMovementReasons),
  note: textInput().trim().min(1).max(300),
  ...langOnly,
});
export type ConsoleStockBody = z.input<typeof consoleStockBody>;
export const consoleThresholdBody = z.object({
  threshold: z.number().int().min(0).max(100_000),
  ...langOnly,
});
export const consoleVariantParams = consoleStoreParams.extend({ variantId: idParamInput });

export const consoleStockLine = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  product: z.string(),
  variant: z.string(),
  stock: z.number().int(),
  threshold: z.number().int(),
  low: z.boolean(),
  active: z.boolean(),
});
export type ConsoleStockLine = z.infer<typeof consoleStockLine>;
export const consoleStockAnswer = z.object({ data: z.array(consoleStockLine) });
export const consoleStockLineAnswer = z.object({ line: consoleStockLine });

export const consoleOrderFilters = ["open", "shipped", "closed", "all"] as const;
export const consoleOrdersQuery = z.object({ filter: z.enum(consoleOrderFilters).default("open"), ...langOnly });
export const consoleOrderSummary = z.object({
  number: z.string(),
  status: z.enum(storeOrderStatuses),
  buyer: z.string(),
  item_count: z.number().int(),
  total: money,
  refunded: money,
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type ConsoleOrderSummary = z.infer<typeof consoleOrderSummary>;
export const consoleOrdersAnswer = z.object({ data: z.array(consoleOrderSummary) });

export const consoleOrderDetail = consoleOrderSummary.extend({
  email: z.string(),
  language: z.enum(languages),
  address_lines: z.array(z.string()),
  shipping: z.string(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  items: z.array(
    z.object({
      variant_id: z.number().int(),
      sku: z.string(),
      product: z.string(),
      variant: z.string(),
      quantity: z.number().int(),
      returned: z.number().int(),
      unit_price: money,
    }),
  ),
  paid: money,
  refundable: money,
  refunds: z.array(z.object({ at: z.string(), amount: money, cancelled: z.boolean(), actor: z.string().nullable() })),
  /** The next fulfilment step the store may take, or null. */
  next_step: z.enum(["pick", "pack", "ship", "deliver"]).nullable(),
  can_cancel: z.boolean(),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetail>;
export const consoleOrderAnswer = z.object({ order: consoleOrderDetail });

export const fulfilmentSteps = ["pick", "pack", "ship", "deliver"] as const;
export type FulfilmentStep = (typeof fulfilmentSteps)[number];
export const consoleStepBody = z.object({
  step: z.enum(fulfilmentSteps),
  carrier: textInput().trim().min(2).max(60).optional(),
  tracking_number: textInput().trim().min(3).max(60).optional(),
  ...langOnly,
});
export type ConsoleStepBody = z.input<typeof consoleStepBody>;

export const consoleRefundBody = z.object({
  /** In minor units, at most what is left of the payment. */
  amount: z.number().int().positive().max(100_000_000),
  /** The units that come back to the stock with it (none for a refund of money only). */
  items: z
    .array(z.object({ variant_id: idInput, quantity: z.number().int().positive().max(1000) }))
    .max(50)
    .default([]),
  note: textInput().trim().max(300).optional(),
  ...langOnly,
});
export type ConsoleRefundBody = z.input<typeof consoleRefundBody>;
export const consoleCancelBody = z.object({ note: textInput().trim().max(300).optional(), ...langOnly });

/* Products and variants, edited by the store's team: versioned (409 on a stale version) and audited. */

const nameField = textInput().trim().min(1).max(120);
const descriptionField = textInput().trim().max(4000);

export const consoleProductParams = consoleStoreParams.extend({ productId: idParamInput });
export const consoleProductPhotoParams = consoleProductParams.extend({ photoId: idParamInput });

export const consoleVariantDto = z.object({
  id: z.number().int(),
  sku: z.string(),
  name_es: z.string(),
  name_en: z.string(),
  /** IVA included. */
  price: money,
  /** The IVA the price includes, at the store country's rate. */
  tax: money,
  stock: z.number().int(),
  threshold: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
});
export type ConsoleVariantDto = z.infer<typeof consoleVariantDto>;

export const consoleProductDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  name_es: z.string(),
  name_en: z.string(),
  description_es: z.string(),
  description_en: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  variants: z.array(consoleVariantDto),
  /** In the store's order: the first is the product's card picture. */
  photos: z.array(venuePhoto),
});
export type ConsoleProductDto = z.infer<typeof consoleProductDto>;
export const consoleProductsAnswer = z.object({
  data: z.array(consoleProductDto),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tax_rate_percent: z.number(),
});
export const consoleProductAnswer = z.object({ product: consoleProductDto });

const productFields = {
  category_id: idInput,
  name_es: nameField,
  name_en: nameField,
  description_es: descriptionField,
  description_en: descriptionField,
  active: z.boolean(),
};
const variantFields = {
  name_es: nameField,
  name_en: nameField,
  /** In minor units, IVA included. */
  price: z.number().int().positive().max(100_000_000),
  threshold: z.number().int().min(0).max(100_000),
  active: z.boolean(),
};
const skuField = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/, "a SKU of letters, digits, dots, underscores or hyphens");

export const newProductBody = z.object({
  ...productFields,
  /** The product's first variant: a product is sold through its variants. */
  variant: z.object({ ...variantFields, sku: skuField }),
  ...langOnly,
});
export type NewProductBody = z.input<typeof newProductBody>;
export const productEditBody = z.object({ ...productFields, version: z.number().int().min(0), ...langOnly });
export type ProductEditBody = z.input<typeof productEditBody>;
export const newVariantBody = z.object({ ...variantFields, sku: skuField, ...langOnly });
export type NewVariantBody = z.input<typeof newVariantBody>;
export const variantEditBody = z.object({ ...variantFields, version: z.number().int().min(0), ...langOnly });
export type VariantEditBody = z.input<typeof variantEditBody>;

/** The store's own texts (es and en) and its shipping options' prices, which its owner edits. */
export const consoleShippingDto = z.object({
  id: z.number().int(),
  code: z.string(),
  name_es: z.string(),
  name_en: z.string(),
  /** IVA included. */
  price: money,
  /** Goods worth at least this ship free with this option, or null. */
  free_from: money.nullable(),
  min_days: z.number().int(),
  max_days: z.number().int(),
});
export type ConsoleShippingDto = z.infer<typeof consoleShippingDto>;
export const consoleStoreSettings = z.object({
  tagline_es: z.string(),
  tagline_en: z.string(),
  description_es: z.string(),
  description_en: z.string(),
  version: z.number().int(),
  shipping: z.array(consoleShippingDto),
});
export type ConsoleStoreSettings = z.infer<typeof consoleStoreSettings>;
export const consoleSettingsAnswer = z.object({ settings: consoleStoreSettings });

const minorAmount = z.number().int().min(0).max(100_000_000);
const taglineField = textInput().trim().max(160);
export const consoleSettingsBody = z.object({
  tagline_es: taglineField,
  tagline_en: taglineField,
  description_es: descriptionField,
  description_en: descriptionField,
  version: z.number().int().min(0).max(2_147_483_647),
  shipping: z
    .array(z.object({ id: idInput, price: minorAmount, free_from: minorAmount.nullable() }))
    .max(20)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, "each shipping option once"),
  ...langOnly,
});
export type ConsoleSettingsBody = z.input<typeof consoleSettingsBody>;
