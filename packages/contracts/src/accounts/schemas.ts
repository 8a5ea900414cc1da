import { z } from "zod";
import { textInput } from "../input.ts";
import { languages } from "../locales.ts";
import { mainQuery, reservationQuery, successMessage } from "../surfaces.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants.ts";

/**
 * Accounts: every request and answer of the sign-up, verification, sign-in, password reset, session
 * and user-panel endpoints.
 *
 * Multipart endpoints (the spec's `/api/auth/*` and `/user-login`) accept multipart/form-data,
 * application/x-www-form-urlencoded and JSON: every field may arrive as text, so booleans accept
 * "true"/"false"/"1"/"0" as well.
 */

const formBoolean = z.preprocess((value) => {
  if (value === "true" || value === "1" || value === "on") return true;
  if (value === "false" || value === "0" || value === "") return false;
  return value;
}, z.boolean());

export const emailField = textInput().trim().toLowerCase().max(254).pipe(z.email());
/** The password rules a form can check (the server also rejects the most common passwords). */
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/**
 * A new password as the server receives it: length and common-password rules are applied by the
 * accounts domain so their message is specific and in the request's language.
 */
const newPasswordField = z.string().min(1).max(1024);
/** Six digits. */
export const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "six digits");
/** A national or international phone number; validated against countryCode on the server (libphonenumber-js). */
export const phoneField = textInput().trim().min(4).max(32);
/** The dial code ("+52", "52") or the two-letter country ("mx"). Answers always carry the dial code ("+52"). */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^(\+?\d{1,4}|[a-zA-Z]{2})$/, 'a dial code such as "+52" or a country such as "mx"');
export const languageField = z.enum(languages);
const nameField = textInput().trim().min(1).max(80);
/** Optional language of the messages (and e-mails) of a POST; else the `lang` query, the locale cookie, es. */
const langField = languageField.optional();

/** The public profile of the signed-in user: never a password, hash or session token. */
export const accountUser = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  /** First and last name together. */
  name: z.string(),
  /** E.164, e.g. "+525512345678". */
  phone: z.string().nullable(),
  /** Dial code, e.g. "+52". */
  countryCode: z.string().nullable(),
  phoneVerified: z.boolean(),
  language: languageField,
  marketingConsent: z.boolean(),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUser>;

/** `{ message: "success" }` (surfaces.ts `successMessage`): the answer of every multipart POST of the spec. */
export type SuccessMessage = z.infer<typeof successMessage>;

// ---- main web API ------------------------------------------------------------------------------

/** GET /api/tools/email-exists?email= (strictly rate limited; ADR 006). */
export const emailExistsQuery = mainQuery.extend({ email: emailField });
export const emailExistsAnswer = z.object({ exists: z.boolean() });
export type EmailExistsAnswer = z.infer<typeof emailExistsAnswer>;

/** POST /api/auth/send-verification-email: sends a 6-digit code to an unverified account's e-mail. */
export const sendVerificationEmailBody = z.object({ email: emailField, lang: langField });
export type SendVerificationEmailBody = z.input<typeof sendVerificationEmailBody>;

/** POST /api/auth/verification-email: verifies the e-mail with its code. */
export const verificationEmailBody = z.object({ email: emailField, code: codeField, lang: langField });
export type VerificationEmailBody = z.input<typeof verificationEmailBody>;

export const codePurposes = ["verify", "sign-in"] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * POST /api/auth/send-code: a code by SMS (phone + countryCode) or by e-mail (email), to verify
 * that phone or e-mail (purpose verify) or to sign in with it (purpose sign-in; verified only).
 * Always answers success when the input is well formed, whether or not a message was sent.
 */
export const sendCodeBody = z
  .object({
    purpose: z.enum(codePurposes).default("verify"),
    email: emailField.optional(),
    phone: phoneField.optional(),
    countryCode: countryCodeField.optional(),
    lang: langField,
  })
  .refine((body) => body.email !== undefined || (body.phone !== undefined && body.countryCode !== undefined), {
    message: "email, or phone and countryCode",
    path: ["email"],
  });
export type SendCodeBody = z.input<typeof sendCodeBody>;

/** POST /api/auth/verification-code: verifies a phone with the code sent by SMS. */
export const verificationCodeBody = z.object({
  phone: phoneField,
  countryCode: countryCodeField,
  code: codeField,
  lang: langField,
});
export type VerificationCodeBody = z.input<typeof verificationCodeBody>;

/**
 * Sign-in credentials: email + password, or email (or phone + countryCode) + code sent with
 * send-code purpose sign-in (verified e-mail or phone only).
 */
const credentialFields = {
  email: emailField.optional(),
  phone: phoneField.optional(),
  countryCode: countryCodeField.optional(),
  /** No length rule here: a wrong password is just a failed sign-in. */
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  code: codeField.optional(),
  lang: langField,
};
const hasCredentials = (body: {
  email?: string;
  phone?: string;
  countryCode?: string;
  password?: string;
  code?: string;
}) =>
  (body.email !== undefined && body.password !== undefined) ||
  (body.code !== undefined &&
    (body.email !== undefined || (body.phone !== undefined && body.countryCode !== undefined)));
const credentialsIssue = {
  message: "email and password, or email (or phone and countryCode) and code",
  path: ["email"],
};

/** POST /user-login (multipart, isApi=true): signs in and sets the `rs_s_t` cookie. */
export const userLoginBody = z
  .object({ ...credentialFields, isApi: formBoolean.default(true) })
  .refine(hasCredentials, credentialsIssue);
export type UserLoginBody = z.input<typeof userLoginBody>;
/** The token is only in the HttpOnly cookie (ADR 002); the client keeps `user` only. */
export const userLoginAnswer = z.object({ message: z.literal("success"), user: accountUser });
export type UserLoginAnswer = z.infer<typeof userLoginAnswer>;

/** POST /api/auth/logout: revokes the session and clears the cookie; always success. */
export const logoutAnswer = successMessage;

// ---- user panel (main web API, behind the session) ---------------------------------------------

/** GET /api/user/me: 401 { message } when signed out (or the account is not verified yet). */
export const meAnswer = z.object({ data: accountUser });
export type MeAnswer = z.infer<typeof meAnswer>;

/** PATCH /api/user/profile: any subset; phone and countryCode go together (null clears the phone). */
export const updateProfileBody = z
  .object({
    firstName: nameField.optional(),
    lastName: nameField.optional(),
    phone: phoneField.nullable().optional(),
    countryCode: countryCodeField.nullable().optional(),
    language: languageField.optional(),
    marketingConsent: formBoolean.optional(),
  })
  .strict()
  .refine(
    (body) => (typeof body.phone === "string") === (typeof body.countryCode === "string") || body.phone === null,
    {
      message: "phone and countryCode go together",
      path: ["phone"],
    },
  );
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** POST /api/user/change-password: revokes every other session and rotates the current one (new cookie). */
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** DELETE /api/user: erases the account's personal data after the password confirms it. */
export const deleteAccountBody = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

// ---- B2C (Go service) --------------------------------------------------------------------------

/** POST /b2c/api/auth/login: email + password, or email / phone + code. */
export const b2cLoginBody = z.object(credentialFields).refine(hasCredentials, credentialsIssue);
export type B2cLoginBody = z.input<typeof b2cLoginBody>;
/** User and session token (API clients send it as `Authorization: Bearer`); the cookie is set too. */
export const sessionAnswer = z.object({ user: accountUser, token: z.string() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

// ---- reservation system ------------------------------------------------------------------------

/** Query of the reservation-system accounts calls: requestFrom=WEBSITE, and optionally the language of the answer. */
export const rsvAccountsQuery = reservationQuery.extend({ lang: langField });

/** POST /rsv/registeredCustomer/login: { user, token } or a 4xx { message, error: { message } }. */
export const rsvLoginBody = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  lang: langField,
});
export type RsvLoginBody = z.input<typeof rsvLoginBody>;

/**
 * POST /rsv/registeredCustomer/register: always the same answer shape, whether or not the e-mail
 * was registered (no enumeration; ADR 006). The account starts unverified with a code sent by
 * e-mail (and by SMS when a phone is given); its session works for the user panel only once the
 * e-mail or the phone is verified (until then /api/user/* answer 401).
 */
export const rsvRegisterBody = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstName: nameField,
    lastName: nameField,
    phone: phoneField.optional(),
    countryCode: countryCodeField.optional(),
    language: languageField.optional(),
    marketingConsent: formBoolean.default(false),
    lang: langField,
  })
  .refine((body) => (body.phone === undefined) === (body.countryCode === undefined), {
    message: "phone and countryCode go together",
    path: ["phone"],
  });
export type RsvRegisterBody = z.input<typeof rsvRegisterBody>;

/** GET /rsv/registeredCustomer/resetPasswordEmail/{email}: always { success: true, message }. */
export const resetPasswordEmailParams = z.object({ email: emailField });
export const resetPasswordEmailQuery = rsvAccountsQuery;

/** POST /rsv/registeredCustomer/resetPassword: the 6-digit code or the link's token, and the new password. */
export const resetPasswordBody = z
  .object({
    email: emailField,
    code: codeField.optional(),
    token: textInput().min(20).max(200).optional(),
    password: newPasswordField,
    lang: langField,
  })
  .refine((body) => body.code !== undefined || body.token !== undefined, { message: "code or token", path: ["code"] });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** Both reset endpoints: success false (HTTP 400) carries the reason in message. */
export const resetPasswordAnswer = z.object({ success: z.boolean(), message: z.string() });
export type ResetPasswordAnswer = z.infer<typeof resetPasswordAnswer>;

// ---- dev outbox --------------------------------------------------------------------------------

export const outboxChannels = ["email", "sms", "whatsapp"] as const;
export const outboxStatuses = ["pending", "queued", "sending", "sent", "failed", "cancelled"] as const;
export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(outboxChannels),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  template: z.string(),
  status: z.enum(outboxStatuses),
  /** smtp | whatsapp-cloud | dev-outbox, once sent. */
  deliveredVia: z.string().nullable(),
  attempts: z.number().int(),
  /** Not before this instant (reminders). */
  sendAfter: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
/** GET /__dev/outbox.json?to=: newest first (404 in production). */
export const outboxQuery = z.object({ to: textInput().max(254).optional() });
export const outboxAnswer = z.object({ data: z.array(outboxMessage) });
