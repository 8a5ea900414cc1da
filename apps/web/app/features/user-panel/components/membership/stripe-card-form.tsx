import { PaymentElement } from "@stripe/react-stripe-js";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { FormMessage, SubmitButton } from "#app/features/auth/index.ts";
import { StripeFrame, useConfirmCard, useSetupIntent } from "#app/features/membership/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { membershipErrorMessage, membershipsApi } from "../../membership/memberships-api";

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
  const setup = useSetupIntent(email, (address) => membershipsApi(language).createSetupIntent(address));

  if (setup && "failed" in setup) {
    return <FormMessage error={membershipErrorMessage(setup.failed, t("userPanel.membership.addCard.secureFailed"))} />;
  }
  if (!setup) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-neutral-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
        {t("userPanel.membership.addCard.secureLoading")}
      </p>
    );
  }
  return (
    <StripeFrame setup={setup} language={language}>
      <ConfirmForm
        email={email}
        makeDefault={makeDefault}
        onBusy={onBusy}
        onSaved={onSaved}
        defaultChoice={defaultChoice}
      />
    </StripeFrame>
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
  const card = useConfirmCard();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const working = (value: boolean) => {
    setBusy(value);
    onBusy(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.ready || busy) return;
    working(true);
    setError(null);
    try {
      const confirmed = await card.confirm();
      if ("error" in confirmed) {
        setError(confirmed.error ?? t("userPanel.membership.genericError"));
        return;
      }
      const { paymentMethodId } = confirmed;
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
      <SubmitButton busy={busy || !card.ready}>{t("userPanel.membership.addCard.submit")}</SubmitButton>
    </form>
  );
}
