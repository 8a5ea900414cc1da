import type { Database } from "@sobremesa/db";
import { WebhookSignatureError } from "./provider.ts";
import { sandboxBillingCycle } from "./sandbox/billing-cycle.ts";
import type { SandboxProvider } from "./sandbox/contract.ts";
import { sandboxCustomers } from "./sandbox/customers.ts";
import { sandboxPayments } from "./sandbox/payments.ts";
import { createSandboxState } from "./sandbox/state.ts";
import { sandboxSubscriptions } from "./sandbox/subscriptions.ts";

export { SANDBOX_RETRY_DAYS } from "./sandbox/billing-cycle.ts";
export type { LostChargeScope, SandboxProvider } from "./sandbox/contract.ts";

/**
 * The built-in provider: behaves like Stripe for our flows without any network —
 * customers, cards from the test numbers, setup intents with an authentication step, subscriptions
 * with trials and coupons, monthly invoices charged to the default card, retries then cancellation
 * when a card keeps failing, and a test clock to move time forward. State lives in its own table.
 */
export function createSandboxProvider(db: Database): SandboxProvider {
  const state = createSandboxState(db);
  return {
    name: "sandbox",
    publishableKey: null,
    now: state.now,
    ...sandboxCustomers(state),
    ...sandboxSubscriptions(state),
    ...sandboxPayments(state),
    ...sandboxBillingCycle(state),

    parseWebhook() {
      // The sandbox tells its news through advance(); nothing outside may pose as it.
      throw new WebhookSignatureError("The sandbox provider sends no webhooks");
    },
  };
}
