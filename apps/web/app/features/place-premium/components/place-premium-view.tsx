import { ArrowRight, ChevronRight, Crown, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CoverArt, PriceRange } from "#app/features/catalog/index.ts";
import { formatCount, formatScore } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { PlacePremiumData } from "../place-premium-data";

const STEPS = ["join", "book", "pay"] as const;

/**
 * The Premium page of a place: trail, cover, name and facts, the membership benefit stated plainly
 * (or, without one, an honest note with the city's Premium places), how it works in three steps, the
 * trial call to action and links to the place and the city's Premium listing. Server-rendered from
 * the loader's data; nothing loads on the client.
 */
export function PlacePremiumView({ data }: { data: PlacePremiumData }) {
  const { t } = useTranslation();
  const { place, links } = data;
  const percent = place.premiumDiscount;
  const values = { place: data.heading, city: data.cityName };

  return (
    <Container className="pt-2 pb-16 sm:pt-4">
      <Breadcrumbs crumbs={data.breadcrumbs} current={data.canonical} />
      <div className="mt-2 grid gap-6 sm:mt-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start lg:gap-12">
        <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-neutral-200 lg:sticky lg:top-24 lg:aspect-[4/3]">
          <CoverArt
            seed={place.imageSeed}
            category={place.category}
            cuisine={place.cuisine}
            className="absolute inset-0 h-full w-full"
          />
          {percent !== null && (
            <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-accent-700 shadow-card">
              {t("featured.premium", { percent })}
            </span>
          )}
        </div>

        <div className="min-w-0">
          <header>
            <p className="flex items-center gap-2 text-sm font-semibold text-accent-700">
              <Crown aria-hidden="true" className="size-4" />
              {percent !== null ? t("placePremium.eyebrow") : t("membership.eyebrow")}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl lg:text-4xl">
              {data.heading}
            </h1>
            <PlaceFacts data={data} />
          </header>

          {percent !== null ? (
            <section
              aria-labelledby="benefit-title"
              className="on-brand relative isolate mt-6 overflow-hidden rounded-md bg-brand-600 p-6 text-white shadow-card sm:p-8"
            >
              <div
                aria-hidden="true"
                className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/60 blur-2xl"
              />
              <div
                aria-hidden="true"
                className="absolute -bottom-28 -left-16 -z-10 size-64 rounded-full bg-accent-500/25 blur-3xl"
              />
              <h2 id="benefit-title" className="flex items-center gap-2 text-sm font-semibold text-brand-100">
                <Crown aria-hidden="true" className="size-4 shrink-0" />
                {t("placePremium.benefitTitle", values)}
              </h2>
              <p className="mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {t("placePremium.benefit", { percent })}
              </p>
              <p className="mt-2 text-white/90">{t("placePremium.benefitNote", values)}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
                <ButtonLink to={links.membership} variant="on-brand" size="lg">
                  {t("placePremium.cta")}
                </ButtonLink>
                <span className="text-sm font-medium text-white/90">{t("placePremium.ctaNote")}</span>
              </div>
            </section>
          ) : (
            <section
              aria-labelledby="benefit-title"
              className="mt-6 rounded-md border border-neutral-200 bg-neutral-50 p-6 sm:p-8"
            >
              <h2 id="benefit-title" className="text-xl font-bold tracking-tight text-balance text-neutral-900">
                {t("placePremium.noBenefit.title", values)}
              </h2>
              <p className="mt-2 text-neutral-700">{t("placePremium.noBenefit.text", values)}</p>
              <Link
                to={links.cityPremium}
                className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {t("placePremium.noBenefit.link", values)}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
              <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-neutral-200 pt-5">
                <ButtonLink to={links.membership} variant="primary" size="lg">
                  {t("placePremium.cta")}
                </ButtonLink>
                <span className="text-sm text-neutral-600">{t("placePremium.ctaNote")}</span>
              </div>
            </section>
          )}

          <section aria-labelledby="steps-title" className="mt-10">
            <h2 id="steps-title" className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">
              {t("placePremium.steps.title")}
            </h2>
            <ol className="mt-4 grid gap-3 sm:grid-cols-3 sm:gap-4">
              {STEPS.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-md border border-neutral-200 p-4 sm:flex-col sm:gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-50 text-sm font-bold text-accent-700"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-neutral-900">{t(`placePremium.steps.${step}.title`)}</h3>
                    <p className="mt-1 text-sm text-neutral-600">
                      {step === "book" && percent === null
                        ? t("placePremium.steps.book.textAny")
                        : t(`placePremium.steps.${step}.text`, values)}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <nav aria-labelledby="more-title" className="mt-10">
            <h2 id="more-title" className="text-base font-semibold text-neutral-900">
              {t("placePremium.links.title")}
            </h2>
            <ul className="mt-2 divide-y divide-neutral-200 border-y border-neutral-200">
              <li>
                <MoreLink to={links.place}>{t("placePremium.links.place", values)}</MoreLink>
              </li>
              <li>
                <MoreLink to={links.cityPremium}>{t("placePremium.links.cityPremium", values)}</MoreLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </Container>
  );
}

function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-12 items-center justify-between gap-3 py-2 font-medium text-neutral-900 hover:text-brand-700"
    >
      {children}
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
    </Link>
  );
}

/** Category and cuisine, area, price range and score, as the place card words them. */
function PlaceFacts({ data }: { data: PlacePremiumData }) {
  const { t } = useTranslation();
  const { place, language, countryCode } = data;
  const score = formatScore(place.score, language, countryCode);
  const reviews = formatCount(place.reviewCount, language, countryCode);
  return (
    <div className="mt-2 text-neutral-700">
      <p>{[t(`categories.singular.${place.category}`), place.cuisine].filter(Boolean).join(" · ")}</p>
      <ul className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <li className="flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-neutral-500" />
          {data.where}
        </li>
        <li>
          <PriceRange level={place.priceRange} />
        </li>
        {place.reviewCount > 0 && (
          <li className="flex items-center gap-1 font-semibold text-neutral-900">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            <span aria-hidden="true">
              {score} <span className="font-normal text-neutral-600">{t("featured.reviews", { reviews })}</span>
            </span>
            <span className="sr-only">{t("featured.rating", { score, reviews, count: place.reviewCount })}</span>
          </li>
        )}
      </ul>
    </div>
  );
}
