import { createHash } from "node:crypto";

/**
 * A request body's fingerprint: a retried request must be the same request, so an Idempotency-Key
 * reused with another body is refused (subscribing, buying tickets, placing a store order). It covers
 * what was asked, never who asked: a guest who signs in while a payment is in doubt sends the same
 * request again (ADR 014), and the services check that the order found is theirs to see.
 */
export function requestFingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}
