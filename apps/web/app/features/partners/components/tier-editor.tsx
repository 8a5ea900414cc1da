import type { TicketTier, TicketTierChangeBody } from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

const PRICE = /^\s*\d{1,7}(?:[.,]\d{1,2})?\s*$/;

/**
 * Renames or reprices one ticket type in place. A new price is for the sales that follow: orders
 * already paid keep what they paid, which the form says beside the price.
 */
export function TierEditor({
  tier,
  name,
  currency,
  onSave,
}: {
  tier: TicketTier;
  /** The type's name in the page's language. */
  name: string;
  currency: string;
  onSave: (change: TicketTierChangeBody) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const initial = { nameEs: tier.nameEs, nameEn: tier.nameEn, price: (tier.priceMinor / 100).toFixed(2) };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ nameEs?: string; nameEn?: string; price?: string }>({});

  if (!open)
    return (
      <Button
        variant="ghost"
        aria-label={t("partners.tiers.editOf", { name })}
        onClick={() => {
          setValues(initial);
          setErrors({});
          setOpen(true);
        }}
      >
        {t("partners.tiers.edit")}
      </Button>
    );

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...(values.nameEs.trim().length < 2 ? { nameEs: t("partners.tiers.nameInvalid") } : {}),
      ...(values.nameEn.trim().length < 2 ? { nameEn: t("partners.tiers.nameInvalid") } : {}),
      ...(PRICE.test(values.price) ? {} : { price: t("partners.tiers.priceInvalid") }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const saved = await onSave({
      nameEs: values.nameEs.trim(),
      nameEn: values.nameEn.trim(),
      priceMinor: Math.round(Number(values.price.trim().replace(",", ".")) * 100),
    });
    setBusy(false);
    if (saved) setOpen(false);
  };

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby={`${id}-title`}
      className="grid w-full gap-3 border-t border-neutral-200 pt-3 sm:grid-cols-3"
      data-testid="tier-editor"
    >
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-3">
        {t("partners.tiers.editOf", { name })}
      </h3>
      <Field label={t("partners.tiers.nameEs")} error={errors.nameEs} required>
        <Input
          name="nameEs"
          value={values.nameEs}
          maxLength={60}
          onValue={(nameEs) => setValues({ ...values, nameEs })}
        />
      </Field>
      <Field label={t("partners.tiers.nameEn")} error={errors.nameEn} required>
        <Input
          name="nameEn"
          value={values.nameEn}
          maxLength={60}
          onValue={(nameEn) => setValues({ ...values, nameEn })}
        />
      </Field>
      <Field
        label={t("partners.tiers.priceLabel", { currency })}
        hint={tier.sold > 0 ? t("partners.tiers.priceSoldHint") : undefined}
        error={errors.price}
        required
      >
        <Input
          name="price"
          inputMode="decimal"
          value={values.price}
          onValue={(price) => setValues({ ...values, price })}
        />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {t("partners.tiers.save")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t("partners.tiers.cancel")}
        </Button>
      </div>
    </form>
  );
}
