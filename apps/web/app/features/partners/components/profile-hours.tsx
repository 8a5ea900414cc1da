import {
  ApiError,
  formatWallDate,
  type Language,
  type SpecialDay,
  type SpecialDayBody,
  type WeeklyHoursRange,
} from "@sobremesa/contracts";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { ProfileApi } from "../profile-api";
import { conflictingBookingsOf } from "../setup-format";
import { ConflictDialog, type PendingConflict } from "./conflict-dialog";
import type { Notice } from "./profile-photos";

/** Days Monday first, as the place page lists them. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** The server's word on one range (`hours.2`), to show beside it. */
function rangeErrors(error: unknown): Map<number, string> {
  const details = error instanceof ApiError ? (error.body as { error?: { details?: unknown } } | null) : null;
  const list = Array.isArray(details?.error?.details)
    ? (details.error.details as { field: string; message: string }[])
    : [];
  return new Map(
    list.flatMap((detail) => {
      const match = /^hours\.(\d+)$/.exec(detail.field);
      return match ? [[Number(match[1]), detail.message] as const] : [];
    }),
  );
}

/**
 * The week's opening hours (several ranges a day; a close before the open runs past midnight) and
 * the special days ahead (closed all day or other hours). A closure over confirmed bookings asks
 * first, listing them, as the service setup does.
 */
export function ProfileHours({
  api,
  language,
  hours,
  specialDays,
  version,
  announce,
  refresh,
  failure,
}: {
  api: ProfileApi;
  language: Language;
  hours: WeeklyHoursRange[];
  specialDays: SpecialDay[];
  version: number;
  announce: (notice: Notice) => void;
  refresh: () => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [rows, setRows] = useState<WeeklyHoursRange[]>(hours);
  const [shownVersion, setShownVersion] = useState(version);
  if (version !== shownVersion) {
    setShownVersion(version);
    setRows(hours);
  }
  const [errors, setErrors] = useState<Map<number, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const emptyDay = { date: "", closed: true, opensAt: "", closesAt: "", reasonEs: "", reasonEn: "" };
  const [day, setDay] = useState(emptyDay);

  const change = (index: number, patch: Partial<WeeklyHoursRange>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const saveHours = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await api.updateHours({ hours: rows, version });
      setErrors(new Map());
      announce({ kind: "status", text: t("partners.profile.hours.saved") });
      await refresh();
    } catch (error) {
      setErrors(rangeErrors(error));
      announce({ kind: "alert", text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const dayBody = (keepExisting: boolean): SpecialDayBody => ({
    date: day.date,
    closed: day.closed,
    hours: day.closed ? [] : [{ opensAt: day.opensAt, closesAt: day.closesAt }],
    reasonEs: day.reasonEs,
    reasonEn: day.reasonEn,
    version,
    keepExisting,
  });
  const daySaved = async () => {
    setDay(emptyDay);
    announce({ kind: "status", text: t("partners.profile.special.saved") });
    await refresh();
  };
  const saveDay = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = dayBody(false);
    try {
      await api.saveSpecialDay(body);
      await daySaved();
    } catch (error) {
      const bookings = conflictingBookingsOf(error);
      if (bookings)
        setConflict({
          bookings,
          keep: async () => {
            await api.saveSpecialDay({ ...body, keepExisting: true });
            setConflict(null);
            await daySaved();
          },
        });
      else announce({ kind: "alert", text: failure(error) });
    } finally {
      setBusy(false);
    }
  };
  const removeDay = async (dayId: number) => {
    try {
      await api.removeSpecialDay(dayId, version);
      announce({ kind: "status", text: t("partners.profile.special.removed") });
      await refresh();
    } catch (error) {
      announce({ kind: "alert", text: failure(error) });
    }
  };

  return (
    <>
      <section aria-labelledby={`${id}-hours`} className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
        <h2 id={`${id}-hours`} className="text-lg font-bold text-neutral-900">
          {t("partners.profile.hours.title")}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">{t("partners.profile.hours.intro")}</p>
        <form noValidate onSubmit={saveHours} aria-labelledby={`${id}-hours`} className="mt-3 grid gap-3">
          {rows.length === 0 && <p className="text-neutral-600">{t("partners.profile.hours.none")}</p>}
          {rows.map((row, index) => (
            <fieldset
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; the position is theirs
              key={index}
              className="flex flex-wrap items-end gap-3 border-b border-neutral-100 pb-3"
              data-testid="hours-row"
            >
              <legend className="sr-only">{t("partners.profile.hours.range", { number: index + 1 })}</legend>
              <Field label={t("partners.profile.hours.weekday")}>
                <Select value={String(row.weekday)} onValue={(value) => change(index, { weekday: Number(value) })}>
                  {WEEK.map((weekday) => (
                    <option key={weekday} value={weekday}>
                      {t(`place.days.${weekday}`)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t("partners.profile.hours.opens")} error={errors.get(index)}>
                <Input type="time" value={row.opensAt} onValue={(value) => change(index, { opensAt: value })} />
              </Field>
              <Field label={t("partners.profile.hours.closes")}>
                <Input type="time" value={row.closesAt} onValue={(value) => change(index, { closesAt: value })} />
              </Field>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
              >
                {t("partners.profile.hours.remove", { number: index + 1 })}
              </Button>
            </fieldset>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button
              type="button"
              variant="secondary"
              onClick={() => setRows((current) => [...current, { weekday: 1, opensAt: "13:00", closesAt: "22:00" }])}
            >
              {t("partners.profile.hours.add")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("partners.profile.hours.save")}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby={`${id}-special`} className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
        <h2 id={`${id}-special`} className="text-lg font-bold text-neutral-900">
          {t("partners.profile.special.title")}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">{t("partners.profile.special.intro")}</p>
        {specialDays.length > 0 && (
          <ul className="mt-3 divide-y divide-neutral-200" data-testid="special-days">
            {specialDays.map((special) => (
              <li key={special.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{formatWallDate(special.date, language)}</span>:{" "}
                  {special.closed
                    ? t("partners.profile.special.closed")
                    : special.hours.map((range) => `${range.opensAt}–${range.closesAt}`).join(", ")}{" "}
                  <span className="text-neutral-600">({language === "es" ? special.reasonEs : special.reasonEn})</span>
                </span>
                <Button type="button" variant="secondary" onClick={() => void removeDay(special.id)}>
                  {t("partners.profile.special.remove", { date: formatWallDate(special.date, language) })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          onSubmit={saveDay}
          aria-labelledby={`${id}-special`}
          className="mt-3 grid gap-4 sm:grid-cols-2"
        >
          <Field label={t("partners.profile.special.date")} required>
            <Input type="date" value={day.date} onValue={(value) => setDay({ ...day, date: value })} />
          </Field>
          <label className="flex min-h-11 items-center gap-2 self-end text-sm text-neutral-900">
            <input
              type="checkbox"
              name="closed"
              checked={day.closed}
              onChange={(event) => setDay({ ...day, closed: event.currentTarget.checked })}
              className="size-4 accent-brand-600"
            />
            {t("partners.profile.special.closedAllDay")}
          </label>
          {!day.closed && (
            <>
              <Field label={t("partners.profile.hours.opens")} required>
                <Input type="time" value={day.opensAt} onValue={(value) => setDay({ ...day, opensAt: value })} />
              </Field>
              <Field label={t("partners.profile.hours.closes")} required>
                <Input type="time" value={day.closesAt} onValue={(value) => setDay({ ...day, closesAt: value })} />
              </Field>
            </>
          )}
          <Field label={t("partners.profile.special.reasonEs")} required>
            <Input lang="es" value={day.reasonEs} onValue={(value) => setDay({ ...day, reasonEs: value })} />
          </Field>
          <Field label={t("partners.profile.special.reasonEn")} required>
            <Input lang="en" value={day.reasonEn} onValue={(value) => setDay({ ...day, reasonEn: value })} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("partners.profile.special.save")}
            </Button>
          </div>
        </form>
      </section>
      {conflict && <ConflictDialog conflict={conflict} onClose={() => setConflict(null)} />}
    </>
  );
}
