import { venueProfileBody } from "@sobremesa/contracts";

/** The profile form's checks: the contract's own schema, loaded when the person starts on the form. */
export const profileChecks = { schema: venueProfileBody };
