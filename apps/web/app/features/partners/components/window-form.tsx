import type { BookingWindow } from "@sobremesa/contracts";
import { useId } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { SetupApi } from "../setup-api";

/** How far ahead diners may book and how long before the arrival, edited from the version read. */
export function WindowForm({
  window,
  api,
  onSaved,
  failure,
}: {
  window: BookingWindow | null;
  api: SetupApi;
  onSaved: (text: string) => Promise<void>;
  failure: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm({
    initialValues: {
      daysAhead: String(window?.daysAhead ?? 60),
      minNoticeMinutes: String(window?.minNoticeMinutes ?? 60),
    },
    fields: ["daysAhead", "minNoticeMinutes"],
    candidate: (values) => ({
      daysAhead: values.daysAhead.trim() === "" ? Number.NaN : Number(values.daysAhead),
      minNoticeMinutes: values.minNoticeMinutes.trim() === "" ? Number.NaN : Number(values.minNoticeMinutes),
      version: window?.version ?? 0,
    }),
    checks: () => import("../setup-checks").then((module) => module.windowChecks),
    message: (problem, translate) => translate(`partners.setup.window.${problem.field}Invalid`),
    onSubmit: async (output) => {
      await api.updateWindow(output);
      await onSaved(t("partners.setup.window.saved"));
    },
    failureMessage: failure,
  });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.setup.window.title")}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t("partners.setup.window.intro")}</p>
      <form
        noValidate
        onSubmit={form.submit}
        aria-labelledby={`${id}-title`}
        className="mt-3 grid gap-4 sm:grid-cols-2"
      >
        <Field label={t("partners.setup.window.daysAhead")} error={form.errors.daysAhead} required>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={366}
            name="daysAhead"
            value={form.values.daysAhead}
            onFocus={() => void form.preload().catch(() => {})}
            onValue={(value) => form.set("daysAhead", value)}
            inputRef={form.fieldRef("daysAhead")}
          />
        </Field>
        <Field label={t("partners.setup.window.minNotice")} error={form.errors.minNoticeMinutes} required>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={10080}
            name="minNoticeMinutes"
            value={form.values.minNoticeMinutes}
            onFocus={() => void form.preload().catch(() => {})}
            onValue={(value) => form.set("minNoticeMinutes", value)}
            inputRef={form.fieldRef("minNoticeMinutes")}
          />
        </Field>
        {form.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-2">
            {form.formError}
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={form.pending} className={buttonClasses("primary")}>
            {t("partners.setup.window.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
