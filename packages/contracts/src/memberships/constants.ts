// Membership constants the browser reads without the zod schemas (schemas.ts re-exports them).

/** Every memberships call carries this payment mode (the spec's "web"). */
export const PAYMENT_MODE = "web";
/** The free trial lasts 30 days, once per customer. */
export const TRIAL_DAYS = 30;
/** An accepted location is remembered for one month. */
export const LOCATION_ACCEPTANCE_MONTHS = 1;
