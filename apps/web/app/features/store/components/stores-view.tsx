import { type StoreCard, storeCountries } from "@sobremesa/contracts";
import { MapPin, Store } from "lucide-react";
import { Link } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { StoresData } from "../store-data";
import { storePath, storesPath } from "../store-paths";
import { StoreArt } from "./store-art";
import { StoreBar } from "./store-bar";

/** /stores/: every store as a card, grouped by country, with a country filter (links: the URL is the state). */
export function StoresView({ data }: { data: StoresData }) {
  const { t } = useTranslation();
  const { language } = data;
  const groups = storeCountries
    .filter((country) => data.country === null || data.country === country)
    .map((country) => ({ country, stores: data.stores.filter((store) => store.country_code === country) }))
    .filter((group) => group.stores.length > 0);
  const total = Object.values(data.counts).reduce((sum, count) => sum + count, 0);
  const chip = (active: boolean) =>
    cx(
      "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
      active
        ? "border-neutral-900 bg-neutral-900 text-white"
        : "border-neutral-300 bg-white text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50",
    );
  return (
    <>
      <StoreBar language={language} />
      <Container className="pt-5 pb-16 sm:pt-8">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold text-brand-700">{t("store.stores.eyebrow")}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl lg:text-4xl">
            {t("store.stores.heading")}
          </h1>
          <p className="mt-2 text-base text-neutral-700 sm:text-lg">{t("store.stores.intro")}</p>
        </header>
        <nav aria-label={t("store.stores.filterLabel")} className="mt-5">
          <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
            <li>
              <Link
                to={storesPath(language)}
                aria-current={data.country === null ? "page" : undefined}
                className={chip(data.country === null)}
              >
                {t("store.stores.all")}
                <span className="font-normal opacity-75">{formatCount(total, language)}</span>
              </Link>
            </li>
            {storeCountries.map((country) => (
              <li key={country}>
                <Link
                  to={storesPath(language, country)}
                  aria-current={data.country === country ? "page" : undefined}
                  className={chip(data.country === country)}
                >
                  {t(`countries.${country}`)}
                  <span className="font-normal opacity-75">{formatCount(data.counts[country], language)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {groups.length === 0 ? (
          <p className="mt-10 rounded-md border border-dashed border-neutral-300 bg-neutral-50 p-8 text-center text-neutral-700">
            {t("store.stores.empty")}
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.country} aria-labelledby={`stores-${group.country}`} className="mt-8">
              <h2 id={`stores-${group.country}`} className="text-xl font-bold tracking-tight text-neutral-900">
                {t(`countries.${group.country}`)}
              </h2>
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {group.stores.map((store) => (
                  <li key={store.slug}>
                    <StoreCardView store={store} language={language} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </Container>
    </>
  );
}

function StoreCardView({ store, language }: { store: StoreCard; language: StoresData["language"] }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-md border border-neutral-200 bg-white shadow-card">
      <div className="relative h-32 sm:h-36">
        <StoreArt hue={store.hue} icon="store" className="absolute inset-0" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold text-neutral-900">
          <Link
            to={storePath(language, store.slug)}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-500 focus-visible:after:outline-solid"
          >
            {store.name}
          </Link>
        </h3>
        {store.tagline ? <p className="mt-1 text-sm text-neutral-700">{store.tagline}</p> : null}
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-3 text-sm text-neutral-600">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3.5" />
            {store.city_name}
          </span>
          <span className="inline-flex items-center gap-1">
            <Store aria-hidden="true" className="size-3.5" />
            {t("store.stores.products", {
              count: store.product_count,
              formatted: formatCount(store.product_count, language),
            })}
          </span>
        </p>
      </div>
    </article>
  );
}
