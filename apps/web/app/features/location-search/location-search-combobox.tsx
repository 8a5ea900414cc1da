import type { Language } from "@sobremesa/contracts";
import { Building2, Globe2, Landmark, Loader2, LocateFixed, MapPin, Search } from "lucide-react";
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
} from "react";
import { Form, useNavigate, useRouteLoaderData } from "react-router";
import { cx } from "../../components/ui/cx";
import { useTranslation } from "../../i18n/react-i18n";
import { geolocationStore, rehydrateGeolocationStore } from "../geolocation/geolocation-store";
import { rememberVisitorLocation, useNearMe } from "../geolocation/use-near-me";
import { pageGoogleMaps } from "../map/google-maps-loader";
import type { GoogleNamespace } from "../map/google-maps-types";
import { listingPath } from "../navigation/paths";
import { alerts } from "../shell/alerts";
import { comboboxReducer, initialComboboxState, NEAR_ME_INDEX, resultAt } from "./combobox-state";
import { createDebouncedSearch } from "./debounced-search";
import { type GoogleSuggestion, googleSuggestionDestination, googleSuggestions } from "./google-suggestions";
import { highlightMatch } from "./highlight";
import { fetchLocations, type LocationResult, MIN_QUERY_LENGTH } from "./location-api";
import { geolocationOfResult, locationContext } from "./location-result";

const TYPE_ICONS = { country: Globe2, state: Landmark, city: Building2, colony: MapPin } as const;

export interface LocationSearchProps {
  language: Language;
  /** Without JavaScript the form submits to this country's listing with ?q= (the listing's text filter). */
  countryCode: string;
  /** hero: the home page's large box; header: the compact box of the site header. */
  variant?: "hero" | "header";
  className?: string;
}

/** A row of the popup: one of the site's locations, or (with Google Maps active) a Google place. */
type SearchItem = { kind: "location"; location: LocationResult } | { kind: "google"; google: GoogleSuggestion };

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The location search box (ARIA 1.2 combobox): type a country, state, city or colony; at most five
 * results (GET /api/tools/locations, 200 ms debounce, stale requests aborted) under a "near me"
 * option; choosing one opens its listing. Keys: Down/Up move (and open), Enter chooses, Escape
 * closes (then clears), Tab leaves. Enter with nothing active takes the first result.
 */
export function LocationSearch({ language, countryCode, variant = "hero", className }: LocationSearchProps) {
  const compact = variant === "header";
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nearMe = useNearMe(language);
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [state, dispatch] = useReducer(comboboxReducer<SearchItem>, undefined, initialComboboxState<SearchItem>);
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
        const ours = fetchLocations(query, { language, signal });
        // Google failing (or missing its places library) never costs the site's own results.
        const theirs = googleActive
          ? loadGoogle()
              .then((google) => (google ? googleSuggestions(google, query, language) : []))
              .catch((error: unknown) => {
                console.error(error instanceof Error ? error.message : error);
                return [];
              })
          : Promise.resolve([]);
        const [locations, places] = await Promise.all([ours, theirs]);
        return [
          ...locations.map((location): SearchItem => ({ kind: "location", location })),
          ...places.map((google): SearchItem => ({ kind: "google", google })),
        ];
      },
      onEvent: (event) => dispatch({ type: "search", event }),
    });
    searcher.current = created;
    return () => created.cancel();
  }, [language, googleActive, loadGoogle]);

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
            navigate(destination.path);
          })
          .catch((error: unknown) => {
            console.error(error instanceof Error ? error.message : error);
            alerts.toast(t("locationSearch.googleError"), { tone: "error", language });
          });
        return;
      }
      const result = item.location;
      setText(result.name);
      void rehydrateGeolocationStore().then(() =>
        geolocationStore.getState().setGeolocation(geolocationOfResult(result)),
      );
      navigate(result.path);
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
    <div ref={wrapperRef} className={cx("relative w-full", compact ? "max-w-sm" : "max-w-xl", className)}>
      <Form
        method="get"
        action={listingPath(language, countryCode)}
        role="search"
        onSubmit={onSubmit}
        className={cx(
          "flex w-full items-center gap-2 rounded-full bg-white text-neutral-900",
          compact
            ? "p-1 pl-3 focus-within:ring-4 focus-within:ring-white/40"
            : "p-1.5 pl-4 shadow-raised focus-within:ring-4 focus-within:ring-brand-300",
        )}
      >
        <label htmlFor={inputId} className="sr-only">
          {t("locationSearch.label")}
        </label>
        <MapPin aria-hidden="true" className={cx("shrink-0 text-neutral-500", compact ? "size-4" : "size-5")} />
        <input
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={state.open}
          aria-controls={listboxId}
          aria-activedescendant={state.open && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={80}
          value={text}
          placeholder={t("locationSearch.placeholder")}
          onChange={(event) => changeText(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => dispatch({ type: "open" })}
          onBlur={onBlur}
          onClick={() => dispatch({ type: "open" })}
          className={cx(
            "w-full min-w-0 flex-1 bg-transparent text-neutral-900 placeholder:text-neutral-500 focus:outline-none",
            // 16px on phones keeps iOS from zooming into the field.
            compact ? "min-h-9 text-base md:text-sm" : "min-h-11 text-base",
          )}
        />
        <button
          type="submit"
          className={cx(
            "inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-brand-500 text-sm font-semibold text-white hover:bg-brand-600",
            compact ? "size-9" : "min-h-11 min-w-11 sm:px-5",
          )}
        >
          <Search aria-hidden="true" className={compact ? "size-4" : "size-5 sm:size-4"} />
          <span className={compact ? "sr-only" : "sr-only sm:not-sr-only"}>{t("locationSearch.submit")}</span>
        </button>
      </Form>

      <div
        className={cx(
          "absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-md bg-white py-2 text-neutral-900 shadow-raised ring-1 ring-neutral-200",
          compact && "md:min-w-[22rem]",
          !state.open && "hidden",
        )}
      >
        <div
          id={listboxId}
          role="listbox"
          aria-label={t("locationSearch.label")}
          className="max-h-[min(24rem,60vh)] overflow-y-auto"
        >
          <Option
            id={optionId(NEAR_ME_INDEX)}
            active={state.activeIndex === NEAR_ME_INDEX}
            onChoose={() => choose(NEAR_ME_INDEX)}
            onHover={() => dispatch({ type: "hover", index: NEAR_ME_INDEX })}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              {nearMe.locating ? (
                <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <LocateFixed aria-hidden="true" className="size-5" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-brand-700">{t("locationSearch.nearMe")}</span>
              <span className="block truncate text-sm text-neutral-600">
                {nearMe.locating ? t("locationSearch.locating") : t("locationSearch.nearMeHint")}
              </span>
            </span>
          </Option>
          {state.results.map((item, position) => {
            const index = position + 1;
            if (item.kind === "google")
              return (
                <Option
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
                </Option>
              );
            const result = item.location;
            const Icon = TYPE_ICONS[result.type];
            const context = locationContext(result);
            return (
              <Option
                key={`${result.type}-${result.id}`}
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
                    {highlightMatch(result.name, text).map((segment, key) =>
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
                  {t(`locationSearch.types.${result.type}`)}
                </span>
              </Option>
            );
          })}
        </div>
        {showLoading || showEmpty || showError ? (
          <p className="flex items-center gap-2 border-t border-neutral-100 px-4 pt-3 pb-1 text-sm text-neutral-600">
            {showLoading ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {showLoading
              ? t("locationSearch.loading")
              : showError
                ? t("locationSearch.error")
                : t("locationSearch.empty", { query: text.trim() })}
          </p>
        ) : null}
      </div>
      {/* Screen readers hear how many results came (or that none did) without leaving the box. */}
      <p role="status" className="sr-only">
        {state.open ? announcement : ""}
      </p>
    </div>
  );
}

interface OptionProps {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
}

function Option({ id, active, onChoose, onHover, children }: OptionProps) {
  return (
    // Options are chosen with the keyboard through the combobox (aria-activedescendant), by pointer here;
    // tabIndex -1: focusable by script, never a tab stop (focus stays in the input).
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard handled by the combobox input
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      // Keep focus in the input: a mousedown here would blur it and close the popup first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={cx("flex min-h-14 cursor-pointer items-center gap-3 px-4 py-2", active && "bg-brand-50")}
    >
      {children}
    </div>
  );
}
