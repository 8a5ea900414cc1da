import { LoaderCircle, Lock } from "lucide-react";
import type { ReactNode } from "react";
import { BankConfirmationDialog } from "#app/features/membership/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { Purchase } from "../use-purchase";
import { ContactSection } from "./contact-section";
import { PaymentSection } from "./payment-section";
import { PurchaseAlert } from "./purchase-alert";

// Stripe.js and its React bindings load only in Stripe mode, never with the sandbox (PaymentSection).

/**
 * The form of a one-off purchase (tickets, store orders), around what each view shows of its own:
 * the contact, the card, the summary with the pay button and its total, the problem beside it, the
 * "we're checking your payment" state (the form locked, "Check my payment" sends the same request
 * again under its key) and the bank's step. The state is usePurchase's.
 */
export function PurchaseShell({
  purchase,
  copy,
  beforeContact,
  afterContact,
  summary,
  summaryFooter,
}: {
  purchase: Purchase;
  /** Words of the view (already translated); the contact's default to the ticket purchase's. */
  copy: {
    contactTitle?: string;
    contactHint?: string;
    paymentTitle: string;
    summaryTitle: string;
    /** The pay button's words, with the total to pay in them. */
    submit: string;
    pending: string;
    bankText: string;
    /** The title of the problem beside the pay button; the purchase's default one otherwise. */
    errorTitle?: string;
  };
  /** The view's sections before the contact (what is being bought) and after it (delivery). */
  beforeContact: ReactNode;
  afterContact?: ReactNode;
  /** The summary's lines under its heading. */
  summary: ReactNode;
  /** Below the "secure payment" note (a cancellation policy). */
  summaryFooter?: ReactNode;
}) {
  const { t } = useTranslation();
  const { id, payment } = purchase;
  const problem = purchase.problemAt("payment");
  return (
    <form
      noValidate
      onSubmit={purchase.submit}
      className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
    >
      <div className="space-y-6">
        {beforeContact}
        <ContactSection
          id={id}
          values={purchase.contact}
          errors={purchase.contactErrors}
          set={purchase.setContactField}
          refs={purchase.contactRefs}
          disabled={purchase.locked}
          title={copy.contactTitle}
          hint={copy.contactHint}
          onEmailDone={purchase.emailDone}
        />
        {afterContact}
        <PaymentSection
          id={id}
          title={copy.paymentTitle}
          savedCards={[...purchase.savedCards]}
          method={payment.method}
          onMethod={payment.chooseMethod}
          provider={purchase.provider}
          card={payment.card}
          onCard={payment.setCardField}
          cardErrors={payment.cardErrors}
          cardRefs={payment.cardRefs}
          stripeEmail={payment.stripeEmail}
          onStripeReady={payment.onStripeReady}
          pending={payment.busy}
          locked={payment.doubt !== null}
          language={purchase.language}
        />
      </div>

      <aside className="mt-6 lg:sticky lg:top-6 lg:mt-0">
        <section aria-labelledby={`${id}-summary`} className="rounded-md bg-white p-5 shadow-card">
          <h2 id={`${id}-summary`} className="text-lg font-bold text-neutral-900">
            {copy.summaryTitle}
          </h2>
          {summary}
          <div ref={purchase.paymentRef} tabIndex={-1} className="focus:outline-none">
            {payment.doubt ? (
              <PurchaseAlert className="mt-4" title={t("payment.doubt.title")}>
                {payment.doubt.message}
              </PurchaseAlert>
            ) : (
              problem !== null && (
                <PurchaseAlert className="mt-4" title={copy.errorTitle}>
                  {problem}
                </PurchaseAlert>
              )
            )}
          </div>
          <button
            type="submit"
            aria-disabled={payment.busy || undefined}
            className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-600 active:bg-brand-700 aria-disabled:cursor-progress aria-disabled:bg-brand-600"
          >
            {payment.busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {payment.doubt ? t("payment.doubt.checking") : copy.pending}
              </>
            ) : payment.doubt ? (
              t("payment.doubt.retry")
            ) : (
              copy.submit
            )}
          </button>
          <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-neutral-600">
            <Lock aria-hidden="true" className="size-3.5" />
            {t("membership.checkout.secure")}
          </p>
          {summaryFooter}
        </section>
      </aside>
      <BankConfirmationDialog open={payment.bankOpen} onAnswer={payment.answerBank} text={copy.bankText} />
    </form>
  );
}
