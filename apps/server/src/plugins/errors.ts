import { type ErrorBody, errorStatus, isDomainError, languageOfPath } from "@sobremesa/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

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

function languageOf(request: FastifyRequest): "es" | "en" {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  if (lang === "en" || lang === "es") return lang;
  // Form and JSON POSTs may say their language in the body (accounts endpoints).
  const bodyLang = (request.body as { lang?: unknown } | null | undefined)?.lang;
  if (bodyLang === "en" || bodyLang === "es") return bodyLang;
  return languageOfPath(request.url);
}

function body(
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
      const details = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: issue.message,
      }));
      return reply.status(400).send(body(request, "VALIDATION_FAILED", validationMessages[lang], details));
    }
    if (isDomainError(error)) {
      const status = errorStatus[error.code];
      if (status >= 500) {
        request.log.error({ err: error }, "domain error");
        // A payment that cannot proceed says so plainly (nothing was charged, try later); others stay generic.
        const message = error.code === "PAYMENT_PROVIDER_UNAVAILABLE" ? error.message : genericMessages[lang];
        return reply.status(status).send(body(request, error.code, message));
      }
      return reply.status(status).send(body(request, error.code, error.message, error.details));
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "unhandled error");
      return reply.status(status).send(body(request, "INTERNAL", genericMessages[lang]));
    }
    if (status === 429) return reply.status(429).send(body(request, "RATE_LIMITED", error.message));
    // Fastify's own 4xx (bad JSON, payload too large, unsupported media type): safe to say what went wrong.
    return reply.status(status).send(body(request, "VALIDATION_FAILED", error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body(request, "NOT_FOUND", notFoundMessages[languageOf(request)]));
  });
});
