import type { Language } from "@sobremesa/contracts";
import { PaymentElement, useStripe } from "@stripe/react-stripe-js";
import { useEffect, useRef } from "react";
import {
  membershipsApi,
  StripeFrame,
  StripeSetupStatus,
  useConfirmCard,
  useSetupIntent,
} from "#app/features/membership/index.ts";

/** What the buy form asks of Stripe: a confirmed card, and the bank's step when the payment needs it. */
export interface StripeCardApi {
  confirm(): Promise<{ paymentMethodId: string } | { error: string | null }>;
  /** Lets Stripe.js show the bank's page for the payment; an error message when it did not pass. */
  authenticate(clientSecret: string): Promise<{ error: string | null }>;
}

/**
 * A new card through Stripe Elements (this module loads only in Stripe mode): a setup intent for the
 * buyer's e-mail gives Elements its frame; the form gets the confirm and authenticate steps.
 */
export default function StripeNewCard({
  email,
  language,
  onReady,
}: {
  email: string;
  language: Language;
  onReady: (api: StripeCardApi | null) => void;
}) {
  const setup = useSetupIntent(email, (address) => membershipsApi(language).createSetupIntent(address));
  if (!setup || "failed" in setup) return <StripeSetupStatus failed={setup !== null} />;
  return (
    <StripeFrame setup={setup} language={language}>
      <ElementsCard onReady={onReady} />
    </StripeFrame>
  );
}

function ElementsCard({ onReady }: { onReady: (api: StripeCardApi | null) => void }) {
  const card = useConfirmCard();
  const stripe = useStripe();
  // The latest confirm step (a new object each render); the form is told once, when Stripe is ready.
  const latest = useRef(card);
  latest.current = card;
  const ready = card.ready;
  useEffect(() => {
    if (!ready || !stripe) return;
    onReady({
      confirm: () => latest.current.confirm(),
      async authenticate(clientSecret) {
        const { error } = await stripe.handleNextAction({ clientSecret });
        return { error: error ? (error.message ?? null) : null };
      },
    });
    return () => onReady(null);
  }, [ready, stripe, onReady]);
  // Stripe's frame sizes itself; the minimum height keeps the page from jumping while it loads.
  return (
    <div className="min-h-56">
      <PaymentElement options={{ layout: "tabs" }} />
    </div>
  );
}
