import { type CartItemDto, formatMoney } from "@sobremesa/contracts";
import { Minus, Plus, Trash2, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { StepButton } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { lineProblem } from "../store-cart";
import type { CheckoutData } from "../store-data";
import { artVariantOf } from "../store-format";
import { productPath } from "../store-paths";
import { StoreArt } from "./store-art";

/** One cart line: picture, name and option, unit price, a quantity stepper, removal and the stock's say. */
export function CartLine({
  item,
  data,
  country,
  busy,
  onQuantity,
}: {
  item: CartItemDto;
  data: CheckoutData;
  country: string;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = data;
  const problem = lineProblem(item);
  const max = Math.min(item.stock, 10);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div className="relative size-18 shrink-0 overflow-hidden rounded-sm sm:size-20">
        <StoreArt
          hue={item.hue}
          variant={artVariantOf(item.product_slug)}
          className="absolute inset-0"
          iconClassName="size-7"
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3">
          <p className="font-semibold text-neutral-900">
            <Link to={productPath(language, item.product_slug)} className="hover:underline">
              {item.product_name}
            </Link>
            <span className="block text-sm font-normal text-neutral-600">{item.variant_name}</span>
          </p>
          <p className="font-semibold text-neutral-900">
            {formatMoney(item.line_total.amount, item.line_total.currency, language, country)}
          </p>
        </div>
        <p className="text-sm text-neutral-600">
          {t("store.checkout.each", {
            price: formatMoney(item.unit_price.amount, item.unit_price.currency, language, country),
          })}
        </p>
        {problem ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-accent-700">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problem.kind === "out"
              ? t("store.checkout.stockOut")
              : t("store.checkout.stockShort", { count: problem.kind === "low" ? problem.left : 0 })}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{t("store.checkout.quantityOf", { name: item.product_name })}</legend>
            <StepButton
              label={t("store.checkout.decrease", { name: item.product_name })}
              disabled={busy || item.quantity <= 1}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </StepButton>
            <output aria-live="polite" className="w-8 text-center font-semibold text-neutral-900 tabular-nums">
              {item.quantity}
            </output>
            <StepButton
              label={t("store.checkout.increase", { name: item.product_name })}
              disabled={busy || item.quantity >= max}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </StepButton>
          </fieldset>
          {problem?.kind === "low" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onQuantity(problem.left)}
              className={buttonClasses("ghost", "md", "px-3")}
            >
              {t("store.checkout.fit", { count: problem.left })}
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => onQuantity(0)}
            className={cx(buttonClasses("ghost", "md"), "ml-auto px-3 text-neutral-700")}
            aria-label={t("store.checkout.removeItem", { name: item.product_name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("store.checkout.remove")}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
