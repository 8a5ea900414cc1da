import type { Language, ReviewSummary } from "@sobremesa/contracts";
import { BadgeCheck, Check, Phone, Star } from "lucide-react";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { PriceRange } from "#app/features/catalog/index.ts";
import { formatCount, formatScore, priceRangeSigns } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";
import type { PlacePageData } from "../place-data";
import { OpenNow } from "./open-now";
import { PlaceGallery } from "./place-gallery";
import { ReserveCard, StickyReserveBar } from "./reserve-card";

// Below the first view of a phone: their code loads as the visitor scrolls to them.
const menuPreview = deferredPart(() => import("./place-menu-preview").then((module) => module.default));
const openingHours = deferredPart(() => import("./opening-hours-card").then((module) => module.OpeningHoursCard));
const placeMap = deferredPart(() => import("./place-map").then((module) => module.PlaceMap));
// Only places with a membership discount show it: the others never load its code.
const memberBenefit = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/membership/components/member-benefit.tsx").then((module) => module.PlaceMemberBenefit),
);

/**
 * A place's profile: photos, name and facts, open now, the membership benefit, booking (the
 * availability picker; a sticky bar on phones), description, a menu preview, hours in the venue's
 * zone, the map and amenities. Everything but the map and the live "open now" is server-rendered.
 */
export function PlaceProfileView({ data }: { data: PlacePageData }) {
  const { t } = useTranslation();
  const { place, language, countryCode } = data;
  const price = priceRangeSigns(place.priceRange);
  const score = formatScore(place.score, language, countryCode);
  const reviews = formatCount(place.reviewCount, language, countryCode);
  const category = t(`categories.singular.${place.category}`);
  const kinds = [category, ...place.cuisines].join(" · ");
  const section = data.menu[0];

  return (
    <div className="pb-28 md:pb-16">
      <Container className="pt-2 sm:pt-4">
        <div className="hidden md:block">
          <Breadcrumbs crumbs={data.breadcrumbs} current={data.canonical} />
        </div>
        <div className="-mx-4 mt-3 sm:-mx-6 md:mx-0 md:mt-2">
          <PlaceGallery
            seed={place.imageSeed}
            category={place.category}
            cuisine={place.cuisine}
            name={data.heading}
            photos={data.photos ?? []}
            language={language}
          />
        </div>

        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <header className="min-w-0 lg:col-start-1">
            <p className="text-sm font-semibold text-brand-700">{kinds}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 lg:text-4xl">
              {data.heading}
            </h1>
            <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-neutral-700">
              {place.reviewCount > 0 && (
                <li className="flex items-center gap-1 font-semibold text-neutral-900">
                  <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                  <span aria-hidden="true">
                    {score}{" "}
                    <span className="font-normal text-neutral-600">
                      {t("place.reviews", { count: place.reviewCount, reviews })}
                    </span>
                  </span>
                  <span className="sr-only">{t("featured.rating", { score, reviews, count: place.reviewCount })}</span>
                </li>
              )}
              <li>
                <PriceRange level={place.priceRange} />
              </li>
              <li>{data.where}</li>
            </ul>
            <OpenNow
              hours={place.hours}
              timeZone={place.timezone}
              renderedAt={data.now}
              language={language}
              className="mt-3"
            />
            {place.premiumDiscount !== null && (
              <Deferred part={memberBenefit} props={{ percent: place.premiumDiscount, href: data.links.premium }} />
            )}
          </header>

          <aside className="min-w-0 lg:col-start-2 lg:row-span-6 lg:row-start-1">
            <div className="lg:sticky lg:top-24">
              <ReserveCard data={data} />
            </div>
          </aside>

          <section aria-labelledby="about-title" className="min-w-0 lg:col-start-1">
            <h2 id="about-title" className="text-xl font-bold tracking-tight text-neutral-900">
              {t("place.about.title")}
            </h2>
            <p className="mt-2 max-w-prose text-neutral-700">{place.description}</p>
            {place.foodTypes.length > 0 && (
              <p className="mt-3 text-sm text-neutral-600">
                <span className="font-semibold text-neutral-800">{t("place.about.specialties")}</span>{" "}
                {place.foodTypes.join(", ")}
              </p>
            )}
            <a
              href={`tel:${place.phone.replace(/[^+\d]/g, "")}`}
              className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {place.phone}
            </a>
          </section>

          <Deferred
            part={menuPreview}
            className="min-w-0 lg:col-start-1"
            props={{ section, currency: place.currency, language, menuHref: data.links.menu }}
          />

          <Deferred
            part={openingHours}
            className="min-w-0 lg:col-start-1"
            props={{
              hours: place.hours,
              specialDays: place.specialDays,
              timeZone: place.timezone,
              renderedAt: data.now,
              language,
            }}
          />

          <Deferred
            part={placeMap}
            className="min-w-0 lg:col-start-1"
            props={{
              place: {
                id: place.id,
                slug: place.slug,
                name: data.heading,
                category: place.category,
                latitude: place.latitude,
                longitude: place.longitude,
              },
              address: place.address,
              where: data.where,
              mapsUrl: data.links.maps,
              language,
            }}
          />

          {place.amenities.length > 0 && (
            <section aria-labelledby="amenities-title" className="min-w-0 lg:col-start-1">
              <h2 id="amenities-title" className="text-xl font-bold tracking-tight text-neutral-900">
                {t("place.amenities.title")}
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {place.amenities.map((amenity) => (
                  <li key={amenity.name} className="flex flex-wrap items-center gap-2 text-neutral-700">
                    <Check aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
                    {amenity.name}
                    {amenity.verified && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        {t("place.amenities.verified")}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {data.reviews && <ReviewSummarySection reviews={data.reviews} language={language} />}
        </div>
      </Container>
      <StickyReserveBar
        data={data}
        summary={[place.reviewCount > 0 ? `★ ${score}` : null, price.filled, category].filter(Boolean).join(" · ")}
      />
    </div>
  );
}

const REVIEW_ASPECTS = ["food", "service", "ambience", "value"] as const;

/** What diners said in the satisfaction survey: the four aspects as bars, the share who recommend it. */
function ReviewSummarySection({ reviews, language }: { reviews: ReviewSummary; language: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-title" className="min-w-0 lg:col-start-1" data-review-summary>
      <h2 id="reviews-title" className="text-xl font-bold tracking-tight text-neutral-900">
        {t("place.reviewSummary.title")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">
        {t("place.reviewSummary.basis", { count: reviews.responses, recommend: reviews.recommendPercent })}
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {REVIEW_ASPECTS.map((aspect) => (
          // A definition list's group holds its dt and dd directly (no wrapper between), bar included.
          <div key={aspect} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 text-sm">
            <dt className="text-neutral-700">{t(`survey.ratings.${aspect}`)}</dt>
            <dd className="font-semibold text-neutral-900">{formatScore(reviews[aspect], language)}</dd>
            <dd aria-hidden="true" className="col-span-2 mt-1 h-2 rounded-full bg-neutral-200">
              <div className="h-2 rounded-full bg-brand-600" style={{ width: `${(reviews[aspect] / 5) * 100}%` }} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
