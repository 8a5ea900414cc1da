import { localeTag } from "@sobremesa/contracts";
import { CircleAlert, CircleCheck, Info, type LucideIcon, X } from "lucide-react";
import { useEffect } from "react";
import { toast as sonner, Toaster } from "sonner";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { type Alerts, shellTexts, TOAST_DURATION_MS, TOAST_POSITION, type ToastAlert, type ToastTone } from "./alerts";
import "./shell.css";

/**
 * The toaster of the alerts service (sonner, top end, 3000 ms), in its own chunk: AlertsHost mounts
 * it with the first toast, which it passes as `initial`; later ones come through the service's sink.
 */
export default function ToastHost({ service, initial }: { service: Alerts; initial: readonly ToastAlert[] }) {
  const { t } = useTranslation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first toasts are shown once, on mount
  useEffect(() => {
    const show = (alert: ToastAlert) => {
      sonner.custom((id) => <ToastCard alert={alert} onDismiss={() => sonner.dismiss(id)} />, {
        id: `alert-${alert.id}`,
        duration: alert.duration,
      });
    };
    // After the Toaster below has mounted and subscribed, so none of these is dropped.
    const timer = setTimeout(() => {
      for (const alert of initial) show(alert);
      service.setToastSink(show);
    });
    return () => {
      clearTimeout(timer);
      service.setToastSink(null);
    };
  }, [service]);

  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      dir="ltr"
      gap={8}
      visibleToasts={3}
      containerAriaLabel={t("shell.alerts.region")}
    />
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
