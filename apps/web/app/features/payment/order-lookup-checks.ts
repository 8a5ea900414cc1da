import { reservationLinkBody } from "@sobremesa/contracts";
import type { FormChecks } from "#app/lib/forms/use-zod-form.ts";

const buyerEmail = reservationLinkBody.pick({ email: true });

/**
 * The order lookup's checks: the buyer's e-mail as the contracts take it, and the code as the order
 * page's path takes it (`parse`). Loads with the form's first use.
 */
export function orderLookupChecks(parse: (code: string) => string | undefined): FormChecks<{ email: string }> {
  return {
    schema: buyerEmail,
    moreIssues: (candidate) => (parse((candidate as { code: string }).code) ? [] : [["code"]]),
  };
}
