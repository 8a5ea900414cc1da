import type { PlaceResult } from "@sobremesa/domain/search";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type MouseEvent, useCallback, useEffect, useMemo, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { type BookableTimesById, PlaceCard, PlaceCardSkeleton } from "#app/features/catalog/index.ts";
import type { FilterPanelProps, SelectedFilter } from "#app/features/filters/index.ts";
import {
  ActiveFilters,
  FilterButton,
  FiltersProvider,
  listingHref,
  type Position,
  TableToggle,
  useFilters,
  WhenSelector,
  whenValues,
} from "#app/features/filters/index.ts";
import { mapPlaceOf } from "#app/features/map/index.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { listingPath } from "#app/lib/navigation/paths.ts";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";
import { useOnDemand } from "#app/lib/shell/on-demand.ts";
import { useEveryOption } from "../every-option.ts";
import type { ListingData } from "../listing-data";
import { withPage } from "../listing-links";
import { fetchBookableTimes } from "../listing-times-api";
import { searchWithoutView, withView } from "../listing-view-param";
import { fetchPlacesPage } from "../load-more";
import { EmptyState } from "./empty-state";
import type { MapPlace } from "./places-map-slot";
import { ResultsWithMap } from "./results-with-map";
import { SortSelect } from "./sort-select";
import { useListingView, type ListingView as View, ViewToggle } from "./view-toggle";

// The filter panel: beside the results from lg (its code loads when it shows), a sheet below lg
// (its code loads when the visitor opens it). Phones show neither in their first view.
const filterSidebar = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/filters/components/filter-panel.tsx").then((module) => module.FilterSidebar),
);
const loadFilterSheet = () =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/filters/components/filter-panel.tsx").then((module) => module.FilterSheet);

function FilterSheetOnDemand(props: FilterPanelProps) {
  const open = useFilters((state) => state.modalOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const FilterSheet = useOnDemand(loadFilterSheet, opened);
  return FilterSheet ? <FilterSheet {...props} /> : null;
}

type HrefFor = (active: readonly SelectedFilter[], position?: Position, withTable?: boolean) => string;

/**
 * A listing page: trail, heading and intro, the filter panel (sidebar from lg, a sheet below), the
 * toolbar (count, sort, list or map), applied filters, the cards and "show more". Everything comes
 * from the loader; only "show more" fetches, on demand.
 */
export function ListingPageView({ data }: { data: ListingData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [view, setView] = useListingView();
  // Filters keep the view (choosing one on the map stays on the map) and "with a table at that time".
  const hrefFor = useCallback<HrefFor>(
    (active, position, withTable = data.query.withTable) =>
      withView(
        listingHref({
          language: data.language,
          countryCode: data.countryCode,
          premium: data.premium,
          plus: data.plus,
          active,
          sort: data.sort,
          ...(data.query.text ? { text: data.query.text } : {}),
          ...((position ?? data.query.position) ? { position: position ?? data.query.position } : {}),
          when: data.when.query,
          withTable,
        }),
        view,
      ),
    [data, view],
  );
  const withTable = data.query.withTable;
  const everyOption = useEveryOption(data);
  const panel = {
    lists: everyOption.lists,
    listSizes: data.listSizes,
    onShowMore: everyOption.load,
    loadingMore: everyOption.loading,
    active: data.active,
    hrefFor,
    hasPosition: data.query.position !== undefined,
    language: data.language,
    countryCode: data.countryCode,
  };
  const count = formatCount(data.total, data.language, data.countryCode);

  return (
    <FiltersProvider active={data.active}>
      <Container className="pt-2 pb-16 sm:pt-4">
        <Breadcrumbs crumbs={data.breadcrumbs} current={data.canonical} />
        <header className="max-w-3xl">
          <h1 className="text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl lg:text-4xl">
            {data.heading}
          </h1>
          <p className="mt-2 text-base text-neutral-700 sm:text-lg">{data.intro}</p>
        </header>
        <WhenSelector selection={data.when} language={data.language} className="mt-4 max-w-3xl sm:mt-5" />
        <TableToggle on={withTable} href={hrefFor(data.active, undefined, !withTable)} className="mt-3" />

        <div className="mt-5 lg:mt-8 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:items-start lg:gap-10">
          <aside className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-3 lg:pb-4">
            <Deferred part={filterSidebar} props={panel} />
          </aside>

          <div className="min-w-0">
            <div className="sticky top-16 z-10 -mx-4 border-b border-neutral-200 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none">
              <div className="flex items-center gap-2">
                <FilterButton activeCount={data.active.length} className="lg:hidden" />
                <p aria-live="polite" className="mr-auto hidden text-base font-semibold text-neutral-900 lg:block">
                  {t("listing.count", { count: data.total, formatted: count })}
                </p>
                <div className="ml-auto flex items-center gap-2">
                  <div className="hidden sm:block">
                    <SortSelect sort={data.sort} sorts={data.sorts} language={data.language} />
                  </div>
                  {data.total > 0 && <ViewToggle view={view} onChange={setView} />}
                </div>
              </div>
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 sm:hidden">
              <p className="text-sm font-semibold text-neutral-900">
                {t("listing.count", { count: data.total, formatted: count })}
              </p>
              <SortSelect sort={data.sort} sorts={data.sorts} language={data.language} />
            </div>
            {(data.active.length > 0 || withTable) && (
              <div className="mt-3 lg:mt-4">
                <ActiveFilters
                  active={data.active}
                  hrefFor={hrefFor}
                  extra={
                    withTable
                      ? [
                          {
                            key: "with-table",
                            name: t("filters.withTable"),
                            href: hrefFor(data.active, undefined, false),
                          },
                        ]
                      : []
                  }
                  clearHref={hrefFor([], undefined, false)}
                />
              </div>
            )}
            {/* A new list (not a new view) starts over from the loader's first page. */}
            <ListingResults
              key={`${location.pathname}?${searchWithoutView(location.search)}`}
              data={data}
              view={view}
            />
          </div>
        </div>
      </Container>
      <FilterSheetOnDemand {...panel} />
    </FiltersProvider>
  );
}

type LoadState = "idle" | "loading" | "error";

const RESULTS_ID = "listing-results";
/** Cards whose cover is likely above the fold on a phone or a wide screen: loaded first. */
const ABOVE_THE_FOLD = 3;

function ListingResults({ data, view }: { data: ListingData; view: View }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const [items, setItems] = useState<PlaceResult[]>(data.results);
  const [lastPage, setLastPage] = useState(data.page);
  const [state, setState] = useState<LoadState>("idle");
  const [selected, setSelected] = useState<{ id: number; fromMap: boolean } | null>(null);
  const [moreTimes, setMoreTimes] = useState<BookableTimesById>({});
  const timesOf = (id: number) => data.bookableTimes[id] ?? moreTimes[id];
  const current = `${location.pathname}${location.search}`;
  const busy = navigation.state === "loading";
  // Lists ordered or narrowed by times come from the page's own loader: no "show more" from the API, page links instead.
  const hasMore = !data.byTime && lastPage < data.pages;
  const hasNextPage = data.byTime && data.page < data.pages;
  const shownBefore = (data.page - 1) * data.pageSize;

  const loadMore = async (event?: MouseEvent) => {
    event?.preventDefault();
    if (state === "loading") return;
    setState("loading");
    try {
      const next = await fetchPlacesPage(data.searchParams, lastPage + 1);
      setItems((previous) => {
        const seen = new Set(previous.map((place) => place.id));
        return [...previous, ...next.items.filter((place) => !seen.has(place.id))];
      });
      setLastPage(next.page);
      setState("idle");
      // The new cards' times follow the cards: without them, the cards still show.
      void fetchBookableTimes(
        next.items.map((place) => place.id),
        whenValues(data.when),
        data.language,
      ).then(
        (times) => setMoreTimes((previous) => ({ ...previous, ...times })),
        () => undefined,
      );
    } catch {
      setState("error");
    }
  };

  // A marker chosen on the map brings its card into view.
  useEffect(() => {
    if (!selected?.fromMap) return;
    document.getElementById(`place-${selected.id}`)?.scrollIntoView({
      block: "nearest",
      behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  }, [selected]);

  const { party } = whenValues(data.when);
  const mapPlaces = useMemo<MapPlace[]>(
    () =>
      items.map((place) => {
        const times = data.bookableTimes[place.id] ?? moreTimes[place.id];
        return times ? { ...mapPlaceOf(place), bookableTimes: times, party } : mapPlaceOf(place);
      }),
    [items, data.bookableTimes, moreTimes, party],
  );

  if (data.total === 0) {
    const locationOnly = data.active.filter((entry) => entry.class === "location");
    const filtered = locationOnly.length < data.active.length || data.query.text !== undefined || data.query.withTable;
    return (
      <div className="mt-6">
        <EmptyState
          filtered={filtered}
          nearMe={data.nearMe}
          removeFiltersHref={listingHref({
            language: data.language,
            countryCode: data.countryCode,
            premium: data.premium,
            plus: data.plus,
            active: locationOnly,
            when: data.when.query,
          })}
          countryHref={listingPath(data.language, data.countryCode)}
          countryName={data.countryName}
        />
      </div>
    );
  }

  const skeletons = state === "loading" ? Math.min(6, data.total - shownBefore - items.length) : 0;
  const cards = (
    <ul
      id={RESULTS_ID}
      tabIndex={-1}
      aria-label={t("listing.resultsLabel")}
      // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card's one-line text would widen
      // the column past a phone's screen.
      className={cx(
        "grid grid-cols-1 gap-x-5 gap-y-8",
        view === "list" ? "sm:grid-cols-2 xl:grid-cols-3" : "sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
      )}
    >
      {items.map((place, index) => (
        <li key={place.id} id={`place-${place.id}`} className="scroll-mt-36">
          <PlaceCard
            place={place}
            language={data.language}
            countryCode={data.countryCode}
            headingLevel="h2"
            imagePriority={index < ABOVE_THE_FOLD}
            bookableTimes={timesOf(place.id)}
            party={party}
            selected={view === "map" && selected?.id === place.id}
            {...(view === "map" ? { onActivate: () => setSelected({ id: place.id, fromMap: false }) } : {})}
          />
        </li>
      ))}
      {Array.from({ length: Math.max(0, skeletons) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`skeleton-${index}`}>
          <PlaceCardSkeleton />
        </li>
      ))}
    </ul>
  );
  const shown = shownBefore + items.length;

  return (
    <div aria-busy={busy || state === "loading"} className={cx("mt-5 transition-opacity", busy && "opacity-50")}>
      {data.page > 1 && (
        <div className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
          <Link
            to={withPage(current, data.page - 1)}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-600 hover:text-brand-700"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t("listing.previous")}
          </Link>
          <span>{t("listing.pageOf", { page: data.page, pages: data.pages })}</span>
        </div>
      )}
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
      <div className="mt-10 flex flex-col items-center gap-3">
        <p aria-live="polite" className="text-sm text-neutral-600">
          {t("listing.shown", {
            shown: formatCount(shown, data.language, data.countryCode),
            total: formatCount(data.total, data.language, data.countryCode),
          })}
        </p>
        <div aria-hidden="true" className="h-1 w-48 overflow-hidden rounded-full bg-neutral-200">
          <div
            className="h-full rounded-full bg-brand-500 transition-[width]"
            style={{ width: `${Math.min(100, (shown / data.total) * 100)}%` }}
          />
        </div>
        {state === "error" && (
          <p role="alert" className="text-sm text-accent-700">
            {t("listing.loadMoreError")}
          </p>
        )}
        {hasNextPage && (
          <Link
            to={withPage(current, data.page + 1)}
            className={buttonClasses("secondary", "lg", "mt-1 min-w-48 gap-1")}
          >
            {t("listing.next")}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
        {hasMore && (
          <Link
            to={withPage(current, lastPage + 1)}
            onClick={(event) => void loadMore(event)}
            aria-disabled={state === "loading" || undefined}
            className={buttonClasses("secondary", "lg", "mt-1 min-w-48")}
          >
            {state === "loading"
              ? t("listing.loadingMore")
              : state === "error"
                ? t("listing.retry")
                : t("listing.showMore")}
          </Link>
        )}
      </div>
    </div>
  );
}
