import { type ErrorBody, errorStatus, isDomainError, languageOfPath } from "@sobremesa/contracts";
import { isDatabaseUnavailable } from "@sobremesa/db";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { frameworkErrorAnswer } from "./framework-errors.ts";
import { validationAnswer } from "./input-issues.ts";

const genericMessages = {
  es: "Error al procesar la solicitud",
  en: "The request could not be processed",
} as const;

const notFoundMessages = {
  es: "No encontramos lo que buscabas",
  en: "We could not find what you were looking for",
} as const;

const validationMessages = {
  es: "Revisa los datos enviados",
  en: "Please check the data you sent",
} as const;

const unavailableMessages = {
  es: "El servicio no está disponible por un momento; inténtalo de nuevo en unos segundos",
  en: "The service is briefly unavailable; please try again in a few seconds",
} as const;

/**
 * The 5xx codes whose message is the buyer's to read: the domain words them (nothing internal) and
 * they say what to do, which differs: start over, or send the same purchase again.
 */
const PAYMENT_CODES = new Set<string>(["PAYMENT_PROVIDER_UNAVAILABLE", "PAYMENT_OUTCOME_UNKNOWN"]);

export function languageOf(request: FastifyRequest): "es" | "en" {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (lang === "en" || lang === "es") return lang;
  // Form and JSON POSTs may say their language in the body (accounts endpoints).
  const bodyLang = (request.body as { lang?: unknown } | null | undefined)?.lang;
  if (bodyLang === "en" || bodyLang === "es") return bodyLang;
  return languageOfPath(request.url);
}

/** The error answer every surface gives: the message in the visitor's language, the code, the request id. */
export function errorBody(
  request: FastifyRequest,
  code: ErrorBody["error"]["code"],
  message: string,
  details?: unknown,
): ErrorBody {
  return {
    message,
    error: details === undefined ? { code, message } : { code, message, details },
    requestId: request.id,
  };
}

/**
 * The one place that turns errors into HTTP answers: domain codes map through `errorStatus`,
 * validation problems become 400 with the fields to fix, and nothing of a 5xx reaches the client.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { message, details } = validationAnswer(error.validation, lang, validationMessages[lang]);
      return reply.status(400).send(errorBody(request, "VALIDATION_FAILED", message, details));
    }
    if (isDomainError(error)) {
      const status = errorStatus[error.code];
      if (status >= 500) {
        request.log.error({ err: error }, "domain error");
        // A payment that cannot proceed says so plainly (nothing was charged, or the charge is not
        // confirmed yet: what to do either way); others stay generic.
        const message = PAYMENT_CODES.has(error.code) ? error.message : genericMessages[lang];
        return reply.status(status).send(errorBody(request, error.code, message));
      }
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (typeof retryAfter === "number") reply.header("retry-after", String(Math.max(1, Math.ceil(retryAfter))));
      return reply.status(status).send(errorBody(request, error.code, error.message, error.details));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "database unavailable");
      reply.header("retry-after", "5");
      return reply.status(503).send(errorBody(request, "NOT_READY", unavailableMessages[lang]));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(status).send(errorBody(request, "INTERNAL", genericMessages[lang]));
    }
    if (status === 429) return reply.status(429).send(errorBody(request, "RATE_LIMITED", error.message));
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type): what to fix, in the
    // visitor's language (its own messages are English).
    const answer = frameworkErrorAnswer(error, lang);
    return reply.status(answer.status).send(errorBody(request, answer.code, answer.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody(request, "NOT_FOUND", notFoundMessages[languageOf(request)]));
  });
});

/** Headers of the rendered page that belong to its own connection, not to the answer we send. */
const HOP_HEADERS = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);

/**
 * Fastify's own errors before routing (`frameworkErrors`): a URL that does not decode, such as
 * `/lugar/%E0%A4%A/`. An API path answers the usual JSON error; a page answers the site's page for
 * the same path with its percent signs taken literally, which is the not-found page in the path's
 * language, never the framework's raw JSON.
 */
export function frameworkErrorHandler(app: () => FastifyInstance, apiPrefixes: readonly string[]) {
  return async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? "/";
    const asked = new URLSearchParams(url.split("?")[1] ?? "").get("lang");
    const lang = asked === "en" || asked === "es" ? asked : languageOfPath(url.toLowerCase());
    const page = (request.raw.method === "GET" || request.raw.method === "HEAD") && url.startsWith("/");
    if (error.code !== "FST_ERR_BAD_URL" || !page || apiPrefixes.some((prefix) => url.startsWith(prefix))) {
      return reply.status(400).send(errorBody(request, "VALIDATION_FAILED", validationMessages[lang]));
    }
    const rendered = await app().inject({
      method: request.raw.method,
      // Lowercase too, or the router's lowercase rule would answer with a redirect to it instead.
      url: url.toLowerCase().replaceAll("%", "%25"),
      headers: request.raw.headers,
    });
    reply.status(rendered.statusCode);
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (!HOP_HEADERS.has(name) && value !== undefined) reply.header(name, value);
    }
    return reply.send(rendered.rawPayload);
  };
}
