import { formatWallTime, type Language } from "@sobremesa/contracts";
import { type FormEvent, useEffect, useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Field, Input, Select } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { BOOKING_QUERY } from "#app/lib/navigation/booking-query.ts";
import { keepWhenDraft } from "../when-draft";
import {
  PARTY_SIZES,
  timeOptions,
  type WhenSelection,
  whenChoice,
  whenQueryText,
  whenValues,
  withoutWhen,
  withWhen,
} from "../when-query";

export interface WhenSelectorProps {
  /** The URL's choice and the defaults, from the page's loader (so server and browser agree). */
  selection: WhenSelection;
  language: Language;
  className?: string;
}

/**
 * "¿Cuándo y cuántos?": date, time and party as native controls. Without JavaScript it is a GET form
 * to the same page whose hidden fields keep the other parameters (filters, sort, view); with it,
 * the choice navigates in the page, the defaults left out of the URL. One history entry per search,
 * so Back brings the previous choice.
 */
export function WhenSelector({ selection, language, className }: WhenSelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const values = whenValues(selection);
  const kept = [...withoutWhen(search)];

  // The URL's choice is what a location search carries until the visitor changes a field.
  useEffect(() => {
    keepWhenDraft(selection.query);
    return () => keepWhenDraft(null);
  }, [selection.query]);

  const choiceOf = (element: HTMLFormElement) => {
    const form = new FormData(element);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    return whenChoice(
      {
        date: text(BOOKING_QUERY.date),
        time: text(BOOKING_QUERY.time),
        party: Number(text(BOOKING_QUERY.party)),
      },
      selection.defaults,
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = choiceOf(event.currentTarget);
    const current = `${pathname}${search}`;
    const next = withWhen(current, choice);
    if (next !== current) void navigate(next, { preventScrollReset: true });
  };

  return (
    <form
      // A new choice (a navigation, Back) shows its values: the uncontrolled fields start again.
      key={whenQueryText(selection.query)}
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      onChange={(event) => keepWhenDraft(choiceOf(event.currentTarget))}
      aria-labelledby={`${id}-title`}
      className={cx("rounded-md border border-neutral-200 bg-white p-3 text-neutral-900 shadow-card sm:p-4", className)}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <p id={`${id}-title`} className="text-base font-semibold">
        {t("when.title")}
      </p>
      {/* Phones: the date on its own row (its native field needs the width), time and party side by side, then the button. */}
      <div className="mt-2 grid grid-cols-2 items-end gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)_auto]">
        <Field id={`${id}-date`} label={t("when.date")} className="col-span-2 min-w-0 sm:col-span-1">
          <Input type="date" name={BOOKING_QUERY.date} min={selection.defaults.today} defaultValue={values.date} />
        </Field>
        <Field id={`${id}-time`} label={t("when.time")} className="min-w-0">
          <Select name={BOOKING_QUERY.time} defaultValue={values.time}>
            {timeOptions(values.time).map((time) => (
              <option key={time} value={time}>
                {formatWallTime(time, language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={`${id}-party`} label={t("when.party")} className="min-w-0">
          <Select name={BOOKING_QUERY.party} defaultValue={String(values.party)}>
            {PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" size="lg" className="col-span-2 w-full sm:col-span-1 sm:w-auto">
          {t("when.submit")}
        </Button>
      </div>
    </form>
  );
}
