import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../auth/components/form-fields";
import type { CheckoutData } from "../membership-data";
import { normalizeCoupon, useCheckout } from "../use-checkout";
import { CheckoutError, ConsentAndSubmit } from "./checkout-parts";

// Stripe.js is fetched once per key and page, and only by visitors who reach a Stripe checkout.
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
 * The Stripe provider's card form (this module is loaded lazily, only then): a setup intent gives the
 * client secret, Stripe Elements collects and confirms the card (3-D Secure included) in Stripe's own
 * frame, and the confirmed payment method is saved and subscribed with like the sandbox's.
 */
export default function StripeCardForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const checkout = useCheckout(data);
  const [setup, setSetup] = useState<{ clientSecret: string; key: string } | "failed" | null>(null);
  const email = data.email ?? "";
  const api = checkout.api;

  useEffect(() => {
    let live = true;
    api
      .createSetupIntent(email)
      .then((answer) => {
        const key = answer.publishableKey ?? data.provider.publishableKey;
        if (!live) return;
        setSetup(key ? { clientSecret: answer.setupIntent.client_secret, key } : "failed");
      })
      .catch(() => live && setSetup("failed"));
    return () => {
      live = false;
    };
  }, [api, email, data.provider.publishableKey]);

  if (setup === "failed")
    return (
      <p role="alert" className="flex gap-2 rounded-sm border border-accent-300 bg-accent-50 p-4 text-accent-800">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t("membership.checkout.stripe.failed")}
      </p>
    );
  if (!setup)
    return (
      <p role="status" className="flex min-h-64 items-center justify-center gap-2 text-neutral-600">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
        {t("membership.checkout.stripe.loading")}
      </p>
    );
  return (
    <Elements
      stripe={stripeFor(setup.key)}
      options={{
        clientSecret: setup.clientSecret,
        locale: data.language,
        appearance: { theme: "stripe", variables: { colorPrimary: "#0071f2", borderRadius: "8px" } },
      }}
    >
      <ElementsForm data={data} checkout={checkout} />
    </Elements>
  );
}

function ElementsForm({ data, checkout }: { data: CheckoutData; checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [coupon, setCoupon] = useState("");
  const [couponError, setCouponError] = useState(false);
  const couponRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || checkout.pending) return;
    const normalized = normalizeCoupon(coupon);
    setCouponError(!normalized.valid);
    if (!normalized.valid) {
      couponRef.current?.focus();
      return;
    }
    if (!checkout.begin()) return;
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: window.location.href },
      });
      if (error) throw new Error(error.message ?? "");
      const method = setupIntent?.payment_method;
      const paymentMethodId = typeof method === "string" ? method : method?.id;
      if (!paymentMethodId) throw new Error("");
      await checkout.api.addPaymentMethod({ email: data.email ?? "", paymentMethodId });
      await checkout.subscribe(paymentMethodId, normalized.coupon);
    } catch (error) {
      checkout.fail(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="card-title" className="space-y-5">
      <h2 id="card-title" className="text-lg font-bold text-neutral-900">
        {t("membership.checkout.cardTitle")}
      </h2>
      {/* Stripe's frame sizes itself; the minimum height keeps the page from jumping while it loads. */}
      <div className="min-h-56">
        <PaymentElement options={{ layout: "tabs" }} />
      </div>
      <TextField
        label={t("membership.checkout.card.coupon")}
        value={coupon}
        onValue={(value) => {
          setCoupon(value.toUpperCase());
          setCouponError(false);
        }}
        error={couponError ? t("membership.checkout.card.couponInvalid") : undefined}
        inputRef={couponRef}
        name="coupon"
        autoComplete="off"
        maxLength={40}
        disabled={checkout.pending}
      />
      <CheckoutError message={checkout.error} />
      <ConsentAndSubmit data={data} pending={checkout.pending || !stripe} />
    </form>
  );
}
