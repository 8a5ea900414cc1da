import { Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * What the checkout and the user panel share when cards go through Stripe (this module is only
 * loaded with the lazy Stripe forms): Stripe.js once per key, the setup intent our API opens, the
 * Elements frame around a form, and the confirmation that turns Stripe's answer into a card id.
 */

// Loading Stripe.js again would add a second script: one per key for the page's life.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = stripes.get(key);
  if (!found) {
    found = loadStripe(key);
    stripes.set(key, found);
  }
  return found;
}

export type SetupState = { clientSecret: string; stripe: Promise<Stripe | null> } | { failed: unknown } | null;

/** Opens a setup intent for the e-mail's customer (once per e-mail); null while it loads. */
export function useSetupIntent(
  email: string,
  open: (email: string) => Promise<{ setupIntent: { client_secret: string }; publishableKey: string | null }>,
): SetupState {
  const [state, setState] = useState<SetupState>(null);
  // The latest opener (its API client may be rebuilt on each render); a new intent only for a new e-mail.
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    let live = true;
    opener
      .current(email)
      .then((answer) => {
        if (!live) return;
        setState(
          answer.publishableKey
            ? { clientSecret: answer.setupIntent.client_secret, stripe: stripeFor(answer.publishableKey) }
            : { failed: new Error("no publishable key") },
        );
      })
      .catch((failed: unknown) => live && setState({ failed }));
    return () => {
      live = false;
    };
  }, [email]);
  return state;
}

/** Stripe Elements around a form, in the page's language and the brand's colour. */
export function StripeFrame({
  setup,
  language,
  children,
}: {
  setup: { clientSecret: string; stripe: Promise<Stripe | null> };
  language: string;
  children: ReactNode;
}) {
  return (
    <Elements
      stripe={setup.stripe}
      options={{
        clientSecret: setup.clientSecret,
        locale: language === "en" ? "en" : "es",
        appearance: { theme: "stripe", variables: { colorPrimary: "#0071f2", borderRadius: "8px" } },
      }}
    >
      {children}
    </Elements>
  );
}

/**
 * Inside a StripeFrame: confirms the card with Stripe (3-D Secure shown by Stripe when the bank asks)
 * and answers the confirmed card's id, or Stripe's message (null when it gave none).
 */
export function useConfirmCard() {
  const stripe = useStripe();
  const elements = useElements();
  return {
    ready: Boolean(stripe && elements),
    async confirm(): Promise<{ paymentMethodId: string } | { error: string | null }> {
      if (!stripe || !elements) return { error: null };
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (error) return { error: error.message ?? null };
      const method = setupIntent?.payment_method;
      const paymentMethodId = typeof method === "string" ? method : method?.id;
      return paymentMethodId ? { paymentMethodId } : { error: null };
    },
  };
}

/** While the setup intent opens, or when it could not: the checkout's words, one place. */
export function StripeSetupStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p role="alert" className="flex gap-2 rounded-sm border border-accent-300 bg-accent-50 p-4 text-accent-800">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t("membership.checkout.stripe.failed")}
    </p>
  ) : (
    <p role="status" className="flex min-h-56 items-center justify-center gap-2 text-neutral-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
      {t("membership.checkout.stripe.loading")}
    </p>
  );
}
