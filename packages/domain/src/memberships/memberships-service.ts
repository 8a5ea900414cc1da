import { randomUUID } from "node:crypto";
import {
  type CancelReason,
  COUNTRIES,
  DomainError,
  type ErrorCode,
  formatDate,
  formatMoney,
  type InvoiceDto,
  type IsUserSubscribedAnswer,
  type Language,
  type MembershipCountry,
  type MembershipPlan,
  membershipCountries,
  type PaymentMethodDto,
  type PlanCode,
  planCodes,
  type SubscriptionDto,
  type SubscriptionStatus,
} from "@sobremesa/contracts";
import { isUniqueViolation } from "@sobremesa/db";
import {
  type BillingProvider,
  CardError,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
  type SandboxProvider,
} from "../billing/index.ts";
import {
  chargeFailure,
  keyReused,
  nothingCharged,
  type PaymentsService,
  paymentFailure,
  paymentMessage,
  paymentUnconfirmed,
} from "../payments/index.ts";
import {
  benefitsEndAt,
  CANCEL_OFFER,
  cancelsAtOnce,
  chargeNoticeAt,
  graceEndsAt,
  isLive,
  statusFromProvider,
  whatsappHappened,
} from "./lifecycle.ts";
import type {
  BillingChange,
  ClaimRow,
  CustomerRow,
  MembershipsRepository,
  NewInvoiceRow,
  NewOutboxRow,
  PaymentMethodRow,
  PlanWithPrices,
  SubscriptionRow,
} from "./memberships-repository.ts";
import {
  type MembershipMessageContext,
  type MembershipProblem,
  type MembershipTemplate,
  membershipEmail,
  membershipMessage,
  membershipWhatsapp,
} from "./messages.ts";
import { planCopy } from "./plan-copy.ts";

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

const countryOf = (code: string): MembershipCountry =>
  (membershipCountries as readonly string[]).includes(code) ? (code as MembershipCountry) : "mx";
const planCodeOf = (code: string): PlanCode =>
  (planCodes as readonly string[]).includes(code) ? (code as PlanCode) : "premium";

const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** How long a request waits for another one subscribing the same account, polling at this pace. */
const CLAIM_WAIT_MS = 10_000;
const CLAIM_POLL_MS = 100;
/** A claim older than this whose request never said how it ended is asked about at the provider. */
const CLAIM_STALE_MS = 2 * 60_000;

/**
 * Memberships: plans, the member's subscription through its lifecycle (trial, active,
 * grace, cancelled, ended), cards and invoices, all through the payment provider. Each change is
 * one transaction with the e-mails and WhatsApp messages it causes; a provider step that succeeded
 * before our write failed is undone (a subscription we could not store is cancelled at once).
 */
export function createMembershipsService(repository: MembershipsRepository, options: MembershipsServiceOptions) {
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

  function planDto(plan: PlanWithPrices, country: MembershipCountry, language: Language): MembershipPlan | null {
    const code = planCodeOf(plan.code);
    const price = plan.prices.find((candidate) => candidate.countryCode === country);
    if (!price) return null;
    return {
      id: plan.id,
      code,
      name: language === "es" ? plan.nameEs : plan.nameEn,
      description: planCopy[code][language].description,
      benefits: planCopy[code][language].benefits,
      trial_days: plan.trialDays,
      discount_percent: plan.discountPercent,
      price: { amount: price.amountMinor, currency: price.currency, country_code: country },
      prices: plan.prices.map((candidate) => ({
        amount: candidate.amountMinor,
        currency: candidate.currency,
        country_code: countryOf(candidate.countryCode),
      })),
      recommended: code === "plus",
    };
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

  const paymentMethodDto = (row: PaymentMethodRow): PaymentMethodDto => ({
    id: row.providerPaymentMethodId,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
  });

  const invoiceDto = (row: {
    providerInvoiceId: string;
    number: string | null;
    amountDue: number;
    currency: string;
    status: string;
    periodStart: Date;
    periodEnd: Date;
    paidAt: Date | null;
    createdAt: Date;
    hostedUrl: string | null;
  }): InvoiceDto => ({
    id: row.providerInvoiceId,
    number: row.number,
    amount: row.amountDue,
    currency: row.currency,
    status: (["draft", "open", "paid", "void", "uncollectible"].includes(row.status)
      ? row.status
      : "open") as InvoiceDto["status"],
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    paid_at: isoOrNull(row.paidAt),
    created_at: row.createdAt.toISOString(),
    hosted_url: row.hostedUrl,
  });

  function invoiceRows(
    customer: CustomerRow,
    subscriptionRowId: string | null,
    list: ProviderInvoice[],
    providerSubscriptionId: string,
  ) {
    return list
      .filter((invoice) => invoice.subscriptionId === providerSubscriptionId)
      .map(
        (invoice): NewInvoiceRow => ({
          customerId: customer.id,
          subscriptionId: subscriptionRowId,
          providerInvoiceId: invoice.id,
          number: invoice.number,
          amountDue: invoice.amountDue,
          amountPaid: invoice.amountPaid,
          currency: invoice.currency,
          status: invoice.status,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          paidAt: invoice.paidAt,
          hostedUrl: invoice.hostedUrl,
          createdAt: invoice.created,
        }),
      );
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

  /** The member's message context: their name, plan, amounts and dates in their language and country. */
  async function messageContext(row: SubscriptionRow, customer: CustomerRow) {
    const user = await repository.user(customer.userId);
    const language: Language = user?.language === "en" ? "en" : "es";
    const country = countryOf(row.countryCode);
    const plan = (await plans()).find((candidate) => candidate.id === row.planId);
    const chargeAt = row.trialEndsAt && row.status === "trialing" ? row.trialEndsAt : row.currentPeriodEnd;
    const chargeAmount = row.discountPercent
      ? Math.round((row.amountMinor * (100 - row.discountPercent)) / 100)
      : row.amountMinor;
    const context: MembershipMessageContext = {
      name: user?.firstName || user?.name || "",
      planName: plan ? (language === "es" ? plan.nameEs : plan.nameEn) : "Sobremesa",
      amount: formatMoney(chargeAmount, row.currency, language, country),
      chargeDate: formatDate(chargeAt, COUNTRIES[country].timeZone, language),
      endDate: formatDate(benefitsEndAt(row) ?? row.currentPeriodEnd, COUNTRIES[country].timeZone, language),
      panelUrl: new URL(language === "es" ? "/panel-de-usuario/" : "/en/user-panel/", options.siteUrl).toString(),
      trial: row.status === "trialing",
    };
    return { context, language, email: customer.email, phone: user?.phone ?? null, chargeAt };
  }

  async function emailRow(
    template: MembershipTemplate,
    row: SubscriptionRow,
    customer: CustomerRow,
    dedupKey: string,
    sendAfter?: Date,
    invoice?: NewInvoiceRow,
  ): Promise<NewOutboxRow> {
    const { context, language, email } = await messageContext(row, customer);
    const message = membershipEmail(
      template,
      language,
      invoice ? { ...context, charge: chargeOf(invoice, row, language) } : context,
    );
    return {
      channel: "email",
      recipient: email,
      subject: message.subject,
      body: message.body,
      template,
      language,
      dedupKey,
      ...(sendAfter ? { sendAfter } : {}),
    };
  }

  async function whatsappRow(
    kind: "welcome" | "unsubscribe",
    row: SubscriptionRow,
    customer: CustomerRow,
  ): Promise<NewOutboxRow | null> {
    const { context, language, phone } = await messageContext(row, customer);
    if (!phone) return null;
    return {
      channel: "whatsapp",
      recipient: phone,
      subject: null,
      body: membershipWhatsapp(kind, language, context),
      template: `membership-whatsapp-${kind}`,
      language,
      dedupKey: `membership-${kind}:${row.id}:whatsapp`,
    };
  }

  /** A paid invoice as its receipt reads it, in the member's language and country. */
  function chargeOf(invoice: NewInvoiceRow, row: SubscriptionRow, language: Language) {
    const country = countryOf(row.countryCode);
    const zone = COUNTRIES[country].timeZone;
    const path =
      language === "es"
        ? `/panel-de-usuario/facturas/${invoice.providerInvoiceId}/`
        : `/en/user-panel/invoices/${invoice.providerInvoiceId}/`;
    return {
      number: invoice.number ?? invoice.providerInvoiceId,
      amount: formatMoney(invoice.amountPaid, invoice.currency, language, country),
      paidOn: formatDate(invoice.paidAt ?? invoice.createdAt, zone, language),
      period: `${formatDate(invoice.periodStart, zone, language)} – ${formatDate(invoice.periodEnd, zone, language)}`,
      url: new URL(path, options.siteUrl).toString(),
    };
  }

  const noticeKey = (row: SubscriptionRow, chargeAt: Date) => `membership-notice:${row.id}:${chargeAt.toISOString()}`;

  /** The 5-day notice before the next charge, when one is coming and there is time to warn. */
  async function noticeFor(row: SubscriptionRow, customer: CustomerRow, now: Date): Promise<NewOutboxRow[]> {
    if (row.status !== "trialing" && row.status !== "active") return [];
    const chargeAt = row.status === "trialing" && row.trialEndsAt ? row.trialEndsAt : row.currentPeriodEnd;
    const at = chargeNoticeAt(chargeAt, now);
    if (!at) return [];
    return [await emailRow("membership-charge-notice", row, customer, noticeKey(row, chargeAt), at)];
  }

  /** Our row's fields from the provider's subscription. */
  function mirror(ps: ProviderSubscription) {
    return {
      status: statusFromProvider(ps),
      trialEndsAt: ps.trialEnd,
      currentPeriodStart: ps.currentPeriodStart,
      currentPeriodEnd: ps.currentPeriodEnd,
      cancelAtPeriodEnd: ps.cancelAtPeriodEnd,
      cancelledAt: ps.canceledAt,
      endedAt: ps.endedAt,
      discountPercent: ps.percentOff,
    };
  }

  /**
   * The change that brings our row to the provider's current state, with what the member is told
   * on the way: the failed payment (grace starts), the next charge's notice, the end.
   */
  async function reconcile(
    row: SubscriptionRow,
    customer: CustomerRow,
    ps: ProviderSubscription,
    now: Date,
  ): Promise<BillingChange> {
    const fields = mirror(ps);
    const next: SubscriptionRow = {
      ...row,
      ...fields,
      pastDueSince: fields.status === "past_due" ? (row.pastDueSince ?? now) : null,
    };
    const change: BillingChange = {
      updateSubscription: { id: row.id, set: { ...fields, pastDueSince: next.pastDueSince } },
    };
    const messages: NewOutboxRow[] = [];
    if (next.status === "past_due" && row.status !== "past_due") {
      messages.push(
        await emailRow(
          "membership-payment-failed",
          next,
          customer,
          `membership-past-due:${row.id}:${next.currentPeriodEnd.toISOString()}`,
        ),
      );
    }
    if (next.status === "ended" && row.status !== "ended") {
      messages.push(await emailRow("membership-ended", next, customer, `membership-ended:${row.id}`));
    }
    change.messages = messages;
    const pending = await repository.pendingNoticeKeys(row.id);
    const notice = await noticeFor(next, customer, now);
    change.schedule = notice;
    const keep = new Set(notice.map((message) => message.dedupKey));
    change.unschedule = pending.filter((key) => !keep.has(key));
    return change;
  }

  async function syncedInvoices(
    customer: CustomerRow,
    row: { id: string; providerSubscriptionId: string },
    language: Language,
  ) {
    const list = await callProvider(() => provider.listInvoices(customer.providerCustomerId), language);
    return invoiceRows(customer, row.id, list, row.providerSubscriptionId);
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

  /**
   * Subscribes at the provider under the claim's own key (the same claim asked again is the same
   * subscription). A refused card or a provider that never acted drops the claim; a lost answer
   * keeps it, in doubt, for the same request again or the worker to settle.
   */
  async function subscribeAtProvider(
    claim: ClaimRow,
    customer: CustomerRow,
    terms: {
      plan: PlanWithPrices;
      price: PlanWithPrices["prices"][number];
      trial: boolean;
      discount: { percentOff: number; durationMonths: number | null; providerCouponId: string | null } | null;
    },
    language: Language,
  ): Promise<ProviderSubscription> {
    let ps: ProviderSubscription;
    try {
      ps = await provider.createSubscription(
        {
          customerId: customer.providerCustomerId,
          price: {
            providerPriceId: terms.price.providerPriceId,
            product: terms.plan.code,
            productName: terms.plan.nameEn,
            amountMinor: terms.price.amountMinor,
            currency: terms.price.currency,
            interval: "month",
          },
          trialDays: terms.trial ? terms.plan.trialDays : 0,
          paymentMethodId: null,
          discount: terms.discount,
          metadata: { userId: customer.userId, plan: terms.plan.code, claim: claim.id },
        },
        `subscription:${claim.id}`,
      );
    } catch (error) {
      if (chargeFailure(error) === "unknown") {
        await repository.markClaimUnknown(claim.id);
        throw paymentUnconfirmed(language, error);
      }
      await repository.dropClaim(claim.id);
      throw error instanceof CardError ? paymentFailure(error, language) : nothingCharged(error, language);
    }
    if (ps.latestInvoice?.paymentIntentStatus === "requires_action") {
      // This claim's own subscription (its key is the claim's): undoing it touches nobody else's.
      await callProvider(() => provider.cancelSubscription(ps.id, { atPeriodEnd: false }, `undo:${ps.id}`), language);
      await repository.dropClaim(claim.id);
      throw new DomainError("CARD_AUTHENTICATION_REQUIRED", paymentMessage("authenticationRequired", language));
    }
    return ps;
  }

  /** Each paid invoice of a membership recorded as its payment, once per invoice. */
  async function recordPaid(rowId: string, rows: NewInvoiceRow[]) {
    const recorded = [];
    for (const invoice of rows) {
      if (invoice.status !== "paid" || invoice.amountPaid <= 0 || invoice.subscriptionId !== rowId) continue;
      const { payment, created } = await options.payments.recordInvoicePayment({
        subscriptionId: rowId,
        invoiceId: invoice.providerInvoiceId,
        amountMinor: invoice.amountPaid,
        currency: invoice.currency,
        paidAt: invoice.paidAt ?? null,
      });
      recorded.push({ invoice, payment, created });
    }
    return recorded;
  }

  /**
   * Records the membership's paid invoices, and sends a receipt of each charge recorded now: the
   * first month, a trial's conversion, a renewal.
   */
  async function recordCharges(row: SubscriptionRow, customer: CustomerRow, rows: NewInvoiceRow[]): Promise<void> {
    const receipts: NewOutboxRow[] = [];
    for (const { invoice, created } of await recordPaid(row.id, rows)) {
      if (!created) continue;
      const key = `membership-receipt:${invoice.providerInvoiceId}`;
      receipts.push(await emailRow("membership-receipt", row, customer, key, undefined, invoice));
    }
    if (receipts.length > 0) await repository.commit({ messages: receipts });
  }

  /** The claim becomes the membership the provider made for it, with what the member is told. */
  async function complete(
    claim: ClaimRow,
    customer: CustomerRow,
    ps: ProviderSubscription,
    flags: { trial: boolean; discount: boolean },
  ): Promise<SubscriptionRow> {
    const now = await clock();
    const fields = mirror(ps);
    const draft: SubscriptionRow = {
      ...claim,
      ...fields,
      providerSubscriptionId: ps.id,
      pastDueSince: null,
      unknownSince: null,
      updatedAt: now,
    };
    const welcome = [await emailRow("membership-welcome", draft, customer, `membership-welcome:${draft.id}:email`)];
    const whatsapp = await whatsappRow("welcome", draft, customer);
    if (whatsapp) welcome.push(whatsapp);
    const invoiceList = invoiceRows(
      customer,
      draft.id,
      await provider.listInvoices(customer.providerCustomerId),
      ps.id,
    );
    const { subscription } = await repository.commit({
      updateSubscription: { id: claim.id, set: { ...fields, providerSubscriptionId: ps.id, unknownSince: null } },
      customer: {
        id: customer.id,
        set: { ...(flags.trial ? { takenTrial: true } : {}), ...(flags.discount ? { takenCoupon: true } : {}) },
      },
      invoices: invoiceList,
      messages: welcome,
      schedule: await noticeFor(draft, customer, now),
    });
    const membership = subscription ?? draft;
    await recordCharges(membership, customer, invoiceList);
    // A subscription nobody here keeps (left by a request that lost, or made outside the site) is
    // ended and given back; a failure to look leaves it for the provider's next event.
    await settleStrays(customer).catch(() => undefined);
    return membership;
  }

  /**
   * A claim whose checkout cannot say how it ended (its answer was lost, or its process stopped):
   * the provider is asked for the subscription made under it. Found: it becomes the membership. Not
   * found once the claim is stale: it goes, and the customer may subscribe again. Otherwise it is
   * still in doubt.
   */
  async function adoptClaim(
    claim: ClaimRow,
    customer: CustomerRow,
    language: Language,
  ): Promise<SubscriptionRow | undefined> {
    let list: ProviderSubscription[];
    try {
      list = await provider.listSubscriptions(customer.providerCustomerId);
    } catch (error) {
      throw paymentUnconfirmed(language, error);
    }
    const made = list.find((candidate) => candidate.metadata.claim === claim.id);
    if (made)
      return complete(claim, customer, made, { trial: made.trialEnd !== null, discount: claim.couponCode !== null });
    const since = claim.unknownSince ?? claim.createdAt;
    if (Date.now() - since.getTime() < CLAIM_STALE_MS) throw paymentUnconfirmed(language);
    await repository.dropClaim(claim.id);
    return undefined;
  }

  /**
   * What a claim came to: the membership it became, undefined when it was dropped (nothing was
   * subscribed), or, while its own request is still at the provider, what it becomes within a few
   * seconds.
   */
  async function settledClaim(
    claim: ClaimRow,
    customer: CustomerRow,
    language: Language,
  ): Promise<SubscriptionRow | undefined> {
    let current: ClaimRow | undefined = claim;
    const waitUntil = Date.now() + CLAIM_WAIT_MS;
    const inProgress = (row: ClaimRow) =>
      row.status === "pending" && row.unknownSince === null && Date.now() - row.createdAt.getTime() < CLAIM_STALE_MS;
    while (current && inProgress(current) && Date.now() < waitUntil) {
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
      current = await repository.claimById(claim.id);
    }
    if (!current) return undefined;
    if (current.status !== "pending") return current as SubscriptionRow;
    if (inProgress(current)) return fail("SUBSCRIPTION_IN_PROGRESS", "subscriptionInProgress", language);
    return adoptClaim(current, customer, language);
  }

  /**
   * Provider subscriptions of the customer that no row of ours names: each is kept as an ended
   * membership (so the member sees it), cancelled at once, and every invoice it charged refunded
   * and recorded. A subscription whose claim is still ours is never touched.
   */
  async function settleStrays(customer: CustomerRow): Promise<number> {
    const theirs = await provider.listSubscriptions(customer.providerCustomerId);
    const ours = await repository.rowsOf(customer.id);
    const known = new Set(ours.flatMap((row) => [row.id, row.providerSubscriptionId ?? ""]));
    let settled = 0;
    for (const ps of theirs) {
      if (known.has(ps.id) || (ps.metadata.claim !== undefined && known.has(ps.metadata.claim))) continue;
      const plan = (await plans()).find((candidate) => candidate.code === ps.metadata.plan) ?? (await plans())[0];
      if (!plan) continue;
      const ended =
        ps.status === "canceled" || ps.status === "incomplete_expired"
          ? ps
          : await provider.cancelSubscription(ps.id, { atPeriodEnd: false }, `duplicate:${ps.id}`);
      const invoices = (await provider.listInvoices(customer.providerCustomerId)).filter(
        (invoice) => invoice.subscriptionId === ps.id,
      );
      const id = randomUUID();
      const first = invoices.at(-1);
      const rows = invoiceRows(customer, id, invoices, ps.id);
      const { subscription: mirrored } = await repository.commit({
        insertSubscription: {
          id,
          customerId: customer.id,
          planId: plan.id,
          providerSubscriptionId: ps.id,
          providerPriceId: `${plan.code}:${first?.currency ?? "MXN"}`,
          countryCode: "mx",
          currency: first?.currency ?? "MXN",
          amountMinor: first?.amountDue ?? 0,
          ...mirror(ended),
          status: "ended",
        },
        invoices: rows,
      });
      for (const { invoice, payment } of await recordPaid(id, rows)) {
        if (payment.refundedMinor >= payment.amountMinor) continue;
        const left = payment.amountMinor - payment.refundedMinor;
        await options.payments.refund(payment, { amountMinor: left, reason: "duplicate" }, "es");
        if (!mirrored) continue;
        const key = `membership-refunded:${invoice.providerInvoiceId}`;
        await repository.commit({
          messages: [await emailRow("membership-refunded", mirrored, customer, key, undefined, invoice)],
        });
      }
      settled += 1;
    }
    return settled;
  }

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

    async setupIntent(caller: Caller, language: Language) {
      const { customer } = await ensureCustomer(caller, language);
      const intent = await callProvider(
        () => provider.createSetupIntent(customer.providerCustomerId, `setup:${randomUUID()}`),
        language,
      );
      return {
        setupIntent: { id: intent.id, client_secret: intent.clientSecret, status: intent.status },
        provider: provider.name,
        publishableKey: provider.publishableKey,
      };
    },

    /** Saves a card: a confirmed provider card, or (sandbox) a test card with its authentication step. */
    async addPaymentMethod(
      caller: Caller,
      body: {
        paymentMethodId?: string | undefined;
        card?: { number: string; exp_month: number; exp_year: number; cvc: string } | undefined;
        setup_intent_id?: string | undefined;
        authentication?: "approved" | "rejected" | undefined;
        make_default: boolean;
      },
      language: Language,
    ) {
      let { customer } = await ensureCustomer(caller, language);
      let paymentMethodId = body.paymentMethodId;
      if (body.card || body.authentication) {
        if (!sandbox) throw new DomainError("CARD_INVALID", paymentMessage("cardNotAccepted", language));
        if (body.card) {
          const card = body.card;
          const intent = await callProvider(
            () => sandbox.createSetupIntent(customer.providerCustomerId, `setup:${randomUUID()}`),
            language,
          );
          const confirmed = await callProvider(
            () =>
              sandbox.confirmSetupIntentWithCard(intent.id, {
                number: card.number,
                expMonth: card.exp_month,
                expYear: card.exp_year,
                cvc: card.cvc,
              }),
            language,
          );
          if (confirmed.status === "requires_action") {
            return {
              ...(await paymentMethodsAnswer(customer)),
              paymentMethod: null,
              requires_action: true,
              setup_intent_id: intent.id,
            };
          }
          paymentMethodId = confirmed.paymentMethodId ?? undefined;
        } else if (body.setup_intent_id) {
          const setupIntentId = body.setup_intent_id;
          const answered = await callProvider(
            () =>
              sandbox.authenticateSetupIntent(
                setupIntentId,
                body.authentication === "approved",
                customer.providerCustomerId,
              ),
            language,
          );
          paymentMethodId = answered.paymentMethodId ?? undefined;
        }
      }
      if (!paymentMethodId) return fail("PAYMENT_METHOD_REQUIRED", "paymentMethodRequired", language);
      const pmId = paymentMethodId;
      const method = await callProvider(
        () => provider.attachPaymentMethod(customer.providerCustomerId, pmId, `attach:${customer.id}:${pmId}`),
        language,
      );
      await repository.savePaymentMethod({
        customerId: customer.id,
        providerPaymentMethodId: method.id,
        brand: method.brand,
        last4: method.last4,
        expMonth: method.expMonth,
        expYear: method.expYear,
      });
      if (body.make_default || !customer.defaultPaymentMethodId)
        customer = await makeDefault(customer, method.id, language);
      return {
        ...(await paymentMethodsAnswer(customer)),
        paymentMethod: {
          id: method.id,
          brand: method.brand,
          last4: method.last4,
          exp_month: method.expMonth,
          exp_year: method.expYear,
        },
        requires_action: false,
        setup_intent_id: null,
      };
    },

    async paymentMethods(caller: Caller) {
      return paymentMethodsAnswer(await customerOf(caller));
    },

    async updateDefaultPaymentMethod(caller: Caller, paymentMethodId: string, language: Language) {
      const customer = await customerOf(caller);
      const cards = customer ? await repository.paymentMethodsOf(customer.id) : [];
      if (!customer || !cards.some((card) => card.providerPaymentMethodId === paymentMethodId)) {
        return fail("NOT_FOUND", "paymentMethodNotFound", language);
      }
      return paymentMethodsAnswer(await makeDefault(customer, paymentMethodId, language));
    },

    async deletePaymentMethod(caller: Caller, paymentMethodId: string, language: Language) {
      const customer = await customerOf(caller);
      const cards = customer ? await repository.paymentMethodsOf(customer.id) : [];
      if (!customer || !cards.some((card) => card.providerPaymentMethodId === paymentMethodId)) {
        return fail("NOT_FOUND", "paymentMethodNotFound", language);
      }
      const others = cards.filter((card) => card.providerPaymentMethodId !== paymentMethodId);
      const live = await liveSubscription(customer);
      if (others.length === 0 && live && live.status !== "cancelled") {
        return fail("PAYMENT_METHOD_IN_USE", "paymentMethodInUse", language);
      }
      let current = customer;
      const successor = others.at(-1);
      if (customer.defaultPaymentMethodId === paymentMethodId && successor) {
        current = await makeDefault(customer, successor.providerPaymentMethodId, language);
      }
      await callProvider(() => provider.detachPaymentMethod(paymentMethodId), language);
      await repository.deletePaymentMethod(customer.id, paymentMethodId);
      if (current.defaultPaymentMethodId === paymentMethodId) {
        await repository.updateCustomer(customer.id, { defaultPaymentMethodId: null });
        current = { ...current, defaultPaymentMethodId: null };
      }
      return paymentMethodsAnswer(current);
    },

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

    /**
     * Cancels the caller's membership: at period end (benefits until then), or at once for an
     * unrecognised charge or a failing payment. Cancelling again answers the same state.
     */
    async cancel(
      caller: Caller,
      subscriptionId: string,
      reason: { text: string; code: CancelReason } | null,
      language: Language,
    ): Promise<SubscriptionDto> {
      const { row, customer } = await ownSubscription(caller, subscriptionId, language);
      if (row.status === "cancelled" || row.status === "ended") return subscriptionDto(row, language);
      const atOnce = reason
        ? cancelsAtOnce(reason.code, row.status)
        : row.status === "past_due" || row.status === "incomplete";
      const ps = await callProvider(
        () => provider.cancelSubscription(row.providerSubscriptionId, { atPeriodEnd: !atOnce }, `cancel:${row.id}`),
        language,
      );
      const now = await clock();
      const change = await reconcile(row, customer, ps, now);
      const next = { ...row, ...mirror(ps) } as SubscriptionRow;
      change.updateSubscription = {
        id: row.id,
        set: {
          ...change.updateSubscription?.set,
          cancelReason: reason?.text || null,
          cancelReasonEnum: reason?.code ?? null,
          // Going ahead with the cancellation is the member's answer to the offer: it is not shown again.
          cancelOfferShownAt: row.cancelOfferShownAt ?? now,
        },
      };
      change.unschedule = await repository.pendingNoticeKeys(row.id);
      change.schedule = [];
      const messages = (change.messages ?? []).filter((message) => message.template !== "membership-ended");
      messages.push(await emailRow("membership-cancelled", next, customer, `membership-cancelled:${row.id}`));
      const whatsapp = await whatsappRow("unsubscribe", next, customer);
      if (whatsapp) messages.push(whatsapp);
      change.messages = messages;
      change.invoices = await syncedInvoices(customer, row, language);
      const { subscription } = await repository.commit(change);
      return subscriptionDto(subscription ?? next, language);
    },

    /** The retention offer: once per membership, only while it runs and before the member declined it. */
    async applyCancelOffer(caller: Caller, subscriptionId: string, language: Language) {
      const { row, customer } = await ownSubscription(caller, subscriptionId, language);
      if (row.cancelOfferShownAt || row.cancelOfferAppliedAt || !["trialing", "active"].includes(row.status)) {
        return fail("CANCEL_OFFER_UNAVAILABLE", "offerUnavailable", language);
      }
      const ps = await callProvider(
        () =>
          provider.applyDiscount(
            row.providerSubscriptionId,
            { percentOff: CANCEL_OFFER.percentOff, durationMonths: CANCEL_OFFER.months, providerCouponId: null },
            `offer:${row.id}`,
          ),
        language,
      );
      const now = await clock();
      const change = await reconcile(row, customer, ps, now);
      change.updateSubscription = {
        id: row.id,
        set: { ...change.updateSubscription?.set, cancelOfferShownAt: now, cancelOfferAppliedAt: now },
      };
      change.customer = { id: customer.id, set: { takenCoupon: true } };
      const { subscription } = await repository.commit(change);
      return {
        subscription: await subscriptionDto(subscription ?? row, language),
        message: membershipMessage("offerApplied", language, {
          percent: CANCEL_OFFER.percentOff,
          months: CANCEL_OFFER.months,
        }),
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

    /**
     * A provider event (a verified webhook, or the sandbox clock): replayed ids do nothing, and the
     * event's own copy is never trusted — the subscription is read back from the provider, so events
     * arriving out of order still leave the latest state.
     */
    async handleEvent(event: ProviderEvent): Promise<"applied" | "duplicate" | "ignored"> {
      if (await repository.eventSeen(event.id)) return "duplicate";
      const record = { id: event.id, provider: provider.name, type: event.type };
      const row = event.subscriptionId ? await repository.subscriptionByProviderId(event.subscriptionId) : undefined;
      const customer = row ? await repository.customerById(row.customerId) : undefined;
      if (!row || !customer) {
        // A subscription of one of our customers that no row names (a claim still completing names
        // it in its metadata and is left alone): ended and given back.
        const owner = event.customerId ? await repository.customerByProviderId(event.customerId) : undefined;
        const strays = owner ? await settleStrays(owner) : 0;
        const { applied } = await repository.commit({ event: record });
        return applied && strays > 0 ? "applied" : applied ? "ignored" : "duplicate";
      }
      const ps = await provider.retrieveSubscription(row.providerSubscriptionId);
      const change = await reconcile(row, customer, ps, await clock());
      change.event = record;
      change.invoices = invoiceRows(
        customer,
        row.id,
        await provider.listInvoices(customer.providerCustomerId),
        row.providerSubscriptionId,
      );
      const { applied } = await repository.commit(change);
      // Each charge of a renewal becomes a payment of the membership, with its receipt.
      if (applied) await recordCharges(row, customer, change.invoices);
      return applied ? "applied" : "duplicate";
    },

    /**
     * The worker's sweep of claims whose checkout never said how it ended: each is settled with the
     * provider (the subscription made under it becomes the membership, or the claim goes).
     */
    async settleStaleClaims(now = new Date(), limit = 50): Promise<number> {
      let settled = 0;
      for (const claim of await repository.staleClaims(new Date(now.getTime() - CLAIM_STALE_MS), limit)) {
        const customer = await repository.customerById(claim.customerId);
        if (!customer) continue;
        try {
          await adoptClaim(claim, customer, "es");
          settled += 1;
        } catch {
          // Still in doubt (the provider did not answer): the next sweep asks again.
        }
      }
      return settled;
    },

    /** The sandbox's test clock: moves time forward and lets every subscription catch up. */
    async advanceTestClock(days: number): Promise<{ now: string; events: number }> {
      if (!sandbox) throw new DomainError("NOT_FOUND", "The test clock belongs to the sandbox provider");
      const now = await sandbox.advanceClock(days * 24 * 60 * 60 * 1000);
      const events = await this.runClock();
      return { now: now.toISOString(), events };
    },

    /** The worker's tick: the sandbox moves subscriptions to its time (Stripe does this by itself). */
    async runClock(): Promise<number> {
      if (!sandbox) return 0;
      const events = await sandbox.advance();
      for (const event of events) await this.handleEvent(event);
      return events.length;
    },
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
