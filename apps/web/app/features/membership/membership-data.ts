import {
  type Language,
  type MembershipCountry,
  type MembershipPlan,
  type Money,
  type PaymentMethodDto,
  type PlanCode,
  pathFor,
  type SubscriptionDto,
  type SubscriptionStatus,
} from "@sobremesa/contracts";
import { isMembershipCountry } from "./membership-format";

/** A plan as the membership pages show it, with its checkout in the page's language. */
export interface PlanView {
  code: PlanCode;
  id: number;
  name: string;
  description: string;
  benefits: string[];
  trialDays: number;
  discountPercent: number;
  price: Money;
  recommended: boolean;
  checkoutPath: string;
}

export function planView(plan: MembershipPlan, language: Language): PlanView {
  return {
    code: plan.code,
    id: plan.id,
    name: plan.name,
    description: plan.description,
    benefits: plan.benefits,
    trialDays: plan.trial_days,
    discountPercent: plan.discount_percent,
    price: { amount: plan.price.amount, currency: plan.price.currency },
    recommended: plan.recommended,
    checkoutPath: pathFor(`${plan.code}-checkout`, language),
  };
}

interface PageBase {
  language: Language;
  title: string;
  description: string;
  noindex: boolean;
}

export interface LandingData extends PageBase {
  kind: "landing";
  plan: PlanCode;
  country: MembershipCountry;
  plans: PlanView[];
  /** The plans could not be read (the service is down or missing): the page says so and offers a retry. */
  failed: boolean;
  /** The signed-in visitor's membership: their CTA goes to the already-member page instead. */
  member: { plan: PlanCode; name: string; alreadyMemberPath: string } | null;
}

export interface CheckoutData extends PageBase {
  kind: "checkout";
  country: MembershipCountry;
  plan: PlanView;
  /** Null when signed out: the page asks to sign in first. */
  email: string | null;
  trial: { applies: boolean; endsAt: string };
  /** What is charged when: the trial's end, or today without a trial. */
  firstCharge: { at: string; today: boolean; price: Money };
  provider: { name: "sandbox" | "stripe"; publishableKey: string | null };
  paths: { thanks: string; landing: string; terms: string; home: string };
}

export interface CardView {
  brand: string;
  last4: string;
}

/** A membership as the thanks and already-member pages show it. */
export interface MembershipView {
  plan: PlanCode;
  name: string;
  status: SubscriptionStatus;
  price: Money;
  /** Percent off the membership itself (a coupon), or null. */
  discountPercent: number | null;
  trialEndsAt: string | null;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  country: MembershipCountry;
}

const CURRENCY_COUNTRY: Record<string, MembershipCountry> = { MXN: "mx", COP: "co", CRC: "cr" };

export function membershipView(subscription: SubscriptionDto): MembershipView {
  const country = CURRENCY_COUNTRY[subscription.price.currency.toUpperCase()];
  return {
    plan: subscription.plan.code,
    name: subscription.plan.name,
    status: subscription.status,
    price: subscription.price,
    discountPercent: subscription.discount_percent,
    trialEndsAt: subscription.trial_ends_at,
    currentPeriodEnd: subscription.current_period_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endsAt: subscription.ends_at,
    country: isMembershipCountry(country) ? country : "mx",
  };
}

export function cardView(methods: PaymentMethodDto[], defaultId: string | null): CardView | null {
  const card = methods.find((method) => method.id === defaultId) ?? methods[0];
  return card ? { brand: card.brand, last4: card.last4 } : null;
}

export interface ThanksData extends PageBase {
  kind: "thanks";
  plan: PlanCode;
  membership: MembershipView | null;
  card: CardView | null;
  paths: { landing: string; explore: string; panel: string };
}

export interface AlreadyMemberData extends PageBase {
  kind: "already-member";
  plan: PlanCode;
  membership: MembershipView | null;
  paths: { landing: string; explore: string; panel: string; checkout: string };
}
