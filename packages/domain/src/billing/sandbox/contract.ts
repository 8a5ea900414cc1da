import type {
  BillingProvider,
  ProviderEvent,
  ProviderPayment,
  ProviderPaymentMethod,
  ProviderSetupIntent,
} from "../provider.ts";

// The sandbox is a provider with more: its test clock, and the steps the browser and the bank take with Stripe.

export interface SandboxProvider extends BillingProvider {
  readonly name: "sandbox";
  /** The sandbox's time: real time moved by its test clock. */
  now(): Promise<Date>;
  /** Moves the test clock forward; returns the new time. Run `advance()` after it. */
  advanceClock(ms: number): Promise<Date>;
  /** What Stripe.js does in the browser: confirms a setup intent with a card typed into our form. */
  confirmSetupIntentWithCard(
    setupIntentId: string,
    card: { number: string; expMonth: number; expYear: number; cvc: string },
  ): Promise<ProviderSetupIntent>;
  /** The bank's answer to a card that asks for authentication (the 3-D Secure step). */
  authenticateSetupIntent(setupIntentId: string, approved: boolean, customerId: string): Promise<ProviderSetupIntent>;
  /** What Stripe.js does for a guest: turns a card typed into our form into a card id, attached to nobody. */
  createCardPaymentMethod(card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
  }): Promise<ProviderPaymentMethod>;
  /** The bank's answer to a payment that asked the buyer to confirm it. */
  confirmPayment(paymentId: string, approved: boolean): Promise<ProviderPayment>;
  /**
   * Tests: the answers of the next charges are lost on the way back, as a timeout after sending
   * looks: `after_charging` charges the card first, `before_charging` loses the request before the
   * sandbox acts; null ends every such rule. In this process's memory only: the integration tests
   * call it, and outside production the dev surface (`/__dev/billing/lose-charge-answers`) lets the
   * browser journeys do it. `scope` narrows it to the charges of cards with one expiry (journeys run
   * in parallel: each loses only its own charges) and to a number of charges, after which it ends.
   */
  loseChargeAnswers(mode: "after_charging" | "before_charging" | null, scope?: LostChargeScope): void;
  /** Moves every subscription to the clock's time (trial ends, renewals, retries, ends) and tells what happened. */
  advance(): Promise<ProviderEvent[]>;
}

/** Which charges a `loseChargeAnswers` rule takes: cards of this expiry only, this many times. */
export interface LostChargeScope {
  card?: { expMonth: number; expYear: number } | undefined;
  times?: number | undefined;
}
