import { ApiError, type ConflictingBooking, formatWallDate, formatWallTime, type Language } from "@sobremesa/contracts";

/** The days of the week in the order a Mexican calendar shows them: Monday first (0 is Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A weekday's name (0 Sunday ... 6 Saturday), from a known week: 2023-01-01 was a Sunday. */
export function weekdayName(day: number, language: Language): string {
  const name = new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    weekday: "long",
    timeZone: "UTC",
  }).format(Date.UTC(2023, 0, 1 + day, 12));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "19:00 – 22:00" in the site's one time format. */
export function wallRange(from: string, to: string, language: Language): string {
  return `${formatWallTime(from, language)} – ${formatWallTime(to, language)}`;
}

export function wallDate(date: string, language: Language): string {
  return formatWallDate(date, language);
}

/** The bookings a refused setup change lists (SETUP_BOOKINGS_CONFLICT), or null for any other error. */
export function conflictingBookingsOf(error: unknown): ConflictingBooking[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { error?: { code?: string; details?: { bookings?: ConflictingBooking[] } } } | null;
  if (body?.error?.code !== "SETUP_BOOKINGS_CONFLICT") return null;
  return body.error.details?.bookings ?? [];
}

/** Whether an error says someone else changed what was edited since it was read (SETUP_CHANGED). */
export function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as { error?: { code?: string } } | null)?.error?.code === "SETUP_CHANGED"
  );
}

/** The fields a refused change names (VALIDATION_FAILED details), each with its message; empty for other errors. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { field?: unknown; message?: unknown }[])
    if (typeof detail.field === "string" && typeof detail.message === "string" && !(detail.field in errors))
      errors[detail.field] = detail.message;
  return errors;
}

/** An amount typed in major units ("125.50") as minor units; NaN when it is not one. */
export function minorUnitsOf(typed: string): number {
  const text = typed.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

/** Minor units as the amount to type back ("125.5" for 12550). */
export const typedAmountOf = (minor: number) => String(minor / 100);
