import type { Language } from "@sobremesa/contracts";
import type { PlaceCard as PlaceCardData } from "@sobremesa/domain/catalog";
import { type BookableTimesById, PlaceCard } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

export interface FeaturedPlacesProps {
  places: readonly PlaceCardData[];
  language: Language;
  countryCode: string;
  countryName: string;
  /** Bookable times near the diner's choice, by place id, and the party chosen. */
  bookableTimes?: BookableTimesById;
  party?: number;
}

/** The home page's featured places of the country, as cards (a swipeable row on phones). */
export default function FeaturedPlaces({
  places,
  language,
  countryCode,
  countryName,
  bookableTimes = {},
  party = 2,
}: FeaturedPlacesProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
        {t("featured.title", { country: countryName })}
      </h2>
      <p className="mt-1 text-neutral-600">{t("featured.subtitle")}</p>
      {places.length > 0 ? (
        <ul className="scrollbar-none -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-5 sm:gap-y-8 sm:overflow-visible sm:px-0 lg:grid-cols-4">
          {places.map((place) => (
            <li key={place.id} className="w-[78%] shrink-0 snap-start sm:w-auto">
              <PlaceCard
                place={place}
                language={language}
                countryCode={countryCode}
                bookableTimes={bookableTimes[place.id]}
                party={party}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-md bg-neutral-50 p-6 text-neutral-600">
          {t("featured.empty", { country: countryName })}
        </p>
      )}
    </section>
  );
}
