import { readFileSync } from "node:fs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sobremesa/contracts";

export type PasswordProblem = "too-short" | "too-long" | "too-common";

let commonPasswords: Set<string> | undefined;

/** The shipped list (common-passwords.txt), read once. */
export function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0 && !line.startsWith("#")),
  );
  return commonPasswords;
}

/** Same character repeated, or a run of consecutive digits or letters ("12345678", "abcdefgh"). */
function trivial(password: string): boolean {
  if (/^(.)\1+$/u.test(password)) return true;
  const codes = [...password].map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return (
    (step === 1 || step === -1) && codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step)
  );
}

/**
 * At least 8 characters (Unicode code points), up to 128 allowed, the most common
 * passwords rejected (the list, trivial runs, and the account's own e-mail or name).
 */
export function passwordProblem(
  password: string,
  context: { email?: string; names?: string[] } = {},
): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (length > PASSWORD_MAX_LENGTH) return "too-long";
  const lower = password.toLowerCase();
  if (commonPasswordList().has(lower) || trivial(lower)) return "too-common";
  const personal = [context.email, context.email?.split("@")[0], ...(context.names ?? [])]
    .filter((value): value is string => typeof value === "string" && value.length >= 4)
    .map((value) => value.toLowerCase());
  if (personal.includes(lower)) return "too-common";
  return null;
}
