/**
 * The toast widget, beside the alerts service's toasts (alerts.ts, 3000 ms, top
 * end): a small inline notice a component shows itself, hidden again after 500 ms by default unless
 * autohide is off. This is its timer, free of React so it can be tested on its own.
 */

/** The toast widget's default delay. */
export const TOAST_WIDGET_DELAY_MS = 500;

export interface ToastWidgetTimerOptions {
  /** Milliseconds before it hides itself; default 500. */
  delay?: number;
  /** Default true; false keeps it until hidden by hand. */
  autohide?: boolean;
  onHide: () => void;
}

export interface ToastWidgetTimer {
  /** (Re)starts the countdown, e.g. when the toast is shown again. */
  start(): void;
  /** Holds the countdown while the pointer or focus is on the toast (Bootstrap's toasts do too). */
  pause(): void;
  stop(): void;
}

export function createToastWidgetTimer({
  delay = TOAST_WIDGET_DELAY_MS,
  autohide = true,
  onHide,
}: ToastWidgetTimerOptions): ToastWidgetTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    start() {
      stop();
      if (!autohide) return;
      timer = setTimeout(() => {
        timer = undefined;
        onHide();
      }, delay);
    },
    pause: stop,
    stop,
  };
}
