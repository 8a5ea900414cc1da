import type { Database } from "@sobremesa/db";
import type { BillingProvider } from "../billing/index.ts";
import { createPaymentsRepository } from "./payments-repository.ts";
import { createPaymentsService } from "./payments-service.ts";

export {
  type CardPaymentChoice,
  type ChargeFailure,
  chargeFailure,
  nothingCharged,
  paymentFailure,
  paymentUnconfirmed,
  resolveCardPayment,
  type SavedCards,
} from "./card-payments.ts";
export { assertReplay, keyReused, requestFingerprint } from "./idempotency.ts";
export { paymentMessage } from "./messages.ts";
export {
  canMoveOrder,
  canMovePayment,
  isOpenOrder,
  OPEN_ORDER_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusOf,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from "./order-status.ts";
export type { PaymentRow, RefundRow } from "./payments-repository.ts";
export type { ChargeInput, OrderSteps, PaymentsService, Settled } from "./payments-service.ts";

/**
 * Orders and payments: one status set for every order, one charge step with its lost-answer
 * handling, refunds recorded once per key, and the one idempotency rule of every write.
 */
export function paymentsService(db: Database, options: { provider: BillingProvider }) {
  return createPaymentsService(createPaymentsRepository(db), options);
}
