import type { Crumb } from "@sobremesa/domain/search";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** A page's trail in the catalogue (home, country, state, city, filters); the page itself is the last, unlinked. */
export function Breadcrumbs({ crumbs, current }: { crumbs: Crumb[]; current: string }) {
  const { t } = useTranslation();
  if (crumbs.length === 0) return null;
  const here = current.split("?")[0];
  return (
    <nav
      aria-label={t("listing.breadcrumbLabel")}
      className="-mx-4 overflow-x-auto px-4 scrollbar-none sm:mx-0 sm:px-0"
    >
      <ol className="flex items-center gap-1 text-sm whitespace-nowrap text-neutral-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const isHere = last && crumb.path === here;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />}
              {isHere ? (
                <span
                  aria-current="page"
                  className="inline-flex min-h-11 max-w-[16rem] items-center truncate text-neutral-900 sm:max-w-none"
                >
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-flex min-h-11 items-center hover:text-neutral-900 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
