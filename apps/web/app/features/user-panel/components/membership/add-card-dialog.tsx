import { LoaderCircle, ShieldCheck, ShieldX } from "lucide-react";
import { type FormEvent, lazy, type ReactNode, type RefObject, Suspense, useRef, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { FormMessage, SubmitButton, TextField } from "#app/features/auth/index.ts";
import { cardBrand, digitsOf, formatCardNumber, formatExpiry, parseExpiry } from "#app/features/membership/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { alerts } from "#app/lib/shell/index.ts";
import {
  checkPanelCard,
  type PanelCardErrors,
  type PanelCardField,
  SANDBOX_TEST_CARDS,
} from "../../membership/card-checks";
import { brandName } from "../../membership/membership-format";
import { membershipErrorMessage, membershipsApi } from "../../membership/memberships-api";
import { PanelDialog } from "./panel-dialog";

// Stripe.js is only needed by a Stripe-configured server, and only once the form opens.
const StripeCardForm = lazy(() => import("./stripe-card-form"));

export interface CardProvider {
  name: "sandbox" | "stripe";
  publishableKey: string | null;
}

/**
 * Add a card. With the sandbox provider: our test-card form, checked before sending, and the bank's
 * authentication step a test card can ask for (Approve / Reject). With Stripe: Stripe's own secure
 * form. The new card becomes the default unless the member unticks it (always, when it is the
 * first card or a failed payment is being fixed).
 */
export function AddCardDialog({
  email,
  provider,
  forceDefault,
  onClose,
  onSaved,
}: {
  email: string;
  provider: CardProvider;
  /** The card is added to fix a payment, or there is no other: it must be the one charged. */
  forceDefault: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [makeDefault, setMakeDefault] = useState(true);
  const [authentication, setAuthentication] = useState<{ setupIntentId: string; cardName: string | null } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const approveRef = useRef<HTMLButtonElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);

  const saved = () => {
    alerts.toast(t("userPanel.membership.addCard.saved"), { language });
    onSaved();
  };

  const answerAuthentication = async (answer: "approved" | "rejected") => {
    if (!authentication || busy) return;
    setBusy(true);
    setFormError(null);
    try {
      const result = await membershipsApi(language).addPaymentMethod({
        email,
        setup_intent_id: authentication.setupIntentId,
        authentication: answer,
        make_default: forceDefault || makeDefault,
      });
      if (answer === "approved" && result.paymentMethod && !result.requires_action) {
        saved();
        return;
      }
      setAuthentication(null);
      setFormError(t("userPanel.membership.addCard.rejected"));
    } catch (error) {
      setAuthentication(null);
      setFormError(
        membershipErrorMessage(
          error,
          answer === "rejected" ? t("userPanel.membership.addCard.rejected") : t("userPanel.membership.genericError"),
        ),
      );
    } finally {
      setBusy(false);
    }
  };

  if (authentication) {
    return (
      <PanelDialog
        alert
        title={t("userPanel.membership.addCard.authTitle")}
        description={
          authentication.cardName
            ? t("userPanel.membership.addCard.authText", { card: authentication.cardName })
            : t("userPanel.membership.addCard.authTextNoCard")
        }
        onClose={() => void answerAuthentication("rejected")}
        busy={busy}
        initialFocus={approveRef}
        focusKey="authenticate"
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={() => void answerAuthentication("rejected")}>
            <ShieldX aria-hidden="true" className="size-4" />
            {t("userPanel.membership.addCard.reject")}
          </Button>
          <button
            ref={approveRef}
            type="button"
            disabled={busy}
            className={buttonClasses("primary")}
            onClick={() => void answerAuthentication("approved")}
          >
            {busy ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-4" />
            )}
            {t("userPanel.membership.addCard.approve")}
          </button>
        </div>
      </PanelDialog>
    );
  }

  return (
    <PanelDialog
      title={t("userPanel.membership.addCard.title")}
      description={t("userPanel.membership.addCard.text")}
      onClose={onClose}
      busy={busy}
      initialFocus={provider.name === "sandbox" ? numberRef : undefined}
      focusKey="form"
    >
      {provider.name === "stripe" ? (
        <Suspense
          fallback={
            <p role="status" className="flex items-center gap-2 py-6 text-neutral-700">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
              {t("userPanel.membership.addCard.secureLoading")}
            </p>
          }
        >
          <StripeCardForm
            email={email}
            makeDefault={forceDefault || makeDefault}
            onBusy={setBusy}
            onSaved={saved}
            defaultChoice={
              forceDefault ? null : <DefaultChoice checked={makeDefault} onChange={setMakeDefault} disabled={busy} />
            }
          />
        </Suspense>
      ) : (
        <SandboxCardForm
          email={email}
          busy={busy}
          setBusy={setBusy}
          numberRef={numberRef}
          makeDefault={forceDefault || makeDefault}
          formError={formError}
          setFormError={setFormError}
          onSaved={saved}
          onAuthenticate={(setupIntentId, cardName) => setAuthentication({ setupIntentId, cardName })}
          defaultChoice={
            forceDefault ? null : <DefaultChoice checked={makeDefault} onChange={setMakeDefault} disabled={busy} />
          }
        />
      )}
    </PanelDialog>
  );
}

function DefaultChoice({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-neutral-800">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-5 shrink-0 accent-brand-500"
      />
      {t("userPanel.membership.addCard.makeDefault")}
    </label>
  );
}

function SandboxCardForm({
  email,
  busy,
  setBusy,
  numberRef,
  makeDefault,
  formError,
  setFormError,
  onSaved,
  onAuthenticate,
  defaultChoice,
}: {
  email: string;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  numberRef: RefObject<HTMLInputElement | null>;
  makeDefault: boolean;
  formError: string | null;
  setFormError: (error: string | null) => void;
  onSaved: () => void;
  onAuthenticate: (setupIntentId: string, cardName: string | null) => void;
  defaultChoice: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [problems, setProblems] = useState<PanelCardErrors>({});
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const refs: Record<PanelCardField, RefObject<HTMLInputElement | null>> = {
    number: numberRef,
    expiry: expiryRef,
    cvc: cvcRef,
  };
  // The checkout's wording for the same mistakes.
  const problem = (field: PanelCardField) => {
    const found = problems[field];
    return found ? t(`membership.checkout.card.errors.${found}`) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkPanelCard({ number, expiry, cvc }, new Date());
    setProblems(found);
    const first = (["number", "expiry", "cvc"] as const).find((field) => found[field]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    const parsed = parseExpiry(expiry)!;
    const digits = digitsOf(number);
    setBusy(true);
    setFormError(null);
    try {
      const result = await membershipsApi(language).addPaymentMethod({
        email,
        card: { number: digits, exp_month: parsed.month, exp_year: parsed.year, cvc: cvc.trim() },
        make_default: makeDefault,
      });
      if (result.requires_action && result.setup_intent_id) {
        const brand = cardBrand(digits);
        onAuthenticate(
          result.setup_intent_id,
          t("userPanel.membership.cards.name", {
            brand: brand === "unknown" ? "" : brandName(brand),
            last4: digits.slice(-4),
          }).trim(),
        );
        return;
      }
      onSaved();
    } catch (error) {
      setFormError(membershipErrorMessage(error, t("userPanel.membership.genericError")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormMessage error={formError} />
      <TextField
        label={t("userPanel.membership.addCard.number")}
        inputRef={numberRef}
        value={number}
        onValue={(value) => setNumber(formatCardNumber(value))}
        error={problem("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        disabled={busy}
      />
      <div className="grid grid-cols-2 items-start gap-4">
        <TextField
          label={t("userPanel.membership.addCard.expiry")}
          inputRef={expiryRef}
          value={expiry}
          onValue={(value) => setExpiry((previous) => formatExpiry(value, previous))}
          error={problem("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("userPanel.membership.addCard.expiryPlaceholder")}
          maxLength={7}
          disabled={busy}
        />
        <TextField
          label={t("userPanel.membership.addCard.cvc")}
          inputRef={cvcRef}
          value={cvc}
          onValue={(value) => setCvc(value.replace(/\D/g, "").slice(0, 4))}
          error={problem("cvc")}
          hint={t("userPanel.membership.addCard.cvcHint")}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          disabled={busy}
        />
      </div>
      {defaultChoice}
      <div className="rounded-sm border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <p className="font-semibold">{t("userPanel.membership.addCard.testTitle")}</p>
        <p className="mt-1">{t("userPanel.membership.addCard.testText")}</p>
        <ul className="mt-2 space-y-1">
          {SANDBOX_TEST_CARDS.map((card) => (
            <li key={card.number}>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setNumber(card.number);
                  setProblems((current) => ({ ...current, number: undefined }));
                  expiryRef.current?.focus();
                }}
                className="inline-flex min-h-11 flex-wrap items-center gap-x-2 rounded-sm text-left hover:underline"
              >
                <span className="font-mono font-semibold whitespace-nowrap tabular-nums">{card.number}</span>
                <span>· {t(`userPanel.membership.addCard.testOutcomes.${card.outcome}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <SubmitButton busy={busy}>{t("userPanel.membership.addCard.submit")}</SubmitButton>
    </form>
  );
}
