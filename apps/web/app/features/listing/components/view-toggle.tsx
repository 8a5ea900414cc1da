import { List, Map as MapIcon } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type ListingView, viewOf, withView } from "../listing-view-param";

export type { ListingView };

/**
 * The listing's view and its setter: the view is the URL's (see listing-view-param). A change
 * replaces the history entry, so Back leaves the listing rather than toggling it.
 */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const setView = (view: ListingView) => {
    void navigate(withView(`${pathname}${search}`, view), { replace: true, preventScrollReset: true });
  };
  return [viewOf(search), setView];
}

/** List or map: a two-button segmented control (aria-pressed). */
export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const { t } = useTranslation();
  const options: { value: ListingView; icon: typeof List }[] = [
    { value: "list", icon: List },
    { value: "map", icon: MapIcon },
  ];
  return (
    <fieldset className="inline-flex rounded-full border border-neutral-300 bg-white p-0.5">
      <legend className="sr-only">{t("listing.view.label")}</legend>
      {options.map(({ value, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cx(
            "inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors",
            view === value ? "bg-neutral-900 text-white" : "text-neutral-700 hover:bg-neutral-100",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {t(`listing.view.${value}`)}
        </button>
      ))}
    </fieldset>
  );
}
