import { priceRangeSigns } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * A place's price range as four dollar signs, the unreached ones lighter, and its level in words for
 * screen readers. The lighter signs are text too: neutral-500 keeps them at 4.5:1 on white.
 */
export function PriceRange({ level }: { level: number }) {
  const { t } = useTranslation();
  const price = priceRangeSigns(level);
  return (
    <>
      <span aria-hidden="true" className="font-semibold tracking-wider text-neutral-800" data-price-range={price.level}>
        {price.filled}
        <span className="text-neutral-500">{price.rest}</span>
      </span>
      <span className="sr-only">{t("featured.price", { level: price.level })}</span>
    </>
  );
}
