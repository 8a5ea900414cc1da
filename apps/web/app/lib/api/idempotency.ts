/** A fresh idempotency key (crypto.randomUUID where the page is a secure context, else random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * One key per submission: retrying the same payload (a timeout, a double tap that slipped through)
 * reuses the key, so the server answers the first result and books nothing twice; a changed
 * payload is a new submission with a new key.
 */
export function createSubmissionKeys(make: () => string = newIdempotencyKey) {
  let last: { key: string; payload: string } | null = null;
  return {
    keyFor(payload: unknown): string {
      const text = JSON.stringify(payload);
      if (!last || last.payload !== text) last = { key: make(), payload: text };
      return last.key;
    },
  };
}
