import { describe, expect, it } from "vitest";
import { ContractChecker, documentPathOf, type OpenApiDocument } from "./contract-testing.ts";

const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
const document: OpenApiDocument & { components: unknown } = {
  components: {
    schemas: { Problem: { type: "object", required: ["message"], properties: { message: { type: "string" } } } },
  },
  paths: {
    "/api/places/{slug}": {
      get: {
        operationId: "getApiPlacesSlug",
        responses: {
          200: json({ type: "object", required: ["data"], properties: { data: { type: "string", format: "email" } } }),
          404: json({ $ref: "#/components/schemas/Problem" }),
          "5XX": json({ $ref: "#/components/schemas/Problem" }),
        },
      },
    },
    "/api/ping": { post: { operationId: "postApiPing", responses: { 204: { description: "Done" } } } },
  },
};
const checker = new ContractChecker(document);
const ok = "application/json; charset=utf-8";

describe("the contract check of live answers", () => {
  it("finds the operation of a route as @fastify/swagger writes its path", () => {
    expect(documentPathOf("/api/places/:slug")).toBe("/api/places/{slug}");
    expect(checker.operationOf("GET", "/api/places/:slug")).toBe("GET /api/places/{slug}");
    expect(checker.operationOf("GET", "/lugares/:slug")).toBeUndefined();
    expect(checker.operations()).toEqual(["GET /api/places/{slug}", "POST /api/ping"]);
  });

  it("accepts answers that fit the status, content type and schema documented", () => {
    const operation = "GET /api/places/{slug}";
    expect(checker.check({ operation, status: 200, contentType: ok, body: '{"data":"a@b.mx"}' })).toBeUndefined();
    expect(checker.check({ operation, status: 404, contentType: ok, body: '{"message":"No"}' })).toBeUndefined();
    expect(checker.check({ operation, status: 503, contentType: ok, body: '{"message":"Luego"}' })).toBeUndefined();
    expect(checker.check({ operation: "POST /api/ping", status: 204 })).toBeUndefined();
  });

  it("names an undocumented status, content type or a body off its schema", () => {
    const operation = "GET /api/places/{slug}";
    expect(checker.check({ operation, status: 409, contentType: ok, body: "{}" })).toMatch(
      /answered 409, which it does not document \(200, 404, 5XX\)/,
    );
    expect(checker.check({ operation, status: 200, contentType: "text/html", body: "<p>" })).toMatch(
      /answered 200 as text\/html, documented as application\/json/,
    );
    expect(checker.check({ operation, status: 200, contentType: ok, body: '{"data":"not an e-mail"}' })).toMatch(
      /\/data must match format "email"/,
    );
    expect(checker.check({ operation, status: 404, contentType: ok, body: '{"code":1}' })).toMatch(
      /must have required property 'message'/,
    );
    expect(checker.check({ operation: "POST /api/ping", status: 204, contentType: ok, body: "{}" })).toMatch(
      /documented as no body/,
    );
  });

  it("checks a streamed answer's status and content type only", () => {
    const operation = "GET /api/places/{slug}";
    expect(checker.check({ operation, status: 200, contentType: ok, streamed: true })).toBeUndefined();
    expect(checker.check({ operation, status: 200, contentType: "application/pdf", streamed: true })).toMatch(
      /as application\/pdf/,
    );
  });
});
