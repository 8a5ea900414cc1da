import { appendFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import ajvFormats from "ajv-formats";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

// ajv-formats is CommonJS: Node's ESM loader hands over its exports object, whose `default` is the plugin.
const addFormats = ajvFormats.default;

interface MediaType {
  schema?: unknown;
}
interface Operation {
  operationId: string;
  responses: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** `/api/places/:slug` → `/api/places/{slug}`, as @fastify/swagger writes a route's path. */
export function documentPathOf(route: string): string {
  return route.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, "{$1}").replace(/\*$/, "{*}");
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => segment.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/**
 * Checks answers against the OpenAPI document: the status must be one the operation documents, with
 * a documented content type, and a JSON body must fit the schema documented for both.
 */
export class ContractChecker {
  readonly #document: OpenApiDocument;
  readonly #ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true, logger: false });
  readonly #validators = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    this.#document = document;
    addFormats(this.#ajv);
    this.#ajv.addSchema(document as object, "openapi");
  }

  /** Every operation of the document, as `METHOD /path`. */
  operations(): string[] {
    return Object.entries(this.#document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  /** The operation a route answers for, or undefined when the document leaves the route out (pages, hidden routes). */
  operationOf(method: string, route: string): string | undefined {
    const path = documentPathOf(route);
    return this.#document.paths[path]?.[method.toLowerCase()] ? `${method.toUpperCase()} ${path}` : undefined;
  }

  /** What is wrong with an answer of `METHOD /path` (an operation of the document), or undefined when it fits. */
  check(answer: {
    operation: string;
    status: number;
    contentType?: string;
    body?: string;
    streamed?: boolean;
  }): string | undefined {
    const { operation, status, contentType, body, streamed } = answer;
    const [method = "", path = ""] = operation.split(" ");
    const responses = this.#document.paths[path]?.[method.toLowerCase()]?.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, "default"].find((candidate) => responses[candidate]);
    if (!key) return `answered ${status}, which it does not document (${Object.keys(responses).join(", ")})`;
    const content = responses[key]?.content;
    if (!body && !streamed) return undefined;
    const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (!content?.[mediaType]) {
      return `answered ${status} as ${mediaType || "no content type"}, documented as ${Object.keys(content ?? {}).join(", ") || "no body"}`;
    }
    if (streamed || !body || !/[/+]json$/.test(mediaType) || content[mediaType]?.schema === undefined) return undefined;
    const validate = this.#validatorOf(
      pointer("paths", path, method.toLowerCase(), "responses", key, "content", mediaType, "schema"),
    );
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `answered ${status} with a body that is not JSON`;
    }
    if (validate(parsed)) return undefined;
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
    return `answered ${status} with a body that does not fit its schema: ${problems.slice(0, 5).join("; ")}`;
  }

  #validatorOf(fragment: string): ValidateFunction {
    let validate = this.#validators.get(fragment);
    if (!validate) {
      validate = this.#ajv.getSchema(`openapi#/${fragment}`);
      if (!validate) throw new Error(`No schema at ${fragment}`);
      this.#validators.set(fragment, validate);
    }
    return validate;
  }
}

const violations: string[] = [];
const called = new Set<string>();

/** The answers that broke the document since the last call (the test setup fails a test on any). */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

/**
 * Appends the operations called so far to `file`, one a line, so a run of every suite can tell which
 * operations none of them calls.
 */
export function recordCalledOperations(file: string): void {
  if (called.size) appendFileSync(file, [...called, ""].join("\n"));
  called.clear();
}

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === "string") return payload;
  if (Buffer.isBuffer(payload)) return payload.toString("utf8");
  return undefined;
}

/**
 * A test build's check of every answer of an operation in the OpenAPI document. It runs before
 * compression, so it reads the body as the handler serialized it; a streamed body is checked only
 * for its status and content type.
 */
export const contractCheck = fp(async (app: FastifyInstance) => {
  let checker: ContractChecker | undefined;
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = request.routeOptions.url;
    // Routes with no schema are pages, assets and tests' own stand-ins, not operations.
    if (!route || !request.routeOptions.schema || request.method === "HEAD") return payload;
    checker ??= new ContractChecker(app.swagger() as unknown as OpenApiDocument);
    const operation = checker.operationOf(request.method, route);
    if (!operation) return payload;
    called.add(operation);
    const contentType = reply.getHeader("content-type");
    const body = bodyText(payload);
    const problem = checker.check({
      operation,
      status: reply.statusCode,
      contentType: typeof contentType === "string" ? contentType : undefined,
      body,
      streamed: payload !== null && payload !== undefined && body === undefined,
    });
    if (problem) violations.push(`${operation} ${problem}`);
    return payload;
  });
});
