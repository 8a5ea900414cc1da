import type { Language, ListingSort } from "@sobremesa/contracts";
import { ArrowDownUp } from "lucide-react";
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { LISTING_QUERY_KEYS } from "#app/features/filters/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { withQuery } from "../listing-links";

/**
 * Sort as a native select (the phone's own picker, keyboard friendly). With JavaScript a change
 * navigates at once; without it the form submits with the page's other parameters kept.
 */
export function SortSelect({ sort, sorts, language }: { sort: ListingSort; sorts: ListingSort[]; language: Language }) {
  const { t } = useTranslation();
  const keys = LISTING_QUERY_KEYS[language];
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const kept = [...new URLSearchParams(search)].filter(([key]) => key !== keys.sort && key !== keys.page);
  return (
    <form method="get" action={pathname} className="flex items-center">
      {kept.map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <label htmlFor={id} className="sr-only">
        {t("listing.sort.label")}
      </label>
      <div className="relative">
        <ArrowDownUp
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-neutral-600"
        />
        <select
          id={id}
          name={keys.sort}
          value={sort}
          onChange={(event) => {
            const value = event.target.value as ListingSort;
            const next = withQuery(`${pathname}${search}`, {
              [keys.sort]: value === "relevance" ? null : value,
              [keys.page]: null,
            });
            void navigate(next, { preventScrollReset: true });
          }}
          className="min-h-11 appearance-none rounded-full border border-neutral-300 bg-white pr-4 pl-10 text-sm font-semibold text-neutral-900 hover:bg-neutral-50"
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {t(`listing.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="ml-2 min-h-11 rounded-full border border-neutral-300 px-3 text-sm">
          {t("listing.sort.label")}
        </button>
      </noscript>
    </form>
  );
}
