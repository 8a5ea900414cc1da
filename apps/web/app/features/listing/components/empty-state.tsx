import { SearchX } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * No place matches: say so plainly and offer the two ways on, removing the filters (keeping the
 * location) and the whole country.
 */
export function EmptyState({
  filtered,
  nearMe,
  removeFiltersHref,
  countryHref,
  countryName,
}: {
  /** Whether filters beyond the location are applied (else the location itself has no places yet). */
  filtered: boolean;
  /** Near me found nothing around the visitor. */
  nearMe: boolean;
  removeFiltersHref: string;
  countryHref: string;
  countryName: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-6 py-12 text-center sm:py-16">
      <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-600 shadow-card">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-neutral-900">
        {filtered ? t("listing.empty.title") : nearMe ? t("listing.empty.titleNearMe") : t("listing.empty.titleNone")}
      </h2>
      <p className="mt-2 max-w-md text-neutral-700">
        {filtered
          ? t("listing.empty.text", { country: countryName })
          : nearMe
            ? t("listing.empty.textNearMe", { country: countryName })
            : t("listing.empty.textNone", { country: countryName })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {filtered && (
          <ButtonLink to={removeFiltersHref} size="lg">
            {t("listing.empty.removeFilters")}
          </ButtonLink>
        )}
        <ButtonLink to={countryHref} variant={filtered ? "secondary" : "primary"} size="lg">
          {t("listing.empty.country", { country: countryName })}
        </ButtonLink>
      </div>
    </div>
  );
}
