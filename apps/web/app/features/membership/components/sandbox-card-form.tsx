import { type FormEvent, useRef, useState } from "react";
import { TextField } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type CardError, type CardField, checkCard, digitsOf, firstInvalid, parseExpiry } from "../card-checks";
import type { CheckoutData } from "../membership-data";
import { normalizeCoupon, useCheckout } from "../use-checkout";
import { BankConfirmationDialog } from "./bank-confirmation-dialog";
import { CheckoutError, ConsentAndSubmit } from "./checkout-parts";
import { SandboxCardFields, TestModeNote } from "./sandbox-card-fields";

/**
 * The sandbox provider's card form: the card is checked here (Luhn, expiry, CVC) and saved with
 * add-payment-method, which may ask for the bank's confirmation first; then the subscription.
 */
export function SandboxCardForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const checkout = useCheckout(data);
  const [values, setValues] = useState({ number: "", expiry: "", cvc: "", name: "", coupon: "" });
  const [errors, setErrors] = useState<Partial<Record<CardField, CardError>>>({});
  const [couponError, setCouponError] = useState(false);
  const [intent, setIntent] = useState<{ id: string; coupon: string | undefined } | null>(null);
  const refs = {
    number: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
    name: useRef<HTMLInputElement>(null),
  };
  const couponRef = useRef<HTMLInputElement>(null);
  const email = data.email ?? "";

  const set = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops saying it is wrong; the others keep their message until the next try.
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    if (field === "coupon") setCouponError(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (checkout.pending) return;
    const found = checkCard(values, new Date());
    const coupon = normalizeCoupon(values.coupon);
    setErrors(found);
    setCouponError(!coupon.valid);
    const first = firstInvalid(found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (!coupon.valid) {
      couponRef.current?.focus();
      return;
    }
    const expiry = parseExpiry(values.expiry);
    if (!expiry || !checkout.begin()) return;
    try {
      const answer = await checkout.api.addPaymentMethod({
        email,
        card: {
          number: digitsOf(values.number),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: values.cvc.trim(),
        },
      });
      if (answer.requires_action && answer.setup_intent_id) {
        setIntent({ id: answer.setup_intent_id, coupon: coupon.coupon });
        return;
      }
      if (!answer.paymentMethod) throw new Error("");
      await checkout.subscribe(answer.paymentMethod.id, coupon.coupon);
    } catch (error) {
      checkout.fail(error);
    }
  }

  async function onBankAnswer(authentication: "approved" | "rejected") {
    const current = intent;
    setIntent(null);
    if (!current) return;
    try {
      const answer = await checkout.api.addPaymentMethod({ email, setup_intent_id: current.id, authentication });
      if (!answer.paymentMethod) throw new Error(t("membership.checkout.authRejected"));
      await checkout.subscribe(answer.paymentMethod.id, current.coupon);
    } catch (error) {
      checkout.fail(error);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="card-title" className="space-y-5">
      <h2 id="card-title" className="text-lg font-bold text-neutral-900">
        {t("membership.checkout.cardTitle")}
      </h2>
      <SandboxCardFields
        values={values}
        onChange={(field, value) => set(field, value)}
        errors={errors}
        refs={refs}
        disabled={checkout.pending}
        language={data.language}
      />
      <TextField
        label={t("membership.checkout.card.coupon")}
        value={values.coupon}
        onValue={(value) => set("coupon", value.toUpperCase())}
        error={couponError ? t("membership.checkout.card.couponInvalid") : undefined}
        inputRef={couponRef}
        name="coupon"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        disabled={checkout.pending}
      />
      <TestModeNote />
      <CheckoutError message={checkout.error} />
      <ConsentAndSubmit data={data} pending={checkout.pending} />
      <BankConfirmationDialog open={intent !== null} onAnswer={onBankAnswer} />
    </form>
  );
}
