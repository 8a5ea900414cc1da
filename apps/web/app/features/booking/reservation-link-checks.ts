import { reservationLinkBody } from "@sobremesa/contracts";
import type { FormChecks } from "#app/lib/forms/use-zod-form.ts";

/** The check of the "send the link again" form: the contract's own. Loads with the form's first use. */
export const reservationLinkChecks: FormChecks<{ email: string }> = { schema: reservationLinkBody };
