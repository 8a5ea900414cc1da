import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, verifiedAccount } from "../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

/** Every documented operation of the public surfaces with the names of its query and body fields. */
function operationsOf(spec: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (path.startsWith("/__dev") || path.startsWith("/metrics")) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const body = (
        operation.requestBody as
          | { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
          | undefined
      )?.content;
      const properties = body ? Object.values(body)[0]?.schema?.properties : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name),
        body: Object.keys(properties ?? {}),
      });
    }
  }
  return operations;
}

/** Values a hostile or broken client sends: wrong types, huge and odd strings, nesting, nothing. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-1",
    "1e309",
    "NaN",
    "null",
    "../../etc/passwd",
    "<script>",
    "' or 1=1 --",
    "\u0000",
    "é".repeat(300),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 3 }),
);

const segment = fc.oneof(
  fc.constantFrom("mx", "premium", "EXP-AAAAAA", "x".repeat(300), "%00", "..", "1"),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

describe("fuzzing every public endpoint's input (DESIGN section 9)", () => {
  let subject: TestApp;
  let operations: Operation[];
  let token: string;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2 });
    await subject.app.ready();
    operations = operationsOf(subject.app.swagger() as never);
    token = (await verifiedAccount(subject.app)).token;
  }, 120_000);
  afterAll(async () => {
    await subject.close();
  });

  it("documents the surfaces' operations", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("never answers a 5xx, signed in or not, whatever the path parameters, query and body", async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: 4, maxLength: 4 }),
            fc.dictionary(fc.constantFrom(...operation.query, "lang", "x"), hostileValue, { maxKeys: 4 }),
            fc.oneof(
              fc.dictionary(fc.constantFrom(...operation.body, "mode", "x"), hostileValue, { maxKeys: 6 }),
              hostileValue,
            ),
            fc.boolean(),
            async (segments, query, body, signedIn) => {
              let index = 0;
              const url = operation.path.replace(/\{[^}]+\}/g, () => segments[index++ % segments.length] ?? "x");
              const search = new URLSearchParams(
                Object.entries(query).map(([key, value]): [string, string] => [
                  key,
                  typeof value === "string" ? value : JSON.stringify(value),
                ]),
              );
              const hasBody = !["GET", "HEAD"].includes(operation.method);
              const response = await subject.app.inject({
                method: operation.method as "GET",
                url: `${url}?${search}`,
                headers: {
                  ...(signedIn ? bearer(token) : {}),
                  ...(hasBody ? { "content-type": "application/json" } : {}),
                  "idempotency-key": "fuzz-key-0001",
                },
                ...(hasBody ? { payload: JSON.stringify(body) } : {}),
              });
              statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
              if (response.statusCode >= 500) {
                failures.push(
                  `${operation.method} ${url}?${search} ${JSON.stringify(body)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
                );
                return false;
              }
              return true;
            },
          ),
          { numRuns: 25, seed: 20261122, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // The inputs reach both sides: handlers that answer and validation that refuses.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  }, 300_000);
});
