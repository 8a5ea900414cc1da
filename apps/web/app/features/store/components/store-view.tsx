import type { ShippingOptionDto } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { ChevronLeft, ChevronRight, MapPin, PackageSearch, Truck } from "lucide-react";
import { useId, useRef } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { StoreListingData } from "../store-data";
import { STORE_QUERY_KEYS, storePath } from "../store-paths";
import { ProductCard, ProductCardSkeleton } from "./product-card";
import { StoreArt } from "./store-art";
import { StoreBar } from "./store-bar";

const SORTS = ["featured", "price_asc", "price_desc", "newest"] as const;

/**
 * A store (or one of its categories): its generated banner, tagline, description and shipping, the
 * category chips, the sort (a GET form: the URL is the state) and a page of products. Rendered whole
 * on the server; only a client navigation to another page of the same store shows skeletons.
 */
export function StoreView({ data }: { data: StoreListingData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { answer, language } = data;
  const { store } = answer;
  const country = store.country_code;
  const loadingList =
    navigation.state === "loading" && navigation.location.pathname.startsWith(storePath(language, store.slug));

  return (
    <>
      <StoreBar language={language} />
      <Container className="pt-2 pb-16 sm:pt-4">
        <Breadcrumbs crumbs={data.breadcrumbs} current={data.path} />
        <header className="overflow-hidden rounded-md border border-neutral-200 bg-white shadow-card">
          <div className="relative h-28 sm:h-40">
            <StoreArt hue={store.hue} icon="store" className="absolute inset-0" iconClassName="size-14" />
          </div>
          <div className="grid gap-4 p-5 sm:p-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
                {answer.category ? `${answer.category.name} · ${store.name}` : store.name}
              </h1>
              {store.tagline ? <p className="mt-1 text-base font-medium text-neutral-800">{store.tagline}</p> : null}
              <p className="mt-1 flex items-center gap-1 text-sm text-neutral-600">
                <MapPin aria-hidden="true" className="size-3.5" />
                {store.city_name}, {t(`countries.${country}`)}
              </p>
              {answer.category === null && data.page === 1 && store.description ? (
                <p className="mt-3 max-w-prose text-neutral-700">{store.description}</p>
              ) : null}
            </div>
            <ShippingSummary
              options={store.shipping_options}
              language={language}
              country={country}
              tax={store.tax_rate_percent}
            />
          </div>
        </header>

        <nav aria-label={t("store.store.categoriesLabel")} className="mt-6">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
            {data.categories.map((entry) => (
              <li key={entry.slug ?? "all"}>
                <Link
                  to={entry.href}
                  aria-current={entry.active ? "page" : undefined}
                  className={cx(
                    "inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
                    entry.active
                      ? "border-neutral-900 bg-neutral-900 text-white"
                      : "border-neutral-300 bg-white text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50",
                  )}
                >
                  {entry.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="text-base font-semibold text-neutral-900">
            {t("store.store.count", { count: answer.total, formatted: formatCount(answer.total, language, country) })}
          </p>
          <SortForm data={data} />
        </div>

        <div aria-busy={loadingList} className="mt-5">
          {answer.total === 0 ? (
            <div className="flex flex-col items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-6 py-12 text-center">
              <PackageSearch aria-hidden="true" className="size-8 text-brand-600" />
              {/* A store just created has no products at all: nothing else to show yet. */}
              <p className="mt-3 font-semibold text-neutral-900">
                {t(answer.category ? "store.store.empty" : "store.store.emptyStore")}
              </p>
              {answer.category ? (
                <Link to={storePath(language, store.slug)} className={cx(buttonClasses("secondary", "md"), "mt-4")}>
                  {t("store.store.all")}
                </Link>
              ) : null}
            </div>
          ) : (
            <ul
              aria-label={t("store.store.resultsLabel")}
              className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
            >
              {loadingList
                ? Array.from({ length: Math.min(8, Math.max(4, answer.products.length)) }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                    <li key={index}>
                      <ProductCardSkeleton />
                    </li>
                  ))
                : answer.products.map((card) => (
                    <li key={card.slug}>
                      <ProductCard card={card} language={language} country={country} />
                    </li>
                  ))}
            </ul>
          )}
        </div>

        {data.pages > 1 && (
          <nav
            aria-label={t("store.store.pagination")}
            className="mt-10 flex flex-wrap items-center justify-center gap-3"
          >
            {data.previousHref ? (
              <Link to={data.previousHref} className={buttonClasses("secondary", "md")} rel="prev">
                <ChevronLeft aria-hidden="true" className="size-4" />
                {t("store.store.previous")}
              </Link>
            ) : null}
            <span className="text-sm text-neutral-700">
              {t("store.store.pageOf", { page: data.page, pages: data.pages })}
            </span>
            {data.nextHref ? (
              <Link to={data.nextHref} className={buttonClasses("secondary", "md")} rel="next">
                {t("store.store.next")}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </nav>
        )}
      </Container>
    </>
  );
}

/** The store's delivery options (price, free from, days) and that prices include IVA. */
export function ShippingSummary({
  options,
  language,
  country,
  tax,
  className,
}: {
  options: ShippingOptionDto[];
  language: StoreListingData["language"];
  country: string;
  tax: number;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("store.shipping.title")} className={cx("rounded-md bg-neutral-50 p-4 text-sm", className)}>
      <h2 className="flex items-center gap-2 font-semibold text-neutral-900">
        <Truck aria-hidden="true" className="size-4 text-brand-600" />
        {t("store.shipping.title")}
      </h2>
      <ul className="mt-2 space-y-1.5 text-neutral-700">
        {options.map((option) => (
          <li key={option.code}>
            <span className="font-medium text-neutral-900">{option.name}</span>:{" "}
            {option.price.amount === 0
              ? t("store.shipping.free")
              : formatMoney(option.price.amount, option.price.currency, language, country)}{" "}
            · {t("store.shipping.days", { min: option.min_days, max: option.max_days })}
            {option.free_from ? (
              <span className="block text-neutral-600">
                {t("store.shipping.freeFrom", {
                  amount: formatMoney(option.free_from.amount, option.free_from.currency, language, country),
                })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-neutral-600">{t("store.shipping.taxIncluded", { rate: tax })}</p>
    </section>
  );
}

/** The sort: a select that submits on change (a button does it without JavaScript); the page starts over. */
function SortForm({ data }: { data: StoreListingData }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const keys = STORE_QUERY_KEYS[data.language];
  return (
    // min-w-0 on the form and the select: on a narrow phone the select narrows rather than push the page sideways.
    <Form ref={form} method="get" action={data.path} preventScrollReset className="flex min-w-0 items-center gap-2">
      <label htmlFor={`${id}-sort`} className="text-sm font-semibold whitespace-nowrap text-neutral-900">
        {t("store.store.sort")}
      </label>
      <select
        id={`${id}-sort`}
        name={keys.sort}
        defaultValue={data.sort}
        onChange={() => form.current && submit(form.current, { preventScrollReset: true })}
        className="block min-h-11 min-w-0 rounded-sm border border-neutral-300 bg-white pr-8 pl-3 text-sm text-neutral-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`store.store.sorts.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={buttonClasses("secondary", "md")}>
          {t("store.store.apply")}
        </button>
      </noscript>
    </Form>
  );
}
