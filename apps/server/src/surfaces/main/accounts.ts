import {
  changePasswordBody,
  deleteAccountBody,
  emailExistsAnswer,
  emailExistsQuery,
  errorResponse,
  meAnswer,
  normalizePhone,
  sendCodeBody,
  sendVerificationEmailBody,
  successMessage,
  updateProfileBody,
  userLoginAnswer,
  userLoginBody,
  verificationCodeBody,
  verificationEmailBody,
} from "@sobremesa/contracts";
import { sessionCredential } from "@sobremesa/domain/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedIn, signedInOrGuest } from "../../plugins/openapi.ts";
import {
  acceptForms,
  clearSession,
  clientInfo,
  guardCookieWrites,
  requestLanguage,
  requireSession,
  type SessionOptions,
  setSession,
} from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse, 503: errorResponse };
const success = { message: "success" as const };

/** The account a request names, for the per-account throttle: the e-mail, else the phone in E.164. */
export function accountOf(body: {
  email?: string | undefined;
  phone?: string | undefined;
  countryCode?: string | undefined;
}) {
  if (body.email) return body.email;
  if (body.phone && body.countryCode) return normalizePhone(body.phone, body.countryCode)?.e164 ?? body.phone;
  return undefined;
}

/**
 * Accounts on the main web API: e-mail-exists, the multipart verification
 * and sign-in POSTs, sign-out, and the user panel's own endpoints behind the session.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  acceptForms(app);
  guardCookieWrites(app, sessions);
  const accounts = services.accounts;
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.get(
    "/api/tools/email-exists",
    {
      schema: {
        tags: ["main"],
        summary: "Whether an e-mail has an account (strictly rate limited; the only answer that says so: ADR 006)",
        querystring: emailExistsQuery,
        response: { 200: emailExistsAnswer, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await app.throttle(request, "email-exists", request.query.email, language);
      return { exists: await accounts.emailExists(request.query.email) };
    },
  );

  app.post(
    "/api/auth/send-verification-email",
    {
      schema: {
        tags: ["main"],
        summary: "Sends a 6-digit code to an unverified account's e-mail (answers success either way)",
        consumes: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"],
        body: sendVerificationEmailBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await app.throttle(request, "send-code", request.body.email, language);
      await accounts.sendVerificationEmail(request.body.email, language);
      return success;
    },
  );

  app.post(
    "/api/auth/verification-email",
    {
      schema: {
        tags: ["main"],
        summary: "Verifies an e-mail with its code (single use, 10 minutes, 5 attempts)",
        consumes: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"],
        body: verificationEmailBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await app.throttle(request, "verify-code", request.body.email, language);
      await accounts.verifyEmail(request.body.email, request.body.code, language);
      return success;
    },
  );

  app.post(
    "/api/auth/send-code",
    {
      schema: {
        tags: ["main"],
        security: signedInOrGuest,
        summary: "Sends a code by SMS (phone + countryCode) or e-mail, to verify it or to sign in (verified only)",
        consumes: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"],
        body: sendCodeBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await app.throttle(request, "send-code", accountOf(request.body), language);
      const session = await accounts.sessionFromHeaders(request.headers);
      await accounts.sendCode(request.body, language, session?.user.id);
      return success;
    },
  );

  app.post(
    "/api/auth/verification-code",
    {
      schema: {
        tags: ["main"],
        summary: "Verifies a phone with the code sent by SMS",
        consumes: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"],
        body: verificationCodeBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { phone, countryCode, code } = request.body;
      await app.throttle(request, "verify-code", accountOf(request.body), language);
      await accounts.verifyPhone(phone, countryCode, code, language);
      return success;
    },
  );

  app.post(
    "/user-login",
    {
      schema: {
        tags: ["main"],
        summary: "Signs in (e-mail + password, or e-mail/phone + code) and sets the rs_s_t session cookie",
        consumes: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json"],
        body: userLoginBody,
        response: { 200: userLoginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await app.throttle(request, "sign-in", accountOf(request.body), language);
      const signedIn = await accounts.signIn(request.body, language, clientInfo(request));
      setSession(reply, signedIn.token, sessions);
      return { message: "success" as const, user: signedIn.user };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["main"],
        summary: "Signs out: revokes the session and clears the cookie",
        response: { 200: successMessage, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.signOut(sessionCredential(request.headers)?.token);
      clearSession(reply, sessions);
      return success;
    },
  );

  app.get(
    "/api/user/me",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "The signed-in user's profile (401 when signed out or not verified yet)",
        response: { 200: meAnswer, ...errors },
      },
    },
    async (request) => ({ data: (await requireSession(request, services)).user }),
  );

  app.patch(
    "/api/user/profile",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Updates the signed-in user's profile (a new phone must be verified again)",
        body: updateProfileBody,
        response: { 200: meAnswer, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, services);
      return { data: await accounts.updateProfile(user.id, request.body, requestLanguage(request)) };
    },
  );

  app.post(
    "/api/user/change-password",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Changes the password: every other session ends, this one is rotated (new cookie)",
        body: changePasswordBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { user } = await requireSession(request, services);
      await app.throttle(request, "change-password", user.id, language);
      const signedIn = await accounts.changePassword(user.id, request.body, language, clientInfo(request));
      setSession(reply, signedIn.token, sessions);
      return success;
    },
  );

  app.delete(
    "/api/user",
    {
      schema: {
        tags: ["main"],
        security: signedIn,
        summary: "Deletes the account after the password confirms it: personal data erased, sessions ended",
        body: deleteAccountBody,
        response: { 200: successMessage, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { user } = await requireSession(request, services);
      await app.throttle(request, "change-password", user.id, language);
      await accounts.deleteAccount(user.id, request.body.password, language);
      clearSession(reply, sessions);
      return success;
    },
  );
};
