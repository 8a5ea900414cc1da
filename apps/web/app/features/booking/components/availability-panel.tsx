import { addDays, formatWallTime, type Language } from "@sobremesa/contracts";
import { CalendarDays, CalendarX2, Minus, Plus, RotateCw } from "lucide-react";
import { type Ref, useId } from "react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { dateStrip, dayParts, longDay } from "../booking-dates";
import type { AvailabilityState } from "../use-availability";

/** Why a time cannot be booked, in a word or two (the slot's accessible name says it). */
export function slotReasonKey(reason: string | null): string {
  switch (reason) {
    case "CANNOT_ASSIGN_TABLE":
    case "CANNOT_ASSIGN_ZONE":
      return "booking.picker.reason.full";
    case "TIME_BLOCK_GLOBAL":
    case "TIME_BLOCK_SPECIFIC":
      return "booking.picker.reason.blocked";
    case "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST":
    case "RESERVATION_DATETIME_HAS_PASSED":
      return "booking.picker.reason.past";
    default:
      return "booking.picker.reason.unavailable";
  }
}

export const DEFAULT_PARTY = 2;
const FALLBACK_MAX_PARTY = 20;
const SKELETON_SLOTS = 8;

export interface AvailabilityPanelProps {
  language: Language;
  state: AvailabilityState;
  /** The chosen day; null until the venue's today is known. */
  date: string | null;
  party: number;
  onDate: (date: string) => void;
  onParty: (party: number) => void;
  onRetry: () => void;
  /** Navigation: every available time is a link (the place profile's picker). */
  slotHref?: (time: string) => string;
  /** Selection: available times are toggle buttons (the booking and change forms). */
  onTime?: (time: string) => void;
  selectedTime?: string | null;
  /** Error of the time field (the booking form's validation). */
  timeError?: string | undefined;
  /** Receives the slots' heading, which takes focus when the time is missing or was taken. */
  slotsHeadingRef?: Ref<HTMLHeadingElement>;
  /** Heading level of the section titles. */
  headingLevel?: 2 | 3;
  /** Offered after the sizes the venue books online: "More than N people" (a request to the venue). */
  onMoreThanMax?: (() => void) | undefined;
}

/**
 * Date (a strip of the next 14 days and a native date input within the booking window), party
 * size (a stepper) and the times of that day, each available one selectable and the others shown
 * struck through with why. Stateless: the caller holds the choice and the availability.
 */
export function AvailabilityPanel({
  language,
  state,
  date,
  party,
  onDate,
  onParty,
  onRetry,
  slotHref,
  onTime,
  selectedTime,
  timeError,
  slotsHeadingRef,
  headingLevel = 3,
  onMoreThanMax,
}: AvailabilityPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const data = state.data;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const today = data?.today ?? null;
  const lastDate = data?.lastDate ?? null;
  const maxParty = data && data.maxPartySize > 0 ? data.maxPartySize : FALLBACK_MAX_PARTY;
  const days = today && lastDate ? dateStrip(today, lastDate) : [];
  const currentDate = date ?? data?.date ?? null;
  const headingClass = "text-sm font-semibold text-neutral-900";

  return (
    <div className="space-y-5">
      {/* min-w-0: a fieldset is as wide as its content by default, and the strip must scroll instead. */}
      <fieldset className="min-w-0">
        <legend className={headingClass}>{t("booking.picker.date")}</legend>
        {days.length > 0 ? (
          // The strip scrolls, which clips what overflows it: the padding leaves room for the focus ring.
          <div className="-mx-4 mt-0.5 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 py-1.5 sm:-mx-1.5 sm:scroll-px-1.5 sm:px-1.5">
            {days.map((day) => {
              const parts = dayParts(day, language);
              const selected = day === currentDate;
              return (
                <button
                  key={day}
                  type="button"
                  onClick={() => onDate(day)}
                  aria-pressed={selected}
                  className={cx(
                    "relative flex min-h-16 w-16 shrink-0 snap-start flex-col items-center justify-center rounded-md border text-center transition-colors",
                    selected
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-neutral-300 bg-white text-neutral-900 hover:border-brand-400 hover:bg-brand-50",
                  )}
                >
                  {/* The chip shows "Dom 22 Nov"; assistive technology reads the day in words. */}
                  <span
                    aria-hidden="true"
                    className={cx("text-xs capitalize", selected ? "text-white" : "text-neutral-600")}
                  >
                    {day === today ? t("booking.picker.todayShort") : parts.weekday}
                  </span>
                  <span aria-hidden="true" className="text-lg leading-tight font-bold">
                    {parts.day}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cx("text-xs capitalize", selected ? "text-white" : "text-neutral-600")}
                  >
                    {parts.month}
                  </span>
                  <span className="sr-only">
                    {day === today ? `${t("booking.picker.today")}, ${longDay(day, language)}` : longDay(day, language)}
                  </span>
                </button>
              );
            })}
          </div>
        ) : (
          <div className="-mx-4 mt-0.5 flex gap-2 overflow-hidden px-4 py-1.5 sm:-mx-1.5 sm:px-1.5" aria-hidden="true">
            {Array.from({ length: 7 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <div key={index} className="h-16 w-16 shrink-0 animate-pulse rounded-md bg-neutral-200" />
            ))}
          </div>
        )}
        <div className="mt-3 flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-neutral-600" />
          <label htmlFor={`${id}-date`} className="text-sm text-neutral-700">
            {t("booking.picker.otherDate")}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={currentDate ?? ""}
            min={today ?? undefined}
            max={lastDate ?? undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (!value) return;
              if (today && value < today) return;
              if (lastDate && value > lastDate) return;
              onDate(value);
            }}
            className="min-h-11 rounded-sm border border-neutral-300 bg-white px-2 text-base text-neutral-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          />
        </div>
      </fieldset>

      <fieldset>
        <legend className={headingClass}>{t("booking.picker.party")}</legend>
        <div className="mt-2 inline-flex items-center rounded-full border border-neutral-300 bg-white">
          <button
            type="button"
            onClick={() => onParty(Math.max(1, party - 1))}
            disabled={party <= 1}
            aria-label={t("booking.picker.fewer")}
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-900 hover:bg-neutral-100 disabled:opacity-40"
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
          <output aria-live="polite" className="min-w-28 text-center font-semibold text-neutral-900">
            {t("booking.picker.people", { count: party })}
          </output>
          <button
            type="button"
            onClick={() => onParty(Math.min(maxParty, party + 1))}
            disabled={party >= maxParty}
            aria-label={t("booking.picker.more")}
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-900 hover:bg-neutral-100 disabled:opacity-40"
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        </div>
        {onMoreThanMax && data && data.maxPartySize > 0 && (
          <button
            type="button"
            onClick={onMoreThanMax}
            className="mt-2 ml-1 inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:ml-3"
          >
            {t("booking.picker.moreThan", { count: data.maxPartySize })}
          </button>
        )}
      </fieldset>

      <section aria-labelledby={`${id}-slots`}>
        <Heading id={`${id}-slots`} ref={slotsHeadingRef} tabIndex={-1} className={cx(headingClass, "outline-none")}>
          {t("booking.picker.times")}
          {currentDate && <span className="font-normal text-neutral-600"> · {longDay(currentDate, language)}</span>}
        </Heading>
        <div aria-live="polite" aria-busy={state.status === "loading"} className="mt-2">
          <Slots
            language={language}
            state={state}
            party={party}
            date={currentDate}
            onDate={onDate}
            onRetry={onRetry}
            slotHref={slotHref}
            onTime={onTime}
            selectedTime={selectedTime ?? null}
          />
        </div>
        {timeError && (
          <p id={`${id}-time-error`} className="mt-2 text-sm font-medium text-accent-700">
            {timeError}
          </p>
        )}
      </section>
    </div>
  );
}

function Slots({
  language,
  state,
  party,
  date,
  onDate,
  onRetry,
  slotHref,
  onTime,
  selectedTime,
}: {
  language: Language;
  state: AvailabilityState;
  party: number;
  date: string | null;
  onDate: (date: string) => void;
  onRetry: () => void;
  slotHref: ((time: string) => string) | undefined;
  onTime: ((time: string) => void) | undefined;
  selectedTime: string | null;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") {
    return (
      <>
        <p className="sr-only">{t("booking.picker.loading")}</p>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2" aria-hidden="true">
          {Array.from({ length: SKELETON_SLOTS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index} className="h-11 animate-pulse rounded-md bg-neutral-200" data-skeleton="slot" />
          ))}
        </ul>
      </>
    );
  }
  if (state.status === "error") {
    return (
      <div className="rounded-md border border-neutral-200 bg-neutral-50 p-4">
        <p className="text-sm text-neutral-700">{t("booking.picker.error")}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t("booking.picker.retry")}
        </button>
      </div>
    );
  }

  const { data } = state;
  if (data.maxPartySize === 0) {
    return <p className="text-sm text-neutral-700">{t("booking.picker.notTaking")}</p>;
  }
  const available = data.slots.filter((slot) => slot.available);
  const next = date ? addDays(date, 1) : null;
  return (
    <>
      {available.length === 0 && (
        <div className="mb-3 flex gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4">
          <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-500" />
          <div>
            <p className="font-semibold text-neutral-900">{t("booking.picker.empty")}</p>
            <p className="mt-1 text-sm text-neutral-700">
              {party > 1 ? t("booking.picker.emptyHint") : t("booking.picker.emptyHintDate")}
            </p>
            {next && next <= data.lastDate && (
              <button
                type="button"
                onClick={() => onDate(next)}
                className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
              >
                {t("booking.picker.nextDay", { day: longDay(next, language) })}
              </button>
            )}
          </div>
        </div>
      )}
      {data.slots.length > 0 && (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
          {data.slots.map((slot) => {
            const label = formatWallTime(slot.time, language);
            // As many columns as the panel's own width holds (a narrow side card on desktop), and "1:30 PM" on one line.
            const chip =
              "flex min-h-11 w-full items-center justify-center rounded-md border px-1 text-sm font-semibold whitespace-nowrap";
            if (!slot.available) {
              const reason = t(slotReasonKey(slot.reason));
              return (
                <li key={`${slot.date}-${slot.time}`}>
                  <button
                    type="button"
                    disabled
                    aria-label={t("booking.picker.unavailableSlot", { time: label, reason })}
                    title={reason}
                    data-available="false"
                    className={cx(chip, "border-neutral-200 bg-neutral-50 text-neutral-500 line-through")}
                  >
                    {label}
                  </button>
                </li>
              );
            }
            if (slotHref) {
              return (
                <li key={`${slot.date}-${slot.time}`}>
                  <Link
                    to={slotHref(slot.time)}
                    aria-label={t("booking.picker.bookSlot", { time: label })}
                    data-available="true"
                    className={cx(
                      chip,
                      "border-brand-200 bg-brand-50 text-brand-700 hover:border-brand-500 hover:bg-brand-100",
                    )}
                  >
                    {label}
                  </Link>
                </li>
              );
            }
            const selected = selectedTime === slot.time;
            return (
              <li key={`${slot.date}-${slot.time}`}>
                <button
                  type="button"
                  onClick={() => onTime?.(slot.time)}
                  aria-pressed={selected}
                  data-available="true"
                  className={cx(
                    chip,
                    selected
                      ? "border-brand-600 bg-brand-600 text-white"
                      : "border-brand-200 bg-brand-50 text-brand-700 hover:border-brand-500 hover:bg-brand-100",
                  )}
                >
                  {label}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
