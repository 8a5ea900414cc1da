import { type CartDto, formatMoney, type Language, orderTotals } from "@sobremesa/contracts";
import type { RefObject } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { PurchaseAlert } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * The checkout's delivery options as radios, each with what it costs for this cart (free above its
 * threshold: orderTotals, the server's arithmetic), and the problem about them, if any.
 */
export function DeliveryOptions({
  id,
  cart,
  lines,
  country,
  language,
  money,
  value,
  onChange,
  disabled,
  problem,
  headingRef,
}: {
  id: string;
  cart: CartDto;
  lines: { unitPriceMinor: number; quantity: number }[];
  country: NonNullable<CartDto["store"]>["country_code"];
  language: Language;
  money: (amount: number) => string;
  value: string;
  onChange: (code: string) => void;
  disabled: boolean;
  problem: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-delivery`} className="rounded-md border border-neutral-200 p-5">
      <h2
        id={`${id}-delivery`}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-neutral-900 focus:outline-none"
      >
        {t("store.checkout.deliveryTitle")}
      </h2>
      {problem !== null && (
        <PurchaseAlert className="mt-3" title={t("store.checkout.errorTitle")}>
          {problem}
        </PurchaseAlert>
      )}
      <fieldset className="mt-3 space-y-2">
        <legend className="sr-only">{t("store.checkout.deliveryTitle")}</legend>
        {cart.shipping_options.map((option) => {
          const cost = orderTotals(
            lines,
            { priceMinor: option.price.amount, freeFromMinor: option.free_from?.amount ?? null },
            country,
          ).shippingMinor;
          return (
            <label
              key={option.code}
              className={cx(
                "flex min-h-12 cursor-pointer items-start gap-3 rounded-sm border px-3 py-3",
                value === option.code ? "border-brand-500 bg-brand-50" : "border-neutral-300",
              )}
            >
              <input
                type="radio"
                name={`${id}-shipping`}
                value={option.code}
                checked={value === option.code}
                disabled={disabled}
                onChange={() => onChange(option.code)}
                className="mt-0.5 size-5 accent-brand-500"
              />
              <span className="min-w-0 flex-1">
                <span className="flex justify-between gap-3 font-semibold text-neutral-900">
                  {option.name}
                  <span>{cost === 0 ? t("store.shipping.free") : money(cost)}</span>
                </span>
                <span className="block text-sm text-neutral-700">
                  {t("store.shipping.days", { min: option.min_days, max: option.max_days })}
                  {option.free_from
                    ? ` · ${t("store.shipping.freeFrom", { amount: formatMoney(option.free_from.amount, option.free_from.currency, language, country) })}`
                    : ""}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </section>
  );
}
