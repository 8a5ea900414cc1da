import {
  errorResponse,
  resetPasswordAnswer,
  resetPasswordBody,
  resetPasswordEmailParams,
  resetPasswordEmailQuery,
  rsvAccountsQuery,
  rsvLoginBody,
  rsvRegisterBody,
  sessionAnswer,
} from "@sobremesa/contracts";
import { accountMessage } from "@sobremesa/domain/accounts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clientInfo,
  guardCookieWrites,
  requestLanguage,
  type SessionOptions,
  setSession,
} from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse, 503: errorResponse };

/** The reservation system's registered-customer endpoints. */
export const registeredCustomerRoutes: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  guardCookieWrites(app, sessions);
  const accounts = services.accounts;
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "no-store");
    return payload;
  });

  app.post(
    "/registeredCustomer/login",
    {
      schema: {
        tags: ["reservations"],
        summary: "Signs in with e-mail and password: user and token (also set as the rs_s_t cookie), or error.message",
        querystring: rsvAccountsQuery,
        body: rsvLoginBody,
        response: { 200: sessionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await app.throttle(request, "sign-in", request.body.email, language);
      const signedIn = await accounts.signIn(request.body, language, clientInfo(request));
      setSession(reply, signedIn.token, sessions);
      return signedIn;
    },
  );

  app.post(
    "/registeredCustomer/register",
    {
      schema: {
        tags: ["reservations"],
        summary: "Creates an unverified account and sends a code; the same answer for a registered e-mail (ADR 006)",
        querystring: rsvAccountsQuery,
        body: rsvRegisterBody,
        response: { 200: sessionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const language = request.body.lang ?? requestLanguage(request);
      await app.throttle(request, "register", undefined, language);
      const { email, password, firstName, lastName, phone, countryCode, marketingConsent } = request.body;
      const signedIn = await accounts.register(
        {
          email,
          password,
          firstName,
          lastName,
          phone,
          countryCode,
          marketingConsent,
          language: request.body.language ?? language,
        },
        clientInfo(request),
      );
      setSession(reply, signedIn.token, sessions);
      return signedIn;
    },
  );

  app.get(
    "/registeredCustomer/resetPasswordEmail/:email",
    {
      schema: {
        tags: ["reservations"],
        summary: "Sends a reset code and link when the e-mail has an account; always the same answer",
        params: resetPasswordEmailParams,
        querystring: resetPasswordEmailQuery,
        response: { 200: resetPasswordAnswer, ...errors },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await app.throttle(request, "reset-request", request.params.email, language);
      await accounts.requestPasswordReset(request.params.email, language);
      return { success: true, message: accountMessage("resetRequested", language) };
    },
  );

  app.post(
    "/registeredCustomer/resetPassword",
    {
      schema: {
        tags: ["reservations"],
        summary: "Sets a new password with the e-mailed code or link token; ends every session",
        querystring: rsvAccountsQuery,
        body: resetPasswordBody,
        response: { ...errors, 200: resetPasswordAnswer, 400: resetPasswordAnswer.or(errorResponse) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await app.throttle(request, "reset-password", request.body.email, language);
      const result = await accounts.resetPassword(request.body, language);
      if (!result.success) reply.status(400);
      return result;
    },
  );
};
