import type { Position } from "./near-me";

/** Why the browser gave no position. "denied" is the person's choice: we then use the IP instead. */
export type PositionFailure = "unsupported" | "denied" | "unavailable" | "timeout";

export type BrowserPosition =
  | { ok: true; position: Position; accuracy: number }
  | { ok: false; reason: PositionFailure };

export interface BrowserPositionOptions {
  /** How long the device may take to find the position once allowed (ms). */
  timeoutMs?: number;
  /** A position this recent (ms) is good enough: no new fix needed. */
  maximumAgeMs?: number;
  /**
   * Hard limit (ms) for the whole request, prompt included: the browser's own timeout does not run
   * while the permission prompt waits, and some browsers never answer when it is dismissed.
   */
  giveUpAfterMs?: number;
  /** For tests; defaults to navigator.geolocation. */
  geolocation?: Pick<Geolocation, "getCurrentPosition"> | undefined;
}

export const POSITION_TIMEOUT_MS = 10_000;
export const POSITION_MAX_AGE_MS = 5 * 60_000;
export const POSITION_GIVE_UP_MS = 30_000;

// GeolocationPositionError codes (the constants are not defined outside browsers).
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** navigator.geolocation.getCurrentPosition as a promise that always settles, and never rejects. */
export function getBrowserPosition(options: BrowserPositionOptions = {}): Promise<BrowserPosition> {
  const geolocation =
    "geolocation" in options ? options.geolocation : (globalThis.navigator?.geolocation as Geolocation | undefined);
  if (!geolocation) return Promise.resolve({ ok: false, reason: "unsupported" });
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: BrowserPosition) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: "timeout" }),
      options.giveUpAfterMs ?? POSITION_GIVE_UP_MS,
    );
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          finish({
            ok: true,
            position: { latitude: coords.latitude, longitude: coords.longitude },
            accuracy: coords.accuracy,
          }),
        (error) =>
          finish({
            ok: false,
            reason: error.code === PERMISSION_DENIED ? "denied" : error.code === TIMEOUT ? "timeout" : "unavailable",
          }),
        {
          enableHighAccuracy: false,
          timeout: options.timeoutMs ?? POSITION_TIMEOUT_MS,
          maximumAge: options.maximumAgeMs ?? POSITION_MAX_AGE_MS,
        },
      );
    } catch {
      // Insecure origins (plain http other than localhost) may throw instead of calling back.
      finish({ ok: false, reason: "unsupported" });
    }
  });
}
