import { CalendarCheck, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { AvailabilityPicker } from "#app/features/booking/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { PlacePageData } from "../place-data";

/**
 * Booking on the profile: the availability picker of features/booking (date, party, the times of
 * that date), the way to the booking form, and the policy in one line with its page.
 */
export function ReserveCard({ data }: { data: PlacePageData }) {
  const { t } = useTranslation();
  const { place, links, language } = data;
  return (
    <section
      id="reservar"
      aria-labelledby="reserve-title"
      className="scroll-mt-20 rounded-md border border-neutral-200 bg-white p-5 shadow-card"
    >
      <h2 id="reserve-title" className="flex items-center gap-2 text-lg font-bold tracking-tight text-neutral-900">
        <CalendarCheck aria-hidden="true" className="size-5 text-brand-600" />
        {t("place.reserve.title")}
      </h2>
      <div className="mt-3">
        <AvailabilityPicker placeSlug={place.slug} language={language} />
      </div>
      <ButtonLink to={links.reserve} variant="primary" size="lg" className="mt-4 w-full">
        {t("place.reserve.cta")}
      </ButtonLink>
      {place.policy && (
        <p className="mt-3 text-sm text-neutral-600">
          {t("place.reserve.policy", { count: place.policy.cancelUntilHours })}
        </p>
      )}
      <ul className="mt-2 divide-y divide-neutral-200 border-t border-neutral-200 text-sm">
        <li>
          <CardLink to={links.policy}>{t("place.reserve.policyLink")}</CardLink>
        </li>
        <li>
          <CardLink to={links.process}>{t("place.reserve.processLink")}</CardLink>
        </li>
      </ul>
    </section>
  );
}

function CardLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-11 items-center justify-between gap-2 font-medium text-brand-700 hover:underline"
    >
      {children}
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
    </Link>
  );
}

/** Phones: the way to book stays at hand at the bottom of the screen. */
export function StickyReserveBar({ data, summary }: { data: PlacePageData; summary: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-fixed-chrome="bottom"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-raised backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-neutral-900">{data.heading}</p>
          <p className="truncate text-xs text-neutral-600">{summary}</p>
        </div>
        <ButtonLink to={data.links.reserve} variant="primary" size="md" className="shrink-0">
          {t("place.reserve.short")}
        </ButtonLink>
      </div>
    </div>
  );
}
