import {
  changePasswordBody,
  codeField,
  emailField,
  normalizePhone,
  passwordField,
  rsvRegisterBody,
} from "@sobremesa/contracts";
import type { TFunction } from "#app/lib/i18n/translate.ts";

/**
 * Client-side checks of the accounts forms, with the contract's zod schemas (packages/contracts
 * accounts/schemas.ts) so the browser and the server agree on the rules. Messages are in the page's
 * language and name the field ("Completa el campo «Correo electrónico»."). The server still checks
 * everything, and alone knows the common-password list.
 */

export const authFields = [
  "firstName",
  "lastName",
  "email",
  "password",
  "currentPassword",
  "newPassword",
  "phone",
  "code",
] as const;
export type AuthField = (typeof authFields)[number];

export type FieldErrors = Partial<Record<AuthField, string>>;

/** Whatever a password is at sign-in (a wrong one is just a failed sign-in): present, not absurd. */
const anyPassword = changePasswordBody.shape.currentPassword;

type Issue = { code: string; minimum?: unknown; maximum?: unknown };
type Schema = { safeParse(value: unknown): { success: true } | { success: false; error: { issues: Issue[] } } };

const schemas = {
  firstName: rsvRegisterBody.shape.firstName,
  lastName: rsvRegisterBody.shape.lastName,
  email: emailField,
  /** New passwords (sign-up, reset, change): 8 to 128 characters. */
  password: passwordField,
  currentPassword: anyPassword,
  newPassword: passwordField,
  phone: rsvRegisterBody.shape.phone.unwrap(),
  code: codeField,
} satisfies Record<AuthField, Schema>;

type Rule = "required" | "invalid" | "tooShort" | "tooLong";

function messageOf(t: TFunction, field: AuthField, rule: Rule, limits: { min?: number; max?: number } = {}): string {
  const name = t(`auth.fields.${field}`);
  if (field === "code" && rule !== "required") return t("auth.validation.code");
  return t(`auth.validation.${rule}`, { field: name, ...limits });
}

/** The message for one field's value, or undefined when it is fine. */
export function checkField(
  t: TFunction,
  field: AuthField,
  value: string,
  options: { signInPassword?: boolean } = {},
): string | undefined {
  if (value.trim().length === 0) return messageOf(t, field, "required");
  const schema: Schema = field === "password" && options.signInPassword ? anyPassword : schemas[field];
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (issue?.code === "too_small") return messageOf(t, field, "tooShort", { min: Number(issue.minimum) });
  if (issue?.code === "too_big") return messageOf(t, field, "tooLong", { max: Number(issue.maximum) });
  return messageOf(t, field, "invalid");
}

/**
 * Checks several fields at once; `undefined` values are skipped (optional fields left empty).
 * Answers only the fields with a problem; an empty object means the form may be sent.
 */
export function checkFields(
  t: TFunction,
  values: Partial<Record<AuthField, string | undefined>>,
  options: { signInPassword?: boolean; optional?: readonly AuthField[] } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(values) as [AuthField, string | undefined][]) {
    if (value === undefined) continue;
    if (options.optional?.includes(field) && value.trim() === "") continue;
    const message = checkField(t, field, value, options);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A phone with its dial code ("+52") as E.164, with libphonenumber's rules through the contract's
 * normalizePhone; the message names the field when it is not a number of that country.
 */
export function checkPhone(
  t: TFunction,
  phone: string,
  dialCode: string,
): { ok: true; e164: string; countryCode: string } | { ok: false; message: string } {
  if (phone.trim() === "") return { ok: false, message: messageOf(t, "phone", "required") };
  const normalized = checkField(t, "phone", phone) ? null : normalizePhone(phone, dialCode);
  if (!normalized) return { ok: false, message: messageOf(t, "phone", "invalid") };
  return { ok: true, e164: normalized.e164, countryCode: normalized.countryCode };
}

/** The first field with an error, in the order of the form, to move focus to. */
export function firstInvalid(errors: FieldErrors, order: readonly AuthField[]): AuthField | undefined {
  return order.find((field) => errors[field] !== undefined);
}
