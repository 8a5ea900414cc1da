import { formatMoney, type PaymentPolicy } from "@sobremesa/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import type { FloorApi } from "../floor-api";
import { minorUnitsOf, typedAmountOf } from "../setup-format";
import { useChange } from "../use-change";

/**
 * The payment and cancellation policy diners read before booking: a deposit per guest (none when
 * left empty), free cancellation until some hours before, and the largest party booked online.
 */
export function PolicyForm({
  policy,
  api,
  onSaved,
  failure,
}: {
  policy: PaymentPolicy;
  api: FloorApi;
  onSaved: (text: string) => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [deposit, setDeposit] = useState(policy.depositPerGuest === null ? "" : typedAmountOf(policy.depositPerGuest));
  const [cancelUntilHours, setCancelUntilHours] = useState(String(policy.cancelUntilHours));
  const [maxPartySize, setMaxPartySize] = useState(String(policy.maxPartySize));
  const change = useChange({ failure });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    void change.run(
      () =>
        api.updatePolicy({
          depositPerGuest: deposit.trim() === "" ? null : minorUnitsOf(deposit),
          cancelUntilHours: number(cancelUntilHours),
          maxPartySize: number(maxPartySize),
          version: policy.version,
        }),
      () => onSaved(t("partners.policy.saved")),
    );
  };
  const current =
    policy.depositPerGuest === null
      ? t("partners.policy.noDeposit")
      : t("partners.policy.depositNow", { amount: formatMoney(policy.depositPerGuest, policy.currency, language) });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.policy.title")}
      </h2>
      <p className="mt-1 text-sm text-neutral-700" data-testid="policy-deposit">
        {current}
      </p>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-3 grid gap-4 sm:grid-cols-3">
        <Field
          label={t("partners.policy.deposit", { currency: policy.currency })}
          hint={t("partners.policy.depositHint")}
          error={change.errors.depositPerGuest}
        >
          <Input inputMode="decimal" name="depositPerGuest" value={deposit} onValue={setDeposit} />
        </Field>
        <Field label={t("partners.policy.cancelUntilHours")} error={change.errors.cancelUntilHours} required>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={720}
            name="cancelUntilHours"
            value={cancelUntilHours}
            onValue={setCancelUntilHours}
          />
        </Field>
        <Field label={t("partners.policy.maxPartySize")} error={change.errors.maxPartySize} required>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            name="maxPartySize"
            value={maxPartySize}
            onValue={setMaxPartySize}
          />
        </Field>
        {change.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-3">
            {change.formError}
          </p>
        )}
        <div className="sm:col-span-3">
          <Button type="submit" disabled={change.pending}>
            {t("partners.policy.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
