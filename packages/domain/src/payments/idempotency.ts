import { createHash } from "node:crypto";
import { DomainError, type Language } from "@sobremesa/contracts";
import { paymentMessage } from "./messages.ts";

/**
 * The one rule of every write a person may send twice (a booking, a ticket purchase, a store order,
 * a membership): what was asked decides. The same Idempotency-Key with the same request answers what
 * the first one made; with another request it is refused, with IDEMPOTENCY_KEY_REUSED (422) on every
 * surface. Who asks is checked apart: a guest's result is answered to anyone holding its key (the
 * guest may have signed in meanwhile), an account's only to that account.
 */
export function requestFingerprint(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("base64url");
}

export function keyReused(language: Language): DomainError {
  return new DomainError("IDEMPOTENCY_KEY_REUSED", paymentMessage("idempotencyReused", language));
}

/** Whether the viewer may have the result already made under a key: anyone for a guest's, its owner for an account's. */
export function sameRequester(owner: { userId: string | null }, userId: string | null): boolean {
  return owner.userId === null || owner.userId === userId;
}

/**
 * Checks a stored result against the request sent again under its key: throws when the request is
 * another one, or when the result is another account's.
 */
export function assertReplay(
  stored: { requestFingerprint: string | null; userId: string | null },
  asked: { fingerprint: string; userId: string | null },
  language: Language,
): void {
  if (stored.requestFingerprint !== asked.fingerprint) throw keyReused(language);
  if (!sameRequester(stored, asked.userId))
    throw new DomainError("FORBIDDEN", paymentMessage("paymentOtherAccount", language));
}
