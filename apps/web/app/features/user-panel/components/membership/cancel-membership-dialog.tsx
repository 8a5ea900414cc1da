import { type CancelReason, cancelReasons, type SubscriptionDto } from "@sobremesa/contracts";
import { CircleAlert, Gift, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { FormMessage } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { formatBillingDate } from "../../membership/membership-format";
import { summarizeMembership } from "../../membership/membership-status";
import { membershipErrorMessage, membershipsApi } from "../../membership/memberships-api";
import { PanelDialog } from "./panel-dialog";

type Step =
  | { name: "reason" }
  | { name: "offer" }
  | { name: "confirm" }
  | { name: "cancelled"; until: string | null }
  | { name: "kept"; message: string };

/**
 * Whether cancelling ends the benefits at once: an unrecognised charge, or a membership whose
 * payment is failing (there is no paid period left to keep); otherwise at the period's end.
 */
export function endsNow(reason: CancelReason, status: SubscriptionDto["status"]): boolean {
  return reason === "unrecognized_charge" || status === "past_due" || status === "incomplete";
}

/**
 * Cancelling: the reason first (one of the contract's reasons, plus optional words); then, when the
 * server still has a retention offer for this membership, that offer once, with accepting and
 * declining equally easy; without one, a plain confirmation. The outcome is said in the dialog and
 * `onChanged` re-reads the panel. The WhatsApp goodbye is sent without waiting for it.
 */
export function CancelMembershipDialog({
  email,
  subscription,
  now,
  offerSeen,
  onOfferSeen,
  onClose,
  onChanged,
}: {
  email: string;
  subscription: SubscriptionDto;
  now: Date;
  /** The offer was already put to the member on this visit: leaving twice must not mean asking twice. */
  offerSeen: boolean;
  onOfferSeen: () => void;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [step, setStep] = useState<Step>({ name: "reason" });
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [details, setDetails] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"cancel" | "offer" | null>(null);
  const firstReasonRef = useRef<HTMLInputElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const reasonErrorId = useId();
  const detailsId = useId();
  const noteId = useId();
  // Fixed when the dialog opens: marking it seen must not take it away from the step showing it.
  const [offer] = useState(() => (offerSeen ? null : subscription.cancel_offer));
  const date = (iso: string) => formatBillingDate(iso, language, subscription.price.currency);
  // What the member keeps if they leave now: the benefits until the current period's end.
  const periodEnd = summarizeMembership({ ...subscription, cancel_at_period_end: true }, now).benefitsUntil;

  // Once the outcome is known the panel must show the server's truth, whichever way the dialog closes.
  const done = step.name === "cancelled" || step.name === "kept";
  const close = () => {
    if (done) onChanged();
    onClose();
  };

  const chooseReason = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t("userPanel.membership.cancelFlow.reasonRequired"));
      firstReasonRef.current?.focus();
      return;
    }
    setReasonError(null);
    setError(null);
    // The offer has nothing to do with a charge the member does not recognise: never bargain over it.
    if (offer && reason !== "unrecognized_charge") {
      onOfferSeen();
      setStep({ name: "offer" });
    } else setStep({ name: "confirm" });
  };

  const cancel = async () => {
    if (!reason || busy) return;
    setBusy("cancel");
    setError(null);
    try {
      const api = membershipsApi(language);
      const { subscription: updated } = await api.cancelSubscriptionWithEmail({
        email,
        subscription_id: subscription.id,
        reason: details.trim(),
        reason_enum: reason,
      });
      api.whatsappUnsubscribe(subscription.id).catch(() => undefined);
      const after = summarizeMembership(updated, new Date());
      setStep({ name: "cancelled", until: after.phase === "cancelled" ? after.benefitsUntil : null });
    } catch (failure) {
      setError(membershipErrorMessage(failure, t("userPanel.membership.genericError")));
    } finally {
      setBusy(null);
    }
  };

  const acceptOffer = async () => {
    if (busy) return;
    setBusy("offer");
    setError(null);
    const result = await membershipsApi(language).applyCancelOffer(email, subscription.id);
    setBusy(null);
    if (result.error !== undefined) {
      setError(membershipErrorMessage(result.error, t("userPanel.membership.genericError")));
      return;
    }
    setStep({ name: "kept", message: result.message || t("userPanel.membership.cancelFlow.offerAccepted") });
  };

  if (step.name === "cancelled" || step.name === "kept") {
    const title =
      step.name === "kept"
        ? t("userPanel.membership.cancelFlow.offerAcceptedTitle")
        : t("userPanel.membership.cancelFlow.doneTitle");
    const text =
      step.name === "kept"
        ? step.message
        : step.until
          ? t("userPanel.membership.cancelFlow.doneUntil", { date: date(step.until) })
          : t("userPanel.membership.cancelFlow.doneNow");
    return (
      <PanelDialog title={title} description={text} onClose={close} initialFocus={primaryRef} focusKey={step.name}>
        <div className="flex justify-end">
          <button ref={primaryRef} type="button" className={buttonClasses("primary")} onClick={close}>
            {t("userPanel.membership.cancelFlow.gotIt")}
          </button>
        </div>
      </PanelDialog>
    );
  }

  if (step.name === "offer" && offer) {
    return (
      <PanelDialog
        alert
        title={t("userPanel.membership.cancelFlow.offerTitle")}
        onClose={close}
        busy={busy !== null}
        focusKey="offer"
      >
        <div className="space-y-5">
          <FormMessage error={error} />
          <div className="flex items-start gap-4 rounded-md bg-brand-50 p-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-600"
            >
              <Gift className="size-5" />
            </span>
            <div>
              <p className="text-lg font-bold text-neutral-900">
                {t("userPanel.membership.cancelFlow.offer", { percent: offer.percent_off, count: offer.months })}
              </p>
              <p className="mt-1 text-sm text-neutral-700">{t("userPanel.membership.cancelFlow.offerText")}</p>
            </div>
          </div>
          {/* Both answers the same size and weight: leaving must be as easy as staying. */}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button size="lg" disabled={busy !== null} onClick={() => void acceptOffer()}>
              {busy === "offer" && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {t("userPanel.membership.cancelFlow.acceptOffer")}
            </Button>
            <Button size="lg" variant="secondary" disabled={busy !== null} onClick={() => void cancel()}>
              {busy === "cancel" && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {t("userPanel.membership.cancelFlow.declineOffer")}
            </Button>
          </div>
        </div>
      </PanelDialog>
    );
  }

  if (step.name === "confirm" && reason) {
    const immediate = endsNow(reason, subscription.status);
    return (
      <PanelDialog
        alert
        title={t("userPanel.membership.cancelFlow.confirmTitle")}
        description={
          immediate || !periodEnd
            ? t("userPanel.membership.cancelFlow.confirmNow")
            : t("userPanel.membership.cancelFlow.confirmText", { date: date(periodEnd) })
        }
        onClose={close}
        busy={busy !== null}
        focusKey="confirm"
      >
        <div className="space-y-4">
          <FormMessage error={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={busy !== null} onClick={close}>
              {t("userPanel.membership.cancelFlow.keep")}
            </Button>
            <Button variant="accent" disabled={busy !== null} onClick={() => void cancel()}>
              {busy === "cancel" && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {t("userPanel.membership.cancelFlow.confirm")}
            </Button>
          </div>
        </div>
      </PanelDialog>
    );
  }

  return (
    <PanelDialog title={t("userPanel.membership.cancelFlow.title")} onClose={close} focusKey="reason">
      <form noValidate onSubmit={chooseReason} className="space-y-5">
        <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className="font-semibold text-neutral-900">{t("userPanel.membership.cancelFlow.question")}</legend>
          <div className="mt-3 space-y-1">
            {cancelReasons.map((value, index) => (
              <label
                key={value}
                className={cx(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-sm px-3 py-2 text-neutral-800 hover:bg-neutral-50",
                  reason === value && "bg-brand-50 hover:bg-brand-50",
                )}
              >
                <input
                  ref={index === 0 ? firstReasonRef : undefined}
                  type="radio"
                  name="cancel-reason"
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setReasonError(null);
                  }}
                  aria-describedby={value === "unrecognized_charge" && reason === value ? noteId : undefined}
                  className="size-5 shrink-0 accent-brand-500"
                />
                {t(`userPanel.membership.cancelFlow.reasons.${value}`)}
              </label>
            ))}
          </div>
          {reason === "unrecognized_charge" && (
            <p id={noteId} className="mt-2 flex items-start gap-2 text-sm text-accent-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("userPanel.membership.cancelFlow.unrecognizedNote")}
            </p>
          )}
          {reasonError && (
            <p id={reasonErrorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-accent-700">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {reasonError}
            </p>
          )}
        </fieldset>
        <div>
          <label htmlFor={detailsId} className="block text-sm font-semibold text-neutral-900">
            {t("userPanel.membership.cancelFlow.details")}
          </label>
          <textarea
            id={detailsId}
            value={details}
            maxLength={1000}
            rows={3}
            onChange={(event) => setDetails(event.currentTarget.value)}
            className="mt-1.5 block w-full rounded-sm border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t("userPanel.membership.cancelFlow.keep")}
          </Button>
          <Button type="submit">{t("userPanel.membership.cancelFlow.continue")}</Button>
        </div>
      </form>
    </PanelDialog>
  );
}
