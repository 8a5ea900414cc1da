import type { Database } from "@sobremesa/db";
import { paymentsService } from "../payments/index.ts";
import { itemPhotosReader } from "../photos/index.ts";
import { createExperiencesRepository } from "./experiences-repository.ts";
import { createExperiencesService } from "./experiences-service.ts";
import type { ExperiencesServiceOptions } from "./service-context.ts";

export type { ExperiencesService } from "./experiences-service.ts";
export { experienceMessage } from "./messages.ts";
export { memberPrice, mergeTickets, priceOrder, salesCloseAt, selectionProblem } from "./rules.ts";
export { type ExperiencesServiceOptions, orderCode, PAGE_SIZE } from "./service-context.ts";

/**
 * Things to do: experiences with sessions and ticket types, purchases (hold, pay,
 * confirm, with an undo), e-tickets with QR codes and the venues' check-in.
 */
export function experiencesService(db: Database, options: Omit<ExperiencesServiceOptions, "payments">) {
  return createExperiencesService(createExperiencesRepository(db), {
    photos: itemPhotosReader(db),
    ...options,
    payments: paymentsService(db, { provider: options.provider }),
  });
}
