import { b2cLoginBody, errorResponse, sessionAnswer } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  clientInfo,
  guardCookieWrites,
  requestLanguage,
  type SessionOptions,
  setSession,
} from "../../plugins/session.ts";
import type { Services } from "../../services.ts";
import { accountOf } from "../main/accounts.ts";

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse, 503: errorResponse };

/** The Go service's sign-in: user data plus token. */
export const b2cAuthRoutes: FastifyPluginAsyncZod<{ services: Services; sessions: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  guardCookieWrites(app, sessions);
  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["b2c"],
        summary: "Signs in (e-mail + password, or e-mail/phone + code): user and token",
        body: b2cLoginBody,
        response: { 200: sessionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      await app.throttle(request, "sign-in", accountOf(request.body), language);
      const signedIn = await services.accounts.signIn(request.body, language, clientInfo(request));
      setSession(reply, signedIn.token, sessions);
      return signedIn;
    },
  );
};
