import {
  DomainError,
  type ErrorCode,
  type Language,
  type SubscriptionDto,
  type SubscriptionStatus,
} from "@sobremesa/contracts";
import { type BillingProvider, CardError, type SandboxProvider } from "../billing/index.ts";
import { nothingCharged, type PaymentsService, paymentFailure } from "../payments/index.ts";
import { isoOrNull, paymentMethodDto, planCodeOf } from "./dto.ts";
import { benefitsEndAt, CANCEL_OFFER, graceEndsAt, isLive } from "./lifecycle.ts";
import type { CustomerRow, MembershipsRepository, PlanWithPrices, SubscriptionRow } from "./memberships-repository.ts";
import { type MembershipProblem, membershipMessage } from "./messages.ts";

export interface MembershipsServiceOptions {
  provider: BillingProvider;
  /** Every charge recorded, and refunds of the ones nobody should have paid. */
  payments: PaymentsService;
  siteUrl: string;
  /** Bookings the member made since their membership began (reservations domain). */
  countReservations?: (userId: string, since: Date) => Promise<number>;
}

/** The signed-in caller: every call acts on their own membership only. */
export interface Caller {
  id: string;
  email: string;
  name: string;
}

export type MembershipsDeps = ReturnType<typeof createMembershipsDeps>;

/**
 * What every memberships use case shares: the provider and its clock, the plan cache, the
 * caller's customer and membership, and the answer to a failed provider call.
 */
export function createMembershipsDeps(repository: MembershipsRepository, options: MembershipsServiceOptions) {
  const { provider } = options;
  const sandbox = provider.name === "sandbox" ? (provider as SandboxProvider) : undefined;

  const clock = async () => (sandbox ? sandbox.now() : new Date());
  const fail = (code: ErrorCode, problem: MembershipProblem, language: Language): never => {
    throw new DomainError(code, membershipMessage(problem, language));
  };

  /** A provider call: a refused card becomes the member's message; anything else says the service is down. */
  async function callProvider<T>(call: () => Promise<T>, language: Language): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CardError) throw paymentFailure(error, language);
      if (error instanceof DomainError) throw error;
      throw nothingCharged(error, language);
    }
  }

  let planCache: PlanWithPrices[] | undefined;
  async function plans(): Promise<PlanWithPrices[]> {
    planCache ??= await repository.plans();
    return planCache;
  }

  async function planOf(planId: number | string, language: Language): Promise<PlanWithPrices> {
    const found = (await plans()).find((plan) => plan.id === planId || plan.code === planId);
    return found ?? fail("PLAN_NOT_AVAILABLE", "planNotAvailable", language);
  }

  async function subscriptionDto(row: SubscriptionRow, language: Language): Promise<SubscriptionDto> {
    const plan = (await plans()).find((candidate) => candidate.id === row.planId);
    const code = planCodeOf(plan?.code ?? "premium");
    const offerOpen =
      row.cancelOfferShownAt === null &&
      row.cancelOfferAppliedAt === null &&
      ["trialing", "active"].includes(row.status);
    return {
      id: row.id,
      stripe_id: row.providerSubscriptionId,
      stripe_price: row.providerPriceId,
      subscription_plan: code,
      plan: { id: row.planId, code, name: plan ? (language === "es" ? plan.nameEs : plan.nameEn) : code },
      status: row.status as SubscriptionStatus,
      price: { amount: row.amountMinor, currency: row.currency },
      discount_percent: row.discountPercent,
      trial_ends_at: isoOrNull(row.trialEndsAt),
      current_period_end: row.currentPeriodEnd.toISOString(),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      cancelled_at: isoOrNull(row.cancelledAt),
      ends_at: isoOrNull(benefitsEndAt(row)),
      grace_ends_at: row.status === "past_due" ? isoOrNull(graceEndsAt(row.pastDueSince)) : null,
      cancel_offer: offerOpen ? { percent_off: CANCEL_OFFER.percentOff, months: CANCEL_OFFER.months } : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  async function customerOf(caller: Caller): Promise<CustomerRow | undefined> {
    return repository.customerOfUser(caller.id);
  }

  /** The caller's customer at the provider, created on first need (one per user, even when requests race). */
  async function ensureCustomer(
    caller: Caller,
    language: Language,
  ): Promise<{ customer: CustomerRow; created: boolean }> {
    const existing = await customerOf(caller);
    if (existing) return { customer: existing, created: false };
    const created = await callProvider(
      () =>
        provider.createCustomer(
          { email: caller.email, name: caller.name, metadata: { userId: caller.id } },
          `customer:${caller.id}`,
        ),
      language,
    );
    const customer = await repository.insertCustomer({
      userId: caller.id,
      email: caller.email,
      provider: provider.name,
      providerCustomerId: created.id,
    });
    return { customer, created: true };
  }

  async function ownSubscription(
    caller: Caller,
    idOrProviderId: string,
    language: Language,
  ): Promise<{ row: SubscriptionRow; customer: CustomerRow }> {
    const customer = await customerOf(caller);
    if (customer) {
      const rows = await repository.subscriptionsOf(customer.id);
      const row = rows.find(
        (candidate) => candidate.id === idOrProviderId || candidate.providerSubscriptionId === idOrProviderId,
      );
      if (row) return { row, customer };
    }
    return fail("SUBSCRIPTION_NOT_FOUND", "subscriptionNotFound", language);
  }

  async function liveSubscription(customer: CustomerRow | undefined): Promise<SubscriptionRow | undefined> {
    if (!customer) return undefined;
    return (await repository.subscriptionsOf(customer.id)).find((row) => isLive(row.status));
  }

  async function paymentMethodsAnswer(customer: CustomerRow | undefined) {
    if (!customer) return { paymentMethods: [], defaultPaymentMethod: null };
    const rows = await repository.paymentMethodsOf(customer.id);
    return { paymentMethods: rows.map(paymentMethodDto), defaultPaymentMethod: customer.defaultPaymentMethodId };
  }

  async function makeDefault(customer: CustomerRow, paymentMethodId: string, language: Language) {
    await callProvider(
      () =>
        provider.setDefaultPaymentMethod(
          customer.providerCustomerId,
          paymentMethodId,
          `default:${customer.id}:${paymentMethodId}`,
        ),
      language,
    );
    await repository.updateCustomer(customer.id, { defaultPaymentMethodId: paymentMethodId });
    return { ...customer, defaultPaymentMethodId: paymentMethodId };
  }

  return {
    repository,
    options,
    provider,
    sandbox,
    clock,
    fail,
    callProvider,
    plans,
    planOf,
    subscriptionDto,
    customerOf,
    ensureCustomer,
    ownSubscription,
    liveSubscription,
    paymentMethodsAnswer,
    makeDefault,
  };
}
