import { CART_LIMITS, type CartItemDto, type VariantDto } from "@sobremesa/contracts";

/**
 * The cart's and the product page's small rules, pure. The server decides (stock, limits); these
 * keep the page honest while the shopper chooses.
 */

/** Stock at or below this says how many are left. */
export const LOW_STOCK = 5;

/** Most units of a variant one add may take: its stock, never more than the cart's per-item limit. */
export function quantityLimit(variant: Pick<VariantDto, "stock"> | null | undefined): number {
  return variant ? Math.max(0, Math.min(variant.stock, CART_LIMITS.perItem)) : 0;
}

/** A quantity stepped by delta within 1 and the limit (0 when nothing can be bought). */
export function stepWithin(quantity: number, delta: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.max(1, Math.min(quantity + delta, limit));
}

export type StockState = { kind: "out" } | { kind: "low"; left: number } | { kind: "in" };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: "out" };
  if (stock <= LOW_STOCK) return { kind: "low", left: stock };
  return { kind: "in" };
}

/** The variant a product page starts on: the first in stock, else the first. */
export function initialVariant<T extends Pick<VariantDto, "stock">>(variants: readonly T[]): T | null {
  return variants.find((variant) => variant.stock > 0) ?? variants[0] ?? null;
}

/** A cart line the stock no longer covers: sold out, or fewer left than the quantity. */
export function lineProblem(item: Pick<CartItemDto, "quantity" | "stock">): StockState | null {
  if (item.stock <= 0) return { kind: "out" };
  if (item.quantity > item.stock) return { kind: "low", left: item.stock };
  return null;
}

/** Whether the cart can be ordered as it is: no line beyond its stock. */
export function cartOrderable(items: readonly Pick<CartItemDto, "quantity" | "stock">[]): boolean {
  return items.length > 0 && items.every((item) => lineProblem(item) === null);
}
