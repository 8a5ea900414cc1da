import { Building2, Globe2, Landmark, LayoutGrid, Loader2, MapPin, Store, UtensilsCrossed } from "lucide-react";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { useNavigate, useRouteLoaderData } from "react-router";
import { withWhenDraft } from "#app/features/filters/index.ts";
import {
  geolocationStore,
  rehydrateGeolocationStore,
  rememberVisitorLocation,
  useNearMe,
} from "#app/features/geolocation/index.ts";
import type { GoogleNamespace } from "#app/features/map/index.ts";
import { pageGoogleMaps } from "#app/features/map/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { alerts } from "#app/lib/shell/alerts.ts";
import { comboboxReducer, initialComboboxState, NEAR_ME_INDEX, resultAt } from "./combobox-state";
import { createDebouncedSearch } from "./debounced-search";
import { type GoogleSuggestion, googleSuggestionDestination, googleSuggestions } from "./google-suggestions";
import { highlightMatch } from "./highlight";
import { fetchSuggestions, type LocationResult, MIN_QUERY_LENGTH, type Suggestions } from "./location-api";
import { geolocationOfResult, locationContext } from "./location-result";
import type { LocationSearchProps } from "./location-search";
import { NearMeIcon, SearchBox, type SearchBoxIds, SearchOption } from "./search-box";

const TYPE_ICONS = { country: Globe2, state: Landmark, city: Building2, colony: MapPin } as const;

/** What the first view's box held when the combobox took over from it. */
export interface TakeOver {
  text: string;
  focused: boolean;
  selection: [number, number] | null;
}

export interface LocationSearchComboboxProps extends LocationSearchProps {
  ids: SearchBoxIds;
  takeOver: TakeOver;
}

type PlaceSuggestion = Suggestions["places"][number];
type FilterSuggestion = Suggestions["cuisines"][number];

/**
 * A row of the popup: one of the site's locations, places, cuisines or dishes and categories, in
 * that order, or (with Google Maps active) a Google place.
 */
type SearchItem =
  | { kind: "location"; location: LocationResult }
  | { kind: "place"; place: PlaceSuggestion }
  | { kind: "filter"; filter: FilterSuggestion }
  | { kind: "google"; google: GoogleSuggestion };

const FILTER_ICONS = { category: LayoutGrid, cuisine: UtensilsCrossed, "food-type": UtensilsCrossed } as const;

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The search box (ARIA 1.2 combobox): type a country, state, city or colony, a place's name, a
 * cuisine, dish or category; at most five of each (GET /api/tools/suggestions, 200 ms debounce,
 * stale requests aborted) under a "near me" option; choosing one opens its listing or profile. Keys: Down/Up move (and open), Enter chooses, Escape
 * closes (then clears), Tab leaves. Enter with nothing active takes the first result.
 *
 * Loaded when the visitor reaches for the first view's box (location-search.tsx); it goes on from
 * what that box held: the text typed so far, the focus and the caret.
 */
export function LocationSearchCombobox({
  language,
  variant = "hero",
  countryCode,
  className,
  ids,
  takeOver,
}: LocationSearchComboboxProps) {
  const compact = variant === "header";
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nearMe = useNearMe(language);
  const optionId = ids.option;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(takeOver.text);
  const [state, dispatch] = useReducer(comboboxReducer<SearchItem>, undefined, () =>
    comboboxReducer(initialComboboxState<SearchItem>(), { type: takeOver.focused ? "open" : "close" }),
  );
  const searcher = useRef<ReturnType<typeof createDebouncedSearch<SearchItem>> | null>(null);
  // With a Google Maps key on the server, Google's place suggestions follow the site's own results.
  const googleActive = (useRouteLoaderData("root") as { googleMaps?: unknown } | undefined)?.googleMaps === true;
  const googleRef = useRef<Promise<GoogleNamespace | null> | null>(null);
  const loadGoogle = useCallback(() => {
    googleRef.current ??= pageGoogleMaps(language).then(
      (result) => (result.available ? result.google : null),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        return null;
      },
    );
    return googleRef.current;
  }, [language]);

  useEffect(() => {
    const created = createDebouncedSearch<SearchItem>({
      minLength: MIN_QUERY_LENGTH,
      search: async (query, signal) => {
        const ours = fetchSuggestions(query, { language, country: countryCode, signal });
        // Google failing (or missing its places library) never costs the site's own results.
        const theirs = googleActive
          ? loadGoogle()
              .then((google) => (google ? googleSuggestions(google, query, language) : []))
              .catch((error: unknown) => {
                console.error(error instanceof Error ? error.message : error);
                return [];
              })
          : Promise.resolve([]);
        const [suggestions, googlePlaces] = await Promise.all([ours, theirs]);
        return [
          ...suggestions.locations.map((location): SearchItem => ({ kind: "location", location })),
          ...suggestions.places.map((place): SearchItem => ({ kind: "place", place })),
          ...[...suggestions.cuisines, ...suggestions.categories].map(
            (filter): SearchItem => ({ kind: "filter", filter }),
          ),
          ...googlePlaces.map((google): SearchItem => ({ kind: "google", google })),
        ];
      },
      onEvent: (event) => dispatch({ type: "search", event }),
    });
    searcher.current = created;
    return () => created.cancel();
  }, [language, countryCode, googleActive, loadGoogle]);

  // The field this one replaced had the focus: keep it here, caret where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !takeOver.focused) return;
    input.focus({ preventScroll: true });
    if (takeOver.selection) input.setSelectionRange(...takeOver.selection);
  }, []);

  // Text typed before the combobox was here is searched as if typed now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on taking over
  useEffect(() => {
    if (takeOver.text) searcher.current?.update(takeOver.text);
  }, []);

  // Keep the active option visible when the arrows move past the popup's edge.
  useEffect(() => {
    if (state.activeIndex < 0) return;
    document.getElementById(optionId(state.activeIndex))?.scrollIntoView({ block: "nearest" });
  });

  const changeText = (value: string) => {
    setText(value);
    dispatch({ type: "input" });
    searcher.current?.update(value);
  };

  const chooseResult = useCallback(
    (item: SearchItem) => {
      searcher.current?.cancel();
      dispatch({ type: "close" });
      if (item.kind === "google") {
        setText(item.google.name);
        void loadGoogle()
          .then(async (google) => {
            if (!google) throw new Error("Google Maps is not available");
            const destination = await googleSuggestionDestination(google, item.google, language);
            await rememberVisitorLocation(destination.location);
            navigate(withWhenDraft(destination.path));
          })
          .catch((error: unknown) => {
            console.error(error instanceof Error ? error.message : error);
            alerts.toast(t("locationSearch.googleError"), { tone: "error", language });
          });
        return;
      }
      if (item.kind === "place" || item.kind === "filter") {
        const { name, path } = item.kind === "place" ? item.place : item.filter;
        setText(name);
        navigate(item.kind === "filter" ? withWhenDraft(path) : path);
        return;
      }
      const result = item.location;
      setText(result.name);
      void rehydrateGeolocationStore().then(() =>
        geolocationStore.getState().setGeolocation(geolocationOfResult(result)),
      );
      navigate(withWhenDraft(result.path));
    },
    [navigate, loadGoogle, language, t],
  );

  const choose = (index: number) => {
    if (index === NEAR_ME_INDEX) {
      dispatch({ type: "close" });
      void nearMe.locate();
      return;
    }
    const result = resultAt(state, index);
    if (result) chooseResult(result);
  };

  /** Results that belong to what the box says now (not to an older text still on screen). */
  const current = state.status === "results" && state.query === normalise(text) ? state.results : [];

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (event.altKey) dispatch({ type: "open" });
        else dispatch({ type: "move", by: 1 });
        break;
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "move", by: -1 });
        break;
      case "Enter":
        if (state.open && state.activeIndex >= 0) {
          event.preventDefault();
          choose(state.activeIndex);
        }
        // Otherwise the form submits (onSubmit picks the first result when there is one).
        break;
      case "Escape":
        if (state.open) {
          event.preventDefault();
          dispatch({ type: "close" });
        } else if (text) {
          event.preventDefault();
          changeText("");
        }
        break;
      case "Tab":
        dispatch({ type: "close" });
        break;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const [first] = current;
    if (first) {
      event.preventDefault();
      chooseResult(first);
    }
    // No result for this text (yet): the form goes to the country listing with ?q=, as without JavaScript.
  };

  const onBlur = (event: FocusEvent) => {
    if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) dispatch({ type: "close" });
  };

  const typed = normalise(text);
  const showEmpty = state.status === "results" && state.query === typed && state.results.length === 0;
  const showLoading = typed.length >= MIN_QUERY_LENGTH && (state.status === "loading" || state.query !== typed);
  const showError = state.status === "error" && state.query === typed;
  const announcement = showError
    ? t("locationSearch.error")
    : showEmpty
      ? t("locationSearch.empty", { query: text.trim() })
      : state.status === "results" && state.query === typed
        ? t("locationSearch.results", { count: state.results.length })
        : "";

  return (
    <SearchBox
      language={language}
      countryCode={countryCode}
      compact={compact}
      className={className}
      ids={ids}
      wrapperRef={wrapperRef}
      inputRef={inputRef}
      onSubmit={onSubmit}
      input={{
        value: text,
        onChange: (event) => changeText(event.target.value),
        onKeyDown,
        onFocus: () => dispatch({ type: "open" }),
        onBlur,
        onClick: () => dispatch({ type: "open" }),
      }}
      open={state.open}
      activeIndex={state.activeIndex}
      nearMe={{
        icon: nearMe.locating ? <Loader2 aria-hidden="true" className="size-5 animate-spin" /> : <NearMeIcon />,
        hint: nearMe.locating ? t("locationSearch.locating") : t("locationSearch.nearMeHint"),
        onChoose: () => choose(NEAR_ME_INDEX),
        onHover: () => dispatch({ type: "hover", index: NEAR_ME_INDEX }),
      }}
      footer={
        showLoading || showEmpty || showError ? (
          <p className="flex items-center gap-2 border-t border-neutral-100 px-4 pt-3 pb-1 text-sm text-neutral-600">
            {showLoading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {showLoading
              ? t("locationSearch.loading")
              : showError
                ? t("locationSearch.error")
                : t("locationSearch.empty", { query: text.trim() })}
          </p>
        ) : null
      }
      announcement={state.open ? announcement : ""}
    >
      {state.results.map((item, position) => {
        const index = position + 1;
        if (item.kind === "google")
          return (
            <SearchOption
              key={`google-${item.google.placeId}`}
              id={optionId(index)}
              active={state.activeIndex === index}
              onChoose={() => choose(index)}
              onHover={() => dispatch({ type: "hover", index })}
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate">{item.google.name}</span>
                {item.google.context ? (
                  <span className="block truncate text-sm text-neutral-600">{item.google.context}</span>
                ) : null}
              </span>
              <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
                {t("locationSearch.types.google")}
              </span>
            </SearchOption>
          );
        const row =
          item.kind === "location"
            ? {
                key: `${item.location.type}-${item.location.id}`,
                Icon: TYPE_ICONS[item.location.type],
                name: item.location.name,
                context: locationContext(item.location),
                badge: t(`locationSearch.types.${item.location.type}`),
              }
            : item.kind === "place"
              ? {
                  key: `place-${item.place.id}`,
                  Icon: Store,
                  name: item.place.name,
                  context: item.place.context,
                  badge: t("locationSearch.types.place"),
                }
              : {
                  key: `${item.filter.type}-${item.filter.id}`,
                  Icon: FILTER_ICONS[item.filter.type],
                  name: item.filter.name,
                  context: null,
                  badge: t(`locationSearch.types.${item.filter.type}`),
                };
        const { Icon, context } = row;
        return (
          <SearchOption
            key={row.key}
            id={optionId(index)}
            active={state.activeIndex === index}
            onChoose={() => choose(index)}
            onHover={() => dispatch({ type: "hover", index })}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate">
                {highlightMatch(row.name, text).map((segment, key) =>
                  segment.match ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one name never reorder
                    <strong key={key} className="font-semibold">
                      {segment.text}
                    </strong>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: segments of one name never reorder
                    <span key={key}>{segment.text}</span>
                  ),
                )}
              </span>
              {context ? <span className="block truncate text-sm text-neutral-600">{context}</span> : null}
            </span>
            <span className="shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-medium text-neutral-700">
              {row.badge}
            </span>
          </SearchOption>
        );
      })}
    </SearchBox>
  );
}
