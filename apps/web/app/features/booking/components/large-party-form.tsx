import {
  ApiError,
  formatWallTime,
  LARGE_PARTY_MAX,
  LARGE_PARTY_MESSAGE_MAX,
  type Language,
} from "@sobremesa/contracts";
import { ArrowLeft, CircleCheck, LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import {
  emailInputProps,
  Field,
  Input,
  nameInputProps,
  phoneInputProps,
  Select,
  Textarea,
} from "#app/components/ui/field.tsx";
import { useDialCodes } from "#app/features/catalog/index.ts";
import { createSubmissionKeys } from "#app/lib/api/idempotency.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { BookingContact } from "../booking-page-data";
import { largePartyApi } from "../large-party-api";
import { useAvailability } from "../use-availability";

type FieldName = "party" | "date" | "time" | "name" | "email" | "phone" | "message";

export interface LargePartyFormProps {
  language: Language;
  placeSlug: string;
  placeName: string;
  /** The venue's largest online party: a request is for more. */
  maxPartySize: number;
  /** The venue's today and the last date of its booking window. */
  today: string;
  lastDate: string;
  date: string;
  party: number;
  contact: BookingContact | null;
  dialCode: string;
  onBack: () => void;
}

/** The field a server refusal names (`details[].field`), when the form has one of that name. */
function fieldErrorsOf(error: unknown): Partial<Record<FieldName, string>> {
  if (!(error instanceof ApiError)) return {};
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  const errors: Partial<Record<FieldName, string>> = {};
  if (Array.isArray(details))
    for (const detail of details as { field?: unknown; path?: unknown; message?: unknown }[]) {
      const raw = typeof detail.field === "string" ? detail.field : Array.isArray(detail.path) ? detail.path[0] : "";
      const field = String(raw) as FieldName;
      if (
        ["party", "date", "time", "name", "email", "phone", "message"].includes(field) &&
        typeof detail.message === "string"
      )
        errors[field] ??= detail.message;
    }
  return errors;
}

/**
 * The request for a party above the venue's online limit: how many, the date, a preferred time
 * (any of the day's seating times, free or not: the venue decides), the contact and a message.
 * Sent once per submission (one idempotency key); the venue answers by e-mail.
 */
export function LargePartyForm(props: LargePartyFormProps) {
  const { language, maxPartySize } = props;
  const { t } = useTranslation();
  const id = useId();
  const dialCodes = useDialCodes();
  const api = useMemo(() => largePartyApi(language), [language]);
  const keys = useRef(createSubmissionKeys());
  const [values, setValues] = useState({
    party: Math.min(LARGE_PARTY_MAX, Math.max(props.party, maxPartySize + 1)),
    date: props.date,
    time: "",
    name: props.contact ? `${props.contact.firstName} ${props.contact.lastName}`.trim() : "",
    email: props.contact?.email ?? "",
    countryCode: props.dialCode,
    phone: props.contact?.phone ?? "",
    message: "",
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(field: K, value: (typeof values)[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  // The day's seating times (asked for a party the venue books online: the times are the same).
  const day = useAvailability({
    placeSlug: props.placeSlug,
    language,
    date: values.date,
    party: Math.max(1, maxPartySize),
  });
  const times = day.data && day.data.date === values.date ? day.data.slots.map((slot) => slot.time) : [];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const required = t("booking.largeParty.required");
    const missing: Partial<Record<FieldName, string>> = {};
    for (const field of ["date", "time", "name", "email", "phone"] as const)
      if (!values[field].trim()) missing[field] = required;
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    const body = { placeSlug: props.placeSlug, ...values };
    setSending(true);
    try {
      await api.request(body, { idempotencyKey: keys.current.keyFor(body) });
      setSent(values.email);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <section role="status" className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4 sm:p-6">
        <p className="flex items-start gap-2 text-lg font-bold text-neutral-900">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
          {t("booking.largeParty.sent")}
        </p>
        <p className="mt-1 text-sm text-neutral-700">{t("booking.largeParty.sentDetails", { email: sent })}</p>
      </section>
    );

  const parties = Array.from({ length: LARGE_PARTY_MAX - maxPartySize }, (_, index) => maxPartySize + 1 + index);
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-6" aria-labelledby={`${id}-title`}>
      <section className="rounded-md border border-neutral-200 p-4 sm:p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
          {t("booking.largeParty.title")}
        </h2>
        <p className="mt-1 text-sm text-neutral-600">
          {t("booking.largeParty.intro", { place: props.placeName, max: maxPartySize })}
        </p>
        <button
          type="button"
          onClick={props.onBack}
          className="-ml-2 mt-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("booking.largeParty.back", { max: maxPartySize })}
        </button>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-party`} label={t("booking.largeParty.party")} error={errors.party}>
            <Select value={String(values.party)} onValue={(value) => set("party", Number(value))}>
              {parties.map((party) => (
                <option key={party} value={String(party)}>
                  {t("booking.picker.people", { count: party })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-date`} label={t("booking.largeParty.date")} error={errors.date}>
            <Input
              type="date"
              value={values.date}
              min={props.today}
              max={props.lastDate}
              onValue={(value) => {
                set("date", value);
                set("time", "");
              }}
            />
          </Field>
          <Field
            id={`${id}-time`}
            label={t("booking.largeParty.time")}
            error={
              errors.time ??
              (day.status === "ready" && times.length === 0 ? t("booking.largeParty.noTimes") : undefined)
            }
          >
            <Select value={values.time} onValue={(value) => set("time", value)} aria-busy={day.status === "loading"}>
              <option value="">—</option>
              {times.map((time) => (
                <option key={time} value={time}>
                  {formatWallTime(time, language)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </section>

      <section className="rounded-md border border-neutral-200 p-4 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-name`} className="sm:col-span-2" label={t("booking.largeParty.name")} error={errors.name}>
            <Input {...nameInputProps} value={values.name} onValue={(value) => set("name", value)} />
          </Field>
          <Field
            id={`${id}-email`}
            className="sm:col-span-2"
            label={t("booking.largeParty.email")}
            error={errors.email}
          >
            <Input {...emailInputProps} value={values.email} onValue={(value) => set("email", value)} />
          </Field>
          <Field id={`${id}-countryCode`} label={t("booking.largeParty.countryCode")}>
            <Select
              value={values.countryCode}
              onValue={(value) => set("countryCode", value)}
              autoComplete="tel-country-code"
            >
              {dialCodes.map((entry) => (
                <option key={entry.code} value={entry.dial}>
                  {t("booking.form.dialOption", { country: t(`countries.${entry.code}`), dial: entry.dial })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-phone`} label={t("booking.largeParty.phone")} error={errors.phone}>
            <Input {...phoneInputProps} value={values.phone} onValue={(value) => set("phone", value)} />
          </Field>
          <Field
            id={`${id}-message`}
            className="sm:col-span-2"
            label={t("booking.largeParty.message")}
            hint={t("booking.largeParty.messageCount", { count: values.message.length, max: LARGE_PARTY_MESSAGE_MAX })}
            hintClassName="mt-1 text-right text-xs text-neutral-600"
            error={errors.message}
          >
            <Textarea
              value={values.message}
              maxLength={LARGE_PARTY_MESSAGE_MAX}
              rows={3}
              onValue={(value) => set("message", value)}
            />
          </Field>
        </div>
      </section>

      {formError && (
        <div
          role="alert"
          className="rounded-md border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800"
        >
          {formError}
        </div>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={sending}>
        {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
        {sending ? t("booking.largeParty.sending") : t("booking.largeParty.submit")}
      </Button>
    </form>
  );
}
