import type { SetupShift, ShiftFields } from "@sobremesa/contracts";
import { useId } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { conflictingBookingsOf, WEEK_ORDER, weekdayName } from "../setup-format";
import type { PendingConflict } from "./conflict-dialog";

interface ShiftValues {
  nameEs: string;
  nameEn: string;
  weekdays: number[];
  firstSeating: string;
  lastSeating: string;
  crossesMidnight: boolean;
  slotIntervalMinutes: string;
  turnTimes: { maxParty: string; minutes: string }[];
  pacingCovers: string;
}

const fields = [
  "nameEs",
  "nameEn",
  "weekdays",
  "firstSeating",
  "lastSeating",
  "crossesMidnight",
  "slotIntervalMinutes",
  "turnTimes",
  "pacingCovers",
] as const;

const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

function valuesOf(shift: SetupShift | null): ShiftValues {
  return {
    nameEs: shift?.nameEs ?? "",
    nameEn: shift?.nameEn ?? "",
    weekdays: shift?.weekdays ?? [],
    firstSeating: shift?.firstSeating ?? "13:00",
    lastSeating: shift?.lastSeating ?? "22:00",
    crossesMidnight: shift?.crossesMidnight ?? false,
    slotIntervalMinutes: String(shift?.slotIntervalMinutes ?? 30),
    turnTimes: (
      shift?.turnTimes ?? [
        { maxParty: 2, minutes: 90 },
        { maxParty: 6, minutes: 120 },
      ]
    ).map((turn) => ({ maxParty: String(turn.maxParty), minutes: String(turn.minutes) })),
    pacingCovers: shift?.pacingCovers === null || shift?.pacingCovers === undefined ? "" : String(shift.pacingCovers),
  };
}

/**
 * A shift's form in a dialog, new or edited from the version read: its days, first and last seating
 * (past midnight said so), the interval between seatings, how long parties stay by size, and pacing.
 */
export function ShiftForm({
  shift,
  save,
  onSaved,
  onConflict,
  onClose,
  failure,
}: {
  /** The shift edited; null for a new one. */
  shift: SetupShift | null;
  save: (fields: ShiftFields, keepExisting: boolean) => Promise<unknown>;
  onSaved: () => Promise<void>;
  onConflict: (conflict: PendingConflict) => void;
  onClose: () => void;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const form = useZodForm({
    initialValues: () => valuesOf(shift),
    fields,
    candidate: (values) => ({
      ...values,
      slotIntervalMinutes: numberOf(values.slotIntervalMinutes),
      turnTimes: values.turnTimes.map((turn) => ({
        maxParty: numberOf(turn.maxParty),
        minutes: numberOf(turn.minutes),
      })),
      pacingCovers: values.pacingCovers.trim() === "" ? null : numberOf(values.pacingCovers),
    }),
    checks: () => import("../setup-checks").then((module) => module.shiftChecks),
    message: (problem, translate) => translate(`partners.setup.shift.errors.${problem.field}`),
    onSubmit: async (output) => {
      const { lang: _lang, keepExisting: _keep, ...fieldsOut } = output;
      await save(fieldsOut as ShiftFields, false);
      await onSaved();
    },
    onFailure: (error) => {
      const bookings = conflictingBookingsOf(error);
      if (!bookings) return undefined;
      const candidate = form.values;
      onConflict({
        bookings,
        keep: async () => {
          await save(
            {
              ...candidate,
              slotIntervalMinutes: numberOf(candidate.slotIntervalMinutes),
              turnTimes: candidate.turnTimes.map((turn) => ({
                maxParty: numberOf(turn.maxParty),
                minutes: numberOf(turn.minutes),
              })),
              pacingCovers: candidate.pacingCovers.trim() === "" ? null : numberOf(candidate.pacingCovers),
              keepExisting: true,
            },
            true,
          );
          await onSaved();
        },
      });
      return "handled";
    },
    failureMessage: failure,
  });
  const toggleDay = (day: number, on: boolean) =>
    form.set("weekdays", on ? [...form.values.weekdays, day] : form.values.weekdays.filter((value) => value !== day));
  const setTurn = (index: number, key: "maxParty" | "minutes", value: string) =>
    form.set(
      "turnTimes",
      form.values.turnTimes.map((turn, at) => (at === index ? { ...turn, [key]: value } : turn)),
    );
  const preload = () => void form.preload().catch(() => {});

  return (
    <Dialog
      onDismiss={() => !form.pending && onClose()}
      aria-labelledby={`${id}-title`}
      data-testid="shift-form"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {shift ? t("partners.setup.shift.editTitle", { name: shift.nameEs }) : t("partners.setup.shift.newTitle")}
      </h2>
      <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-title`} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("partners.setup.shift.nameEs")} error={form.errors.nameEs} required>
            <Input
              name="nameEs"
              maxLength={60}
              value={form.values.nameEs}
              onFocus={preload}
              onValue={(value) => form.set("nameEs", value)}
              inputRef={form.fieldRef("nameEs")}
            />
          </Field>
          <Field label={t("partners.setup.shift.nameEn")} error={form.errors.nameEn} required>
            <Input
              name="nameEn"
              maxLength={60}
              lang="en"
              value={form.values.nameEn}
              onFocus={preload}
              onValue={(value) => form.set("nameEn", value)}
              inputRef={form.fieldRef("nameEn")}
            />
          </Field>
        </div>
        <fieldset aria-describedby={form.errors.weekdays ? `${id}-weekdays-error` : undefined}>
          <legend className="text-sm font-semibold text-neutral-900">{t("partners.setup.shift.weekdays")}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {WEEK_ORDER.map((day, index) => (
              <label
                key={day}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="weekdays"
                  value={day}
                  checked={form.values.weekdays.includes(day)}
                  onFocus={preload}
                  onChange={(event) => toggleDay(day, event.currentTarget.checked)}
                  ref={index === 0 ? form.fieldRef("weekdays") : undefined}
                  className="size-4 accent-brand-600"
                />
                {weekdayName(day, language)}
              </label>
            ))}
          </div>
          {form.errors.weekdays && (
            <p id={`${id}-weekdays-error`} className="mt-1.5 text-sm font-medium text-accent-700">
              {form.errors.weekdays}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("partners.setup.shift.firstSeating")} error={form.errors.firstSeating} required>
            <Input
              type="time"
              name="firstSeating"
              value={form.values.firstSeating}
              onFocus={preload}
              onValue={(value) => form.set("firstSeating", value)}
              inputRef={form.fieldRef("firstSeating")}
            />
          </Field>
          <Field label={t("partners.setup.shift.lastSeating")} error={form.errors.lastSeating} required>
            <Input
              type="time"
              name="lastSeating"
              value={form.values.lastSeating}
              onFocus={preload}
              onValue={(value) => form.set("lastSeating", value)}
              inputRef={form.fieldRef("lastSeating")}
            />
          </Field>
        </div>
        <label className="flex min-h-11 items-center gap-2 text-sm text-neutral-900">
          <input
            type="checkbox"
            name="crossesMidnight"
            checked={form.values.crossesMidnight}
            onChange={(event) => form.set("crossesMidnight", event.currentTarget.checked)}
            ref={form.fieldRef("crossesMidnight")}
            className="size-4 accent-brand-600"
          />
          {t("partners.setup.shift.crossesMidnight")}
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("partners.setup.shift.interval")} error={form.errors.slotIntervalMinutes} required>
            <Input
              type="number"
              inputMode="numeric"
              min={5}
              max={240}
              name="slotIntervalMinutes"
              value={form.values.slotIntervalMinutes}
              onFocus={preload}
              onValue={(value) => form.set("slotIntervalMinutes", value)}
              inputRef={form.fieldRef("slotIntervalMinutes")}
            />
          </Field>
          <Field
            label={t("partners.setup.shift.pacing")}
            hint={t("partners.setup.shift.pacingHint")}
            error={form.errors.pacingCovers}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              name="pacingCovers"
              value={form.values.pacingCovers}
              onFocus={preload}
              onValue={(value) => form.set("pacingCovers", value)}
              inputRef={form.fieldRef("pacingCovers")}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-neutral-900">{t("partners.setup.shift.turnTimes")}</legend>
          <p className="text-sm text-neutral-600">{t("partners.setup.shift.turnTimesHint")}</p>
          <ul className="mt-2 space-y-2">
            {form.values.turnTimes.map((turn, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <li key={index} className="flex flex-wrap items-end gap-2">
                <Field label={t("partners.setup.shift.maxParty")} className="w-32">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={100}
                    value={turn.maxParty}
                    onFocus={preload}
                    onValue={(value) => setTurn(index, "maxParty", value)}
                    inputRef={index === 0 ? form.fieldRef("turnTimes") : undefined}
                  />
                </Field>
                <Field label={t("partners.setup.shift.minutes")} className="w-32">
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={15}
                    max={720}
                    value={turn.minutes}
                    onFocus={preload}
                    onValue={(value) => setTurn(index, "minutes", value)}
                  />
                </Field>
                {form.values.turnTimes.length > 1 && (
                  <Button
                    variant="ghost"
                    aria-label={t("partners.setup.shift.removeTurnOf", { count: Number(turn.maxParty) || 0 })}
                    onClick={() =>
                      form.set(
                        "turnTimes",
                        form.values.turnTimes.filter((_, at) => at !== index),
                      )
                    }
                  >
                    {t("partners.setup.shift.removeTurn")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {form.errors.turnTimes && (
            <p className="mt-1.5 text-sm font-medium text-accent-700">{form.errors.turnTimes}</p>
          )}
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => form.set("turnTimes", [...form.values.turnTimes, { maxParty: "", minutes: "" }])}
          >
            {t("partners.setup.shift.addTurn")}
          </Button>
        </fieldset>
        {form.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700">
            {form.formError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={form.pending} onClick={onClose}>
            {t("partners.setup.cancel")}
          </Button>
          <button type="submit" disabled={form.pending} className={buttonClasses("primary")}>
            {t("partners.setup.shift.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
