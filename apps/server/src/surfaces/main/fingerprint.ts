import { createHash } from "node:crypto";

/**
 * A request body's fingerprint: a retried request must be the same request, so an Idempotency-Key
 * reused with another body is refused (subscribing, buying tickets).
 */
export function requestFingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}
