import { PlaceCardSkeleton } from "#app/features/catalog/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** Same footprint as the section while the server looks the visitor's city up. */
export function NearbySkeleton() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t("home.nearby.title")} className="mt-12 sm:mt-16">
      <div className="h-8 w-48 animate-pulse rounded-sm bg-neutral-200" />
      <div className="mt-2 h-5 w-72 max-w-full animate-pulse rounded-sm bg-neutral-100" />
      <div className="scrollbar-none -mx-4 mt-6 flex gap-4 overflow-hidden px-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-5 sm:px-0 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="w-[78%] shrink-0 sm:w-auto">
            <PlaceCardSkeleton />
          </div>
        ))}
      </div>
    </section>
  );
}
