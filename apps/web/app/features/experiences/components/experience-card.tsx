import type { ExperienceCard as Card, Language } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import { CalendarDays, MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { PhotoPicture } from "#app/components/ui/photo-picture.tsx";
import { formatCount, formatScore } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { formatInstant } from "../experience-format";
import { experiencePath } from "../experience-paths";
import { ExperienceArt } from "./experience-art";

/**
 * One thing to do in a list: its cover, title (the whole card is the link), city, next date, the
 * lowest price and the member discount. Fixed 4:3 cover so a list never shifts as it paints.
 */
export function ExperienceCard({
  card,
  language,
  selected = false,
  onActivate,
}: {
  card: Card;
  language: Language;
  selected?: boolean;
  onActivate?: () => void;
}) {
  const { t } = useTranslation();
  const country = card.country_code;
  const price = formatMoney(card.price_from.amount, card.price_from.currency, language, country);
  return (
    <article
      className={cx(
        "group relative flex h-full flex-col rounded-md",
        selected && "ring-3 ring-brand-500 ring-offset-4 ring-offset-white",
      )}
      onPointerEnter={onActivate}
      onFocus={onActivate}
      data-experience={card.slug}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-neutral-200">
        {card.cover_photo ? (
          <PhotoPicture
            photo={card.cover_photo}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <ExperienceArt
            id={card.id}
            category={card.category}
            className="absolute inset-0 h-full w-full transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
        <span className="absolute bottom-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-neutral-900 shadow-card">
          {t(`experiences.categories.${card.category}`)}
        </span>
        {card.member_discount_percent ? (
          <span className="absolute top-3 left-3 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-accent-700 shadow-card">
            {t("experiences.card.memberBadge", { percent: card.member_discount_percent })}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col pt-3">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-base leading-snug font-semibold text-neutral-900">
            <Link
              to={experiencePath(language, card.slug)}
              className="after:absolute after:inset-0 after:rounded-md after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-brand-500 focus-visible:after:outline-solid"
            >
              {card.title}
            </Link>
          </h2>
          {card.review_count > 0 && (
            <p className="flex shrink-0 items-center gap-1 text-sm font-semibold text-neutral-900">
              <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
              <span aria-hidden="true">{formatScore(card.score, language, country)}</span>
              <span className="sr-only">
                {t("featured.rating", {
                  score: formatScore(card.score, language, country),
                  reviews: formatCount(card.review_count, language, country),
                  count: card.review_count,
                })}
              </span>
            </p>
          )}
        </div>
        <p className="mt-1 flex items-center gap-1 text-sm text-neutral-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="min-w-0 truncate">
            {card.venue_name} · {card.city.name}
          </span>
        </p>
        <p className="mt-0.5 flex items-center gap-1 text-sm text-neutral-600">
          <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
          {card.next_session
            ? t("experiences.card.next", {
                date: formatInstant(card.next_session, language, country),
              })
            : t("experiences.card.noSessions")}
        </p>
        <p className="mt-2 text-sm text-neutral-700">
          {t("experiences.card.fromBefore")} <span className="text-base font-bold text-neutral-900">{price}</span>
        </p>
      </div>
    </article>
  );
}

/** Same footprint as a card, while a list loads. */
export function ExperienceCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[4/3] animate-pulse rounded-md bg-neutral-200" />
      <div className="mt-3 h-5 w-3/4 animate-pulse rounded-sm bg-neutral-200" />
      <div className="mt-2 h-4 w-1/2 animate-pulse rounded-sm bg-neutral-100" />
      <div className="mt-1.5 h-4 w-2/3 animate-pulse rounded-sm bg-neutral-100" />
      <div className="mt-2.5 h-5 w-1/3 animate-pulse rounded-sm bg-neutral-100" />
    </div>
  );
}
