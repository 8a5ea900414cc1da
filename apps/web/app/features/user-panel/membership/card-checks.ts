import { type CardError, checkCard } from "#app/features/membership/index.ts";

/**
 * The panel's test-card form uses the checkout's checks (Luhn, expiry, security code), less the
 * holder's name: a card saved for later is named by its brand and last four only.
 */
export type PanelCardField = "number" | "expiry" | "cvc";
export type PanelCardErrors = Partial<Record<PanelCardField, CardError>>;

export function checkPanelCard(card: { number: string; expiry: string; cvc: string }, now: Date): PanelCardErrors {
  const { name: _name, ...errors } = checkCard({ ...card, name: "" }, now);
  return errors;
}

/** The sandbox provider's test cards and what each one does. */
export const SANDBOX_TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "ok" },
  { number: "4000 0027 6000 3184", outcome: "authentication" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
] as const;
