import type { Database } from "@sobremesa/db";
import { paymentsService } from "../payments/index.ts";
import { createMembershipsRepository } from "./memberships-repository.ts";
import { createMembershipsService, type MembershipsServiceOptions } from "./memberships-service.ts";

export { type InvoiceDocuments, invoiceDocuments, invoiceNotFoundMessage, invoiceTexts } from "./invoice-document.ts";
export { CANCEL_OFFER, CHARGE_NOTICE_DAYS, GRACE_DAYS, statusFromProvider } from "./lifecycle.ts";
export type {
  Caller,
  MembershipsService,
  MembershipsServiceOptions,
} from "./memberships-service.ts";
export { membershipMessage } from "./messages.ts";

/**
 * Memberships: premium, premium-b and plus with a 30-day trial once per customer, cards,
 * invoices, cancellation with a one-time retention offer, and the lifecycle (trialing, active,
 * past_due grace, cancelled, ended) driven by the payment provider (packages/domain/src/billing).
 */
export function membershipsService(db: Database, options: Omit<MembershipsServiceOptions, "payments">) {
  return createMembershipsService(createMembershipsRepository(db), {
    ...options,
    payments: paymentsService(db, { provider: options.provider }),
  });
}
