import type { Language } from "@sobremesa/contracts";
import type { CategoryKey, CategorySummary } from "@sobremesa/domain/catalog";
import { ChevronRight, Martini, Music, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { formatCount } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { CustomIcon } from "#app/lib/icons/custom-icon.tsx";
import { listingPath } from "#app/lib/navigation/paths.ts";
import { CoverArt } from "./cover-art";

const ICONS: Record<CategoryKey, typeof Martini> = {
  restaurant: UtensilsCrossed,
  bar: Martini,
  nightclub: Music,
};

/** Fixed seeds so each category keeps its own cover. */
const SEEDS: Record<CategoryKey, number> = { restaurant: 7, bar: 1, nightclub: 10 };

interface CategoryTilesProps {
  categories: CategorySummary[];
  language: Language;
  countryCode: string;
}

export function CategoryTiles({ categories, language, countryCode }: CategoryTilesProps) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 sm:grid-cols-3 sm:gap-5">
      {categories.map((category) => {
        const Icon = ICONS[category.key];
        return (
          <li key={category.key}>
            <Link
              to={listingPath(language, countryCode, category.slug)}
              className="group flex items-center gap-4 rounded-md border border-neutral-200 bg-white p-2 pr-4 shadow-card transition-shadow hover:shadow-raised sm:flex-col sm:items-stretch sm:gap-0 sm:p-0"
            >
              <span className="relative block h-18 w-24 shrink-0 overflow-hidden rounded-sm sm:aspect-[2/1] sm:h-auto sm:w-full sm:rounded-none sm:rounded-t-md">
                <CoverArt
                  seed={SEEDS[category.key]}
                  category={category.key}
                  className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-[1.04]"
                />
              </span>
              <span className="flex min-w-0 flex-1 items-center gap-3 sm:p-4">
                <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 sm:flex">
                  <CustomIcon name={category.key} fallback={Icon} language={language} className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-base font-semibold text-neutral-900">{category.name}</span>
                  <span className="text-sm text-neutral-600">
                    {category.placeCount > 0
                      ? t("categories.count", {
                          count: category.placeCount,
                          formatted: formatCount(category.placeCount, language, countryCode),
                        })
                      : t("categories.empty")}
                  </span>
                </span>
                <ChevronRight
                  aria-hidden="true"
                  className="size-5 shrink-0 text-neutral-400 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
