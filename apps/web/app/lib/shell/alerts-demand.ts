import { onceSignal } from "./once-signal";

/**
 * The alerts service (alerts.ts) and the host that renders it (alerts-host.tsx) are not part of a
 * page's first view: they load with the code that raises an alert. The shell listens here for the
 * service's first use and only then loads the host; the service waits for it (dialogs queue, toasts
 * are kept until the host takes them).
 */
const hostWanted = onceSignal();

/** Called by the alerts service the first time something raises an alert in the browser. */
export const requestAlertsHost: () => void = hostWanted.fire;

/** Calls `listener` once the host is wanted (at once if it already is); returns the unsubscribe. */
export const whenAlertsHostWanted: (listener: () => void) => () => void = hostWanted.when;
