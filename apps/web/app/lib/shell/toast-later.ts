import type { ToastOptions } from "./alerts";

/**
 * alerts.toast for a page that toasts only after something the visitor did (a booking made or
 * refused): the alerts service is not part of the page's first view and loads with the first toast.
 */
export function toastLater(message: string, options?: ToastOptions): void {
  import("./alerts").then(
    ({ alerts }) => alerts.toast(message, options),
    (error: unknown) => console.error(error),
  );
}
