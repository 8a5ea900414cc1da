import {
  formatWallTime,
  type Language,
  type ReservationAnswer,
  reservationErrorCodeOf,
  reservationFailureMessage,
} from "@sobremesa/contracts";
import { CircleCheck, CircleX, LoaderCircle, Pencil, Phone, X } from "lucide-react";
import { useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { CalendarLinks } from "#app/components/ui/calendar-links.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { placePath } from "#app/lib/navigation/paths.ts";
import { alerts } from "#app/lib/shell/alerts.ts";
import { reservationsApi } from "../booking-api";
import { formatInstant } from "../booking-dates";
import type { ReservationPageData } from "../booking-page-data";
import { useAvailability } from "../use-availability";
import { AvailabilityPanel } from "./availability-panel";

/** The street address, with the area only when the address does not name it already. */
function addressOf(place: ReservationAnswer["place"]): string {
  if (!place.areaName || place.address.includes(place.areaName)) return place.address;
  return [place.address, place.areaName].filter(Boolean).join(", ");
}

/** The confirmation and manage page of a reservation. */
export function ReservationView({ data }: { data: ReservationPageData }) {
  const { t } = useTranslation();
  const language: Language = data.language;
  const id = useId();
  const api = useMemo(() => reservationsApi(language), [language]);
  const [reservation, setReservation] = useState(data.reservation);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState<"cancel" | "change" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const statusHeading = useRef<HTMLHeadingElement>(null);

  const cancelled = reservation.status === "cancelled";
  const active = ["pending", "confirmed", "seated"].includes(reservation.status);
  const { place } = reservation;
  const when = formatInstant(reservation.startsAt, place.timeZone, language);
  const until = formatInstant(reservation.changeableUntil, place.timeZone, language);
  const access = { token: data.token };

  async function cancel() {
    const confirmed = await alerts.questionConfirm(t("booking.confirmation.cancelQuestion"), {
      language,
      confirmLabel: t("booking.confirmation.cancelConfirm"),
      cancelLabel: t("booking.confirmation.cancelKeep"),
    });
    if (!confirmed) return;
    setBusy("cancel");
    setProblem(null);
    try {
      setReservation(await api.cancel(reservation.code, access));
      alerts.toast(t("booking.confirmation.cancelled"), { tone: "success", language });
      statusHeading.current?.focus();
    } catch (error) {
      const message = reservationFailureMessage(error, language);
      setProblem(message);
      alerts.toast(message, { tone: "error", language });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Container className="max-w-3xl pt-4 pb-16 sm:pt-8">
      <section
        aria-labelledby={`${id}-status`}
        className={cx(
          "rounded-md p-5 sm:p-8",
          cancelled ? "border border-neutral-300 bg-neutral-50" : "on-brand bg-brand-600 text-white shadow-card",
        )}
      >
        <h1
          id={`${id}-status`}
          ref={statusHeading}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg font-bold outline-none sm:text-xl"
        >
          {cancelled ? (
            <CircleX aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-6 shrink-0" />
          )}
          {cancelled
            ? t("booking.confirmation.cancelledTitle")
            : t("booking.confirmation.title", { place: place.name })}
        </h1>
        <p className={cx("mt-4 text-sm", cancelled ? "text-neutral-700" : "text-white/90")}>
          {t("booking.confirmation.code")}
        </p>
        <p
          className={cx(
            "font-mono text-4xl font-bold tracking-[0.2em] sm:text-5xl",
            cancelled ? "text-neutral-500 line-through" : "text-white",
          )}
          data-testid="reservation-code"
        >
          {reservation.code}
        </p>
        <p
          className={cx(
            "mt-3 text-base font-semibold first-letter:uppercase",
            cancelled ? "text-neutral-800" : "text-white",
          )}
        >
          {when.date} · {when.time}
        </p>
        {!cancelled && (
          <p className="mt-1 text-sm text-white/90">
            {t("booking.confirmation.sent", { email: reservation.contact.email })}
          </p>
        )}
      </section>

      {problem && (
        <div
          role="alert"
          className="mt-4 rounded-md border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800"
        >
          {problem}
        </div>
      )}

      <section aria-labelledby={`${id}-details`} className="mt-6">
        <h2 id={`${id}-details`} className="text-lg font-bold text-neutral-900">
          {t("booking.confirmation.details")}
        </h2>
        <dl className="mt-3 divide-y divide-neutral-200 border-y border-neutral-200">
          <Row term={t("booking.confirmation.place")}>
            <Link to={placePath(language, place.slug)} className="font-semibold text-brand-700 hover:underline">
              {place.name}
            </Link>
            <span className="block text-neutral-600">{addressOf(place)}</span>
          </Row>
          <Row term={t("booking.confirmation.date")}>
            <span className="first-letter:uppercase">{when.date}</span>
          </Row>
          <Row term={t("booking.confirmation.time")}>{when.time}</Row>
          <Row term={t("booking.confirmation.party")}>{t("booking.picker.people", { count: reservation.party })}</Row>
          <Row term={t("booking.confirmation.zone")}>{reservation.zone?.name ?? t("booking.reserve.noZone")}</Row>
          {reservation.occasion && (
            <Row term={t("booking.confirmation.occasion")}>
              {t(`booking.occasions.${reservation.occasion}`, { defaultValue: reservation.occasion })}
            </Row>
          )}
          {reservation.note && (
            <Row term={t("booking.confirmation.note")}>
              <span className="whitespace-pre-line">{reservation.note}</span>
            </Row>
          )}
          <Row term={t("booking.confirmation.contact")}>
            {reservation.contact.firstName} {reservation.contact.lastName}
            <span className="block text-neutral-600">{reservation.contact.email}</span>
            <span className="block text-neutral-600">
              {reservation.contact.countryCode} {reservation.contact.phone.replace(reservation.contact.countryCode, "")}
            </span>
          </Row>
        </dl>
      </section>

      {!cancelled && (
        <section aria-labelledby={`${id}-calendar`} className="mt-6">
          <h2 id={`${id}-calendar`} className="text-lg font-bold text-neutral-900">
            {t("booking.confirmation.addToCalendar")}
          </h2>
          <CalendarLinks
            calendar={reservation.calendar}
            code={reservation.code}
            className="mt-3 flex flex-wrap gap-3"
            linkClassName={buttonClasses("secondary", "md")}
            labels={{
              download: t("booking.confirmation.ics"),
              google: t("booking.confirmation.google"),
              newWindow: t("booking.confirmation.newTab"),
            }}
          />
        </section>
      )}

      <section aria-labelledby={`${id}-manage`} className="mt-8 rounded-md border border-neutral-200 p-4 sm:p-6">
        <h2 id={`${id}-manage`} className="text-lg font-bold text-neutral-900">
          {t("booking.confirmation.manage")}
        </h2>
        {cancelled ? (
          <p className="mt-2 text-sm text-neutral-700">{t("booking.confirmation.cancelledText")}</p>
        ) : active && reservation.canChange ? (
          <>
            <p className="mt-2 text-sm text-neutral-700">
              {t("booking.confirmation.changeUntil", { date: until.date, time: until.time })}
            </p>
            {changing ? (
              <ChangeForm
                language={language}
                reservation={reservation}
                busy={busy === "change"}
                onBusy={(value) => setBusy(value ? "change" : null)}
                onDone={(updated) => {
                  setChanging(false);
                  if (updated) {
                    setReservation(updated);
                    alerts.toast(t("booking.confirmation.changed"), { tone: "success", language });
                    statusHeading.current?.focus();
                  } else changeButton.current?.focus();
                }}
                save={(changes) => api.modify(reservation.code, changes, access)}
              />
            ) : (
              <div className="mt-4 flex flex-wrap gap-3">
                <button
                  type="button"
                  ref={changeButton}
                  onClick={() => setChanging(true)}
                  disabled={busy !== null}
                  className={buttonClasses("secondary", "md")}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                  {t("booking.confirmation.change")}
                </button>
                <Button
                  variant="ghost"
                  onClick={cancel}
                  disabled={busy !== null}
                  className="text-accent-700 hover:bg-accent-50"
                >
                  {busy === "cancel" ? (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  ) : (
                    <X aria-hidden="true" className="size-4" />
                  )}
                  {t("booking.confirmation.cancel")}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className="mt-2 text-sm text-neutral-700">
            {active
              ? t("booking.confirmation.tooLate", { count: data.cancelUntilHours })
              : t("booking.confirmation.closed")}
            {place.phone && (
              <a
                href={`tel:${place.phone.replace(/[^\d+]/g, "")}`}
                className="mt-2 flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4" />
                {t("booking.confirmation.call", { phone: place.phone })}
              </a>
            )}
          </p>
        )}
      </section>
    </Container>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-neutral-600">{term}</dt>
      <dd className="text-neutral-900">{children}</dd>
    </div>
  );
}

/** Change date, time and party: the picker starts from the reservation; saving sends a PATCH. */
function ChangeForm({
  language,
  reservation,
  busy,
  onBusy,
  onDone,
  save,
}: {
  language: Language;
  reservation: ReservationAnswer;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onDone: (updated: ReservationAnswer | null) => void;
  save: (changes: { date: string; time: string; party: number }) => Promise<ReservationAnswer>;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(reservation.date);
  const [party, setParty] = useState(reservation.party);
  const [time, setTime] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const state = useAvailability({ placeSlug: reservation.place.slug, language, date, party, refreshKey });
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!date || !time) {
      setError(t("booking.form.errors.timeRequired"));
      headingRef.current?.focus();
      return;
    }
    setError(null);
    onBusy(true);
    try {
      const updated = await save({ date, time, party });
      onBusy(false);
      onDone(updated);
    } catch (failure) {
      onBusy(false);
      const message = reservationFailureMessage(failure, language);
      alerts.toast(message, { tone: "error", language });
      const code = reservationErrorCodeOf(failure);
      if (code === "CANNOT_ASSIGN_TABLE" || code === "CANNOT_ASSIGN_ZONE") {
        setTime(null);
        setRefreshKey((value) => value + 1);
        setError(`${message}. ${t("booking.reserve.chooseAnother")}`);
      } else setError(message);
      headingRef.current?.focus();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-neutral-700">
        {t("booking.confirmation.current", {
          time: formatWallTime(reservation.time, language),
          count: reservation.party,
        })}
      </p>
      {error && (
        <div
          role="alert"
          className="rounded-md border border-accent-200 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-800"
        >
          {error}
        </div>
      )}
      <AvailabilityPanel
        language={language}
        state={state}
        date={date}
        party={party}
        onDate={(value) => {
          setDate(value);
          setTime(null);
        }}
        onParty={(value) => {
          setParty(value);
          setTime(null);
        }}
        onRetry={() => setRefreshKey((value) => value + 1)}
        onTime={setTime}
        selectedTime={time}
        slotsHeadingRef={headingRef}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? t("booking.confirmation.saving") : t("booking.confirmation.save")}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)} disabled={busy}>
          {t("booking.confirmation.discard")}
        </Button>
      </div>
    </form>
  );
}
