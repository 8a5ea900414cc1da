/**
 * The SQLSTATE of a database error. Drizzle wraps the driver's error and keeps it as `cause`;
 * a driver error met directly carries the code itself. Examples: 23505 unique
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

/**
 * A connection to the database could not be had: refused, timed out in the pool, rejected by a
 * server starting or shutting down. The pools raise it (see client.ts) whatever path asked for the
 * connection, a plain query or a transaction, so every caller can tell an outage from a bug.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = "DatabaseUnavailableError";
  constructor(cause: unknown) {
    super("the database cannot be reached", { cause });
  }
}

/** Network failures, which mean the database is away only when a query is what failed. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (administrator or crash shutdown, cannot
 * connect now) and 53300 (too many connections): the server is away or restarting.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and PGlite say when a connection drops or none can be had in time. */
const DRIVER_GONE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end on the pool|PGlite is clos(ed|ing))/;

/**
 * Whether an error means the database cannot be reached right now (restart, failover, network), so
 * the request is worth retrying. Looks through wrappers (Drizzle's query error, a domain error or an
 * AggregateError keeping the driver's error as cause), so a path that wraps and rethrows keeps it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, false, 0);
}

function unavailable(error: unknown, underQuery: boolean, depth: number): boolean {
  if (!error || typeof error !== "object" || depth > 8) return false;
  const { code, message, name, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    name?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (error instanceof DatabaseUnavailableError || name === "DatabaseUnavailableError") return true;
  if (typeof code === "string" && UNAVAILABLE_STATE.test(code)) return true;
  if (typeof message === "string" && DRIVER_GONE.test(message)) return true;
  // Drizzle's query error keeps the name "Error"; its class and message say what it is.
  const query =
    underQuery ||
    name === "DrizzleQueryError" ||
    (error as object).constructor?.name === "DrizzleQueryError" ||
    (typeof message === "string" && message.startsWith("Failed query:"));
  if (query && typeof code === "string" && NETWORK_CODES.has(code)) return true;
  if (Array.isArray(errors) && errors.some((inner) => unavailable(inner, query, depth + 1))) return true;
  return unavailable(cause, query, depth + 1);
}
