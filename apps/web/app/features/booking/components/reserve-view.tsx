import {
  formatMoney,
  type Language,
  occasions,
  reservationErrorCodeOf,
  reservationFailureMessage,
} from "@sobremesa/contracts";
import { ArrowLeft, LoaderCircle, MapPin, ShieldCheck } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import {
  emailInputProps,
  Field,
  Input,
  nameInputProps,
  phoneInputProps,
  Select,
  Textarea,
} from "#app/components/ui/field.tsx";
import { useAuthStore } from "#app/features/auth/index.ts";
import { CoverArt, useDialCodes } from "#app/features/catalog/index.ts";
import { createSubmissionKeys } from "#app/lib/api/idempotency.ts";
import { DIAL_CODES } from "#app/lib/countries.ts";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { placePath } from "#app/lib/navigation/paths.ts";
import { Deferred, deferredPart } from "#app/lib/shell/deferred-section.tsx";
import { toastLater } from "#app/lib/shell/toast-later.ts";
import { reservationsApi } from "../booking-api";
import {
  applyBookingDraft,
  clearBookingDraft,
  fillEmptyContact,
  keepBookingDraft,
  readBookingDraft,
} from "../booking-draft";
import {
  type BookingErrors,
  type BookingFormValues,
  bookingCandidate,
  bookingFormRules,
  NOTE_MAX,
} from "../booking-form";
import type { BookingContact, ReservePageData } from "../booking-page-data";
import { BOOKING_CONTACT_ID, paymentPolicyPath } from "../booking-params";
import { loadBookingValidation } from "../load-booking-validation";
import { useAvailability } from "../use-availability";
import { AvailabilityPanel } from "./availability-panel";
import { SignInInvite } from "./sign-in-invite";

// Only places with a membership discount show it: the others never load its code.
const memberBenefit = deferredPart(() =>
  // biome-ignore lint/style/noRestrictedImports: a lazily loaded part is imported by its own file, so it stays a chunk of its own
  import("#app/features/membership/components/member-benefit.tsx").then((module) => module.BookingMemberBenefit),
);
/** Only a party above the venue's largest online one asks; its form (and zod) load then. */
const largePartyForm = deferredPart(() => import("./large-party-form").then((module) => module.LargePartyForm));

/** Codes after which the chosen time is gone: the slots are asked again and another time chosen. */
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

  const [notice, setNotice] = useState<string | null>(data.notice ?? null);
  // Above the venue's largest online party the page is a request to the venue, not a booking.
  const [asking, setAsking] = useState(
    data.availability.maxPartySize > 0 && data.choice.party > data.availability.maxPartySize,
  );
  const [refreshKey, setRefreshKey] = useState(0);
  const form = useZodForm({
    ...bookingFormRules,
    initialValues: (): BookingFormValues => ({
      date: data.choice.date,
      time: data.choice.time,
      party: data.choice.party,
      zoneId: data.choice.zoneId ? String(data.choice.zoneId) : "",
      occasion: "",
      note: "",
      ...contactValues(data.contact, data.dialCode),
    }),
    // The checks need zod and the phone rules: they load once the person starts on the form.
    checks: () => loadBookingValidation().then((module) => module.bookingChecks),
    candidate: (values) => bookingCandidate(place.slug, values),
    onChecksUnavailable: (error) => toastLater(reservationFailureMessage(error, language), { tone: "error", language }),
    onSubmit: async ({ lang: _lang, ...body }) => {
      setNotice(null);
      const reservation = await api.create(body, { idempotencyKey: keys.current.keyFor(body) });
      clearBookingDraft(place.slug);
      toastLater(t("booking.reserve.created", { code: reservation.code }), { tone: "success", language });
      await navigate(reservation.managePath);
    },
    failureMessage: (error) => reservationFailureMessage(error, language),
    onFailure: (error) => {
      const message = reservationFailureMessage(error, language);
      toastLater(message, { tone: "error", language });
      const code = reservationErrorCodeOf(error);
      if (!code || !SLOT_GONE.has(code)) return undefined;
      form.set("time", null);
      setRefreshKey((value) => value + 1);
      setNotice(`${message}. ${t("booking.reserve.chooseAnother")}`);
      form.focus("time");
      return "handled";
    },
  });
  const { values, errors, setValues } = form;
  const clearNotices = () => {
    setNotice(null);
    form.setFormError(null);
  };
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

  // Back from signing in (or a reload): what was typed before leaving comes back over the account's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    const draft = readBookingDraft(place.slug);
    if (draft) setValues((previous) => applyBookingDraft(previous, draft));
  }, []);

  // The account's contact fills the fields still empty: from the server's session (also when signing
  // in from this page), or from the auth store when signed in on the client only, unless the person
  // turned the reservation autocomplete off. What was typed stays.
  const authUser = useAuthStore((auth) => auth.user);
  const autocomplete = useAuthStore((auth) => auth.autocompleteReservation);
  const account: BookingContact | null =
    data.contact ??
    (authUser && autocomplete
      ? {
          countryCode: authUser.countryCode ?? "",
          email: authUser.email,
          firstName: authUser.firstName,
          lastName: authUser.lastName,
          phone: authUser.phone ?? "",
        }
      : null);
  const accountKey = account ? JSON.stringify(account) : null;
  const latestAccount = useRef(account);
  latestAccount.current = account;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the account's contact changes, not on every new object
  useEffect(() => {
    const contact = latestAccount.current;
    if (!contact) return;
    setValues((previous) => fillEmptyContact(previous, contactValues(contact, data.dialCode)));
  }, [accountKey, data.dialCode, setValues]);
  const signedOut = !data.contact && !authUser;

  // A time chosen for another day, party or zone is not a choice any more.
  useEffect(() => {
    if (state.status !== "ready" || !values.time) return;
    const slot = state.data.slots.find((candidate) => candidate.time === values.time);
    if (!slot?.available) setValues((previous) => ({ ...previous, time: null }));
  }, [state, values.time, setValues]);

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

      {asking ? (
        <Deferred
          part={largePartyForm}
          props={{
            language,
            placeSlug: place.slug,
            placeName: place.name,
            maxPartySize: availability.maxPartySize,
            today: availability.today,
            lastDate: availability.lastDate,
            date: values.date ?? availability.date,
            party: values.party,
            contact: data.contact,
            dialCode: data.dialCode,
            onBack: () => setAsking(false),
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={form.submit}
          onFocus={() => void form.preload().catch(() => undefined)}
          onPointerDown={() => void form.preload().catch(() => undefined)}
          className="mt-6 space-y-8"
          aria-describedby={undefined}
        >
          <section aria-labelledby={`${id}-table`} className="rounded-md border border-neutral-200 p-4 sm:p-6">
            <h2 id={`${id}-table`} className="text-lg font-bold text-neutral-900">
              {t("booking.reserve.tableTitle")}
            </h2>
            {notice && <Notice className="mt-3">{notice}</Notice>}
            <div className="mt-4">
              <AvailabilityPanel
                language={language}
                state={state}
                date={values.date}
                party={values.party}
                onDate={(date) => {
                  clearNotices();
                  form.set("date", date);
                  form.clearError("time");
                }}
                onParty={(party) => {
                  form.set("party", party);
                  form.clearError("time");
                }}
                onRetry={() => setRefreshKey((value) => value + 1)}
                onMoreThanMax={() => {
                  clearNotices();
                  setAsking(true);
                }}
                onTime={(time) => {
                  clearNotices();
                  form.set("time", time);
                }}
                selectedTime={values.time}
                timeError={errors.time}
                slotsHeadingRef={form.fieldRef("time")}
              />
            </div>
            <div className="mt-6 grid gap-4 sm:grid-cols-2">
              {availability.zones.length > 0 && (
                <Field id={`${id}-zone`} label={t("booking.reserve.zone")}>
                  <Select value={values.zoneId} onValue={(value) => form.set("zoneId", value)}>
                    <option value="">{t("booking.reserve.noZone")}</option>
                    {availability.zones.map((zone) => (
                      <option key={zone.id} value={String(zone.id)}>
                        {zone.name}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              <Field id={`${id}-occasion`} label={t("booking.reserve.occasion")}>
                <Select
                  value={values.occasion}
                  onValue={(value) => form.set("occasion", value as BookingFormValues["occasion"])}
                >
                  <option value="">{t("booking.reserve.noOccasion")}</option>
                  {occasions.map((occasion) => (
                    <option key={occasion} value={occasion}>
                      {t(`booking.occasions.${occasion}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <Field
              id={`${id}-note`}
              className="mt-4"
              label={t("booking.reserve.note")}
              hint={t("booking.reserve.noteCount", { count: values.note.length, max: NOTE_MAX })}
              hintClassName="mt-1 text-right text-xs text-neutral-600"
              error={errors.note}
            >
              <Textarea
                textareaRef={form.fieldRef("note")}
                value={values.note}
                maxLength={NOTE_MAX}
                rows={3}
                onValue={(value) => form.set("note", value)}
                placeholder={t("booking.reserve.notePlaceholder")}
              />
            </Field>
          </section>

          {signedOut && (
            <SignInInvite
              language={language}
              placeSlug={place.slug}
              choice={{ date: values.date, time: values.time, party: values.party, zoneId: values.zoneId }}
              onLeave={() => keepBookingDraft(place.slug, values)}
            />
          )}

          <ContactSection id={id} values={values} errors={errors} set={form.set} fieldRef={form.fieldRef} />

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
            {form.formError && <Notice className="mb-4">{form.formError}</Notice>}
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto"
              disabled={form.pending}
              aria-disabled={form.pending}
            >
              {form.pending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
              {form.pending ? t("booking.reserve.submitting") : t("booking.reserve.submit")}
            </Button>
            <p className="mt-3 text-xs text-neutral-600">{t("booking.reserve.consent")}</p>
          </div>
        </form>
      )}
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
  set: (field: "firstName" | "lastName" | "email" | "countryCode" | "phone", value: string) => void;
  fieldRef: (
    field: "firstName" | "lastName" | "email" | "countryCode" | "phone",
  ) => (element: HTMLElement | null) => void;
}

/** The reservation contact template: names, e-mail, the phone with its country's dial code. */
function ContactSection({ id, values, errors, set, fieldRef }: ContactSectionProps) {
  const { t } = useTranslation();
  const dialCodes = useDialCodes();
  const input = (field: "firstName" | "lastName" | "email" | "phone") => ({
    value: values[field],
    onValue: (value: string) => set(field, value),
    inputRef: fieldRef(field),
  });

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
        <Field id={`${id}-firstName`} label={t("booking.form.firstName")} error={errors.firstName}>
          <Input {...nameInputProps} autoComplete="given-name" {...input("firstName")} />
        </Field>
        <Field id={`${id}-lastName`} label={t("booking.form.lastName")} error={errors.lastName}>
          <Input {...nameInputProps} autoComplete="family-name" {...input("lastName")} />
        </Field>
        <Field id={`${id}-email`} className="sm:col-span-2" label={t("booking.form.email")} error={errors.email}>
          <Input {...emailInputProps} {...input("email")} />
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-3">
          <Field id={`${id}-countryCode`} label={t("booking.form.countryCode")} error={errors.countryCode}>
            <Select
              value={values.countryCode}
              onValue={(value) => set("countryCode", value)}
              selectRef={fieldRef("countryCode")}
              autoComplete="tel-country-code"
            >
              {dialCodes.map((entry) => (
                <option key={entry.code} value={entry.dial}>
                  {t("booking.form.dialOption", { country: t(`countries.${entry.code}`), dial: entry.dial })}
                </option>
              ))}
            </Select>
          </Field>
          <Field id={`${id}-phone`} label={t("booking.form.phone")} error={errors.phone}>
            <Input {...phoneInputProps} {...input("phone")} />
          </Field>
        </div>
      </div>
    </section>
  );
}
