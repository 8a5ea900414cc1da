import { X } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { withoutFilter } from "../filter-rules";
import { filterKey, type SelectedFilter } from "../filter-types";

/** A chip for a filter that is not a catalogue item (with a table at that time): its name and the link without it. */
export interface ExtraChip {
  key: string;
  name: string;
  href: string;
}

const CHIP =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full bg-neutral-900 py-1 pr-2.5 pl-3.5 text-sm font-medium text-white hover:bg-neutral-700";

/**
 * The applied filters as removable chips. Each is a link to the listing without it, so removing
 * works without JavaScript and crawlers see the broader listing. "Clear all" goes to clearHref
 * (default: no catalogue filters).
 */
export function ActiveFilters({
  active,
  hrefFor,
  extra = [],
  clearHref,
}: {
  active: readonly SelectedFilter[];
  hrefFor: (active: readonly SelectedFilter[]) => string;
  extra?: readonly ExtraChip[];
  clearHref?: string;
}) {
  const { t } = useTranslation();
  if (active.length + extra.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <h2 className="sr-only">{t("filters.active")}</h2>
      <ul className="-mx-4 flex flex-1 gap-2 overflow-x-auto px-4 scrollbar-none sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {active.map((entry) => {
          const name =
            entry.class === "score" ? t("filters.score", { score: entry.item.name.replace("+", "") }) : entry.item.name;
          return (
            <li key={filterKey(entry)} className="shrink-0">
              <Link
                to={hrefFor(withoutFilter(active, entry))}
                preventScrollReset
                aria-label={t("filters.remove", { name })}
                className={CHIP}
              >
                {name}
                <X aria-hidden="true" className="size-4" />
              </Link>
            </li>
          );
        })}
        {extra.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t("filters.remove", { name: chip.name })}
              className={CHIP}
            >
              {chip.name}
              <X aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
        {active.length + extra.length > 1 && (
          <li className="shrink-0">
            <Link
              to={clearHref ?? hrefFor([])}
              preventScrollReset
              className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-600 underline-offset-4 hover:underline"
            >
              {t("filters.clear")}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
