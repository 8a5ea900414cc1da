import type { InvoiceDto, IsUserSubscribedAnswer, Language, SubscriptionDto } from "@sobremesa/contracts";
import type { Caller, MembershipsDeps } from "./deps.ts";
import { invoiceDto, isoOrNull } from "./dto.ts";
import { graceEndsAt, isLive, whatsappHappened } from "./lifecycle.ts";
import type { MembershipOutbox } from "./outbox.ts";

/** What a member holds: their membership, its invoices, and the answers other parts of the site ask. */
export function membershipStatus(deps: MembershipsDeps, outbox: MembershipOutbox) {
  const {
    repository,
    options,
    plans,
    subscriptionDto,
    customerOf,
    ownSubscription,
    liveSubscription,
    paymentMethodsAnswer,
  } = deps;
  const { whatsappRow } = outbox;

  return {
    async invoices(caller: Caller): Promise<InvoiceDto[]> {
      const customer = await customerOf(caller);
      return customer ? (await repository.invoicesOf(customer.id)).map(invoiceDto) : [];
    },

    async activeSubscriptions(caller: Caller, language: Language): Promise<SubscriptionDto[]> {
      const customer = await customerOf(caller);
      if (!customer) return [];
      const rows = (await repository.subscriptionsOf(customer.id)).filter((row) => isLive(row.status));
      return Promise.all(rows.map((row) => subscriptionDto(row, language)));
    },

    async onGracePeriod(caller: Caller, providerSubscriptionId: string, language: Language) {
      const { row } = await ownSubscription(caller, providerSubscriptionId, language);
      return {
        response: row.status === "past_due",
        grace_ends_at: row.status === "past_due" ? isoOrNull(graceEndsAt(row.pastDueSince)) : null,
      };
    },

    async isUserSubscribed(caller: Caller, language: Language): Promise<IsUserSubscribedAnswer> {
      const customer = await customerOf(caller);
      const rows = customer ? await repository.subscriptionsOf(customer.id) : [];
      const live = rows.find((row) => isLive(row.status));
      const lastEnded = rows.find((row) => row.status === "ended");
      const plan = live ? (await plans()).find((candidate) => candidate.id === live.planId) : undefined;
      return {
        response: live !== undefined,
        taken_trial: customer?.takenTrial ?? false,
        taken_coupon: customer?.takenCoupon ?? false,
        last_subscription_end_date: isoOrNull(lastEnded?.endedAt),
        subscription_start_date: isoOrNull(live?.createdAt),
        totalReservations:
          live && options.countReservations ? await options.countReservations(caller.id, live.createdAt) : 0,
        trial_ends_at: live?.status === "trialing" ? isoOrNull(live.trialEndsAt) : null,
        subscription_name: plan ? (language === "es" ? plan.nameEs : plan.nameEn) : null,
        subscription_discount: plan?.discountPercent ?? null,
        on_grace_period: live?.status === "past_due",
        subscription: live ? await subscriptionDto(live, language) : null,
      };
    },

    async hasCustomerSubscription(caller: Caller, language: Language) {
      const customer = await customerOf(caller);
      const live = await liveSubscription(customer);
      return {
        response: live !== undefined,
        subscription: live ? await subscriptionDto(live, language) : null,
        registered: customer !== undefined,
        taken_trial: customer?.takenTrial ?? false,
        taken_coupon: customer?.takenCoupon ?? false,
      };
    },

    /** Whether a user holds a running membership (member prices elsewhere on the site). */
    async isMember(userId: string): Promise<boolean> {
      return (await liveSubscription(await repository.customerOfUser(userId))) !== undefined;
    },

    /** A user's customer at the provider and saved cards, for paying with a saved card elsewhere. */
    async billingCustomerOf(userId: string): Promise<{ customerId: string; paymentMethodIds: string[] } | null> {
      const customer = await repository.customerOfUser(userId);
      if (!customer) return null;
      const cards = await repository.paymentMethodsOf(customer.id);
      return {
        customerId: customer.providerCustomerId,
        paymentMethodIds: cards.map((card) => card.providerPaymentMethodId),
      };
    },

    /** The web app's view of a user's membership (guards, thanks page, user panel). */
    async membershipOf(userId: string, language: Language) {
      const customer = await repository.customerOfUser(userId);
      const live = await liveSubscription(customer);
      return {
        subscription: live ? await subscriptionDto(live, language) : null,
        takenTrial: customer?.takenTrial ?? false,
      };
    },

    async overviewOf(userId: string, language: Language) {
      const customer = await repository.customerOfUser(userId);
      const rows = customer ? await repository.subscriptionsOf(customer.id) : [];
      const latest = rows.find((row) => isLive(row.status)) ?? rows.find((row) => row.status !== "incomplete");
      return {
        subscription: latest ? await subscriptionDto(latest, language) : null,
        ...(await paymentMethodsAnswer(customer)),
        invoices: customer ? (await repository.invoicesOf(customer.id)).map(invoiceDto) : [],
      };
    },

    /**
     * The system API's WhatsApp widgets: the same keyed message the subscription wrote, so never twice,
     * and only once it is true: the key would keep the real message from being sent later.
     */
    async queueWhatsapp(caller: Caller, subscriptionId: string, kind: "welcome" | "unsubscribe", language: Language) {
      const { row, customer } = await ownSubscription(caller, subscriptionId, language);
      if (!whatsappHappened(kind, row)) return { queued: false };
      const message = await whatsappRow(kind, row, customer);
      if (!message) return { queued: false };
      await repository.commit({ messages: [message] });
      return { queued: true };
    },
  };
}
