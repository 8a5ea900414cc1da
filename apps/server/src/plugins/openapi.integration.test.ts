import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  servers?: { url: string }[];
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

describe("the OpenAPI document at /api/docs", () => {
  let subject: TestApp;
  let source: string;
  let document: OpenApiDocument;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  beforeAll(async () => {
    subject = await buildTestApp({ places: 5, env: { SITE_URL: "https://sobremesa.mx" } });
    const response = await subject.app.inject("/api/docs");
    source = response.body;
    document = JSON.parse(source) as OpenApiDocument;
  });
  afterAll(async () => {
    await subject.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "/api/docs.json", config });
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`)).toEqual([]);
    // Two warnings stay, on purpose: `/api/experiences/{slug}/orders` beside
    // `/api/experiences/orders/{code}` (both public contracts; no experience can take the slug
    // "orders"), and probes that take no input and so answer no 4xx.
    const warnings = problems
      .filter((problem) => problem.severity === "warn")
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    expect(warnings.sort()).toEqual(
      [
        "no-ambiguous-paths #/paths/~1api~1experiences~1orders~1{code}",
        ...["~1healthz", "~1readyz", "~1b2c~1status", "~1sys~1status"].map(
          (path) => `operation-4xx-response #/paths/${path}/get/responses`,
        ),
      ].sort(),
    );
  });

  it("names every operation once and says who may call it", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { operation } of operations()) expect(Array.isArray(operation.security)).toBe(true);
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(["sessionCookie", "sessionBearer", "stripeSignature"]),
    );
    expect(document.servers?.[0]?.url).toMatch(/^https?:\/\//);
  });

  it("documents the session that private operations need, and their 401", () => {
    const me = document.paths["/api/user/me"]?.get;
    expect(me?.security).toEqual([{ sessionCookie: [] }, { sessionBearer: [] }]);
    expect(Object.keys(me?.responses ?? {})).toContain("401");
    expect(document.paths["/api/tools/countries"]?.get?.security).toEqual([]);
    expect(document.paths["/webhooks/stripe"]?.post?.security).toEqual([{ stripeSignature: [] }]);
  });

  it("documents a download's success in its own type and its errors as JSON", () => {
    const responses = document.paths["/api/subscription/invoices/{id}/pdf"]?.get?.responses as Record<
      string,
      { content?: Record<string, unknown> }
    >;
    expect(Object.keys(responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
    for (const status of ["400", "401", "404", "503"]) {
      expect({ status, types: Object.keys(responses[status]?.content ?? {}) }).toEqual({
        status,
        types: ["application/json"],
      });
    }
  });

  it("answers anonymous calls to its public reads only with statuses it documents, never a 401", async () => {
    const publicReads = operations().filter(
      ({ method, path, operation }) =>
        method === "get" && !path.includes("{") && operation.security?.length === 0 && path.startsWith("/api/"),
    );
    expect(publicReads.length).toBeGreaterThan(15);
    for (const { path, operation } of publicReads) {
      const response = await subject.app.inject({ url: path, headers: { "accept-language": "es" } });
      const documented = Object.keys(operation.responses);
      expect({ path, status: response.statusCode, known: documented.includes(String(response.statusCode)) }).toEqual({
        path,
        status: response.statusCode,
        known: true,
      });
      expect(response.statusCode).not.toBe(401);
    }
  });
});
