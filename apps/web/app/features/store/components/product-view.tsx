import { ApiError, formatMoney, type VariantDto } from "@sobremesa/contracts";
import { Check, LoaderCircle, Minus, Plus, ShoppingCart, Store } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { PhotoPicture } from "#app/components/ui/photo-picture.tsx";
import { PurchaseAlert, StepButton } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { alerts } from "#app/lib/shell/alerts.ts";
import { rememberCart, storeApi } from "../store-api";
import { initialVariant, quantityLimit, stepWithin, stockState } from "../store-cart";
import type { ProductData } from "../store-data";
import { artIconOf, artVariantOf } from "../store-format";
import { checkoutPath, storePath } from "../store-paths";
import { StoreArt } from "./store-art";
import { StoreBar } from "./store-bar";
import { ShippingSummary } from "./store-view";

/** The API's error code of a failed call, or null. */
function codeOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { error?: { code?: unknown } } | null;
  return typeof body?.error?.code === "string" ? body.error.code : null;
}

/**
 * A product: its generated pictures, name and store, the variants (a radio group: arrow keys move
 * between them), price with the struck-through one on sale, stock, a quantity stepper within the
 * stock and the cart's limit, and "add to cart" (the cart holding another store's goods asks first
 * whether to replace them). Then the description, details and shipping.
 */
export function ProductView({ data }: { data: ProductData }) {
  const { t } = useTranslation();
  const id = useId();
  const { product, language } = data;
  const country = product.store.country_code;
  const api = useMemo(() => storeApi(language), [language]);
  const [variant, setVariant] = useState<VariantDto | null>(() => initialVariant(product.variants));
  const limit = quantityLimit(variant);
  const [quantity, setQuantity] = useState(1);
  const [picture, setPicture] = useState(0);
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState<{ name: string; count: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The store's photos when it uploaded any, else the generated art.
  const photos = product.photos;
  const pictures = photos.length > 0 ? photos.length : Math.max(1, Math.min(product.image_count, 6));
  const stock = stockState(variant?.stock ?? 0);
  const artBase = artVariantOf(product.slug);
  const artIcon = artIconOf(product.category.slug);

  const choose = (next: VariantDto) => {
    setVariant(next);
    setQuantity((current) => stepWithin(current, 0, quantityLimit(next)) || 1);
    setProblem(null);
    setAdded(null);
  };

  async function add(replace = false) {
    if (!variant || limit === 0 || pending) return;
    setPending(true);
    setProblem(null);
    setAdded(null);
    try {
      const answer = await api.addToCart({ variant_id: variant.id, quantity, replace, lang: language });
      rememberCart(answer.cart);
      setAdded({ name: variant.name, count: answer.cart.item_count });
      alerts.toast(t("store.product.added", { name: product.name }), { language });
      setPending(false);
    } catch (error) {
      setPending(false);
      const code = codeOf(error);
      if (code === "CART_OTHER_STORE" && !replace) {
        const confirmed = await alerts.questionConfirm(t("store.product.replaceText"), {
          language,
          title: t("store.product.replaceTitle"),
          confirmLabel: t("store.product.replaceConfirm"),
          cancelLabel: t("store.product.keepCart"),
        });
        if (confirmed) await add(true);
        return;
      }
      setProblem(
        error instanceof ApiError && error.message
          ? error.message
          : code === "OUT_OF_STOCK"
            ? t("store.product.outOfStock")
            : t("store.product.genericError"),
      );
    }
  }

  return (
    <>
      <StoreBar language={language} />
      <Container className="pt-2 pb-16 sm:pt-4">
        <Breadcrumbs crumbs={data.breadcrumbs} current={data.canonical} />
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
          <section aria-label={t("store.product.gallery", { name: product.name })}>
            <div className="relative aspect-square overflow-hidden rounded-md bg-neutral-200">
              {photos[picture] ? (
                <PhotoPicture
                  photo={photos[picture]}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  priority={picture === 0}
                  className="absolute inset-0 h-full w-full object-cover"
                />
              ) : (
                <StoreArt
                  hue={product.hue}
                  variant={artBase + picture}
                  icon={artIcon}
                  className="absolute inset-0"
                  iconClassName="size-20"
                />
              )}
              <span className="sr-only" aria-live="polite">
                {t("store.product.picture", { number: picture + 1, count: pictures, name: product.name })}
              </span>
            </div>
            {pictures > 1 && (
              <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
                {Array.from({ length: pictures }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the pictures are drawn by their index
                  <li key={index}>
                    <button
                      type="button"
                      aria-label={t("store.product.picture", {
                        number: index + 1,
                        count: pictures,
                        name: product.name,
                      })}
                      aria-pressed={picture === index}
                      onClick={() => setPicture(index)}
                      className={cx(
                        "relative block aspect-square w-full min-w-11 overflow-hidden rounded-sm ring-offset-2",
                        picture === index ? "ring-2 ring-brand-500" : "ring-1 ring-neutral-200 hover:ring-neutral-400",
                      )}
                    >
                      {photos[index] ? (
                        <PhotoPicture
                          photo={{ ...photos[index], alt: "" }}
                          sizes="6rem"
                          className="absolute inset-0 h-full w-full object-cover"
                        />
                      ) : (
                        <StoreArt
                          hue={product.hue}
                          variant={artBase + index}
                          icon={artIcon}
                          className="absolute inset-0"
                          iconClassName="size-5"
                        />
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div>
            <Link
              to={storePath(language, product.store.slug)}
              className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Store aria-hidden="true" className="size-4" />
              {product.store.name}
            </Link>
            <h1 className="text-2xl font-bold tracking-tight text-balance wrap-anywhere text-neutral-900 sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-3 flex flex-wrap items-baseline gap-x-3" data-testid="product-price">
              <span className="text-2xl font-bold text-neutral-900">
                {variant
                  ? formatMoney(variant.price.amount, variant.price.currency, language, country)
                  : formatMoney(product.price_from.amount, product.price_from.currency, language, country)}
              </span>
              {variant?.compare_at ? (
                <span className="text-lg text-neutral-600 line-through">
                  <span className="sr-only">{t("store.card.was")} </span>
                  {formatMoney(variant.compare_at.amount, variant.compare_at.currency, language, country)}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-neutral-600">
              {t("store.product.taxIncluded", { rate: product.tax_rate_percent })}
            </p>

            {product.variants.length > 1 && (
              <fieldset className="mt-5">
                <legend className="text-sm font-semibold text-neutral-900">{t("store.product.variant")}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {product.variants.map((option) => (
                    <label
                      key={option.id}
                      className={cx(
                        "relative inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500",
                        variant?.id === option.id
                          ? "border-neutral-900 bg-neutral-900 text-white"
                          : "border-neutral-300 bg-white text-neutral-900 hover:border-neutral-500",
                        option.stock <= 0 && "text-neutral-500 line-through decoration-neutral-400",
                        option.stock <= 0 && variant?.id === option.id && "text-neutral-300",
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-variant`}
                        value={option.id}
                        checked={variant?.id === option.id}
                        onChange={() => choose(option)}
                        className="sr-only"
                      />
                      {option.name}
                      {option.stock <= 0 ? <span className="sr-only"> ({t("store.stock.out")})</span> : null}
                    </label>
                  ))}
                </div>
              </fieldset>
            )}

            <p
              className={cx(
                "mt-4 text-sm font-semibold",
                stock.kind === "out" ? "text-accent-700" : stock.kind === "low" ? "text-accent-700" : "text-brand-700",
              )}
              data-testid="product-stock"
            >
              {stock.kind === "out"
                ? t("store.stock.out")
                : stock.kind === "low"
                  ? t("store.stock.left", { count: stock.left })
                  : t("store.stock.in")}
            </p>

            <div className="mt-4 flex flex-wrap items-center gap-3">
              <fieldset className="flex items-center gap-1" disabled={limit === 0}>
                <legend className="sr-only">{t("store.product.quantity")}</legend>
                <StepButton
                  label={t("store.product.decrease")}
                  disabled={pending || limit === 0 || quantity <= 1}
                  onClick={() => setQuantity((current) => stepWithin(current, -1, limit))}
                >
                  <Minus aria-hidden="true" className="size-4" />
                </StepButton>
                <output
                  aria-live="polite"
                  className="w-8 text-center text-lg font-semibold text-neutral-900 tabular-nums"
                >
                  {limit === 0 ? 0 : quantity}
                </output>
                <StepButton
                  label={t("store.product.increase")}
                  disabled={pending || limit === 0 || quantity >= limit}
                  onClick={() => setQuantity((current) => stepWithin(current, 1, limit))}
                >
                  <Plus aria-hidden="true" className="size-4" />
                </StepButton>
              </fieldset>
              <button
                type="button"
                onClick={() => add()}
                disabled={limit === 0}
                aria-disabled={pending || undefined}
                className={cx(buttonClasses("primary", "lg"), "flex-1 sm:flex-none aria-disabled:cursor-progress")}
              >
                {pending ? (
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                ) : (
                  <ShoppingCart aria-hidden="true" className="size-5" />
                )}
                {limit === 0 ? t("store.stock.out") : pending ? t("store.product.adding") : t("store.product.add")}
              </button>
            </div>

            <div aria-live="polite">
              {added ? (
                <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
                  <Check aria-hidden="true" className="size-5 shrink-0" />
                  <span className="flex-1">{t("store.product.addedText", { count: added.count })}</span>
                  <Link to={checkoutPath(language)} className={buttonClasses("secondary", "md")}>
                    {t("store.product.viewCart")}
                  </Link>
                </div>
              ) : null}
            </div>
            {problem ? (
              <PurchaseAlert className="mt-4" title={t("store.product.errorTitle")}>
                {problem}
              </PurchaseAlert>
            ) : null}

            <section aria-labelledby={`${id}-description`} className="mt-8">
              <h2 id={`${id}-description`} className="text-lg font-bold text-neutral-900">
                {t("store.product.description")}
              </h2>
              <p className="mt-2 whitespace-pre-line text-neutral-700">{product.description}</p>
            </section>
            {product.details.length > 0 && (
              <section aria-labelledby={`${id}-details`} className="mt-6">
                <h2 id={`${id}-details`} className="text-lg font-bold text-neutral-900">
                  {t("store.product.details")}
                </h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-neutral-700">
                  {product.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              </section>
            )}
            <ShippingSummary
              className="mt-6"
              options={product.shipping_options}
              language={language}
              country={country}
              tax={product.tax_rate_percent}
            />
          </div>
        </div>
      </Container>
    </>
  );
}
