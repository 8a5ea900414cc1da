/**
 * The SQLSTATE of a database error. Drizzle wraps the driver's error and keeps it as `cause`
 * (DESIGN section 11); a driver error met directly carries the code itself. Examples: 23505 unique
 * violation, 23P01 exclusion violation.
 */
export function sqlState(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.cause?.code ?? candidate?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether a database error is a unique violation of the named index (or of any, when the driver names none). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (sqlState(error) !== "23505") return false;
  const candidate = error as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  const named = candidate?.cause?.constraint ?? candidate?.constraint;
  return named === undefined || named === constraint;
}
