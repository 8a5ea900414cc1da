import type { Database } from "@sobremesa/db";
import { createLeadsRepository } from "./leads-repository.ts";
import { createLeadsService, type LeadsServiceOptions } from "./leads-service.ts";

export {
  isHoneypotFilled,
  type LeadsService,
  type LeadsServiceOptions,
  leadValidationError,
  type SubmittedLead,
} from "./leads-service.ts";
export { leadLetters, leadProblemMessage } from "./messages.ts";
export { LEAD_REFERENCE_PATTERN, leadReference } from "./reference.ts";

/**
 * Leads: the concierge form and the chains' partner form. Each stored lead has a
 * reference (CNC-XXXXXX, PTR-XXXXXX) and two e-mails in the outbox, written in one transaction.
 */
export function leadsService(db: Database, options: LeadsServiceOptions) {
  return createLeadsService(createLeadsRepository(db), options);
}
