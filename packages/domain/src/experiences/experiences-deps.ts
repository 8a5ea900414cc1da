import type { ExperiencesRepository } from "./experiences-repository.ts";
import { orderSteps } from "./order-steps.ts";
import { orderViews } from "./order-view.ts";
import { createServiceContext, type ExperiencesServiceOptions } from "./service-context.ts";

/** The shared context with the order's view and payment steps: what each use-case module receives. */
export function createExperiencesDeps(repository: ExperiencesRepository, options: ExperiencesServiceOptions) {
  const context = createServiceContext(repository, options);
  const views = orderViews(context);
  return { ...context, ...views, ...orderSteps({ ...context, ...views }) };
}

export type ExperiencesDeps = ReturnType<typeof createExperiencesDeps>;
