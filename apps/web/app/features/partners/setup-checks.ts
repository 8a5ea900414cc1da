import { bookingWindowBody, shiftBody, timeBlockBody } from "@sobremesa/contracts";

/** The setup forms' checks: the contracts' own schemas, loaded when the person starts on a form. */
export const shiftChecks = { schema: shiftBody };
export const timeBlockChecks = { schema: timeBlockBody };
export const windowChecks = { schema: bookingWindowBody };
