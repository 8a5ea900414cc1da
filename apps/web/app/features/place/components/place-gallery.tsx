import { type ArtCategory, type Language, photoSrcSet, photoUrl, type VenuePhoto } from "@sobremesa/contracts";
import { CoverArt } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** Pictures shown at least: the venue's photos first, then variations of its generated art. */
const PHOTOS = 4;
const SIZES = "(min-width: 768px) 50vw, 88vw";

/**
 * The place's photos as a swipeable row (CSS scroll snap: no script, works before hydration). One
 * photo fills a phone's width with the next peeking in; wide screens show a large first photo and
 * the rest beside it. The first photo loads eagerly with high priority (largest paint).
 */
export function PlaceGallery({
  seed,
  category,
  cuisine,
  name,
  photos: uploaded = [],
  language = "es",
}: {
  seed: number;
  category: ArtCategory;
  cuisine: string | null;
  name: string;
  photos?: VenuePhoto[];
  language?: Language;
}) {
  const { t } = useTranslation();
  const art = Array.from({ length: Math.max(0, PHOTOS - uploaded.length) }, (_, index) => seed + index * 7_919);
  const total = uploaded.length + art.length;
  const slots = [
    ...uploaded.map((photo) => ({ key: `photo-${photo.id}`, photo, artSeed: 0 })),
    ...art.map((artSeed) => ({ key: `art-${artSeed}`, photo: null, artSeed })),
  ];
  return (
    <section aria-label={t("place.gallery.label", { place: name })} className="relative">
      {/* Focusable: on phones the row scrolls sideways and holds no link, so arrow keys need a way in. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="flex snap-x snap-mandatory scroll-pl-4 gap-2 overflow-x-auto px-4 scrollbar-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:grid md:px-0 md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-visible lg:h-[30rem]"
      >
        {slots.map(({ key, photo, artSeed }, index) => (
          <li
            key={key}
            className={
              index === 0
                ? "relative aspect-[4/3] w-[88%] shrink-0 snap-start overflow-hidden rounded-md bg-neutral-200 md:col-span-2 md:row-span-2 md:aspect-auto md:w-auto"
                : "relative aspect-[4/3] w-[88%] shrink-0 snap-start overflow-hidden rounded-md bg-neutral-200 md:aspect-auto md:w-auto md:last:col-span-2"
            }
          >
            {photo ? (
              <picture>
                <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={SIZES} />
                <img
                  src={photoUrl(photo.stem, photo.widths.at(-1) ?? photo.width, "jpg")}
                  srcSet={photoSrcSet(photo, "jpg")}
                  sizes={SIZES}
                  width={photo.width}
                  height={photo.height}
                  alt={language === "es" ? photo.altEs : photo.altEn}
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  decoding="async"
                  className="absolute inset-0 h-full w-full object-cover"
                  data-testid="venue-photo"
                />
              </picture>
            ) : (
              <CoverArt
                seed={artSeed}
                category={category}
                cuisine={cuisine}
                priority={index === 0}
                className="absolute inset-0 h-full w-full"
              />
            )}
            <span className="sr-only">{t("place.gallery.photo", { index: index + 1, total })}</span>
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-2 px-4 text-xs text-neutral-500 md:hidden">
        {t("place.gallery.swipe", { total })}
      </p>
    </section>
  );
}
