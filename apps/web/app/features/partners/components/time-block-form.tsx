import type { TimeBlockFields, VenueSetupAnswer } from "@sobremesa/contracts";
import { useId } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { conflictingBookingsOf } from "../setup-format";
import type { PendingConflict } from "./conflict-dialog";

interface BlockValues {
  scope: "global" | "specific";
  zoneIds: number[];
  tableIds: number[];
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  reason: string;
}

const fields = ["scope", "zoneIds", "tableIds", "date", "startTime", "endDate", "endTime", "reason"] as const;

function candidateOf(values: BlockValues) {
  const global = values.scope === "global";
  return {
    scope: values.scope,
    zoneIds: global ? [] : values.zoneIds,
    tableIds: global ? [] : values.tableIds,
    date: values.date,
    startTime: values.startTime,
    ...(values.endDate ? { endDate: values.endDate } : {}),
    endTime: values.endTime,
    reason: values.reason,
  };
}

/** A new time block: the whole venue or chosen zones and tables, a date and time range, and why. */
export function TimeBlockForm({
  setup,
  today,
  save,
  onSaved,
  onConflict,
  failure,
}: {
  setup: VenueSetupAnswer;
  /** The venue's today, the earliest date offered. */
  today: string;
  save: (fields: TimeBlockFields) => Promise<unknown>;
  onSaved: () => Promise<void>;
  onConflict: (conflict: PendingConflict) => void;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const initial: BlockValues = {
    scope: "global",
    zoneIds: [],
    tableIds: [],
    date: "",
    startTime: "",
    endDate: "",
    endTime: "",
    reason: "",
  };
  const form = useZodForm({
    initialValues: initial,
    fields,
    candidate: candidateOf,
    checks: () => import("../setup-checks").then((module) => module.timeBlockChecks),
    message: (problem, translate) => translate(`partners.setup.block.errors.${problem.field}`),
    onSubmit: async (output) => {
      const { lang: _lang, ...body } = output;
      await save({ ...body, keepExisting: false });
      form.setValues(initial);
      await onSaved();
    },
    onFailure: (error) => {
      const bookings = conflictingBookingsOf(error);
      if (!bookings) return undefined;
      const body = candidateOf(form.values);
      onConflict({
        bookings,
        keep: async () => {
          await save({ ...body, keepExisting: true });
          form.setValues(initial);
          await onSaved();
        },
      });
      return "handled";
    },
    failureMessage: failure,
  });
  const preload = () => void form.preload().catch(() => {});
  const toggle = (key: "zoneIds" | "tableIds", value: number, on: boolean) =>
    form.set(key, on ? [...form.values[key], value] : form.values[key].filter((item) => item !== value));
  const zoneName = new Map(setup.zones.map((zone) => [zone.id, zone.name]));
  const checkbox = "size-4 accent-brand-600";
  const chip =
    "inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50";

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border border-neutral-200 bg-white p-4">
      <h3 id={`${id}-title`} className="text-base font-bold text-neutral-900">
        {t("partners.setup.block.newTitle")}
      </h3>
      <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-title`} className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-semibold text-neutral-900">{t("partners.setup.block.scope")}</legend>
          <div className="mt-1.5 flex flex-wrap gap-2">
            {(["global", "specific"] as const).map((scope, index) => (
              <label key={scope} className={chip}>
                <input
                  type="radio"
                  name="scope"
                  value={scope}
                  checked={form.values.scope === scope}
                  onFocus={preload}
                  onChange={() => form.set("scope", scope)}
                  ref={index === 0 ? form.fieldRef("scope") : undefined}
                  className={checkbox}
                />
                {t(`partners.setup.block.scopes.${scope}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {form.values.scope === "specific" && (
          <>
            <fieldset>
              <legend className="text-sm font-semibold text-neutral-900">{t("partners.setup.block.zones")}</legend>
              {setup.zones.length === 0 ? (
                <p className="text-sm text-neutral-600">{t("partners.setup.block.noZones")}</p>
              ) : (
                <div className="mt-1.5 flex flex-wrap gap-2">
                  {setup.zones.map((zone, index) => (
                    <label key={zone.id} className={chip}>
                      <input
                        type="checkbox"
                        checked={form.values.zoneIds.includes(zone.id)}
                        onChange={(event) => toggle("zoneIds", zone.id, event.currentTarget.checked)}
                        ref={index === 0 ? form.fieldRef("zoneIds") : undefined}
                        className={checkbox}
                      />
                      {zone.name}
                    </label>
                  ))}
                </div>
              )}
              {form.errors.zoneIds && (
                <p className="mt-1.5 text-sm font-medium text-accent-700">{form.errors.zoneIds}</p>
              )}
            </fieldset>
            <fieldset>
              <legend className="text-sm font-semibold text-neutral-900">{t("partners.setup.block.tables")}</legend>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {setup.tables.map((table, index) => (
                  <label key={table.id} className={chip}>
                    <input
                      type="checkbox"
                      checked={form.values.tableIds.includes(table.id)}
                      onChange={(event) => toggle("tableIds", table.id, event.currentTarget.checked)}
                      ref={index === 0 ? form.fieldRef("tableIds") : undefined}
                      className={checkbox}
                    />
                    {t("partners.setup.block.tableIn", { table: table.label, zone: zoneName.get(table.zoneId) ?? "" })}
                  </label>
                ))}
              </div>
              {form.errors.tableIds && (
                <p className="mt-1.5 text-sm font-medium text-accent-700">{form.errors.tableIds}</p>
              )}
            </fieldset>
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("partners.setup.block.date")} error={form.errors.date} required>
            <Input
              type="date"
              name="date"
              min={today}
              value={form.values.date}
              onFocus={preload}
              onValue={(value) => form.set("date", value)}
              inputRef={form.fieldRef("date")}
            />
          </Field>
          <Field label={t("partners.setup.block.startTime")} error={form.errors.startTime} required>
            <Input
              type="time"
              name="startTime"
              value={form.values.startTime}
              onFocus={preload}
              onValue={(value) => form.set("startTime", value)}
              inputRef={form.fieldRef("startTime")}
            />
          </Field>
          <Field label={t("partners.setup.block.endTime")} error={form.errors.endTime} required>
            <Input
              type="time"
              name="endTime"
              value={form.values.endTime}
              onFocus={preload}
              onValue={(value) => form.set("endTime", value)}
              inputRef={form.fieldRef("endTime")}
            />
          </Field>
        </div>
        <Field
          label={t("partners.setup.block.endDate")}
          hint={t("partners.setup.block.endDateHint")}
          error={form.errors.endDate}
        >
          <Input
            type="date"
            name="endDate"
            min={form.values.date || today}
            value={form.values.endDate}
            onFocus={preload}
            onValue={(value) => form.set("endDate", value)}
            inputRef={form.fieldRef("endDate")}
          />
        </Field>
        <Field label={t("partners.setup.block.reason")} error={form.errors.reason} required>
          <Input
            name="reason"
            maxLength={200}
            value={form.values.reason}
            onFocus={preload}
            onValue={(value) => form.set("reason", value)}
            inputRef={form.fieldRef("reason")}
          />
        </Field>
        {form.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700">
            {form.formError}
          </p>
        )}
        <button type="submit" disabled={form.pending} className={buttonClasses("primary")}>
          {t("partners.setup.block.submit")}
        </button>
      </form>
    </section>
  );
}
