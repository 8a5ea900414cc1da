import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashes: scrypt with N=16384, r=16, p=1 and a 64-byte key, stored as `salt:key` in hex
 * with a 16-byte salt. This is exactly the format better-auth wrote, salt used as its hex text and
 * the password NFKC-normalised, so every hash already in the database keeps verifying.
 */
const N = 16384;
const R = 16;
const P = 1;
const KEY_LENGTH = 64;
// scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so leave room.
const MAX_MEMORY = 128 * N * R * 2;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const key = await deriveKey(password, salt);
  return `${salt}:${key.toString("hex")}`;
}

/** False for a wrong password and for a stored value that is not a hash of this format. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [salt, keyHex, extra] = hash.split(":");
  if (!salt || !keyHex || extra !== undefined || !/^[0-9a-f]+$/i.test(keyHex)) return false;
  const expected = Buffer.from(keyHex, "hex");
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(await deriveKey(password, salt), expected);
}
