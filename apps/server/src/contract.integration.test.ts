import { SESSION_COOKIE } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ORIGIN } from "./accounts-testing.ts";
import { type OpenApiDocument, takeContractViolations } from "./contract-testing.ts";
import { buildTestApp, type TestApp } from "./testing.ts";

interface Operation {
  requestBody?: unknown;
}

/**
 * Every operation of the document answers a stranger's call (no session, placeholder ids, an empty
 * body; a write also with another site's Origin) with an answer the document describes, so no
 * operation goes unchecked even when no other suite calls it. The other suites check the answers of
 * the calls they make in earnest.
 */
describe("every operation of the OpenAPI document, called once", () => {
  let subject: TestApp;
  let document: OpenApiDocument & { paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    subject = await buildTestApp({ places: 1 });
    document = (await subject.app.inject("/api/docs")).json();
  });
  afterAll(async () => {
    await subject.close();
  });

  it("answers each with a status, content type and body it documents", async () => {
    const called: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const call = `${method.toUpperCase()} ${path}`;
        called.push(call);
        // A stranger's call from the site, and for a write a session cookie from another site too
        // (the Origin check's 403).
        const origins = method === "get" ? [SITE_ORIGIN] : [SITE_ORIGIN, "https://elsewhere.example"];
        for (const origin of origins) {
          const response = await subject.app.inject({
            method: method.toUpperCase() as "GET",
            url: path.replace(/\{[^}]+\}/g, "1"),
            headers: {
              "accept-language": "en",
              origin,
              ...(origin === SITE_ORIGIN ? {} : { cookie: `${SESSION_COOKIE}=someone-elses` }),
            },
            ...(operation.requestBody ? { payload: {} } : {}),
          });
          expect({ call, origin, status: response.statusCode, violations: takeContractViolations() }).toEqual({
            call,
            origin,
            status: response.statusCode,
            violations: [],
          });
        }
      }
    }
    expect(called.length).toBeGreaterThan(80);
  });
});
