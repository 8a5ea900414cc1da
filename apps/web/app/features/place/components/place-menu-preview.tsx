import type { Language } from "@sobremesa/contracts";
import type { MenuSection } from "@sobremesa/domain/search";
import { ArrowRight, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { MenuItemRow } from "./menu-item-row";

/** A place profile's first menu section, with the way to the whole menu. */
export default function PlaceMenuPreview({
  section,
  currency,
  language,
  menuHref,
}: {
  section: MenuSection | undefined;
  currency: string;
  language: Language;
  menuHref: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="menu-title">
      <h2 id="menu-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900">
        <UtensilsCrossed aria-hidden="true" className="size-5 text-neutral-500" />
        {t("place.menuPreview.title")}
      </h2>
      {section ? (
        <>
          <h3 className="mt-3 text-sm font-semibold tracking-wide text-neutral-500 uppercase">{section.name}</h3>
          <ul className="divide-y divide-neutral-200">
            {section.items.map((item) => (
              <MenuItemRow key={item.id} item={item} currency={currency} language={language} />
            ))}
          </ul>
          <Link
            to={menuHref}
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
          >
            {t("place.menuPreview.all")}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        </>
      ) : (
        <p className="mt-2 text-neutral-600">{t("place.menu.none")}</p>
      )}
    </section>
  );
}
