import {
  DomainError,
  type ErrorCode,
  type Language,
  type ShippingOptionDto,
  type StoreCountry,
  type StoreOrderStatus,
  storeOrderStatuses,
} from "@sobremesa/contracts";
import type { BillingProvider } from "../billing/index.ts";
import type { PaymentsService, SavedCards } from "../payments/index.ts";
import type { ItemPhotosReader } from "../photos/index.ts";
import { type StoreProblem, storeMessage } from "./messages.ts";
import type { StoreRepository } from "./store-repository.ts";
import type { ShippingOptionRow } from "./store-rows.ts";

/* What several of the store's use cases share: their dependencies and the small mappings to answers. */

export interface StoreServiceOptions {
  /** The stores' photos of products (none: every card shows its generated art). */
  photos?: ItemPhotosReader;
  provider: BillingProvider;
  /** The charge step, refunds and idempotency every kind of order shares. */
  payments: PaymentsService;
  siteUrl: string;
  /** The signed-in buyer's customer at the provider and their saved cards. */
  savedCards?: (userId: string) => Promise<SavedCards | null>;
  /** How long an unpaid order keeps its units while the bank asks the buyer. */
  holdMinutes?: number;
}

/** What every use case of the store works with. */
export interface StoreDeps {
  repository: StoreRepository;
  options: StoreServiceOptions;
}

export const money = (amount: number, currency: string) => ({ amount, currency });
export const pick = (row: { nameEs: string; nameEn: string }, language: Language) =>
  language === "es" ? row.nameEs : row.nameEn;
export const countryOf = (code: string): StoreCountry => (code === "co" || code === "cr" ? code : "mx");
export const percent = (bp: number) => bp / 100;
export const statusOf = (status: string): StoreOrderStatus =>
  (storeOrderStatuses as readonly string[]).includes(status) ? (status as StoreOrderStatus) : "pending_payment";
/** What the buyer and the store read: its shipping once paid, and an order at the bank's step as still pending. */
export const shownStatus = (order: { status: string; fulfilmentStatus: string | null }): StoreOrderStatus =>
  statusOf(
    order.status === "paid" && order.fulfilmentStatus
      ? order.fulfilmentStatus
      : order.status === "awaiting_authentication"
        ? "pending_payment"
        : order.status,
  );

export const fail = (
  code: ErrorCode,
  problem: StoreProblem,
  language: Language,
  values?: Record<string, string | number>,
): never => {
  throw new DomainError(code, storeMessage(problem, language, values));
};

export function shippingDto(option: ShippingOptionRow, currency: string, language: Language): ShippingOptionDto {
  return {
    code: option.code,
    name: pick(option, language),
    price: money(option.priceMinor, currency),
    free_from: option.freeFromMinor === null ? null : money(option.freeFromMinor, currency),
    min_days: option.minDays,
    max_days: option.maxDays,
  };
}
