import type { ReservationAnswer } from "@sobremesa/contracts";
import { formatDateTime } from "@sobremesa/contracts";
import { CalendarDays, ChevronRight, Users } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

/** When a reservation is, in its venue's zone and the page language ("21 nov 2026, 20:00"). */
export function reservationWhen(reservation: ReservationAnswer, language: "es" | "en"): string {
  return formatDateTime(reservation.startsAt, reservation.place.timeZone, language);
}

/** The user's reservations as links to their confirmation page, where they are changed or cancelled. */
export function ReservationsList({ reservations }: { reservations: ReservationAnswer[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="divide-y divide-neutral-200">
      {reservations.map((reservation) => {
        const cancelled = reservation.status === "cancelled";
        return (
          <li key={reservation.code}>
            <Link
              to={reservation.managePath}
              className="flex items-center gap-4 rounded-md px-2 py-3 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <CalendarDays aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-neutral-900">{reservation.place.name}</span>
                <span className="block text-sm text-neutral-700">{reservationWhen(reservation, language)}</span>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-600">
                  <span className="inline-flex items-center gap-1">
                    <Users aria-hidden="true" className="size-4" />
                    {t("userPanel.reservations.party", { count: reservation.party })}
                  </span>
                  <span>{t("userPanel.reservations.code", { code: reservation.code })}</span>
                  <span
                    className={cx(
                      "rounded-full px-2 py-0.5 text-xs font-medium",
                      cancelled ? "bg-neutral-100 text-neutral-700" : "bg-emerald-50 text-emerald-800",
                    )}
                  >
                    {t(`userPanel.reservations.status.${reservation.status}`, { defaultValue: reservation.status })}
                  </span>
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-neutral-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
