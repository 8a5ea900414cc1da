import type { ArtCategory } from "@sobremesa/contracts";
import { CoverArt } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** Photos per place: the cover and three variations of its generated art. */
const PHOTOS = 4;

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
}: {
  seed: number;
  category: ArtCategory;
  cuisine: string | null;
  name: string;
}) {
  const { t } = useTranslation();
  const photos = Array.from({ length: PHOTOS }, (_, index) => seed + index * 7_919);
  return (
    <section aria-label={t("place.gallery.label", { place: name })} className="relative">
      {/* Focusable: on phones the row scrolls sideways and holds no link, so arrow keys need a way in. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        className="flex snap-x snap-mandatory scroll-pl-4 gap-2 overflow-x-auto px-4 scrollbar-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:grid md:px-0 md:h-[26rem] md:grid-cols-4 md:grid-rows-2 md:overflow-visible lg:h-[30rem]"
      >
        {photos.map((photoSeed, index) => (
          <li
            key={photoSeed}
            className={
              index === 0
                ? "relative aspect-[4/3] w-[88%] shrink-0 snap-start overflow-hidden rounded-md bg-neutral-200 md:col-span-2 md:row-span-2 md:aspect-auto md:w-auto"
                : "relative aspect-[4/3] w-[88%] shrink-0 snap-start overflow-hidden rounded-md bg-neutral-200 md:aspect-auto md:w-auto md:last:col-span-2"
            }
          >
            <CoverArt
              seed={photoSeed}
              category={category}
              cuisine={cuisine}
              priority={index === 0}
              className="absolute inset-0 h-full w-full"
            />
            <span className="sr-only">{t("place.gallery.photo", { index: index + 1, total: PHOTOS })}</span>
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-2 px-4 text-xs text-neutral-500 md:hidden">
        {t("place.gallery.swipe", { total: PHOTOS })}
      </p>
    </section>
  );
}
