/**
 * The alerts service (alerts.ts) and the host that renders it (alerts-host.tsx) are not part of a
 * page's first view: they load with the code that raises an alert. The shell listens here for the
 * service's first use and only then loads the host; the service waits for it (dialogs queue, toasts
 * are kept until the host takes them).
 */

let requested = false;
const listeners = new Set<() => void>();

/** Called by the alerts service the first time something raises an alert in the browser. */
export function requestAlertsHost(): void {
  if (requested) return;
  requested = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once the host is wanted (at once if it already is); returns the unsubscribe. */
export function whenAlertsHostWanted(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
