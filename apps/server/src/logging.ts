import type { LoggerOptions } from "pino";

/**
 * Log lines never carry personal data: named fields are redacted wherever a log call puts them,
 * errors are serialized without the values they were about (a failed query's parameters, a
 * constraint's offending key), and the written line itself is scrubbed of e-mail addresses, in
 * case one hides in a URL, a provider's answer or a message nobody foresaw.
 */

const REDACTED = "[redacted]";

/** Fields that hold what a person is or typed, at the top of a log object or one level down. */
const PERSONAL_FIELDS = [
  "email",
  "recipient",
  "phone",
  "password",
  "params",
  "detail",
  "body",
  "note",
  "address",
  "firstName",
  "lastName",
];

const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** An address as written, or percent-encoded in a URL (`ana%40example.com`). */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;

/** A link's secret in a URL: `token=` of a reservation or password-reset link, an invitation's path. */
const URL_SECRET = /([?&]token=)[^&#\s"]+|\b[0-9a-f]{64}\b/gi;

/**
 * Replaces every e-mail address and every link secret in a text: request logs carry the URL, and
 * whoever reads the logs must not be able to open a booking, reset a password or join a venue.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(URL_SECRET, (_match, query: string | undefined) => `${query ?? ""}[secret]`);
}

/**
 * An error's message without the data it carries: Drizzle appends the query's parameters, and
 * PostgreSQL quotes the value it could not read.
 */
function safeMessage(message: string): string {
  return scrubPersonalData(
    message
      .replace(/\nparams: [\s\S]*$/, "")
      .replace(/^(invalid input (?:syntax|value) for [^:]+: )"[^\n]*"/m, `$1${REDACTED}`),
  );
}

/** Properties worth logging that say what failed, not with what: the database's and the system's codes. */
const KEPT_PROPERTIES = ["code", "severity", "constraint", "table", "column", "routine", "statusCode", "syscall"];

/** An error as a log field: kind, safe message, stack, codes and causes; never its parameters or detail. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error === "string") return safeMessage(error);
  if (!(error instanceof Error)) return error;
  const message = safeMessage(error.message);
  const frames = error.stack?.indexOf("\n    at ") ?? -1;
  const serialized: Record<string, unknown> = {
    type: error.constructor?.name || error.name,
    message,
    stack: `${error.name}: ${message}${frames >= 0 ? (error.stack ?? "").slice(frames) : ""}`,
  };
  const properties = error as unknown as Record<string, unknown>;
  for (const key of KEPT_PROPERTIES) {
    const value = properties[key];
    if (typeof value === "string" || typeof value === "number") serialized[key] = value;
  }
  if (depth < 3) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError)
      serialized.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** Options for every pino logger of the site (the web app's and the worker's). */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: { err: serializeError, error: serializeError },
    hooks: { streamWrite: scrubPersonalData },
  };
}
