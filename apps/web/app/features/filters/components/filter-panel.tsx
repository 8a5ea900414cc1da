import type { Language } from "@sobremesa/contracts";
import { X } from "lucide-react";
import { useId, useMemo } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { getBrowserPosition } from "#app/features/geolocation/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { applyDraft, pendingChanges, withoutFilter } from "../filter-rules";
import {
  type FilterLists,
  optionToFilter,
  type PanelClass,
  panelClasses,
  type SelectedFilter,
  sameFilter,
} from "../filter-types";
import { useFilters, useFiltersStoreApi } from "../filters-context";
import type { Position } from "../filters-url";
import { type FilterChoice, FilterSection } from "./filter-section";

export interface FilterPanelProps {
  /** The options at hand: a page's first ones, or every option once "show more" loaded them. */
  lists: FilterLists;
  /** How many options each list has in all. */
  listSizes: Record<PanelClass, number>;
  /** A list's "show more" found options not at hand: load every list's. */
  onShowMore: () => void;
  loadingMore: boolean;
  /** The active selection the URL describes (links are built from it, never from the draft). */
  active: readonly SelectedFilter[];
  /** The listing URL of a selection (keeps sort, search text, position and membership slugs of the page). */
  hrefFor: (active: readonly SelectedFilter[], position?: Position) => string;
  /** The page already knows where the visitor is (?lat=&lng=). */
  hasPosition: boolean;
  language: Language;
  countryCode: string;
}

function useChoices(
  lists: FilterLists,
  active: readonly SelectedFilter[],
  hrefFor: (active: readonly SelectedFilter[]) => string,
) {
  return useMemo(() => {
    const result = {} as Record<PanelClass, FilterChoice[]>;
    for (const list of panelClasses) {
      const options = lists[list].map((option) => {
        const entry = optionToFilter(option);
        const href = () => {
          const isActive = active.some((candidate) => sameFilter(candidate, entry));
          return hrefFor(isActive ? withoutFilter(active, entry) : applyDraft(active, [entry]));
        };
        return { entry, href, ...(option.whole ? { whole: true } : {}) };
      });
      // An applied filter the facet no longer lists (nothing left with it) still shows, to be removed.
      const missing = active
        .filter((entry) => entry.class === list && !options.some((option) => sameFilter(option.entry, entry)))
        .map((entry) => ({ entry, href: () => hrefFor(withoutFilter(active, entry)) }));
      result[list] = [...missing, ...options];
    }
    return result;
  }, [lists, active, hrefFor]);
}

/**
 * Applying and clearing go to the new URL; the page's loader brings the new list. Choosing near me
 * asks the browser where the visitor is first (declined or slow: the server locates by IP).
 */
function usePanelActions(hrefFor: FilterPanelProps["hrefFor"], hasPosition: boolean) {
  const store = useFiltersStoreApi();
  const navigate = useNavigate();
  return {
    apply: async () => {
      const next = store.getState().apply();
      const nearMe = next.some((entry) => entry.class === "location" && entry.isNearMe);
      const located = nearMe && !hasPosition ? await getBrowserPosition() : undefined;
      const position = located?.ok ? located.position : undefined;
      await navigate(hrefFor(next, position), { preventScrollReset: true });
    },
    clear: () => {
      const next = store.getState().clear();
      void navigate(hrefFor(next), { preventScrollReset: true });
    },
  };
}

function PanelSections(props: FilterPanelProps) {
  const choices = useChoices(props.lists, props.active, props.hrefFor);
  return (
    <>
      {panelClasses.map((list) => (
        <FilterSection
          key={list}
          list={list}
          choices={choices[list]}
          unloaded={Math.max(0, props.listSizes[list] - props.lists[list].length)}
          onShowMore={props.onShowMore}
          loadingMore={props.loadingMore}
          language={props.language}
          countryCode={props.countryCode}
        />
      ))}
    </>
  );
}

/** The panel beside the results from the lg breakpoint: apply bar sticks to the bottom while changes wait. */
export function FilterSidebar(props: FilterPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const pending = useFilters((state) => pendingChanges(state));
  const activeCount = props.active.length;
  const { apply, clear } = usePanelActions(props.hrefFor, props.hasPosition);
  const cancel = useFilters((state) => state.cancel);
  return (
    <section aria-labelledby={headingId} className="relative">
      <div className="flex items-center justify-between gap-3 border-b border-neutral-200 pb-3">
        <h2 id={headingId} className="text-lg font-bold text-neutral-900">
          {t("filters.title")}
        </h2>
        {activeCount > 0 && (
          <button
            type="button"
            onClick={clear}
            className="min-h-11 text-sm font-semibold text-brand-600 underline-offset-4 hover:underline"
          >
            {t("filters.clear")}
          </button>
        )}
      </div>
      <PanelSections {...props} />
      {pending > 0 && (
        <div className="sticky bottom-0 -mx-3 mt-2 flex flex-col gap-2 rounded-md border border-neutral-200 bg-white/95 p-3 shadow-raised backdrop-blur">
          <p role="status" className="text-xs text-neutral-600">
            {t("filters.pending", { count: pending })}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" className="flex-1" onClick={cancel}>
              {t("filters.cancel")}
            </Button>
            <Button className="flex-1" onClick={() => void apply()}>
              {t("filters.apply")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * The panel as a modal sheet below lg: a native <dialog> (focus stays inside, Escape closes),
 * rising from the bottom on phones. Closing without applying drops the draft.
 */
export function FilterSheet(props: FilterPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const open = useFilters((state) => state.modalOpen);
  const pending = useFilters((state) => pendingChanges(state));
  const cancel = useFilters((state) => state.cancel);
  const { apply, clear } = usePanelActions(props.hrefFor, props.hasPosition);

  return (
    <Dialog
      open={open}
      onDismiss={cancel}
      backdropDismisses
      aria-labelledby={headingId}
      className="m-0 mt-auto h-[min(92dvh,100%)] max-h-none w-full max-w-none bg-transparent p-0 outline-none backdrop:bg-neutral-950/45 sm:m-auto sm:h-[min(88dvh,52rem)] sm:max-w-xl lg:hidden"
    >
      {open && (
        <div className="flex h-full flex-col overflow-hidden rounded-t-md bg-white shadow-raised sm:rounded-md">
          <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-2">
            <h2 id={headingId} className="text-lg font-bold text-neutral-900">
              {t("filters.title")}
            </h2>
            <button
              type="button"
              onClick={cancel}
              aria-label={t("filters.close")}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-4">
            <PanelSections {...props} />
          </div>
          <div className="flex items-center gap-3 border-t border-neutral-200 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button variant="ghost" onClick={clear} disabled={props.active.length === 0 && pending === 0}>
              {t("filters.clear")}
            </Button>
            <Button size="lg" className="flex-1" onClick={() => void apply()} disabled={pending === 0}>
              {pending > 0 ? t("filters.applyCount", { count: pending }) : t("filters.apply")}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
