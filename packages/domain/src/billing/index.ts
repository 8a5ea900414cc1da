export { cardBrand, luhnValid, summarizeCard, TEST_CARDS } from "./cards.ts";
export {
  type BillingProvider,
  CardError,
  type CreatePaymentInput,
  type CreateSubscriptionInput,
  type ProviderCustomer,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderInvoiceStatus,
  type ProviderName,
  type ProviderPayment,
  type ProviderPaymentMethod,
  ProviderRequestNotProcessedError,
  type ProviderSetupIntent,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
  type SetupIntentStatus,
  type SubscriptionPrice,
  WebhookSignatureError,
} from "./provider.ts";
export {
  createSandboxProvider,
  type LostChargeScope,
  SANDBOX_RETRY_DAYS,
  type SandboxProvider,
} from "./sandbox-provider.ts";
export { createStripeProvider, type StripeProviderOptions } from "./stripe-provider.ts";
