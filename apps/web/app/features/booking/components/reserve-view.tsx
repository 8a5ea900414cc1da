import {
  formatMoney,
  type Language,
  occasions,
  reservationErrorCodeOf,
  reservationFailureMessage,
  reservationFieldErrorsOf,
} from "@sobremesa/contracts";
import { ArrowLeft, LoaderCircle, MapPin, ShieldCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useAuthStore } from "#app/features/auth/auth-store.ts";
import { CoverArt } from "#app/features/catalog/components/cover-art.tsx";
import { useDialCodes } from "#app/features/catalog/dial-codes.ts";
import { DIAL_CODES } from "#app/lib/countries.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { placePath } from "#app/lib/navigation/paths.ts";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";
import { toastLater } from "#app/lib/shell/toast-later.ts";
import { reservationsApi } from "../booking-api";
import { type BookingErrors, type BookingField, type BookingFormValues, fieldOfPath, NOTE_MAX } from "../booking-form";
import type { BookingContact, ReservePageData } from "../booking-page-data";
import { BOOKING_CONTACT_ID, paymentPolicyPath } from "../booking-params";
import { createSubmissionKeys } from "../idempotency";
import { loadBookingValidation } from "../load-booking-validation";
import { useAvailability } from "../use-availability";
import { AvailabilityPanel } from "./availability-panel";
import { FieldError, inputClasses, SelectField } from "./form-controls";

/** Codes after which the chosen time is gone: the slots are asked again and another time chosen. */
// Only places with a membership discount show it: the others never load its code.
const memberBenefit = deferredPart(() =>
  import("#app/features/membership/components/member-benefit.tsx").then((module) => module.BookingMemberBenefit),
);

const SLOT_GONE = new Set([
  "CANNOT_ASSIGN_TABLE",
  "CANNOT_ASSIGN_ZONE",
  "TIME_BLOCK_GLOBAL",
  "TIME_BLOCK_SPECIFIC",
  "RESERVATION_CANNOT_BE_CREATED_IN_THE_PAST",
  "RESERVATION_DATETIME_HAS_PASSED",
]);

function dialOf(code: string | null | undefined, fallback: string): string {
  if (!code) return fallback;
  if (/^[a-zA-Z]{2}$/.test(code)) return DIAL_CODES[code.toLowerCase()] ?? fallback;
  return code.startsWith("+") ? code : `+${code}`;
}

function contactValues(contact: BookingContact | null, dialCode: string) {
  return {
    countryCode: dialOf(contact?.countryCode, dialCode),
    email: contact?.email ?? "",
    firstName: contact?.firstName ?? "",
    lastName: contact?.lastName ?? "",
    phone: contact?.phone ?? "",
  };
}

/** The booking page: the place, the picker, preferences, the contact, the policy and the submit. */
export function ReserveView({ data }: { data: ReservePageData }) {
  const { t } = useTranslation();
  const language: Language = data.language;
  const { place } = data;
  const navigate = useNavigate();
  const id = useId();
  const api = useMemo(() => reservationsApi(language), [language]);
  const keys = useRef(createSubmissionKeys());

  const [values, setValues] = useState<BookingFormValues>(() => ({
    date: data.choice.date,
    time: data.choice.time,
    party: data.choice.party,
    zoneId: "",
    occasion: "",
    note: "",
    ...contactValues(data.contact, data.dialCode),
  }));
  const [errors, setErrors] = useState<BookingErrors>({});
  const [notice, setNotice] = useState<{ message: string; where: "slots" | "submit" } | null>(
    data.notice ? { message: data.notice, where: "slots" } : null,
  );
  const [submitting, setSubmitting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const zoneNumber = values.zoneId ? Number(values.zoneId) : undefined;
  const state = useAvailability({
    placeSlug: place.slug,
    language,
    date: values.date,
    party: values.party,
    zoneId: zoneNumber,
    refreshKey,
    initialData: data.availability,
  });
  const availability = state.data ?? data.availability;

  const set = <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    const field = key === "date" || key === "party" ? "time" : key;
    setErrors((previous) => (previous[field as BookingField] ? { ...previous, [field]: undefined } : previous));
  };

  // Signed in on the client only (the server had no session): fill the contact from the auth store,
  // unless the person turned the reservation autocomplete off.
  const authUser = useAuthStore((auth) => auth.user);
  const autocomplete = useAuthStore((auth) => auth.autocompleteReservation);
  useEffect(() => {
    if (!authUser || !autocomplete || data.contact) return;
    setValues((previous) =>
      previous.email || previous.firstName || previous.phone
        ? previous
        : {
            ...previous,
            ...contactValues(
              {
                countryCode: authUser.countryCode ?? "",
                email: authUser.email,
                firstName: authUser.firstName,
                lastName: authUser.lastName,
                phone: authUser.phone ?? "",
              },
              data.dialCode,
            ),
          },
    );
  }, [authUser, autocomplete, data.contact, data.dialCode]);

  // A time chosen for another day, party or zone is not a choice any more.
  useEffect(() => {
    if (state.status !== "ready" || !values.time) return;
    const slot = state.data.slots.find((candidate) => candidate.time === values.time);
    if (!slot?.available) setValues((previous) => ({ ...previous, time: null }));
  }, [state, values.time]);

  const refs = {
    time: useRef<HTMLHeadingElement>(null),
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    countryCode: useRef<HTMLSelectElement>(null),
    phone: useRef<HTMLInputElement>(null),
    note: useRef<HTMLTextAreaElement>(null),
  };
  const focusField = (field: BookingField) => {
    const element = refs[field].current;
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  };

  // The form's checks load once the person starts on the form, so submitting seldom waits for them.
  const validation = useRef<ReturnType<typeof loadBookingValidation> | null>(null);
  const checks = () => {
    validation.current ??= loadBookingValidation().catch((error: unknown) => {
      validation.current = null;
      throw error;
    });
    return validation.current;
  };
  const validating = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || validating.current) return;
    validating.current = true;
    let validateBooking: Awaited<ReturnType<typeof loadBookingValidation>>["validateBooking"];
    try {
      ({ validateBooking } = await checks());
    } catch (error) {
      // The checks did not load (the connection dropped): say so as a failed booking would.
      toastLater(reservationFailureMessage(error, language), { tone: "error", language });
      return;
    } finally {
      validating.current = false;
    }
    const result = validateBooking(place.slug, values, t);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(result.first);
      return;
    }
    setErrors({});
    setNotice(null);
    setSubmitting(true);
    try {
      const reservation = await api.create(result.body, { idempotencyKey: keys.current.keyFor(result.body) });
      toastLater(t("booking.reserve.created", { code: reservation.code }), { tone: "success", language });
      navigate(reservation.managePath);
    } catch (error) {
      setSubmitting(false);
      const code = reservationErrorCodeOf(error);
      const message = reservationFailureMessage(error, language);
      toastLater(message, { tone: "error", language });
      const fieldErrors: BookingErrors = {};
      for (const detail of reservationFieldErrorsOf(error)) {
        const field = fieldOfPath(detail.field);
        if (field && !fieldErrors[field]) fieldErrors[field] = detail.message;
      }
      if (code && SLOT_GONE.has(code)) {
        setValues((previous) => ({ ...previous, time: null }));
        setRefreshKey((value) => value + 1);
        setNotice({ message: `${message}. ${t("booking.reserve.chooseAnother")}`, where: "slots" });
        refs.time.current?.focus();
        refs.time.current?.scrollIntoView({ block: "center", behavior: "smooth" });
        return;
      }
      setNotice({ message, where: "submit" });
      const first = (Object.keys(fieldErrors) as BookingField[])[0];
      if (first) {
        setErrors(fieldErrors);
        focusField(first);
      }
    }
  }

  const backTo = placePath(language, place.slug);
  const deposit = availability.depositPerGuest;

  return (
    <Container className="max-w-3xl pt-3 pb-16 sm:pt-6">
      <Link
        to={backTo}
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-neutral-700 hover:bg-neutral-100"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("booking.reserve.back")}
      </Link>

      <header className="mt-2 flex items-center gap-4">
        <div className="relative h-18 w-24 shrink-0 overflow-hidden rounded-md bg-neutral-200 sm:h-24 sm:w-32">
          <CoverArt
            seed={place.imageSeed}
            category={place.category as Parameters<typeof CoverArt>[0]["category"]}
            cuisine={place.cuisine}
            priority
            className="absolute inset-0 h-full w-full"
          />
        </div>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-700">{t("booking.reserve.eyebrow")}</p>
          <h1 className="text-xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">{place.name}</h1>
          {(place.area || place.city) && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-neutral-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {[place.area, place.city].filter((part, index, all) => part && all.indexOf(part) === index).join(", ")}
            </p>
          )}
        </div>
      </header>
      {place.premiumDiscount !== null && (
        <Deferred part={memberBenefit} props={{ percent: place.premiumDiscount, language }} />
      )}

      <form
        noValidate
        onSubmit={submit}
        onFocus={() => void checks().catch(() => undefined)}
        onPointerDown={() => void checks().catch(() => undefined)}
        className="mt-6 space-y-8"
        aria-describedby={undefined}
      >
        <section aria-labelledby={`${id}-table`} className="rounded-md border border-neutral-200 p-4 sm:p-6">
          <h2 id={`${id}-table`} className="text-lg font-bold text-neutral-900">
            {t("booking.reserve.tableTitle")}
          </h2>
          {notice?.where === "slots" && <Notice className="mt-3">{notice.message}</Notice>}
          <div className="mt-4">
            <AvailabilityPanel
              language={language}
              state={state}
              date={values.date}
              party={values.party}
              onDate={(date) => {
                setNotice(null);
                set("date", date);
              }}
              onParty={(party) => set("party", party)}
              onRetry={() => setRefreshKey((value) => value + 1)}
              onTime={(time) => {
                setNotice(null);
                set("time", time);
              }}
              selectedTime={values.time}
              timeError={errors.time}
              slotsHeadingRef={refs.time}
            />
          </div>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            {availability.zones.length > 0 && (
              <SelectField
                id={`${id}-zone`}
                label={t("booking.reserve.zone")}
                value={values.zoneId}
                onValue={(value) => set("zoneId", value)}
              >
                <option value="">{t("booking.reserve.noZone")}</option>
                {availability.zones.map((zone) => (
                  <option key={zone.id} value={String(zone.id)}>
                    {zone.name}
                  </option>
                ))}
              </SelectField>
            )}
            <SelectField
              id={`${id}-occasion`}
              label={t("booking.reserve.occasion")}
              value={values.occasion}
              onValue={(value) => set("occasion", value as BookingFormValues["occasion"])}
            >
              <option value="">{t("booking.reserve.noOccasion")}</option>
              {occasions.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {t(`booking.occasions.${occasion}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="mt-4">
            <label htmlFor={`${id}-note`} className="block text-sm font-semibold text-neutral-900">
              {t("booking.reserve.note")}
            </label>
            <textarea
              id={`${id}-note`}
              ref={refs.note}
              value={values.note}
              maxLength={NOTE_MAX}
              rows={3}
              onChange={(event) => set("note", event.currentTarget.value)}
              placeholder={t("booking.reserve.notePlaceholder")}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-count${errors.note ? ` ${id}-note-error` : ""}`}
              className={cx(inputClasses, "mt-1.5 py-2", errors.note ? "border-accent-600" : "border-neutral-300")}
            />
            <p id={`${id}-note-count`} className="mt-1 text-right text-xs text-neutral-600">
              {t("booking.reserve.noteCount", { count: values.note.length, max: NOTE_MAX })}
            </p>
            {errors.note && <FieldError id={`${id}-note-error`}>{errors.note}</FieldError>}
          </div>
        </section>

        <ContactSection id={id} values={values} errors={errors} set={set} refs={refs} />

        <section aria-labelledby={`${id}-policy`} className="rounded-md bg-neutral-50 p-4 sm:p-6">
          <h2 id={`${id}-policy`} className="flex items-center gap-2 font-semibold text-neutral-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
            {t("booking.reserve.policyTitle")}
          </h2>
          <p className="mt-2 text-sm text-neutral-700">
            {t("booking.reserve.policyCancel", { count: availability.cancelUntilHours })}{" "}
            {deposit !== null && deposit > 0
              ? t("booking.reserve.policyDeposit", {
                  amount: formatMoney(deposit, availability.currency, language, place.countryCode),
                })
              : t("booking.reserve.policyNoDeposit")}
          </p>
          <Link
            to={paymentPolicyPath(language, place.slug)}
            className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("booking.reserve.policyLink")}
          </Link>
        </section>

        <div>
          {notice?.where === "submit" && <Notice className="mb-4">{notice.message}</Notice>}
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting} aria-disabled={submitting}>
            {submitting && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {submitting ? t("booking.reserve.submitting") : t("booking.reserve.submit")}
          </Button>
          <p className="mt-3 text-xs text-neutral-600">{t("booking.reserve.consent")}</p>
        </div>
      </form>
    </Container>
  );
}

function Notice({ children, className }: { children: string; className?: string }) {
  return (
    <div
      role="alert"
      className={cx(
        "rounded-md border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800",
        className,
      )}
    >
      {children}
    </div>
  );
}

interface ContactSectionProps {
  id: string;
  values: BookingFormValues;
  errors: BookingErrors;
  set: <K extends keyof BookingFormValues>(key: K, value: BookingFormValues[K]) => void;
  refs: {
    firstName: React.RefObject<HTMLInputElement | null>;
    lastName: React.RefObject<HTMLInputElement | null>;
    email: React.RefObject<HTMLInputElement | null>;
    countryCode: React.RefObject<HTMLSelectElement | null>;
    phone: React.RefObject<HTMLInputElement | null>;
  };
}

/** The reservation contact template: names, e-mail, the phone with its country's dial code. */
function ContactSection({ id, values, errors, set, refs }: ContactSectionProps) {
  const { t } = useTranslation();
  const dialCodes = useDialCodes();
  const input = (field: "firstName" | "lastName" | "email" | "phone") => ({
    id: `${id}-${field}`,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${id}-${field}-error` : undefined,
    className: cx(inputClasses, "mt-1.5", errors[field] ? "border-accent-600" : "border-neutral-300"),
  });
  const label = (field: string, text: string) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-neutral-900">
      {text}
    </label>
  );

  return (
    <section
      id={BOOKING_CONTACT_ID}
      tabIndex={-1}
      aria-labelledby={`${id}-contact`}
      className="rounded-md border border-neutral-200 p-4 sm:p-6"
    >
      <h2 id={`${id}-contact`} className="text-lg font-bold text-neutral-900">
        {t("booking.reserve.contactTitle")}
      </h2>
      <p className="mt-1 text-sm text-neutral-600">{t("booking.reserve.contactHint")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          {label("firstName", t("booking.form.firstName"))}
          <input ref={refs.firstName} autoComplete="given-name" maxLength={80} {...input("firstName")} />
          {errors.firstName && <FieldError id={`${id}-firstName-error`}>{errors.firstName}</FieldError>}
        </div>
        <div>
          {label("lastName", t("booking.form.lastName"))}
          <input ref={refs.lastName} autoComplete="family-name" maxLength={80} {...input("lastName")} />
          {errors.lastName && <FieldError id={`${id}-lastName-error`}>{errors.lastName}</FieldError>}
        </div>
        <div className="sm:col-span-2">
          {label("email", t("booking.form.email"))}
          <input
            ref={refs.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            {...input("email")}
          />
          {errors.email && <FieldError id={`${id}-email-error`}>{errors.email}</FieldError>}
        </div>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
          <SelectField
            id={`${id}-countryCode`}
            label={t("booking.form.countryCode")}
            value={values.countryCode}
            onValue={(value) => set("countryCode", value)}
            error={errors.countryCode}
            selectRef={refs.countryCode}
            autoComplete="tel-country-code"
          >
            {dialCodes.map((entry) => (
              <option key={entry.code} value={entry.dial}>
                {t("booking.form.dialOption", { country: t(`countries.${entry.code}`), dial: entry.dial })}
              </option>
            ))}
          </SelectField>
          <div>
            {label("phone", t("booking.form.phone"))}
            <input
              ref={refs.phone}
              // The number without its country code: HTML allows "tel-national" on text inputs, not on type=tel.
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={32}
              {...input("phone")}
            />
            {errors.phone && <FieldError id={`${id}-phone-error`}>{errors.phone}</FieldError>}
          </div>
        </div>
      </div>
    </section>
  );
}
