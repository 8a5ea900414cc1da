import { type ApiClient, ApiError } from "../client.ts";
import { PAYMENT_MODE } from "./constants.ts";
import type {
  AddPaymentMethodBody,
  CancelWithEmailBody,
  CreateCustomerAndSubscriptionBody,
  CreateSubscriptionBody,
  HasCustomerAnswer,
  InvoiceDto,
  IsUserSubscribedAnswer,
  MembershipCountry,
  MembershipPlan,
  PaymentMethodDto,
  SubscriptionDto,
} from "./schemas.ts";

/** The default message of the subscription calls that answer instead of throwing. */
export const SUBSCRIPTION_ERROR_MESSAGE = "Ha ocurrido un error.";

const mode = PAYMENT_MODE;

/** The server's `error` field of a failed call, else the whole error. */
function serverError(error: unknown): unknown {
  if (error instanceof ApiError && error.body && typeof error.body === "object" && "error" in error.body) {
    const field = (error.body as { error: unknown }).error;
    if (field) return Object.assign(new ApiError(error.message, error.status, error.body), { error: field });
  }
  return error;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : SUBSCRIPTION_ERROR_MESSAGE;
}

export interface PaymentMethodsAnswer {
  paymentMethods: PaymentMethodDto[];
  defaultPaymentMethod: string | null;
}

export interface AddPaymentMethodAnswer extends PaymentMethodsAnswer {
  paymentMethod: PaymentMethodDto | null;
  requires_action: boolean;
  setup_intent_id: string | null;
}

export type OrError<T> = (T & { error?: undefined }) | { error: unknown; message: string };

/**
 * The subscription calls with their error rules: create-subscription,
 * the trial and add-payment-method rethrow the server's error field (else the whole error);
 * create-customer-and-subscription and apply-cancel-offer answer `{ error, message }`; the
 * has-customer check answers `response: false, subscription: null, registered: false` and an error.
 */
export function createMembershipsClient(client: ApiClient) {
  return {
    availablePlans: (country: MembershipCountry) =>
      client.mainGet<{ data: MembershipPlan[] }>("/api/plans/get-available-plans", { mode, country }),
    activeSubscriptions: (email: string) =>
      client.mainWrite<{ data: SubscriptionDto[] }>("POST", "/api/subscription/get-active-subscriptions", {
        email,
        mode,
      }),
    onGracePeriod: (stripeId: string) =>
      client.mainWrite<{ response: boolean; grace_ends_at: string | null }>(
        "POST",
        "/api/subscription/on-grace-period-by-stripe-id",
        { stripe_id: stripeId, mode },
      ),
    createCustomer: (email: string) =>
      client.mainWrite<{ stripe: { id: string; provider: "sandbox" | "stripe" } }>(
        "POST",
        "/api/subscription/create-as-stripe-customer",
        { email, mode },
      ),
    async createSubscription(body: CreateSubscriptionBody, idempotencyKey: string) {
      try {
        return await client.mainWrite<{ subscription: SubscriptionDto }>(
          "POST",
          "/api/subscription/create-subscription",
          { ...body, mode },
          { headers: { "idempotency-key": idempotencyKey } },
        );
      } catch (error) {
        throw serverError(error);
      }
    },
    async createSubscriptionWithTrial(body: CreateSubscriptionBody, idempotencyKey: string) {
      try {
        return await client.mainWrite<{ subscription: SubscriptionDto }>(
          "POST",
          "/api/subscription/create-subscription-with-trial",
          { ...body, mode },
          { headers: { "idempotency-key": idempotencyKey } },
        );
      } catch (error) {
        throw serverError(error);
      }
    },
    /** `hash` is the caller's timestamp: one checkout attempt, so a double submit subscribes once. */
    async createCustomerAndSubscription(
      body: CreateCustomerAndSubscriptionBody,
      hash: number,
    ): Promise<OrError<{ subscription: SubscriptionDto; stripe: { id: string }; newUser: boolean }>> {
      try {
        return await client.mainWrite(
          "POST",
          "/api/subscription/create-customer-and-subscription",
          { ...body, mode },
          {
            query: { hash },
          },
        );
      } catch (error) {
        return { error: serverError(error), message: messageOf(error) };
      }
    },
    async addPaymentMethod(body: AddPaymentMethodBody) {
      try {
        return await client.mainWrite<AddPaymentMethodAnswer>("POST", "/api/subscription/add-payment-method", {
          ...body,
          mode,
        });
      } catch (error) {
        throw serverError(error);
      }
    },
    deletePaymentMethod: (email: string, paymentMethodId: string) =>
      client.mainWrite<PaymentMethodsAnswer>("DELETE", "/api/subscription/delete-payment-method", {
        email,
        paymentMethodId,
        mode,
      }),
    updateDefaultPaymentMethod: (email: string, paymentMethodId: string) =>
      client.mainWrite<PaymentMethodsAnswer>("POST", "/api/subscription/update-default-payment-method", {
        email,
        paymentMethodId,
        mode,
      }),
    paymentMethods: (email: string) =>
      client.mainWrite<PaymentMethodsAnswer>("POST", "/api/subscription/get-payment-methods", { email, mode }),
    createSetupIntent: (email: string) =>
      client.mainWrite<{
        setupIntent: { id: string; client_secret: string; status: string };
        provider: "sandbox" | "stripe";
        publishableKey: string | null;
      }>("POST", "/api/subscription/create-setup-intent", { email, mode }),
    invoices: (email: string) =>
      client.mainGet<{ invoices: InvoiceDto[] }>("/api/subscription/get-subscription-invoices", { email, mode }),
    cancelSubscription: (stripeId: string) =>
      client.mainWrite<{ subscription: SubscriptionDto }>("POST", "/api/subscription/cancel-subscription", {
        stripe_id: stripeId,
        mode,
      }),
    cancelSubscriptionWithEmail: (body: CancelWithEmailBody) =>
      client.mainWrite<{ subscription: SubscriptionDto }>("POST", "/api/subscription/cancel-subscription-with-email", {
        ...body,
        mode,
      }),
    async applyCancelOffer(
      email: string,
      subscriptionId: string,
    ): Promise<OrError<{ subscription: SubscriptionDto; message: string }>> {
      try {
        return await client.mainWrite("POST", "/api/subscription/apply-cancel-offer", {
          email,
          subscription_id: subscriptionId,
          mode,
        });
      } catch (error) {
        return { error: serverError(error), message: messageOf(error) };
      }
    },
    isUserSubscribed: (
      email: string,
      location: { country?: MembershipCountry; latitude?: number; longitude?: number } | null,
    ) =>
      client.mainWrite<IsUserSubscribedAnswer>("POST", "/api/subscription/is-user-subscribed", {
        email,
        location,
        mode,
      }),
    async hasCustomerSubscription(email: string): Promise<HasCustomerAnswer & { error?: string }> {
      try {
        return await client.mainGet<HasCustomerAnswer>("/api/subscription/has-customer-stripe-suscription", {
          email,
          mode,
        });
      } catch (error) {
        return {
          response: false,
          subscription: null,
          registered: false,
          taken_trial: false,
          taken_coupon: false,
          error: messageOf(error),
        };
      }
    },
    whatsappWelcome: (subscriptionId: string) =>
      client.service<{ queued: boolean }>("system", "POST", "/v2/widget/whatsapp-welcome-club-rsv", {
        subscription_id: subscriptionId,
        lang: client.language(),
      }),
    whatsappUnsubscribe: (subscriptionId: string) =>
      client.service<{ queued: boolean }>("system", "POST", "/v2/widget/whatsapp-unsubscribe-club-rsv", {
        subscription_id: subscriptionId,
        lang: client.language(),
      }),
  };
}
export type MembershipsClient = ReturnType<typeof createMembershipsClient>;
