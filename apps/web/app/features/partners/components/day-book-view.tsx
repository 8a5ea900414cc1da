import { ApiError, type DayBookEntry, formatWallDate } from "@sobremesa/contracts";
import { Plus } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { dayBookApi } from "../day-book-api";
import type { DayBookData } from "../day-book-data";
import { partnersPaths } from "../partners-paths";
import { type LiveStatus, useDayBookLive } from "../use-day-book-live";
import { DayBookEntryCard, type EntryAction } from "./day-book-entry";
import { LargePartyRequests } from "./day-book-large-party";
import { NewBookingDialog } from "./day-book-new-booking";
import { DayBookTimeline } from "./day-book-timeline";
import { VenueNav } from "./venue-nav";

type Notice = { kind: "status" | "alert"; text: string } | null;
type Confirming = { entry: DayBookEntry; action: "no_show" | "cancel" } | null;

const liveTone: Record<LiveStatus, string> = {
  live: "bg-brand-700 text-white",
  connecting: "bg-neutral-200 text-neutral-800",
  reconnecting: "bg-accent-100 text-accent-900",
  offline: "bg-accent-700 text-white",
};

/**
 * The host's day: the bookings of a date as a list or by table, kept live while open, with the
 * actions each booking allows now and a form for bookings taken by phone or at the door.
 */
export function DayBookView({ data }: { data: DayBookData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, book, requests } = data;
  const api = useMemo(() => dayBookApi(language), [language]);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [view, setView] = useState<"list" | "timeline">("list");
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const live = useDayBookLive(venue.id, book.lastEventId, language, () => void revalidator.revalidate());
  const path = partnersPaths.dayBook(language, venue.id);

  const failure = (error: unknown) => (error instanceof ApiError ? error.message : t("partners.errors.generic"));
  const run = async (work: () => Promise<unknown>, done: string | (() => string)) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: typeof done === "function" ? done() : done });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setNotice({ kind: "alert", text: failure(error) });
      await revalidator.revalidate();
      return false;
    } finally {
      setBusy(false);
    }
  };
  const nameOf = (entry: DayBookEntry) => entry.name || t("partners.dayBook.channels.walk_in");
  const onAction = (entry: DayBookEntry, action: EntryAction) => {
    if (action === "no_show" || action === "cancel") {
      setReason("");
      setReasonError(undefined);
      setConfirming({ entry, action });
      return;
    }
    void run(
      () => api.act(venue.id, entry.id, { action }),
      t(`partners.dayBook.actions.done.${action}`, { name: nameOf(entry) }),
    );
  };
  const confirm = async () => {
    if (!confirming) return;
    const { entry, action } = confirming;
    if (action === "cancel" && reason.trim().length < 3) {
      setReasonError(t("partners.dayBook.confirm.reasonMissing"));
      return;
    }
    await run(
      () =>
        api.act(venue.id, entry.id, action === "cancel" ? { action, reason: reason.trim() } : { action: "no_show" }),
      t(`partners.dayBook.actions.done.${action}`, { name: nameOf(entry) }),
    );
    setConfirming(null);
  };

  const active = book.reservations.filter((entry) => entry.status !== "cancelled" && entry.status !== "no_show");
  const covers = active.reduce((sum, entry) => sum + entry.party, 0);

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.dayBook.title")}</h1>
          <p
            role="status"
            data-testid="live-status"
            data-live={live}
            className={cx("rounded-sm px-2 py-0.5 text-sm font-semibold", liveTone[live])}
          >
            {t(`partners.dayBook.live.${live}`)}
          </p>
          {requests.requests.length > 0 && (
            <a
              href="#large-party-requests"
              data-testid="large-party-badge"
              className="rounded-full bg-accent-700 px-2.5 py-0.5 text-sm font-semibold text-white hover:bg-accent-800"
            >
              {t("partners.dayBook.largeParty.badge", { count: requests.requests.length })}
            </a>
          )}
        </div>
        <p className="mt-1 text-neutral-700">
          {formatWallDate(book.date, language, "full")} ·{" "}
          {t("partners.dayBook.summary", { count: active.length, covers })}
        </p>

        <div className="mt-3 flex flex-wrap items-end gap-2">
          <Form
            method="get"
            action={path}
            className="flex items-end gap-2"
            onChange={(event) => {
              const value = (event.currentTarget.elements.namedItem("date") as HTMLInputElement | null)?.value;
              if (value) navigate(`${path}?date=${value}`);
            }}
          >
            <Field label={t("partners.dayBook.date")} id={`${id}-date`}>
              <Input type="date" name="date" defaultValue={book.date} key={book.date} />
            </Field>
            <button type="submit" className={buttonClasses("secondary", "md")}>
              {t("partners.dayBook.show")}
            </button>
          </Form>
          {book.date !== book.today && (
            <Link to={path} className={buttonClasses("ghost", "md")}>
              {t("partners.dayBook.today")}
            </Link>
          )}
          <Button className="ml-auto" onClick={() => setCreating(true)} disabled={busy}>
            <Plus aria-hidden="true" className="size-4" />
            {t("partners.dayBook.new.open")}
          </Button>
        </div>

        <div aria-live="polite" className="mt-3 min-h-6">
          {notice && (
            <p
              role={notice.kind}
              className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
            >
              {notice.text}
            </p>
          )}
        </div>

        <div id="large-party-requests">
          <LargePartyRequests
            requests={requests}
            language={language}
            busy={busy}
            onAccept={(request, tableIds) => {
              let code = "";
              return run(
                async () => {
                  code = (await api.acceptLargeParty(venue.id, request.id, { tableIds })).reservation?.code ?? "";
                },
                () => t("partners.dayBook.largeParty.accepted", { name: request.name, code }),
              );
            }}
            onDecline={(request, message) =>
              run(
                () => api.declineLargeParty(venue.id, request.id, { message }),
                t("partners.dayBook.largeParty.declined", { name: request.name }),
              )
            }
          />
        </div>

        <fieldset className="mt-4 flex gap-1">
          <legend className="sr-only">{t("partners.dayBook.views.label")}</legend>
          {(["list", "timeline"] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? "primary" : "secondary"}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(`partners.dayBook.views.${option}`)}
            </Button>
          ))}
        </fieldset>

        <div className="mt-4">
          {view === "timeline" ? (
            <DayBookTimeline
              tables={book.tables}
              entries={book.reservations}
              timeZone={book.venue.timeZone}
              language={language}
            />
          ) : book.reservations.length === 0 ? (
            <p className="text-neutral-700">{t("partners.dayBook.empty")}</p>
          ) : (
            <ul
              className="divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white"
              data-testid="day-book-list"
            >
              {book.reservations.map((entry) => (
                <DayBookEntryCard
                  key={entry.id}
                  entry={entry}
                  tables={book.tables}
                  language={language}
                  busy={busy}
                  onAction={onAction}
                  onChange={(changing, party, time) =>
                    run(
                      () => api.change(venue.id, changing.id, { party, time }),
                      t("partners.dayBook.change.done", { name: nameOf(changing) }),
                    )
                  }
                  onNote={(noting, note, tags) =>
                    run(
                      () => api.noteGuest(venue.id, noting.id, { note, tags }),
                      t("partners.dayBook.guest.saved", { name: nameOf(noting) }),
                    )
                  }
                  onMove={(moving, tableId) =>
                    void run(
                      () => api.move(venue.id, moving.id, { tableIds: [tableId] }),
                      t("partners.dayBook.actions.done.move", { name: nameOf(moving) }),
                    )
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </div>

      {confirming && (
        <Dialog
          onDismiss={() => !busy && setConfirming(null)}
          aria-labelledby={`${id}-confirm`}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40"
        >
          <h2 id={`${id}-confirm`} className="text-lg font-bold text-neutral-900">
            {confirming.action === "cancel"
              ? t("partners.dayBook.confirm.cancelTitle", { name: nameOf(confirming.entry) })
              : t("partners.dayBook.confirm.noShowTitle", { name: nameOf(confirming.entry) })}
          </h2>
          <p className="mt-2 text-neutral-700">
            {confirming.action === "cancel"
              ? t("partners.dayBook.confirm.cancelText")
              : t("partners.dayBook.confirm.noShowText")}
          </p>
          {confirming.action === "cancel" && (
            <Field
              className="mt-4"
              label={t("partners.dayBook.confirm.reason")}
              hint={t("partners.dayBook.confirm.reasonHint")}
              error={reasonError}
              required
            >
              <Textarea name="reason" rows={3} maxLength={500} value={reason} onValue={setReason} />
            </Field>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setConfirming(null)}>
              {t("partners.dayBook.confirm.back")}
            </Button>
            <Button variant="accent" disabled={busy} onClick={() => void confirm()}>
              {confirming.action === "cancel"
                ? t("partners.dayBook.confirm.confirmCancel")
                : t("partners.dayBook.confirm.confirmNoShow")}
            </Button>
          </div>
        </Dialog>
      )}

      {creating && (
        <NewBookingDialog
          date={book.date}
          language={language}
          onClose={() => setCreating(false)}
          onSave={async (body) => {
            const { reservation } = await api.create(venue.id, body);
            setNotice({ kind: "status", text: t("partners.dayBook.new.created", { name: nameOf(reservation) }) });
            await revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}
