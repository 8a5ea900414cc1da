import {
  chainsAnswer,
  chainsQuery,
  conciergeLeadBody,
  errorResponse,
  leadAnswer,
  mainQuery,
  partnerLeadBody,
} from "@sobremesa/contracts";
import { leadValidationError } from "@sobremesa/domain/leads";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { guardCookieWrites, requestLanguage, type SessionOptions } from "../../plugins/session.ts";
import type { ThrottleAction } from "../../plugins/throttle-policy.ts";
import type { Services } from "../../services.ts";

const errors = { 400: errorResponse, 403: errorResponse, 429: errorResponse, 503: errorResponse };

/**
 * The lead forms and the chains of the franchise landing, on the main web API. The
 * bodies are parsed by the contract's zod schemas; a bad one answers 400 with, per field, what to
 * fix in the request's language (the schema's problem codes, translated by the leads domain).
 */
export const leadRoutes: FastifyPluginAsyncZod<{ services: Services; sessions?: SessionOptions }> = async (
  app,
  { services, sessions },
) => {
  // A foreign Origin never writes here (someone else's page posting in our visitors' names).
  if (sessions) guardCookieWrites(app, sessions);
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET") reply.header("cache-control", "no-store");
    return payload;
  });

  /** Counts the request against the form's limits, then turns a failed parse into the localized 400. */
  async function admit(request: FastifyRequest, action: ThrottleAction) {
    const language = requestLanguage(request);
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    await app.throttle(request, action, typeof email === "string" ? email : undefined, language);
    const failed = request.validationError as (Error & { validation?: unknown }) | undefined;
    if (failed) {
      const issues = Array.isArray(failed.validation)
        ? (failed.validation as { instancePath: string; message: string }[]).map((issue) => ({
            path: issue.instancePath.replace(/^\//, "").split("/"),
            message: issue.message,
          }))
        : [{ path: [""], message: failed.message }];
      throw leadValidationError(issues, language);
    }
  }

  app.post(
    "/api/leads/concierge",
    {
      attachValidation: true,
      schema: {
        tags: ["main"],
        summary:
          "A concierge request: stored as a lead with a CNC- reference; confirmation and team e-mails go to the outbox",
        querystring: mainQuery.partial(),
        body: conciergeLeadBody,
        response: { 201: leadAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await admit(request, "concierge-lead");
      const lead = await services.leads.submitConcierge(request.body);
      reply.status(201);
      return { data: { kind: lead.kind, reference: lead.reference } };
    },
  );

  app.post(
    "/api/leads/partners",
    {
      attachValidation: true,
      schema: {
        tags: ["main"],
        summary:
          "A chain's partnership request: stored as a lead with a PTR- reference; confirmation and team e-mails go to the outbox",
        querystring: mainQuery.partial(),
        body: partnerLeadBody,
        response: { 201: leadAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await admit(request, "partner-lead");
      const lead = await services.leads.submitPartner(request.body);
      reply.status(201);
      return { data: { kind: lead.kind, reference: lead.reference } };
    },
  );

  app.get(
    "/api/chains",
    {
      schema: {
        tags: ["main"],
        summary: "The catalogue's restaurant, bar and nightclub chains (largest first) with their branches per city",
        querystring: chainsQuery,
        response: { 200: chainsAnswer },
      },
    },
    async (request, reply) => {
      const page = await services.catalog.chains({ language: request.query.lang, limit: request.query.limit });
      reply.header("cache-control", "public, max-age=300");
      return { data: page.chains, total: page.total };
    },
  );
};
