import { ApiError, type Language, SESSIONS_PER_REQUEST_MAX } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { organizersApi } from "../organizers-api";

/** New sessions in the experience's wall clock: one, or every same weekday until a date. */
export function SessionsForm({
  language,
  organizerId,
  experienceId,
}: {
  language: Language;
  organizerId: number;
  experienceId: number;
}) {
  const { t } = useTranslation();
  const api = useMemo(() => organizersApi(language), [language]);
  const revalidator = useRevalidator();
  const [values, setValues] = useState({ date: "", time: "20:00", capacity: "20", perOrderLimit: "10", until: "" });
  const [weekly, setWeekly] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setCreated(null);
    try {
      const answer = await api.createSessions(organizerId, experienceId, {
        date: values.date,
        time: values.time,
        capacity: Number(values.capacity),
        perOrderLimit: Number(values.perOrderLimit),
        ...(weekly ? { repeat: { until: values.until } } : {}),
      });
      setCreated(answer.data.length);
      revalidator.revalidate();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mt-3 grid gap-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-4"
    >
      <Field label={t("partners.sessions.date")} required>
        <Input type="date" name="date" value={values.date} onValue={set("date")} />
      </Field>
      <Field label={t("partners.sessions.time")} required>
        <Input type="time" name="time" value={values.time} onValue={set("time")} />
      </Field>
      <Field label={t("partners.sessions.capacity")} required>
        <Input name="capacity" value={values.capacity} onValue={set("capacity")} inputMode="numeric" />
      </Field>
      <Field label={t("partners.sessions.perOrderLimit")} required>
        <Input name="perOrderLimit" value={values.perOrderLimit} onValue={set("perOrderLimit")} inputMode="numeric" />
      </Field>
      <label className="flex items-center gap-2 font-semibold text-neutral-900 sm:col-span-2">
        <input
          type="checkbox"
          name="weekly"
          checked={weekly}
          onChange={(event) => setWeekly(event.currentTarget.checked)}
          className="size-5"
        />
        {t("partners.sessions.weekly", { max: SESSIONS_PER_REQUEST_MAX })}
      </label>
      {weekly && (
        <Field label={t("partners.sessions.until")} required className="sm:col-span-2">
          <Input type="date" name="until" value={values.until} onValue={set("until")} />
        </Field>
      )}
      <div className="sm:col-span-4">
        {error && (
          <p role="alert" className="mb-3 font-semibold text-accent-700">
            {error}
          </p>
        )}
        {created !== null && (
          <p role="status" className="mb-3 text-neutral-800">
            {t("partners.sessions.created", { count: created })}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={pending} data-testid="add-sessions">
          {pending ? t("partners.loading") : t("partners.sessions.add")}
        </Button>
      </div>
    </form>
  );
}
