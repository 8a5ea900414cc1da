import { ApiError, createLeadsClient, type Language, type LeadProblem, leadProblems } from "@sobremesa/contracts";
import { mainApi } from "#app/lib/api/main-api.ts";

/** The lead forms' client for the browser: same origin, `lang` of the page on every call. */
export function leadsApi(language: Language, fetch?: typeof globalThis.fetch) {
  return createLeadsClient(mainApi({ language, fetch }));
}

/** The per-field problems of a 400 from the leads API (codes the page words itself), or null. */
export function serverProblems(error: unknown): Record<string, LeadProblem> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const details = (error.body as { error?: { details?: unknown } } | null)?.error?.details;
  if (!Array.isArray(details)) return null;
  const problems: Record<string, LeadProblem> = {};
  for (const detail of details as { field?: unknown; problem?: unknown }[]) {
    if (typeof detail.field === "string" && (leadProblems as readonly unknown[]).includes(detail.problem))
      problems[detail.field] = detail.problem as LeadProblem;
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
