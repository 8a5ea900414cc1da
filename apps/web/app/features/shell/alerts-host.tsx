import { localeTag } from "@sobremesa/contracts";
import { CircleAlert, CircleCheck, CircleHelp, Info, type LucideIcon, X } from "lucide-react";
import { type MouseEvent, type SyntheticEvent, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast as sonner, Toaster } from "sonner";
import { buttonClasses } from "../../components/ui/button";
import { cx } from "../../components/ui/cx";
import {
  type Alerts,
  alerts as appAlerts,
  type DialogAlert,
  type DialogKind,
  shellTexts,
  TOAST_DURATION_MS,
  TOAST_POSITION,
  type ToastAlert,
  type ToastTone,
} from "./alerts";
import "./shell.css";

/**
 * Renders the alerts service: the toaster (sonner, top end, 3000 ms) and the one dialog at the head
 * of the queue. Mount it once (ShellHost does); `alerts.*` calls from anywhere show up here.
 */
export function AlertsHost({ service = appAlerts }: { service?: Alerts }) {
  const { t } = useTranslation();
  const { current } = useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);

  useEffect(() => {
    service.setToastSink((alert) => {
      sonner.custom((id) => <ToastCard alert={alert} onDismiss={() => sonner.dismiss(id)} />, {
        id: `alert-${alert.id}`,
        duration: alert.duration,
      });
    });
    return () => service.setToastSink(null);
  }, [service]);

  return (
    <>
      <Toaster
        position={TOAST_POSITION}
        duration={TOAST_DURATION_MS}
        dir="ltr"
        gap={8}
        visibleToasts={3}
        containerAriaLabel={t("shell.alerts.region")}
      />
      {current ? (
        <AlertDialog
          key={current.id}
          alert={current}
          onResolve={(confirmed) => service.resolveCurrent(confirmed, current.id)}
        />
      ) : null}
    </>
  );
}

// The shared secondary button is white; on the dark surface the cancel button is an outline instead.
const darkSecondaryClasses =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/40 px-6 text-base font-semibold whitespace-nowrap text-white transition-colors hover:bg-white/10 active:bg-white/15 sm:min-w-32";

const dialogIcons: Record<DialogKind, LucideIcon> = {
  error: CircleAlert,
  info: Info,
  questionConfirm: CircleHelp,
};

/**
 * A native modal <dialog>: the browser makes the rest of the page inert and keeps focus inside.
 * Escape answers "cancel"; focus goes back to whatever had it before the dialog opened.
 */
function AlertDialog({ alert, onResolve }: { alert: DialogAlert; onResolve: (confirmed: boolean) => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const Icon = dialogIcons[alert.kind];
  const isQuestion = alert.kind === "questionConfirm";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The safe answer first for questions (an accidental Enter must not confirm a cancellation).
    (isQuestion ? cancelRef.current : confirmRef.current)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [isQuestion]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onResolve(false);
  };
  // Some browsers close on a repeated Escape even when cancel is prevented: treat it as cancel too.
  const onClose = () => {
    if (!dialogRef.current?.open) onResolve(false);
  };
  // A click on the backdrop reaches the <dialog> itself; the content fills it, so content clicks do not.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (!isQuestion && event.target === event.currentTarget) onResolve(false);
  };

  const dark = alert.dark;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard path (cancel event); this handles backdrop clicks only
    <dialog
      ref={dialogRef}
      role={alert.kind === "info" ? undefined : "alertdialog"}
      aria-labelledby={alert.title ? titleId : messageId}
      aria-describedby={alert.title ? messageId : undefined}
      lang={localeTag(alert.language)}
      onCancel={onCancel}
      onClose={onClose}
      onClick={onBackdrop}
      className={cx(
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-md p-0 shadow-raised backdrop:bg-neutral-950/50",
        dark ? "on-dark bg-neutral-900 text-white" : "bg-white text-neutral-900",
      )}
    >
      <div className="px-6 pt-8 pb-6 text-center">
        <Icon
          aria-hidden="true"
          className={cx(
            "mx-auto size-12",
            alert.kind === "error"
              ? dark
                ? "text-accent-400"
                : "text-accent-600"
              : dark
                ? "text-brand-300"
                : "text-brand-500",
          )}
        />
        {alert.title ? (
          <h2 id={titleId} className="mt-4 text-xl font-semibold">
            {alert.title}
          </h2>
        ) : null}
        <p
          id={messageId}
          className={cx(
            "whitespace-pre-line",
            alert.title ? "mt-2" : "mt-4 text-lg font-semibold",
            alert.title && (dark ? "text-neutral-300" : "text-neutral-600"),
          )}
        >
          {alert.message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
          {alert.cancelLabel ? (
            <button
              ref={cancelRef}
              type="button"
              onClick={() => onResolve(false)}
              className={dark ? darkSecondaryClasses : buttonClasses("secondary", "lg", "sm:min-w-32")}
            >
              {alert.cancelLabel}
            </button>
          ) : null}
          <button
            ref={confirmRef}
            type="button"
            onClick={() => onResolve(true)}
            className={buttonClasses("primary", "lg", "sm:min-w-32")}
          >
            {alert.confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}

const toastIcons: Record<ToastTone, LucideIcon> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

/** A toast card with a bar that empties over the toast's duration (pauses with sonner's timer). */
function ToastCard({ alert, onDismiss }: { alert: ToastAlert; onDismiss: () => void }) {
  const Icon = toastIcons[alert.tone];
  const dark = alert.dark;
  const accent = alert.tone === "error";
  return (
    <div
      lang={localeTag(alert.language)}
      className={cx(
        "relative w-(--width) max-w-full overflow-hidden rounded-md font-sans shadow-raised",
        dark ? "on-dark bg-neutral-900 text-white" : "border border-neutral-200 bg-white text-neutral-900",
      )}
    >
      <div className="flex items-start gap-3 py-3 ps-4 pe-1">
        <Icon
          aria-hidden="true"
          className={cx(
            "mt-0.5 size-5 shrink-0",
            accent ? (dark ? "text-accent-400" : "text-accent-600") : dark ? "text-brand-300" : "text-brand-500",
          )}
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{alert.title}</p>
          <p className={cx("text-sm whitespace-pre-line", dark ? "text-neutral-300" : "text-neutral-600")}>
            {alert.message}
          </p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={shellTexts(alert.language).alerts.dismiss}
          className={cx(
            "-mt-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full",
            dark ? "hover:bg-white/10" : "hover:bg-neutral-100",
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div aria-hidden="true" className={cx("h-1", dark ? "bg-white/10" : "bg-neutral-100")}>
        <div
          className={cx(
            "shell-toast-progress h-full",
            accent ? (dark ? "bg-accent-400" : "bg-accent-600") : dark ? "bg-brand-300" : "bg-brand-500",
          )}
          style={{ animationDuration: `${alert.duration}ms` }}
        />
      </div>
    </div>
  );
}
