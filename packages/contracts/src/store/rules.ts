/**
 * The store's arithmetic, shared by the server (which decides) and the checkout page (which shows
 * the same figures before the order is placed). Money is integer minor units of one currency.
 */

export type StoreCountry = "mx" | "co" | "cr";

/** IVA in basis points. Shelf prices in all three countries include it; the order shows the part that is tax. */
export const IVA_RATE_BP: Record<StoreCountry, number> = { mx: 1600, co: 1900, cr: 1300 };

/** Most units of one variant in a cart, and most different variants. */
export const CART_LIMITS = { perItem: 10, lines: 30 } as const;

/** The tax contained in a tax-inclusive amount: amount × rate / (1 + rate), rounded to the minor unit. */
export function includedTax(amountMinor: number, rateBp: number): number {
  return Math.round((amountMinor * rateBp) / (10_000 + rateBp));
}

export interface ShippingPrice {
  priceMinor: number;
  /** Goods worth at least this ship free, or null. */
  freeFromMinor: number | null;
}

export function shippingCost(itemsMinor: number, option: ShippingPrice): number {
  return option.freeFromMinor !== null && itemsMinor >= option.freeFromMinor ? 0 : option.priceMinor;
}

export interface OrderTotals {
  itemsMinor: number;
  shippingMinor: number;
  totalMinor: number;
  taxMinor: number;
  taxRateBp: number;
}

export function orderTotals(
  lines: readonly { unitPriceMinor: number; quantity: number }[],
  shipping: ShippingPrice,
  country: StoreCountry,
): OrderTotals {
  const itemsMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const shippingMinor = shippingCost(itemsMinor, shipping);
  const totalMinor = itemsMinor + shippingMinor;
  const taxRateBp = IVA_RATE_BP[country];
  return { itemsMinor, shippingMinor, totalMinor, taxMinor: includedTax(totalMinor, taxRateBp), taxRateBp };
}

/**
 * The anonymous cart's cookie (HttpOnly, set by the cart API): an unguessable token naming the cart
 * until its shopper signs in, when the cart merges into the account's and the cookie is cleared.
 */
export const STORE_CART_COOKIE = "sm_cart";

/** An anonymous cart lives a month from its last change. */
const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The Set-Cookie header for what the store service says to do with the cart cookie (set a new
 * token, or clear it after a merge), written the same by the API and by the checkout page.
 */
export function cartCookieHeader(cookie: { set: string } | { clear: true } | null, secure: boolean): string | null {
  if (!cookie) return null;
  const attributes =
    "set" in cookie
      ? [`${STORE_CART_COOKIE}=${cookie.set}`, `Max-Age=${CART_COOKIE_MAX_AGE}`]
      : [`${STORE_CART_COOKIE}=`, "Max-Age=0"];
  attributes.push("Path=/", "HttpOnly", "SameSite=Lax");
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}
