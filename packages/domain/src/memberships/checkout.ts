import { randomUUID } from "node:crypto";
import type { Language, MembershipCountry, MembershipPlan, PlanCode, SubscriptionDto } from "@sobremesa/contracts";
import { isUniqueViolation } from "@sobremesa/db";
import { keyReused } from "../payments/index.ts";
import type { MembershipClaims } from "./claims.ts";
import type { Caller, MembershipsDeps } from "./deps.ts";
import { planDto } from "./dto.ts";
import type { ClaimRow, CustomerRow, SubscriptionRow } from "./memberships-repository.ts";

/** The plans on offer and subscribing to one: the customer, the coupon, the card and the claim. */
export function checkout(deps: MembershipsDeps, claims: MembershipClaims) {
  const {
    repository,
    provider,
    clock,
    fail,
    plans,
    planOf,
    subscriptionDto,
    ensureCustomer,
    liveSubscription,
    makeDefault,
  } = deps;
  const { subscribeAtProvider, complete, settledClaim } = claims;

  return {
    /** Which card form the checkout shows: the sandbox's own, or Stripe Elements with this key. */
    provider: { name: provider.name, publishableKey: provider.publishableKey },

    async availablePlans(country: MembershipCountry, language: Language): Promise<MembershipPlan[]> {
      return (await plans()).filter((plan) => plan.available).flatMap((plan) => planDto(plan, country, language) ?? []);
    },

    async plan(code: PlanCode, country: MembershipCountry, language: Language): Promise<MembershipPlan | null> {
      const found = (await plans()).find((plan) => plan.code === code);
      return found ? planDto(found, country, language) : null;
    },

    /** create-as-stripe-customer: the caller's customer at the provider. */
    async createCustomer(caller: Caller, language: Language) {
      const { customer } = await ensureCustomer(caller, language);
      return { stripe: { id: customer.providerCustomerId, provider: provider.name } };
    },

    /**
     * create-subscription, its trial variant and create-customer-and-subscription. A retried request
     * (same idempotency key and body) answers the first one's subscription and charges nothing more;
     * parallel requests with other keys subscribe once.
     */
    async subscribe(
      caller: Caller,
      input: {
        planId: number | string;
        country: MembershipCountry;
        paymentMethodId?: string | undefined;
        coupon?: string | undefined;
      },
      context: { trial: boolean; idempotencyKey: string; fingerprint: string; language: Language },
    ): Promise<{
      subscription: SubscriptionDto;
      newUser: boolean;
      stripe: { id: string; provider: "sandbox" | "stripe" };
    }> {
      const { language } = context;
      const plan = await planOf(input.planId, language);
      const price = plan.prices.find((candidate) => candidate.countryCode === input.country);
      if (!price) return fail("PLAN_NOT_AVAILABLE", "planNotAvailable", language);
      const { customer: found, created } = await ensureCustomer(caller, language);
      const answer = async (row: SubscriptionRow, customer: CustomerRow, newUser: boolean) => ({
        subscription: await subscriptionDto(row, language),
        newUser,
        stripe: { id: customer.providerCustomerId, provider: provider.name },
      });

      /** The same request again: what its first attempt made, once that attempt has ended. */
      const replayed = async (first: ClaimRow) => {
        if (first.requestFingerprint !== context.fingerprint) throw keyReused(language);
        if (first.customerId !== found.id) throw keyReused(language);
        const settled = await settledClaim(first, found, language);
        return settled ? answer(settled, found, false) : undefined;
      };
      const earlier = await repository.subscriptionByIdempotencyKey(context.idempotencyKey);
      if (earlier) {
        const again = await replayed(earlier);
        if (again) return again;
      }

      let customer = found;
      if (await liveSubscription(customer)) return fail("ALREADY_SUBSCRIBED", "alreadySubscribed", language);
      if (context.trial && customer.takenTrial) return fail("TRIAL_ALREADY_TAKEN", "trialTaken", language);

      let discount: { percentOff: number; durationMonths: number | null; providerCouponId: string | null } | null =
        null;
      if (input.coupon) {
        const coupon = await repository.coupon(input.coupon);
        const now = await clock();
        if (!coupon?.active || (coupon.expiresAt && coupon.expiresAt <= now)) {
          return fail("COUPON_INVALID", "couponInvalid", language);
        }
        if (customer.takenCoupon) return fail("COUPON_INVALID", "couponTaken", language);
        discount = {
          percentOff: coupon.percentOff,
          durationMonths: coupon.durationMonths,
          providerCouponId: coupon.providerCouponId,
        };
      }

      // The card paid with becomes the default one: renewals charge the customer's default card.
      const cards = await repository.paymentMethodsOf(customer.id);
      const chosen = input.paymentMethodId ?? customer.defaultPaymentMethodId;
      if (!chosen) return fail("PAYMENT_METHOD_REQUIRED", "paymentMethodRequired", language);
      if (!cards.some((card) => card.providerPaymentMethodId === chosen)) {
        return fail("PAYMENT_METHOD_REQUIRED", "paymentMethodNotFound", language);
      }

      // The claim first: the customer's one membership is taken in our database before the provider
      // is asked, so parallel checkouts (whatever their keys) make one provider subscription and one
      // charge, and no request ever undoes what another one made.
      const now = await clock();
      let claim: ClaimRow;
      try {
        claim = await repository.claim({
          id: randomUUID(),
          customerId: customer.id,
          planId: plan.id,
          providerSubscriptionId: null,
          providerPriceId: price.providerPriceId ?? `${plan.code}:${price.currency}`,
          countryCode: input.country,
          currency: price.currency,
          amountMinor: price.amountMinor,
          status: "pending",
          currentPeriodStart: now,
          currentPeriodEnd: now,
          couponCode: input.coupon ?? null,
          idempotencyKey: context.idempotencyKey,
          requestFingerprint: context.fingerprint,
        });
      } catch (error) {
        if (isUniqueViolation(error, "subscriptions_idempotency_key")) {
          const first = await repository.subscriptionByIdempotencyKey(context.idempotencyKey);
          const again = first ? await replayed(first) : undefined;
          if (again) return again;
          return fail("SUBSCRIPTION_IN_PROGRESS", "subscriptionInProgress", language);
        }
        if (isUniqueViolation(error, "subscriptions_one_live_per_customer")) {
          const pending = await repository.pendingClaimOf(customer.id);
          if (pending) await settledClaim(pending, customer, language);
          if (await liveSubscription(customer)) return fail("ALREADY_SUBSCRIBED", "alreadySubscribed", language);
          return fail("SUBSCRIPTION_IN_PROGRESS", "subscriptionInProgress", language);
        }
        throw error;
      }

      if (customer.defaultPaymentMethodId !== chosen) {
        try {
          customer = await makeDefault(customer, chosen, language);
        } catch (error) {
          await repository.dropClaim(claim.id);
          throw error;
        }
      }
      const ps = await subscribeAtProvider(claim, customer, { plan, price, trial: context.trial, discount }, language);
      const row = await complete(claim, customer, ps, { trial: context.trial, discount: discount !== null });
      return answer(row, customer, created);
    },
  };
}
