import type { Availability, Language } from "@sobremesa/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { reservePath } from "#app/lib/navigation/booking-query.ts";
import { useAvailability } from "../use-availability";
import { AvailabilityPanel, DEFAULT_PARTY } from "./availability-panel";

export interface AvailabilityPickerProps {
  placeSlug: string;
  language: Language;
  /** The date (YYYY-MM-DD, the venue's wall clock) and party size to start from. */
  initial?: { date?: string | null | undefined; party?: number | null | undefined } | undefined;
  /** The day the server already loaded for `initial` (then nothing is asked on mount). */
  initialData?: Availability | null | undefined;
  /** Heading level of the picker's own title (2 on a page section, 3 inside one). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The availability picker of a place (its profile page): date, party size and the times of that
 * day; choosing a time opens the booking page with the choice in the query
 * (/lugar/{slug}/reservar/?fecha=&hora=&personas=).
 */
export function AvailabilityPicker({
  placeSlug,
  language,
  initial,
  initialData,
  headingLevel = 3,
  className,
}: AvailabilityPickerProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(initial?.date ?? initialData?.date ?? null);
  const [party, setParty] = useState(initial?.party ?? initialData?.party ?? DEFAULT_PARTY);
  const [refreshKey, setRefreshKey] = useState(0);
  const state = useAvailability({ placeSlug, language, date, party, refreshKey, initialData });
  // Until the venue says what today is, the browser's guess was asked: adopt the venue's day (and
  // never a day before its today).
  const answered = state.status === "ready" ? state.data : null;
  useEffect(() => {
    if (!answered) return;
    const day = [answered.date, answered.today].sort()[1] ?? answered.today;
    if (date === null || date < answered.today) setDate(day);
  }, [answered, date]);
  const effectiveDate = date ?? answered?.date ?? null;

  return (
    <div className={className} data-testid="availability-picker">
      <p className="sr-only">{t("booking.picker.title")}</p>
      <AvailabilityPanel
        language={language}
        state={state}
        date={effectiveDate}
        party={party}
        onDate={setDate}
        onParty={setParty}
        onRetry={() => setRefreshKey((value) => value + 1)}
        slotHref={(time) => reservePath(language, placeSlug, { date: effectiveDate, time, party })}
        headingLevel={headingLevel}
      />
    </div>
  );
}
