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
