import { catalogue } from "./catalogue.ts";
import { createExperiencesDeps } from "./experiences-deps.ts";
import type { ExperiencesRepository } from "./experiences-repository.ts";
import { orders } from "./orders.ts";
import { purchases } from "./purchases.ts";
import type { ExperiencesServiceOptions } from "./service-context.ts";

/**
 * Things to do: listings, an experience with its sessions, and buying tickets as steps
 * with an undo — hold the seats (the database never lets a session oversell), charge the card
 * (an Idempotency-Key makes a retried purchase the same purchase, never a second charge), then
 * confirm with the tickets and their messages; a refused card or an abandoned hold gives the seats
 * back. Venues check tickets in once.
 *
 * One module per use case: browsing (catalogue.ts), buying (purchases.ts) and the orders after it
 * (orders.ts), sharing the context, order view and payment steps of experiences-deps.ts.
 */
export function createExperiencesService(repository: ExperiencesRepository, options: ExperiencesServiceOptions) {
  const deps = createExperiencesDeps(repository, options);
  return { ...catalogue(deps), ...purchases(deps), ...orders(deps) };
}

export type ExperiencesService = ReturnType<typeof createExperiencesService>;
