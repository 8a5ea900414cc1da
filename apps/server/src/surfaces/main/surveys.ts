import { errorResponse, surveyAnswerBody, surveyAnswerResult } from "@sobremesa/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardCookieWrites, type SessionOptions } from "../../plugins/session.ts";
import type { Services } from "../../services.ts";

// 403: a write with a session cookie from another site (the Origin check).
const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  410: errorResponse,
  429: errorResponse,
};

/** The satisfaction survey: the answer to a signed link, once per reservation. */
export const surveyRoutes: FastifyPluginAsyncZod<{ services: Services; sessions?: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  if (sessions) guardCookieWrites(app, sessions);
  app.post(
    "/api/survey-responses",
    {
      schema: {
        tags: ["main"],
        summary: "Answers the satisfaction survey of a finished visit (the signed link's r, exp and sig; once)",
        body: surveyAnswerBody,
        response: { 201: surveyAnswerResult, ...errors },
      },
    },
    async (request, reply) => {
      const { r, exp, sig, lang, ...answers } = request.body;
      const data = await services.surveys.answer({ r, exp, sig }, answers, lang);
      return reply.code(201).send({ data });
    },
  );
};
