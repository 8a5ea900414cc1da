import { schema } from "@sobremesa/db";

/* The store's rows as its repositories give them, and what placing an order can refuse with. */

const {
  stores,
  storeShippingOptions,
  storeCategories,
  storeProducts,
  storeVariants,
  storeCarts,
  storeOrders,
  storeOrderItems,
  outboxMessages,
} = schema;

export type StoreRow = typeof stores.$inferSelect & { countryCode: string };
export type CategoryRow = typeof storeCategories.$inferSelect;
export type ShippingOptionRow = typeof storeShippingOptions.$inferSelect;
export type ProductRow = typeof storeProducts.$inferSelect;
export type VariantRow = typeof storeVariants.$inferSelect;
export type CartRow = typeof storeCarts.$inferSelect;
export type OrderRow = typeof storeOrders.$inferSelect;
export type NewOrderRow = typeof storeOrders.$inferInsert;
export type OrderItemRow = typeof storeOrderItems.$inferSelect;
export type NewOrderItemRow = Omit<typeof storeOrderItems.$inferInsert, "orderId">;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;
export type ProductSort = "featured" | "price_asc" | "price_desc" | "newest";

export interface ProductListRow {
  product: ProductRow;
  category: CategoryRow;
  priceFrom: number;
  compareAt: number | null;
  priceCount: number;
  stock: number;
}

/** A variant with what the cart and the order need of its product. */
export interface VariantLine {
  variant: VariantRow;
  product: ProductRow;
}

/**
 * The cart changed between reading its lines and placing the order from them; `checkedOut` when
 * what changed it is an order of that same cart, placed from another window (its payment empties it).
 */
export class CartChanged extends Error {
  readonly checkedOut: boolean;
  constructor(checkedOut: boolean) {
    super("the cart changed while its order was placed");
    this.name = "CartChanged";
    this.checkedOut = checkedOut;
  }
}
/** The checkout could not take a variant's units: nothing was written. */
export class StockShortage extends Error {
  readonly variantId: number;
  constructor(variantId: number) {
    super(`not enough stock of variant ${variantId}`);
    this.name = "StockShortage";
    this.variantId = variantId;
  }
}
