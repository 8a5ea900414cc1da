import { PaymentElement } from "@stripe/react-stripe-js";
import { type FormEvent, useRef, useState } from "react";
import { TextField } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { CheckoutData } from "../membership-data";
import { StripeFrame, StripeSetupStatus, useConfirmCard, useSetupIntent } from "../stripe-setup";
import { normalizeCoupon, useCheckout } from "../use-checkout";
import { CheckoutError, ConsentAndSubmit } from "./checkout-parts";

/**
 * The Stripe provider's card form (this module is loaded lazily, only then): a setup intent gives the
 * client secret, Stripe Elements collects and confirms the card (3-D Secure included) in Stripe's own
 * frame, and the confirmed payment method is saved and subscribed with like the sandbox's.
 */
export default function StripeCardForm({ data }: { data: CheckoutData }) {
  const checkout = useCheckout(data);
  const email = data.email ?? "";
  const setup = useSetupIntent(email, (address) => checkout.api.createSetupIntent(address));

  if (!setup || "failed" in setup) return <StripeSetupStatus failed={setup !== null} />;
  return (
    <StripeFrame setup={setup} language={data.language}>
      <ElementsForm data={data} checkout={checkout} />
    </StripeFrame>
  );
}

function ElementsForm({ data, checkout }: { data: CheckoutData; checkout: ReturnType<typeof useCheckout> }) {
  const { t } = useTranslation();
  const card = useConfirmCard();
  const [coupon, setCoupon] = useState("");
  const [couponError, setCouponError] = useState(false);
  const couponRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!card.ready || checkout.pending) return;
    const normalized = normalizeCoupon(coupon);
    setCouponError(!normalized.valid);
    if (!normalized.valid) {
      couponRef.current?.focus();
      return;
    }
    if (!checkout.begin()) return;
    try {
      const confirmed = await card.confirm();
      if ("error" in confirmed) throw new Error(confirmed.error ?? "");
      const { paymentMethodId } = confirmed;
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
      <ConsentAndSubmit data={data} pending={checkout.pending || !card.ready} />
    </form>
  );
}
