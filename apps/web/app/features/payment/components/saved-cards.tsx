import type { PaymentMethodDto } from "@sobremesa/contracts";
import { CreditCard } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** The radio value of "another card" beside the saved cards. */
export const NEW_CARD = "new";

/** The signed-in buyer's saved cards and "another card", as radios. */
export function SavedCards({
  cards,
  value,
  onChange,
  disabled,
  name,
}: {
  cards: PaymentMethodDto[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const option = (id: string, label: string) => (
    <label
      key={id}
      className={cx(
        "flex min-h-12 cursor-pointer items-center gap-3 rounded-sm border px-3 py-2",
        value === id ? "border-brand-500 bg-brand-50" : "border-neutral-300",
      )}
    >
      <input
        type="radio"
        name={name}
        value={id}
        checked={value === id}
        disabled={disabled}
        onChange={() => onChange(id)}
        className="size-5 accent-brand-500"
      />
      <CreditCard aria-hidden="true" className="size-5 text-neutral-600" />
      <span className="text-neutral-900">{label}</span>
    </label>
  );
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold text-neutral-900">{t("experiences.buy.savedCards")}</legend>
      {cards.map((saved) =>
        option(
          saved.id,
          t("experiences.buy.savedCard", {
            brand: saved.brand.charAt(0).toUpperCase() + saved.brand.slice(1),
            last4: saved.last4,
            month: String(saved.exp_month).padStart(2, "0"),
            year: String(saved.exp_year).slice(-2),
          }),
        ),
      )}
      {option(NEW_CARD, t("experiences.buy.newCard"))}
    </fieldset>
  );
}
