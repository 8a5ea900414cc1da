import { localeTag } from "@sobremesa/contracts";
import { CircleAlert, CircleHelp, Info, type LucideIcon } from "lucide-react";
import { lazy, Suspense, type SyntheticEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { type Alerts, alerts as appAlerts, type DialogAlert, type DialogKind, type ToastAlert } from "./alerts";

// The toaster (sonner and its styles) loads with the first toast: most pages never show one.
const ToastHost = lazy(() => import("./toast-host"));

/**
 * Renders the alerts service: the one dialog at the head of the queue, and from the first toast on
 * the toaster (sonner, top end, 3000 ms). Mount it once (ShellHost does); `alerts.*` calls from
 * anywhere show up here.
 */
export function AlertsHost({ service = appAlerts }: { service?: Alerts }) {
  const { current } = useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
  const [firstToasts, setFirstToasts] = useState<ToastAlert[] | null>(null);
  const early = useRef<ToastAlert[]>([]);

  useEffect(() => {
    if (firstToasts) return;
    // Until the toaster is here, toasts wait in this list; the toaster then shows them first.
    service.setToastSink((alert) => {
      early.current.push(alert);
      setFirstToasts([...early.current]);
    });
    return () => service.setToastSink(null);
  }, [service, firstToasts]);

  return (
    <>
      {firstToasts ? (
        <Suspense fallback={null}>
          <ToastHost service={service} initial={firstToasts} />
        </Suspense>
      ) : null}
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
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const Icon = dialogIcons[alert.kind];
  const isQuestion = alert.kind === "questionConfirm";

  // Some browsers close on a repeated Escape even when cancel is prevented: treat it as cancel too.
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onResolve(false);
  };

  const dark = alert.dark;
  return (
    <Dialog
      onDismiss={() => onResolve(false)}
      backdropDismisses={!isQuestion}
      // The safe answer first for questions (an accidental Enter must not confirm a cancellation).
      initialFocus={() => (isQuestion ? cancelRef.current : confirmRef.current)}
      role={alert.kind === "info" ? undefined : "alertdialog"}
      aria-labelledby={alert.title ? titleId : messageId}
      aria-describedby={alert.title ? messageId : undefined}
      lang={localeTag(alert.language)}
      onClose={onClose}
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
    </Dialog>
  );
}
