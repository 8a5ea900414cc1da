import { type Language, localeTag, numberFormat } from "@sobremesa/contracts";
import type { PlaceCard as PlaceCardData } from "@sobremesa/domain/catalog";
import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { formatCount, formatScore } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { placePath } from "#app/lib/navigation/paths.ts";
import type { PlaceBookableTimes } from "../bookable-times";
import { titleCasePlaceName } from "../title-case";
import { BookableTimes } from "./bookable-times";
import { CoverArt } from "./cover-art";
import { PriceRange } from "./price-range";

/** Metres as the listing shows them: "850 m" under a kilometre, "1.2 km" up to ten, then whole kilometres. */
export function formatDistance(meters: number, language: Language, countryCode = "mx"): string {
  const locale = localeTag(language, countryCode);
  if (meters < 1000) return `${numberFormat(locale).format(Math.max(10, Math.round(meters / 10) * 10))} m`;
  const km = meters / 1000;
  return `${numberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)} km`;
}

interface PlaceCardProps {
  place: PlaceCardData & { distanceMeters?: number | null };
  language: Language;
  countryCode: string;
  /** Highlighted (its marker is selected on the map). */
  selected?: boolean;
  /** Pointer over or focus inside the card: listings select its marker on the map. */
  onActivate?: () => void;
  /** The name's heading level: h3 under a section heading (default), h2 directly under the page's h1. */
  headingLevel?: "h2" | "h3";
  /** One of the first cards, above the fold: its cover loads eagerly with high priority. */
  imagePriority?: boolean;
  /** Times to book near the diner's choice (the loader's); none shown without. */
  bookableTimes?: PlaceBookableTimes | undefined;
  /** The party the diner chose, handed to the booking page with a time. */
  party?: number;
}

export function PlaceCard({
  place,
  language,
  countryCode,
  selected = false,
  onActivate,
  headingLevel = "h3",
  imagePriority = false,
  bookableTimes,
  party = 2,
}: PlaceCardProps) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const distance =
    place.distanceMeters === null || place.distanceMeters === undefined
      ? undefined
      : formatDistance(place.distanceMeters, language, countryCode);
  const name = titleCasePlaceName(place.name);
  const score = formatScore(place.score, language, countryCode);
  const reviews = formatCount(place.reviewCount, language, countryCode);
  const location = place.area === place.city ? place.city : `${place.area}, ${place.city}`;
  return (
    <article
      className={cx("place-card", selected && "ring-3 ring-brand-500 ring-offset-4 ring-offset-white")}
      data-selected={selected || undefined}
      onPointerEnter={onActivate}
      onFocus={onActivate}
    >
      <div className="place-card-media">
        <CoverArt
          seed={place.imageSeed}
          category={place.category}
          cuisine={place.cuisine}
          priority={imagePriority}
          className="place-card-cover"
        />
        {place.premiumDiscount ? (
          <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-accent-700 shadow-card">
            {t("featured.premium", { percent: place.premiumDiscount })}
          </span>
        ) : null}
      </div>
      <div className="place-card-body">
        <div className="place-card-head">
          <Heading className="place-card-name">
            <Link to={placePath(language, place.slug)} className="place-card-link">
              {name}
            </Link>
          </Heading>
          <p className="place-card-rating">
            <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
            <span aria-hidden="true">
              {score} <span className="font-normal text-neutral-600">{t("featured.reviews", { reviews })}</span>
            </span>
            <span className="sr-only">{t("featured.rating", { score, reviews, count: place.reviewCount })}</span>
          </p>
        </div>
        <p className="place-card-line mt-1 justify-between gap-3">
          <span className="truncate">
            {t(`categories.singular.${place.category}`)}
            {place.cuisine ? ` · ${place.cuisine}` : ""}
          </span>
          <span className="shrink-0">
            <PriceRange level={place.priceRange} />
          </span>
        </p>
        <p className="place-card-line mt-0.5">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{location}</span>
          {distance && (
            <span className="shrink-0 text-neutral-500">
              {" · "}
              {t("listing.distance", { distance })}
            </span>
          )}
        </p>
        {bookableTimes ? (
          <BookableTimes
            place={{ slug: place.slug, name }}
            times={bookableTimes}
            party={party}
            language={language}
            className="mt-3"
          />
        ) : null}
      </div>
    </article>
  );
}
