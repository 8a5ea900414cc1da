import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage, SubmitButton } from "../../../auth/components/form-fields";
import { useLanguage } from "../../../i18n/use-language";
import { membershipErrorMessage, membershipsApi } from "../../membership/memberships-api";

/** One Stripe.js per key for the page's life: loading it again would add a second script. */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string): Promise<Stripe | null> {
  let found = stripes.get(key);
  if (!found) {
    found = loadStripe(key);
    stripes.set(key, found);
  }
  return found;
}

/**
 * The card form of a Stripe-configured server: a SetupIntent from our API, Stripe's Payment Element
 * (the card number never touches our pages' code), confirmed in the browser with any 3-D Secure step
 * Stripe shows itself, then the confirmed card saved on the customer through add-payment-method.
 * This module is loaded only when that form opens.
 */
export default function StripeCardForm({
  email,
  makeDefault,
  onBusy,
  onSaved,
  defaultChoice,
}: {
  email: string;
  makeDefault: boolean;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
  defaultChoice: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [setup, setSetup] = useState<{ clientSecret: string; stripe: Promise<Stripe | null> } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    membershipsApi(language)
      .createSetupIntent(email)
      .then((answer) => {
        if (!live) return;
        if (!answer.publishableKey) throw new Error("no publishable key");
        setSetup({ clientSecret: answer.setupIntent.client_secret, stripe: stripeFor(answer.publishableKey) });
      })
      .catch((error: unknown) => {
        if (live) setFailed(membershipErrorMessage(error, t("userPanel.membership.addCard.secureFailed")));
      });
    return () => {
      live = false;
    };
  }, [email, language, t]);

  if (failed) return <FormMessage error={failed} />;
  if (!setup) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
        {t("userPanel.membership.addCard.secureLoading")}
      </p>
    );
  }
  return (
    <Elements
      stripe={setup.stripe}
      options={{ clientSecret: setup.clientSecret, locale: language, appearance: { theme: "stripe" } }}
    >
      <ConfirmForm
        email={email}
        makeDefault={makeDefault}
        onBusy={onBusy}
        onSaved={onSaved}
        defaultChoice={defaultChoice}
      />
    </Elements>
  );
}

function ConfirmForm({
  email,
  makeDefault,
  onBusy,
  onSaved,
  defaultChoice,
}: {
  email: string;
  makeDefault: boolean;
  onBusy: (busy: boolean) => void;
  onSaved: () => void;
  defaultChoice: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const working = (value: boolean) => {
    setBusy(value);
    onBusy(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    working(true);
    setError(null);
    try {
      const result = await stripe.confirmSetup({ elements, redirect: "if_required" });
      if (result.error) {
        setError(result.error.message ?? t("userPanel.membership.genericError"));
        return;
      }
      const method = result.setupIntent.payment_method;
      const paymentMethodId = typeof method === "string" ? method : method?.id;
      if (!paymentMethodId) {
        setError(t("userPanel.membership.genericError"));
        return;
      }
      await membershipsApi(language).addPaymentMethod({ email, paymentMethodId, make_default: makeDefault });
      onSaved();
    } catch (failure) {
      setError(membershipErrorMessage(failure, t("userPanel.membership.genericError")));
    } finally {
      working(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormMessage error={error} />
      <PaymentElement />
      {defaultChoice}
      <SubmitButton busy={busy || !stripe}>{t("userPanel.membership.addCard.submit")}</SubmitButton>
    </form>
  );
}
