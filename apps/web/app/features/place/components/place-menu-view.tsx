import { ArrowLeft, UtensilsCrossed } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { PlacePageData } from "../place-data";
import { DietaryLegend } from "./dietary-tags";
import { MenuItemRow } from "./menu-item-row";

const sectionAnchor = (id: number) => `seccion-${id}`;

/**
 * A place's menu: a sticky row of section links (plain anchors, scrolling horizontally on phones),
 * every section with its dishes, prices in the place's currency, dietary badges and their legend.
 * A place without a menu says so and offers the profile and booking.
 */
export function PlaceMenuView({ data }: { data: PlacePageData }) {
  const { t } = useTranslation();
  const { place, language, menu } = data;
  const crumbs = [...data.breadcrumbs, { name: t("place.menu.crumb"), path: data.canonical }];
  const tagged = menu.some((section) => section.items.some((item) => item.dietaryTags.length > 0));

  return (
    <div className="pb-16">
      <Container className="pt-2 sm:pt-4">
        <div className="hidden md:block">
          <Breadcrumbs crumbs={crumbs} current={data.canonical} />
        </div>
        <header className="mt-4 md:mt-2">
          <p className="text-sm font-semibold text-brand-700">{t(`categories.singular.${place.category}`)}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 lg:text-4xl">
            {t("place.menu.heading", { place: data.heading })}
          </h1>
          <p className="mt-2 text-neutral-600">{t("place.menu.intro", { currency: place.currency })}</p>
        </header>
      </Container>

      {menu.length === 0 ? (
        <Container>
          <div className="mt-8 rounded-md border border-dashed border-neutral-300 p-8 text-center">
            <UtensilsCrossed aria-hidden="true" className="mx-auto size-8 text-neutral-400" />
            <h2 className="mt-3 text-lg font-semibold text-neutral-900">{t("place.menu.none")}</h2>
            <p className="mt-1 text-neutral-600">{t("place.menu.noneText", { place: data.heading })}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <ButtonLink to={data.links.reserve} variant="primary">
                {t("place.reserve.cta")}
              </ButtonLink>
              <ButtonLink to={data.links.profile} variant="secondary">
                {t("place.menu.backToPlace")}
              </ButtonLink>
            </div>
          </div>
        </Container>
      ) : (
        <>
          <nav
            aria-label={t("place.menu.sections")}
            className="sticky top-14 z-10 mt-4 border-y border-neutral-200 bg-white/95 backdrop-blur md:top-16"
          >
            <Container>
              <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 py-2 scrollbar-none sm:mx-0 sm:px-0">
                {menu.map((section) => (
                  <li key={section.id} className="shrink-0">
                    <a
                      href={`#${sectionAnchor(section.id)}`}
                      className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-neutral-800 hover:bg-neutral-100"
                    >
                      {section.name}
                    </a>
                  </li>
                ))}
              </ul>
            </Container>
          </nav>
          <Container>
            <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
              <div className="min-w-0">
                {menu.map((section) => (
                  <section
                    key={section.id}
                    id={sectionAnchor(section.id)}
                    aria-labelledby={`${sectionAnchor(section.id)}-title`}
                    className="scroll-mt-32 pb-6"
                  >
                    <h2
                      id={`${sectionAnchor(section.id)}-title`}
                      className="text-xl font-bold tracking-tight text-neutral-900"
                    >
                      {section.name}
                    </h2>
                    <ul className="divide-y divide-neutral-200">
                      {section.items.map((item) => (
                        <MenuItemRow key={item.id} item={item} currency={place.currency} language={language} />
                      ))}
                    </ul>
                  </section>
                ))}
                <p className="mt-2 text-sm text-neutral-500">{t("place.menu.note")}</p>
              </div>
              <aside className="space-y-4 lg:sticky lg:top-36 lg:self-start">
                {tagged && <DietaryLegend />}
                <div className="rounded-md border border-neutral-200 p-4">
                  <p className="font-semibold text-neutral-900">{data.heading}</p>
                  <p className="text-sm text-neutral-600">{data.where}</p>
                  <ButtonLink to={data.links.reserve} variant="primary" className="mt-3 w-full">
                    {t("place.reserve.cta")}
                  </ButtonLink>
                  <Link
                    to={data.links.profile}
                    className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    <ArrowLeft aria-hidden="true" className="size-4" />
                    {t("place.menu.backToPlace")}
                  </Link>
                </div>
              </aside>
            </div>
          </Container>
        </>
      )}
    </div>
  );
}
