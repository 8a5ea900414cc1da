import { languageOfPath } from "@sobremesa/contracts";
import { Suspense } from "react";
import { Await } from "react-router";
import { Container } from "#app/components/ui/container.tsx";
import { CategoryTiles } from "#app/features/catalog/index.ts";
import { whenValues } from "#app/features/filters/index.ts";
import { Hero, NearbySkeleton } from "#app/features/home/index.ts";
import { getI18n } from "#app/lib/i18n/i18n.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { pageMeta, siteUrlOf } from "#app/lib/seo/page-meta.ts";
import { siteSchemas } from "#app/lib/seo/site-schema.ts";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";

// Below the first view of a phone: their code loads as the visitor scrolls to them.
const nearbySection = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/home/components/nearby-section.tsx").then((module) => module.NearbySection),
);
const featuredPlaces = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/home/components/featured-places.tsx").then((module) => module.default),
);
const homeTeasers = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/home/components/home-teasers.tsx").then((module) => module.default),
);

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export function meta({ location, matches, loaderData }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const { t } = getI18n(language);
  const siteUrl = siteUrlOf(matches);
  return [
    ...pageMeta({
      language,
      title: t("meta.home.title"),
      description: t("meta.home.description"),
      siteUrl,
      pathname: location.pathname,
    }),
    ...siteSchemas(language, siteUrl, loaderData?.summary.country.code ?? "mx").map((schema) => ({
      "script:ld+json": schema,
    })),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { language, summary, nearby, when, bookableTimes } = loaderData;
  const country = summary.country;
  const { party } = whenValues(when);
  return (
    <>
      <Hero
        language={language}
        countryCode={country.code}
        countryName={country.name}
        totalPlaces={summary.totalPlaces}
        when={when}
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
            errorElement={
              <Deferred part={nearbySection} props={{ language, initial: null, countryCode: country.code, party }} />
            }
          >
            {(initial) => (
              <Deferred part={nearbySection} props={{ language, initial, countryCode: country.code, party }} />
            )}
          </Await>
        </Suspense>

        <Deferred
          part={featuredPlaces}
          className="mt-12 sm:mt-16"
          props={{
            places: summary.featured,
            language,
            countryCode: country.code,
            countryName: country.name,
            bookableTimes,
            party,
          }}
        />

        <Deferred
          part={homeTeasers}
          className="mt-12 grid gap-5 sm:mt-16 lg:grid-cols-2"
          props={{ language, countryCode: country.code, countryName: country.name }}
        />
      </Container>
    </>
  );
}
