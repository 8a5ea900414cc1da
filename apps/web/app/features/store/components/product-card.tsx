import type { ProductCard as Card, Language } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { PhotoPicture } from "#app/components/ui/photo-picture.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { artIconOf, artVariantOf } from "../store-format";
import { productPath } from "../store-paths";
import { StoreArt } from "./store-art";

/** One product in a grid: its picture (fixed 1:1), name (the whole card is the link), price and stock. */
export function ProductCard({ card, language, country }: { card: Card; language: Language; country: string }) {
  const { t } = useTranslation();
  const price = formatMoney(card.price_from.amount, card.price_from.currency, language, country);
  return (
    <article className="group relative flex h-full flex-col" data-product={card.slug}>
      <div className="relative aspect-square overflow-hidden rounded-md bg-neutral-200">
        {card.cover_photo ? (
          <PhotoPicture
            photo={card.cover_photo}
            sizes="(min-width: 1024px) 25vw, 50vw"
            className={cx(
              "absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]",
              !card.in_stock && "opacity-60 grayscale-[40%]",
            )}
          />
        ) : (
          <StoreArt
            hue={card.hue}
            variant={artVariantOf(card.slug)}
            icon={artIconOf(card.category.slug)}
            className={cx(
              "absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-[1.03]",
              !card.in_stock && "opacity-60 grayscale-[40%]",
            )}
          />
        )}
        {!card.in_stock ? (
          <span className="absolute top-3 left-3 rounded-full bg-neutral-900 px-2.5 py-1 text-xs font-semibold text-white">
            {t("store.card.soldOut")}
          </span>
        ) : card.compare_at ? (
          <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-accent-700 shadow-card">
            {t("store.card.sale")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <p className="text-xs font-semibold tracking-wide text-neutral-600 uppercase">{card.category.name}</p>
        <h2 className="mt-0.5 text-base leading-snug font-semibold wrap-anywhere text-neutral-900">
          <Link
            to={productPath(language, card.slug)}
            className="after:absolute after:inset-0 after:rounded-md after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-500 focus-visible:after:outline-solid"
          >
            {card.name}
          </Link>
        </h2>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 text-sm text-neutral-700">
          {card.varied_price ? <span>{t("store.card.from")}</span> : null}
          <span className="text-base font-bold text-neutral-900">{price}</span>
          {card.compare_at ? (
            <span className="text-neutral-600 line-through">
              <span className="sr-only">{t("store.card.was")} </span>
              {formatMoney(card.compare_at.amount, card.compare_at.currency, language, country)}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** Same footprint as a card, while a list loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-square animate-pulse rounded-md bg-neutral-200" />
      <div className="mt-3 h-3 w-1/3 animate-pulse rounded-sm bg-neutral-100" />
      <div className="mt-2 h-5 w-3/4 animate-pulse rounded-sm bg-neutral-200" />
      <div className="mt-2 h-5 w-1/3 animate-pulse rounded-sm bg-neutral-100" />
    </div>
  );
}
