import { type StaffBooking, staffBookingBody } from "@sobremesa/contracts";
import type { FormChecks } from "#app/lib/forms/use-zod-form.ts";

/** The new booking form's checks: the contract's own schema (loaded when the host starts typing). */
export const staffBookingChecks: FormChecks<StaffBooking> = { schema: staffBookingBody };
