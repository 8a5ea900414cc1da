import { CART_LIMITS, type StoreOrderStatus } from "@sobremesa/contracts";

export interface CartLine {
  variantId: number;
  quantity: number;
}

/**
 * The anonymous cart meets the account's at sign-in. Goods of the same store add up (each line
 * capped at the per-item limit, the lines at the cart's); a cart of another store is the shopper's
 * latest intent, so the anonymous one wins; an empty anonymous cart changes nothing.
 */
export function mergeCarts(
  account: { storeId: number | null; lines: readonly CartLine[] },
  anonymous: { storeId: number | null; lines: readonly CartLine[] },
): { storeId: number | null; lines: CartLine[] } {
  if (anonymous.lines.length === 0) return { storeId: account.storeId, lines: [...account.lines] };
  if (account.lines.length === 0 || account.storeId !== anonymous.storeId)
    return { storeId: anonymous.storeId, lines: [...anonymous.lines] };
  const merged = new Map(account.lines.map((line) => [line.variantId, line.quantity]));
  for (const line of anonymous.lines) {
    const quantity = Math.min(CART_LIMITS.perItem, (merged.get(line.variantId) ?? 0) + line.quantity);
    if (merged.has(line.variantId) || merged.size < CART_LIMITS.lines) merged.set(line.variantId, quantity);
  }
  return {
    storeId: account.storeId,
    lines: [...merged].map(([variantId, quantity]) => ({ variantId, quantity })),
  };
}

/** Where an order may go next, and who moves it: the payment, the buyer (cancel) or the store. */
const TRANSITIONS: Record<StoreOrderStatus, readonly StoreOrderStatus[]> = {
  pending_payment: ["paid", "cancelled", "expired"],
  paid: ["preparing", "refunded"],
  preparing: ["packed", "shipped"],
  packed: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canMove(from: StoreOrderStatus, to: StoreOrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The buyer may cancel (and is refunded) until the store starts preparing the order. */
export function buyerCanCancel(status: StoreOrderStatus): boolean {
  return status === "paid";
}

/**
 * Units an order should have taken out of the ledger: all of them while it stands, less those the
 * store took back with a refund; none once undone.
 */
export function expectedUnitsOut(status: StoreOrderStatus, units: number, returned = 0): number {
  return status === "cancelled" || status === "expired" || status === "refunded" ? 0 : units - returned;
}

/** The address as it is written on a parcel in each country. */
export function addressLines(address: {
  country: string;
  recipient: string;
  line1: string;
  line2: string | null;
  district: string | null;
  city: string;
  state: string;
  postalCode: string | null;
  references: string | null;
}): string[] {
  const { recipient, line1, line2, district, city, state, postalCode, references } = address;
  const street = line2 ? `${line1}, ${line2}` : line1;
  const lines =
    address.country === "mx"
      ? [recipient, street, `${district ? `Col. ${district}, ` : ""}C.P. ${postalCode ?? ""}`, `${city}, ${state}`]
      : address.country === "co"
        ? [recipient, street, district ?? "", `${city}, ${state}${postalCode ? ` ${postalCode}` : ""}`]
        : [recipient, `${state}, ${city}, ${district ?? ""}`, street, postalCode ?? ""];
  if (references) lines.push(references);
  return lines.map((line) => line.trim()).filter(Boolean);
}
