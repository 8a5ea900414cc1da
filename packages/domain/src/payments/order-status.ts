import {
  orderStatuses as ORDER_STATUSES,
  type OrderStatus,
  paymentStatuses as PAYMENT_STATUSES,
  type PaymentStatus,
} from "@sobremesa/contracts";

export { ORDER_STATUSES, type OrderStatus, PAYMENT_STATUSES, type PaymentStatus };

/** Waiting for its money: seats or units are held for it. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ["pending_payment", "awaiting_authentication"];

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ["awaiting_authentication", "paid", "cancelled", "expired"],
  awaiting_authentication: ["paid", "cancelled", "expired"],
  // A partial refund leaves an order paid; giving back all of it ends it refunded.
  paid: ["refunded"],
  cancelled: [],
  expired: [],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

export function isOpenOrder(status: string): boolean {
  return (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
}

export function orderStatusOf(status: string): OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : "pending_payment";
}

const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["prepared", "failed"],
  prepared: ["processing", "requires_action", "succeeded", "failed", "canceled"],
  processing: ["processing", "requires_action", "succeeded", "failed", "canceled"],
  requires_action: ["processing", "succeeded", "failed", "canceled"],
  succeeded: [],
  failed: [],
  canceled: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/** Statuses from which a payment may still end either way. */
export const UNSETTLED_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "pending",
  "prepared",
  "processing",
  "requires_action",
];

/** The statuses a payment may reach `to` from: a move from anywhere else changes nothing. */
export function paymentSourcesOf(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canMovePayment(from, to));
}
