import { localeTag } from "@sobremesa/contracts";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { createToastWidgetTimer, TOAST_WIDGET_DELAY_MS } from "./toast-widget-timer";

export interface ToastWidgetProps {
  show: boolean;
  /** Called when it hides itself (autohide) or the close button is pressed. */
  onHide: () => void;
  /** Default 500 ms. */
  delay?: number;
  /** Default true. */
  autohide?: boolean;
  title?: ReactNode;
  children: ReactNode;
  language?: "es" | "en";
  className?: string;
}

/**
 * A toast a component places itself (the alerts service's toasts float at the top end of the page
 * instead). Polite live region, so screen readers hear it without losing their place.
 */
export function ToastWidget({
  show,
  onHide,
  delay = TOAST_WIDGET_DELAY_MS,
  autohide = true,
  title,
  children,
  language,
  className,
}: ToastWidgetProps) {
  const { t } = useTranslation();
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;
  const timerRef = useRef<ReturnType<typeof createToastWidgetTimer> | null>(null);

  useEffect(() => {
    const timer = createToastWidgetTimer({ delay, autohide, onHide: () => onHideRef.current() });
    timerRef.current = timer;
    if (show) timer.start();
    return () => timer.stop();
  }, [show, delay, autohide]);

  return (
    <div role="status" aria-live="polite" className={cx(!show && "hidden", className)}>
      {show ? (
        // Hover and focus only hold the countdown (nothing happens on them); the close button is the control.
        // biome-ignore lint/a11y/noStaticElementInteractions: pausing the timer is not an interaction
        <div
          lang={language ? localeTag(language) : undefined}
          onMouseEnter={() => timerRef.current?.pause()}
          onMouseLeave={() => timerRef.current?.start()}
          onFocus={() => timerRef.current?.pause()}
          onBlur={() => timerRef.current?.start()}
          className="flex items-start gap-3 rounded-md border border-neutral-200 bg-white py-2 ps-4 pe-1 text-sm text-neutral-900 shadow-raised"
        >
          <div className="min-w-0 flex-1 py-1">
            {title ? <p className="font-semibold">{title}</p> : null}
            <div className={title ? "mt-0.5 text-neutral-700" : undefined}>{children}</div>
          </div>
          <button
            type="button"
            onClick={() => onHideRef.current()}
            aria-label={t("toast.close")}
            className="flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
