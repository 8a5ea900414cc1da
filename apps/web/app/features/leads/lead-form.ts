import { type LeadProblem, leadFieldProblems } from "@sobremesa/contracts";

type Parse = (value: unknown) => {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};

/**
 * The contract's schema run in the browser: per field, the problem code of its first issue (the
 * same codes the server answers with), so the page says what to fix before anything is sent.
 */
export function formProblems(safeParse: Parse, values: unknown): Record<string, LeadProblem> {
  const result = safeParse(values);
  if (result.success || !result.error) return {};
  return Object.fromEntries(leadFieldProblems(result.error.issues).map(({ field, problem }) => [field, problem]));
}

/** The first field of `order` that has a problem: where focus goes after a failed submit. */
export function firstProblem(problems: Record<string, unknown>, order: readonly string[]): string | undefined {
  return order.find((field) => problems[field] !== undefined);
}
