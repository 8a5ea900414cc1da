import { z } from "zod";
import { idParamInput, textInput } from "../input.ts";
import { PAYMENT_MODE } from "./constants.ts";

/**
 * Memberships on the main web API: plans, the caller's
 * subscriptions, cards and invoices. Field names follow the spec (snake_case where it quotes them,
 * `paymentMethodId`, `paymentMethods`, `defaultPaymentMethod`, `totalReservations`). Every call
 * carries `mode` (the spec's payment mode, always "web"). Money is an integer of minor units plus
 * its ISO currency.
 */

export { LOCATION_ACCEPTANCE_MONTHS, PAYMENT_MODE, TRIAL_DAYS } from "./constants.ts";

export const planCodes = ["premium", "premium-b", "plus"] as const;
export type PlanCode = (typeof planCodes)[number];
export const membershipCountries = ["mx", "co", "cr"] as const;
export type MembershipCountry = (typeof membershipCountries)[number];
export const membershipCurrencies = { mx: "MXN", co: "COP", cr: "CRC" } as const;

export const subscriptionStatuses = ["incomplete", "trialing", "active", "past_due", "cancelled", "ended"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Why a member leaves. An unrecognised charge ends the membership at once; any other reason at period end. */
export const cancelReasons = [
  "too_expensive",
  "not_using",
  "missing_places",
  "moving_away",
  "technical_problems",
  "unrecognized_charge",
  "other",
] as const;
export type CancelReason = (typeof cancelReasons)[number];

const modeField = z.literal(PAYMENT_MODE).default(PAYMENT_MODE);
const emailField = textInput().trim().toLowerCase().email().max(254);
const providerId = z
  .string()
  .trim()
  .min(3)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, "a provider id");
/** A plan by its number or its code (premium, premium-b, plus). */
const planIdField = z.union([idParamInput, z.enum(planCodes)]);
const countryField = z.enum(membershipCountries);

export const money = z.object({ amount: z.number().int().nonnegative(), currency: z.string().length(3) });
export type Money = z.infer<typeof money>;

export const membershipPlan = z.object({
  id: z.number().int(),
  code: z.enum(planCodes),
  name: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  trial_days: z.number().int().nonnegative(),
  /** Percent off the bill at participating places. */
  discount_percent: z.number().int(),
  /** The price in the country asked for (the visitor's), plus every country's. */
  price: money.extend({ country_code: countryField }),
  prices: z.array(money.extend({ country_code: countryField })),
  /** The plan the /plus/ landing highlights. */
  recommended: z.boolean(),
});
export type MembershipPlan = z.infer<typeof membershipPlan>;

export const availablePlansQuery = z.object({
  mode: modeField,
  lang: z.enum(["es", "en"]).default("es"),
  country: countryField.default("mx"),
  v: textInput().max(20).optional(),
});
export const availablePlansAnswer = z.object({ data: z.array(membershipPlan) });

export const subscriptionDto = z.object({
  id: z.string(),
  /** The provider's subscription id (`sub_…`): the spec's stripe_id. */
  stripe_id: z.string(),
  /** The provider's price, or `{plan}:{currency}` when the plan is priced inline. */
  stripe_price: z.string(),
  subscription_plan: z.enum(planCodes),
  plan: z.object({ id: z.number().int(), code: z.enum(planCodes), name: z.string() }),
  status: z.enum(subscriptionStatuses),
  price: money,
  /** Percent off the membership itself (a coupon or the cancel offer), or null. */
  discount_percent: z.number().int().nullable(),
  trial_ends_at: z.string().nullable(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  cancelled_at: z.string().nullable(),
  /** When the benefits stop: the period end of a cancelled membership, or the grace period's end. */
  ends_at: z.string().nullable(),
  grace_ends_at: z.string().nullable(),
  /** The retention offer, until it was shown once or taken. */
  cancel_offer: z.object({ percent_off: z.number().int(), months: z.number().int() }).nullable(),
  created_at: z.string(),
});
export type SubscriptionDto = z.infer<typeof subscriptionDto>;

export const paymentMethodDto = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type PaymentMethodDto = z.infer<typeof paymentMethodDto>;

export const invoiceDto = z.object({
  id: z.string(),
  number: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["draft", "open", "paid", "void", "uncollectible"]),
  period_start: z.string(),
  period_end: z.string(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  hosted_url: z.string().nullable(),
});
export type InvoiceDto = z.infer<typeof invoiceDto>;

export const emailBody = z.object({ email: emailField, mode: modeField });

export const activeSubscriptionsAnswer = z.object({ data: z.array(subscriptionDto) });

export const gracePeriodBody = z.object({ stripe_id: providerId, mode: modeField });
export const gracePeriodAnswer = z.object({ response: z.boolean(), grace_ends_at: z.string().nullable() });

export const stripeCustomerAnswer = z.object({
  stripe: z.object({ id: z.string(), provider: z.enum(["sandbox", "stripe"]) }),
});

export const createSubscriptionBody = z.object({
  email: emailField,
  plan_id: planIdField,
  /** The card to charge; the customer's default card when absent. */
  paymentMethodId: providerId.optional(),
  /** Where the price is taken from (the visitor's country); Mexico by default. */
  country: countryField.default("mx"),
  coupon: z
    .string()
    .trim()
    .toUpperCase()
    .min(3)
    .max(40)
    .regex(/^[A-Z0-9-]+$/)
    .optional(),
  mode: modeField,
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;
export const subscriptionAnswer = z.object({ subscription: subscriptionDto });

/** The new-customer variant: the provider customer and the subscription in one call. */
export const createCustomerAndSubscriptionQuery = z.object({
  hash: z
    .string()
    .regex(/^\d{1,16}$/, "a timestamp")
    .optional(),
  lang: z.enum(["es", "en"]).optional(),
});
export const createCustomerAndSubscriptionBody = createSubscriptionBody.extend({
  /** Start with the 30-day free trial when the customer has not taken it. */
  trial: z.boolean().default(true),
});
export type CreateCustomerAndSubscriptionBody = z.input<typeof createCustomerAndSubscriptionBody>;
export const customerAndSubscriptionAnswer = z.object({
  subscription: subscriptionDto,
  stripe: z.object({ id: z.string(), provider: z.enum(["sandbox", "stripe"]) }),
  newUser: z.boolean(),
});

export const setupIntentAnswer = z.object({
  setupIntent: z.object({ id: z.string(), client_secret: z.string(), status: z.string() }),
  provider: z.enum(["sandbox", "stripe"]),
  /** Stripe.js's key; null with the sandbox (its own test-card form). */
  publishableKey: z.string().nullable(),
});

/** Test card fields, accepted by the sandbox provider only (it keeps brand and last four). */
export const sandboxCard = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(textInput().regex(/^\d{12,19}$/, "card number")),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: textInput().regex(/^\d{3,4}$/, "cvc"),
});
export type SandboxCard = z.input<typeof sandboxCard>;

export const addPaymentMethodBody = z
  .object({
    email: emailField,
    /** A card the browser confirmed with the provider (Stripe Elements). */
    paymentMethodId: providerId.optional(),
    /** Sandbox: a test card typed into our form. */
    card: sandboxCard.optional(),
    /** Sandbox: the answer to the bank's authentication step of a card that needs it. */
    setup_intent_id: providerId.optional(),
    authentication: z.enum(["approved", "rejected"]).optional(),
    make_default: z.boolean().default(true),
    mode: modeField,
  })
  .refine((body) => body.paymentMethodId || body.card || (body.setup_intent_id && body.authentication), {
    message: "paymentMethodId, card, or setup_intent_id with authentication",
  });
export type AddPaymentMethodBody = z.input<typeof addPaymentMethodBody>;

export const paymentMethodsAnswer = z.object({
  paymentMethods: z.array(paymentMethodDto),
  defaultPaymentMethod: z.string().nullable(),
});
/** add-payment-method: the saved card, or the bank's authentication step still to answer (sandbox). */
export const addPaymentMethodAnswer = paymentMethodsAnswer.extend({
  paymentMethod: paymentMethodDto.nullable(),
  requires_action: z.boolean(),
  setup_intent_id: z.string().nullable(),
});

export const paymentMethodBody = z.object({ email: emailField, paymentMethodId: providerId, mode: modeField });

export const invoicesQuery = z.object({
  email: emailField,
  mode: modeField,
  lang: z.enum(["es", "en"]).optional(),
  v: textInput().max(20).optional(),
});
export const invoicesAnswer = z.object({ invoices: z.array(invoiceDto) });

export const cancelSubscriptionBody = z.object({ stripe_id: providerId, mode: modeField });
export const cancelWithEmailBody = z.object({
  email: emailField,
  subscription_id: textInput().trim().min(1).max(255),
  reason: textInput().trim().max(1000).default(""),
  reason_enum: z.enum(cancelReasons),
  mode: modeField,
});
export type CancelWithEmailBody = z.input<typeof cancelWithEmailBody>;

export const applyCancelOfferBody = z.object({
  email: emailField,
  subscription_id: textInput().trim().min(1).max(255),
  mode: modeField,
});
export const applyCancelOfferAnswer = z.object({ subscription: subscriptionDto, message: z.string() });

/** The visitor's location as the client knows it: a country code, coordinates, or both. */
export const membershipLocation = z
  .object({
    country: countryField.optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .nullable()
  .optional();

export const isUserSubscribedBody = z.object({ email: emailField, location: membershipLocation, mode: modeField });
export const isUserSubscribedAnswer = z.object({
  response: z.boolean(),
  taken_trial: z.boolean(),
  taken_coupon: z.boolean(),
  last_subscription_end_date: z.string().nullable(),
  subscription_start_date: z.string().nullable(),
  totalReservations: z.number().int(),
  trial_ends_at: z.string().nullable(),
  subscription_name: z.string().nullable(),
  subscription_discount: z.number().int().nullable(),
  /** Benefits kept while a renewal payment is retried. */
  on_grace_period: z.boolean(),
  subscription: subscriptionDto.nullable(),
});
export type IsUserSubscribedAnswer = z.infer<typeof isUserSubscribedAnswer>;

export const hasCustomerQuery = z.object({
  email: emailField,
  mode: modeField,
  lang: z.enum(["es", "en"]).optional(),
  v: textInput().max(20).optional(),
});
export const hasCustomerAnswer = z.object({
  response: z.boolean(),
  subscription: subscriptionDto.nullable(),
  registered: z.boolean(),
  taken_trial: z.boolean(),
  taken_coupon: z.boolean(),
});
export type HasCustomerAnswer = z.infer<typeof hasCustomerAnswer>;

/** System API's WhatsApp widgets (welcome and unsubscribe of the membership). */
export const whatsappClubBody = z.object({
  subscription_id: textInput().trim().min(1).max(255),
  lang: z.enum(["es", "en"]).optional(),
});
export const whatsappClubAnswer = z.object({ queued: z.boolean() });
