import { ChevronLeft, ChevronRight, SearchX, SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { inputClasses } from "#app/components/ui/field.tsx";
import type { MapPlace } from "#app/features/listing/index.ts";
import { ResultsWithMap, useListingView, ViewToggle } from "#app/features/listing/index.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { experiencePath, LISTING_QUERY_KEYS, listingPathOf } from "../experience-paths";
import type { ExperienceListingData } from "../experiences-data";
import { ExperienceCard, ExperienceCardSkeleton } from "./experience-card";

const RESULTS_ID = "experience-results";

/**
 * A things-to-do listing: trail, heading, category chips with counts (links to the filter paths),
 * dates and maximum price (a GET form: the URL is the state), the cards or the map, and pages.
 * Everything comes from the loader; while a new list loads the cards give way to skeletons.
 */
export function ExperienceListingView({ data }: { data: ExperienceListingData }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [view, setView] = useListingView();
  const [selected, setSelected] = useState<{ id: number; fromMap: boolean } | null>(null);
  // Skeletons only while this listing (another category, page or filter) loads, not any navigation.
  const loadingList =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith(listingPathOf({ country: data.countryCode }, data.language));
  const count = formatCount(data.total, data.language, data.countryCode);

  const mapPlaces = useMemo<MapPlace[]>(
    () =>
      data.results.map((card) => ({
        id: card.id,
        slug: card.slug,
        name: card.title,
        latitude: card.latitude,
        longitude: card.longitude,
        category: "experience",
        subtitle: `${t(`experiences.categories.${card.category}`)} · ${card.city.name}`,
        href: experiencePath(data.language, card.slug),
        linkLabel: t("experiences.listing.viewExperience"),
      })),
    [data.results, data.language, t],
  );

  // A marker chosen on the map brings its card into view.
  useEffect(() => {
    if (!selected?.fromMap) return;
    document.getElementById(`experience-${selected.id}`)?.scrollIntoView({
      block: "nearest",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  }, [selected]);

  const cards = (
    <ul
      id={RESULTS_ID}
      tabIndex={-1}
      aria-label={t("experiences.listing.resultsLabel")}
      // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's one-line text would widen
      // the column past a phone's screen.
      className={cx(
        "grid grid-cols-1 gap-x-5 gap-y-8",
        view === "list" ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
      )}
    >
      {loadingList
        ? Array.from({ length: Math.min(6, Math.max(3, data.results.length)) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <ExperienceCardSkeleton />
            </li>
          ))
        : data.results.map((card) => (
            <li key={card.id} id={`experience-${card.id}`} className="scroll-mt-24">
              <ExperienceCard
                card={card}
                language={data.language}
                selected={view === "map" && selected?.id === card.id}
                {...(view === "map" ? { onActivate: () => setSelected({ id: card.id, fromMap: false }) } : {})}
              />
            </li>
          ))}
    </ul>
  );

  return (
    <Container className="pt-2 pb-16 sm:pt-4">
      <Breadcrumbs crumbs={data.breadcrumbs} current={data.path} />
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl lg:text-4xl">
          {data.heading}
        </h1>
        <p className="mt-2 text-base text-neutral-700 sm:text-lg">
          {t("experiences.listing.intro", { count: data.total, formatted: count, place: data.placeName })}
        </p>
      </header>

      <CategoryChips data={data} />
      <FiltersForm data={data} />

      <div className="mt-6 flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-base font-semibold text-neutral-900">
          {t("experiences.listing.count", { count: data.total, formatted: count })}
        </p>
        {data.total > 0 && <ViewToggle view={view} onChange={setView} />}
      </div>

      <div aria-busy={loadingList} className="mt-5">
        {data.total === 0 && !loadingList ? (
          <EmptyList data={data} />
        ) : (
          <ResultsWithMap
            view={view}
            cards={cards}
            map={{
              places: mapPlaces,
              selectedId: selected?.id ?? null,
              onSelect: (id) => setSelected({ id, fromMap: true }),
              language: data.language,
              listId: RESULTS_ID,
            }}
          />
        )}
      </div>

      {data.pages > 1 && (
        <nav
          aria-label={t("experiences.listing.pagination")}
          className="mt-10 flex flex-wrap items-center justify-center gap-3"
        >
          {data.previousHref ? (
            <Link to={data.previousHref} className={buttonClasses("secondary", "md")} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t("experiences.listing.previous")}
            </Link>
          ) : null}
          <span className="text-sm text-neutral-700">
            {t("experiences.listing.pageOf", { page: data.page, pages: data.pages })}
          </span>
          {data.nextHref ? (
            <Link to={data.nextHref} className={buttonClasses("secondary", "md")} rel="next">
              {t("experiences.listing.next")}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      )}
    </Container>
  );
}

/** "All" and one chip per category with things to do here; the current one is marked, not linked away. */
function CategoryChips({ data }: { data: ExperienceListingData }) {
  const { t } = useTranslation();
  const current = data.location.category;
  const chip = (active: boolean) =>
    cx(
      "inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors",
      active
        ? "border-neutral-900 bg-neutral-900 text-white"
        : "border-neutral-300 bg-white text-neutral-800 hover:border-neutral-400 hover:bg-neutral-50",
    );
  const countOf = (value: number) => formatCount(value, data.language, data.countryCode);
  return (
    <nav aria-label={t("experiences.listing.categoriesLabel")} className="mt-5">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 scrollbar-none sm:mx-0 sm:flex-wrap sm:px-0">
        <li>
          <Link to={data.allHref} aria-current={current ? undefined : "page"} className={chip(!current)}>
            {t("experiences.listing.all")}
            <span className={cx("font-normal", current ? "text-neutral-600" : "text-neutral-200")}>
              {countOf(data.allCount)}
            </span>
          </Link>
        </li>
        {data.chips.map((entry) => (
          <li key={entry.category}>
            <Link to={entry.href} aria-current={entry.active ? "page" : undefined} className={chip(entry.active)}>
              {t(`experiences.categories.${entry.category}`)}
              <span className={cx("font-normal", entry.active ? "text-neutral-200" : "text-neutral-600")}>
                {countOf(entry.count)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Dates and maximum price: a GET form on the list's own path, so the URL carries the filters (in
 * the page language's names) and the back button undoes them. Empty fields are dropped before it goes.
 */
function FiltersForm({ data }: { data: ExperienceListingData }) {
  const { t } = useTranslation();
  const id = useId();
  const keys = LISTING_QUERY_KEYS[data.language];
  const { filters } = data;
  const active = Boolean(filters.from || filters.to || filters.priceMax);
  const [open, setOpen] = useState(active);
  const currency = data.results[0]?.price_from.currency ?? { mx: "MXN", co: "COP", cr: "CRC" }[data.countryCode];
  const label = (field: string, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-neutral-900">
      {text}
    </label>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="sr-only">
        {t("experiences.listing.filters.title")}
      </h2>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
        className={cx(buttonClasses("secondary", "md"), "sm:hidden")}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t("experiences.listing.filters.toggle")}
      </button>
      <Form
        id={`${id}-form`}
        method="get"
        action={data.path}
        preventScrollReset
        onSubmit={(event) => {
          // Empty fields would leave "?desde=&hasta=" in the URL.
          for (const input of Array.from(event.currentTarget.elements)) {
            if (input instanceof HTMLInputElement && input.value === "") input.disabled = true;
          }
        }}
        className={cx(
          "mt-3 grid-cols-2 items-end gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4 sm:mt-0 sm:grid sm:grid-cols-[repeat(3,minmax(0,12rem))_auto_auto] sm:justify-start sm:border-0 sm:bg-transparent sm:p-0",
          open ? "grid" : "hidden",
        )}
      >
        <div>
          {label("from", t("experiences.listing.filters.from"))}
          <input
            id={`${id}-from`}
            type="date"
            name={keys.from}
            defaultValue={filters.from ?? ""}
            className={cx(inputClasses, "mt-1.5 border-neutral-300")}
          />
        </div>
        <div>
          {label("to", t("experiences.listing.filters.to"))}
          <input
            id={`${id}-to`}
            type="date"
            name={keys.to}
            defaultValue={filters.to ?? ""}
            className={cx(inputClasses, "mt-1.5 border-neutral-300")}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          {label("price", t("experiences.listing.filters.priceMax", { currency }))}
          <input
            id={`${id}-price`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            name={keys.priceMax}
            defaultValue={filters.priceMax ?? ""}
            className={cx(inputClasses, "mt-1.5 border-neutral-300")}
          />
        </div>
        <button type="submit" className={buttonClasses("primary", "lg")}>
          {t("experiences.listing.filters.apply")}
        </button>
        {active ? (
          <Link to={data.path} className={buttonClasses("ghost", "lg")}>
            {t("experiences.listing.filters.clear")}
          </Link>
        ) : null}
      </Form>
    </section>
  );
}

function EmptyList({ data }: { data: ExperienceListingData }) {
  const { t } = useTranslation();
  const filtered = Boolean(data.location.category || data.filters.from || data.filters.to || data.filters.priceMax);
  const country = t(`countries.${data.countryCode}`);
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-6 py-12 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-600 shadow-card">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-neutral-900">
        {filtered ? t("experiences.listing.empty.title") : t("experiences.listing.empty.titleNone")}
      </h2>
      <p className="mt-2 max-w-md text-neutral-700">{t("experiences.listing.empty.text", { country })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <ButtonLink
            to={listingPathOf(
              { country: data.countryCode, state: data.location.state, city: data.location.city },
              data.language,
            )}
            size="lg"
          >
            {t("experiences.listing.empty.clear")}
          </ButtonLink>
        )}
        <ButtonLink
          to={listingPathOf({ country: data.countryCode }, data.language)}
          variant={filtered ? "secondary" : "primary"}
          size="lg"
        >
          {t("experiences.listing.empty.country", { country })}
        </ButtonLink>
      </div>
    </div>
  );
}
