/**
 * Every order's status, whatever it sells (tickets, store orders): open while it waits for its
 * money (`pending_payment`, or `awaiting_authentication` while the bank asks the buyer), then paid,
 * or ended without it. A store order's shipping is kept beside it, not in it.
 */
export const orderStatuses = [
  "pending_payment",
  "awaiting_authentication",
  "paid",
  "cancelled",
  "expired",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * A charge's life at the payment provider: `pending` (ours, before the provider knows it),
 * `prepared` (the provider holds it uncharged), `processing` (a charge was sent and its answer lost:
 * it may have been taken), `requires_action` (the bank asks the buyer), then `succeeded`, `failed`
 * or `canceled`.
 */
export const paymentStatuses = [
  "pending",
  "prepared",
  "processing",
  "requires_action",
  "succeeded",
  "failed",
  "canceled",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Why money went back. */
export const refundReasons = [
  "requested_by_buyer",
  "hold_expired",
  "duplicate",
  "operator",
  "session_cancelled",
] as const;
export type RefundReason = (typeof refundReasons)[number];
