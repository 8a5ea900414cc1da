import type { Language } from "@sobremesa/contracts";
import { Check, ChevronDown, LocateFixed, Star } from "lucide-react";
import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from "react";
import { useId } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { isChosen } from "../filter-rules";
import { type PanelClass, type SelectedFilter, VISIBLE_OPTIONS } from "../filter-types";
import { useFilters } from "../filters-context";

/** Lists drawn as chips; the others are rows with a check box. */
const CHIP_LISTS: readonly PanelClass[] = ["location", "category", "price-range", "score"];

export interface FilterChoice {
  entry: SelectedFilter;
  /**
   * The listing with this choice applied at once: crawlers and visitors without JavaScript follow it.
   * Worked out for the options shown only: most of a long list waits behind "show more".
   */
  href: () => string;
  /** A parent standing for all of itself ("All of Jalisco"). */
  whole?: boolean;
}

interface FilterSectionProps {
  list: PanelClass;
  choices: FilterChoice[];
  /** Options of the list not at hand yet ("show more" loads them). */
  unloaded: number;
  onShowMore: () => void;
  loadingMore: boolean;
  language: Language;
  countryCode: string;
}

/**
 * One filter list of the panel: its options with how many places each would list (a facet ignores
 * its own class), chosen ones checked from the draft and the active selection, and "show more".
 * Each option is a link to the listing with that choice applied (crawlable, works without
 * JavaScript); with JavaScript a click only changes the draft, applied with the panel's button.
 */
export function FilterSection({
  list,
  choices,
  unloaded,
  onShowMore,
  loadingMore,
  language,
  countryCode,
}: FilterSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const listId = useId();
  const showMore = useFilters((state) => state.showMore[list]);
  const loading = useFilters((state) => state.loading[list]);
  const toggleShowMore = useFilters((state) => state.toggleShowMore);
  const choose = useFilters((state) => state.choose);
  const active = useFilters((state) => state.active);
  const draft = useFilters((state) => state.draft);
  const selection = { active, draft, parentAll: [], stored: [] };
  if (choices.length === 0) return null;

  const limit = VISIBLE_OPTIONS[list];
  // Chosen options always show, even past the limit.
  const visible = showMore
    ? choices
    : choices.filter((choice, index) => index < limit || isChosen(selection, choice.entry));
  const hidden = choices.length + unloaded - visible.length;
  // Shown in full but not all at hand: the rest is on its way.
  const waiting = showMore && unloaded > 0;
  const chips = CHIP_LISTS.includes(list);

  const onActivate = (
    event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>,
    entry: SelectedFilter,
  ) => {
    if ("button" in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)) return;
    event.preventDefault();
    choose(entry);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, entry: SelectedFilter) => {
    if (event.key === " ") onActivate(event, entry);
  };

  return (
    <section aria-labelledby={headingId} aria-busy={loading || waiting} className="filter-section">
      <div className="filter-section-head">
        <h3 id={headingId} className="filter-section-title">
          {t(`filters.classes.${list}`)}
        </h3>
        {(loading || (waiting && loadingMore)) && (
          <span role="status" className="text-xs text-neutral-500">
            {loading ? t("filters.updating") : t("filters.loadingOptions")}
          </span>
        )}
      </div>
      <ul
        id={listId}
        className={cx(
          "mt-3 transition-opacity",
          chips ? "flex flex-wrap gap-2" : "flex flex-col",
          loading && "opacity-60",
        )}
      >
        {visible.map(({ entry, href: hrefOf, whole }) => {
          const href = hrefOf();
          const chosen = isChosen(selection, entry);
          const quantity = entry.item.quantity;
          const empty = quantity === 0 && !chosen;
          const label = whole ? t("filters.all", { name: entry.item.name }) : entry.item.name;
          const spoken =
            entry.class === "score"
              ? t("filters.score", { score: label.replace("+", "") })
              : entry.class === "price-range"
                ? t("filters.price", { level: entry.id })
                : label;
          const count = quantity === undefined ? undefined : formatCount(quantity, language, countryCode);
          const common = {
            role: "checkbox" as const,
            "aria-checked": chosen,
            "aria-label": quantity === undefined ? spoken : `${spoken}, ${t("filters.quantity", { count: quantity })}`,
          };
          // An option with no places is shown, greyed, but is no link: nothing to follow there.
          const link = empty
            ? null
            : {
                href,
                rel: href.includes("?") ? "nofollow" : undefined,
                onClick: (event: MouseEvent<HTMLAnchorElement>) => onActivate(event, entry),
                onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => onKeyDown(event, entry),
              };
          if (chips) {
            return (
              <li key={`${entry.class}-${entry.id}-${entry.isState}-${entry.isCountry}-${entry.isNearMe}`}>
                <FilterOption
                  common={common}
                  link={link}
                  className={cx("filter-chip", empty && "pointer-events-none opacity-45")}
                >
                  {entry.isNearMe && <LocateFixed aria-hidden="true" className="size-4" />}
                  {entry.class === "score" && (
                    <Star aria-hidden="true" className="size-3.5 fill-accent-500 text-accent-500" />
                  )}
                  <span>{label}</span>
                  {count !== undefined && !entry.isNearMe && (
                    <span aria-hidden="true" className="filter-chip-count">
                      {count}
                    </span>
                  )}
                </FilterOption>
              </li>
            );
          }
          return (
            <li key={`${entry.class}-${entry.id}`}>
              <FilterOption
                common={common}
                link={link}
                className={cx("filter-option", empty && "pointer-events-none opacity-45")}
              >
                <span aria-hidden="true" className="filter-box">
                  {chosen && <Check className="size-3.5" strokeWidth={3} />}
                </span>
                <span className="filter-option-label">{label}</span>
                {count !== undefined && (
                  <span aria-hidden="true" className="filter-option-count">
                    {count}
                  </span>
                )}
              </FilterOption>
            </li>
          );
        })}
      </ul>
      {(hidden > 0 || showMore) && choices.length + unloaded > limit && (
        <button
          type="button"
          aria-expanded={showMore}
          aria-controls={listId}
          onClick={() => {
            if (!showMore && unloaded > 0) onShowMore();
            toggleShowMore(list);
          }}
          className="mt-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-600 hover:text-brand-700"
        >
          {showMore ? t("filters.showLess") : `${t("filters.showMore")} (${hidden})`}
          <ChevronDown aria-hidden="true" className={cx("size-4 transition-transform", showMore && "rotate-180")} />
        </button>
      )}
    </section>
  );
}

interface OptionSemantics {
  role: "checkbox";
  "aria-checked": boolean;
  "aria-label": string;
}

/** A filter option: a link to the filtered page, or, with no places behind it, a disabled checkbox. */
function FilterOption({
  common,
  link,
  className,
  children,
}: {
  common: OptionSemantics;
  link: Pick<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "rel" | "onClick" | "onKeyDown"> | null;
  className: string;
  children: ReactNode;
}) {
  if (!link) {
    return (
      <span {...common} aria-disabled="true" className={className}>
        {children}
      </span>
    );
  }
  return (
    <a {...common} {...link} className={className}>
      {children}
    </a>
  );
}
