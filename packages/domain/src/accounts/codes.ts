import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS } from "@sobremesa/contracts";

/** Six digits from the CSPRNG (leading zeros kept): 000000 to 999999, uniformly. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, "0");
}

/** The link token of a password reset e-mail: 32 random bytes, URL safe. */
export function generateLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A session's opaque token: 32 URL-safe characters (192 random bits). */
export function generateSessionToken(): string {
  return generateLinkToken().slice(0, 32);
}

/** The id of a user, credential or session row: 32 hex digits. */
export function generateRecordId(): string {
  return randomUUID().replace(/-/g, "");
}

/** Only hashes are stored; the purpose and destination are mixed in so a hash means nothing elsewhere. */
export function hashSecret(secret: string, purpose: string, destination: string): string {
  return createHash("sha256").update(`${purpose}\u0000${destination}\u0000${secret}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_SECONDS * 1000);
}

export interface CodeState {
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
}

/** A code can still be tried: not used, not expired, fewer than 5 attempts spent. */
export function codeIsLive(code: CodeState, now: Date): boolean {
  return code.consumedAt === null && code.expiresAt.getTime() > now.getTime() && code.attempts < CODE_MAX_ATTEMPTS;
}
