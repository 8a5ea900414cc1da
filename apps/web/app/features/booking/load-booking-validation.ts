/**
 * The form's checks (booking-validation.ts) need zod and the phone rules, some 50 KB: they load when
 * the person starts filling the form in (or at the latest on submit), not with the page.
 */
export function loadBookingValidation(): Promise<typeof import("./booking-validation")> {
  return import("./booking-validation");
}
