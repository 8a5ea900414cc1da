import { STATUS_CODES } from "node:http";
import fastifySwagger from "@fastify/swagger";
import { errorResponse, SESSION_COOKIE } from "@sobremesa/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * How an operation knows its caller. Routes name theirs in `schema.security`; an operation that
 * names none is public (an explicit empty list in the document).
 */
const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The HttpOnly session cookie set by sign-in (writes also need a same-site Origin).",
  },
  sessionBearer: {
    type: "http",
    scheme: "bearer",
    description: "The same session token, for clients that keep it themselves.",
  },
  checkInKey: {
    type: "http",
    scheme: "bearer",
    description: "An event's check-in key, held by its organizer's door staff.",
  },
  stripeSignature: {
    type: "apiKey",
    in: "header",
    name: "Stripe-Signature",
    description: "Stripe's signature of the raw body, with a timestamp inside the tolerance.",
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/** A signed-in, verified user (401 otherwise). */
export const signedIn: SecurityRequirement[] = [{ sessionCookie: [] }, { sessionBearer: [] }];
/** Anyone; a signed-in caller gets their own view (their bookings, their cart, their e-mail filled in). */
export const signedInOrGuest: SecurityRequirement[] = [...signedIn, {}];
/** The door of an event. */
export const checkInKey: SecurityRequirement[] = [{ checkInKey: [] }];
/** Stripe's webhook calls. */
export const stripeSigned: SecurityRequirement[] = [{ stripeSignature: [] }];

const errorAnswer = (description: string) => ({
  description,
  content: { "application/json": { schema: errorResponse } },
});

type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>;
  security?: SecurityRequirement[];
  operationId?: string;
  hide?: boolean;
  produces?: string[];
};

/** `get /api/store/orders/:number/cancel` → `getApiStoreOrdersNumberCancel`: stable, unique per route. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join("");
}

/**
 * The answers every operation can give besides its own: 400 when it validates input, 401 when it
 * needs a session, 404 for an unknown id in the path, 413/415 for a body too large or of a type it
 * does not read, 500 when something fails on our side, and 503 while a dependency is down or the
 * instance is shedding load.
 */
export function withCommonAnswers(schema: RouteSchema, method: string, url: string): RouteSchema {
  const response: Record<string, unknown> = {};
  const validates = ["querystring", "body", "params", "headers"].some((key) => schema[key] !== undefined);
  if (validates) response[400] = errorAnswer("The request does not fit: the message says what to fix.");
  const needsSession = schema.security?.length && !schema.security.some((entry) => Object.keys(entry).length === 0);
  if (needsSession) response[401] = errorAnswer("No valid session: sign in again.");
  if (url.includes(":")) response[404] = errorAnswer("Nothing answers to that path.");
  if (schema.body !== undefined && method !== "GET") {
    response[413] = errorAnswer("The body is larger than the endpoint accepts.");
    response[415] = errorAnswer("The body's content type is not one the endpoint reads.");
  }
  response[500] = errorAnswer("Something failed on our side; the answer carries no detail of it.");
  response[503] = errorAnswer("A service this answer needs is down for a moment: retry after `Retry-After` seconds.");
  // `produces` names the type of a download (a PDF, a script); its errors are JSON all the same.
  const own = Object.entries(schema.response ?? {}).map(([status, answer]) =>
    schema.produces && Number(status) >= 400
      ? [status, { description: STATUS_CODES[status] ?? status, content: { "application/json": { schema: answer } } }]
      : [status, answer],
  );
  return { ...schema, response: { ...response, ...Object.fromEntries(own) } };
}

export interface OpenApiOptions {
  version: string;
  siteUrl: string;
  tags: { name: string; description: string }[];
}

/** The OpenAPI document of every route, served at /api/docs. */
export const openApi = fp<OpenApiOptions>(async (app: FastifyInstance, { version, siteUrl, tags }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Sobremesa API",
        version,
        description:
          "The four API surfaces of the spec: main web API, reservation system, B2C (Go service) and system API.",
        license: { name: "Proprietary", url: `${siteUrl}/terminos-y-condiciones/` },
      },
      servers: [{ url: siteUrl, description: "This instance" }],
      tags,
      components: { securitySchemes },
    },
    transform: (input) => {
      const schema = input.schema as RouteSchema | undefined;
      if (!schema || schema.hide) return jsonSchemaTransform(input);
      const method = String(Array.isArray(input.route.method) ? input.route.method[0] : input.route.method);
      const described: RouteSchema = {
        ...withCommonAnswers(schema, method, input.url),
        operationId: schema.operationId ?? operationIdOf(method, input.url),
        security: schema.security ?? [],
      };
      return jsonSchemaTransform({ ...input, schema: described } as typeof input);
    },
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
});
