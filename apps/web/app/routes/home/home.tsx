import { languageOfPath } from "@sobremesa/contracts";
import { Suspense } from "react";
import { Await } from "react-router";
import { Container } from "../../components/ui/container";
import { CategoryTiles } from "../../features/catalog/components/category-tiles";
import { PlaceCard } from "../../features/catalog/components/place-card";
import { Hero } from "../../features/home/components/hero";
import { MembershipTeaser } from "../../features/home/components/membership-teaser";
import { NearbySection, NearbySkeleton } from "../../features/home/components/nearby-section";
import { ThingsToDoTeaser } from "../../features/home/components/things-to-do-teaser";
import { pageMeta, siteUrlOf } from "../../features/seo/page-meta";
import { getI18n } from "../../i18n/i18n";
import { useTranslation } from "../../i18n/react-i18n";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

export function loader({ url, context }: Route.LoaderArgs) {
  return loadHome(url, context);
}

export function meta({ location, matches }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const { t } = getI18n(language);
  return pageMeta({
    language,
    title: t("meta.home.title"),
    description: t("meta.home.description"),
    siteUrl: siteUrlOf(matches),
    pathname: location.pathname,
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language, summary, nearby } = loaderData;
  const country = summary.country;
  return (
    <>
      <Hero
        language={language}
        countryCode={country.code}
        countryName={country.name}
        totalPlaces={summary.totalPlaces}
      />

      <Container className="py-10 sm:py-14">
        <section aria-labelledby="categories-title">
          <h2 id="categories-title" className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {t("categories.title")}
          </h2>
          <div className="mt-5 sm:mt-6">
            <CategoryTiles categories={summary.categories} language={language} countryCode={country.code} />
          </div>
        </section>

        {/* Streamed: the IP lookup never holds the rest of the page back. */}
        <Suspense fallback={<NearbySkeleton />}>
          <Await
            resolve={nearby}
            errorElement={<NearbySection language={language} initial={null} countryCode={country.code} />}
          >
            {(initial) => <NearbySection language={language} initial={initial} countryCode={country.code} />}
          </Await>
        </Suspense>

        <section aria-labelledby="featured-title" className="mt-12 sm:mt-16">
          <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
            {t("featured.title", { country: country.name })}
          </h2>
          <p className="mt-1 text-neutral-600">{t("featured.subtitle")}</p>
          {summary.featured.length > 0 ? (
            <ul className="scrollbar-none -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-5 sm:gap-y-8 sm:overflow-visible sm:px-0 lg:grid-cols-4">
              {summary.featured.map((place) => (
                <li key={place.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
                  <PlaceCard place={place} language={language} countryCode={country.code} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 rounded-md bg-neutral-50 p-6 text-neutral-600">
              {t("featured.empty", { country: country.name })}
            </p>
          )}
        </section>

        <div className="mt-12 grid gap-5 sm:mt-16 lg:grid-cols-2">
          <ThingsToDoTeaser language={language} countryCode={country.code} countryName={country.name} />
          <MembershipTeaser language={language} />
        </div>
      </Container>
    </>
  );
}
