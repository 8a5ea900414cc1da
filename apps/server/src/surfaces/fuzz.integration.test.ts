import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, verifiedAccount } from "../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
}

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
  /** The documented schemas of the query parameters and of the JSON body. */
  querySchemas: Record<string, JsonSchema>;
  bodySchema: JsonSchema | undefined;
}

/** Every documented operation of the public surfaces with the names of its query and body fields. */
function operationsOf(spec: {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: unknown }>
  >;
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
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      operations.push({
        method: method.toUpperCase(),
        path,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => parameter.name),
        body: Object.keys(properties ?? {}),
        querySchemas: Object.fromEntries(queryParameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
        bodySchema: body ? (Object.values(body)[0] as { schema?: JsonSchema } | undefined)?.schema : undefined,
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

/**
 * What the columns behind the schemas cannot hold: text with a NUL byte (or another control
 * character), integers past PostgreSQL's `integer`, and calendar dates that do not exist.
 */
const MAX_INTEGER = 2_147_483_647;
const controlText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom("\u0000", "\u0001", "\u001b", "\u007f"),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`);
const outOfRangeInteger = fc.oneof(
  fc.constantFrom(MAX_INTEGER + 1, 2 ** 32, -(MAX_INTEGER + 2), Number.MAX_SAFE_INTEGER, 1e20),
  fc.integer({ min: MAX_INTEGER + 1, max: Number.MAX_SAFE_INTEGER }),
);
const impossibleDate = fc.oneof(
  fc.constantFrom("2027-02-30", "2027-02-31", "0000-00-00", "2027-13-01", "2027-04-31", "2026-02-29", "9999-99-99"),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
    .map(([year, month, day]) =>
      [String(year).padStart(4, "0"), String(month).padStart(2, "0"), String(day).padStart(2, "0")].join("-"),
    ),
);
const poison: fc.Arbitrary<unknown> = fc.oneof(
  controlText,
  outOfRangeInteger,
  outOfRangeInteger.map(String),
  impossibleDate,
);

/** Text a form would send, for string fields without a pattern. */
const believableText = fc.constantFrom("Ana", "López", "Ventana, por favor", "mx", "es", "standard", "tostadores");

/** A string its schema takes: its format's or its pattern's shape, else form text. */
function believableString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === "email") return fc.constant("ana@example.com");
  if (schema.format === "date-time") return fc.constant("2027-03-15T20:00:00.000Z");
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, 60));
    } catch {
      return believableText;
    }
  }
  return believableText;
}

/**
 * A value for a documented schema: mostly one the schema takes, now and then poison, so that one
 * bad field travels in an otherwise plausible request and gets as deep as validation lets it.
 */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return poison;
  if (schema.const !== undefined) return fc.constant(schema.const);
  const poisoned = (believable: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: believable, weight: 4 }, { arbitrary: poison, weight: 1 });
  if (schema.enum?.length) return poisoned(fc.constantFrom(...schema.enum));
  const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => valueFor(alternative, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== "null") : schema.type;
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0) return fc.constant({});
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, inner]) => [name, valueFor(inner, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((name) => name in properties) },
      );
    }
    case "array":
      return fc.array(valueFor(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
    case "integer":
    case "number": {
      const low = Math.max(schema.minimum ?? 1, -1_000);
      const high = Math.min(schema.maximum ?? low + 5, low + 5);
      return fc.oneof(
        { arbitrary: fc.integer({ min: low, max: Math.max(low, high) }), weight: 3 },
        { arbitrary: outOfRangeInteger, weight: 1 },
      );
    }
    case "boolean":
      return fc.boolean();
    case "string":
      return poisoned(believableString(schema));
    default:
      return fc.oneof(believableText, poison);
  }
}

const segment = fc.oneof(
  fc.constantFrom(
    "mx",
    "premium",
    "EXP-AAAAAA",
    "x".repeat(300),
    "%00",
    "..",
    "1",
    "2147483648",
    "a%00b",
    "2027-02-30",
  ),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

// A run on both databases gives each its own half of the inputs (its own seed): together they try as
// many as a run on one, and every operation is still fuzzed on each database.
const databasesInRun = Number(process.env.SOBREMESA_TEST_DATABASES ?? 1);
const runsPerOperation = (runs: number) => Math.ceil(runs / databasesInRun);
const seedOfThisDatabase = (seed: number) => seed + (process.env.DATABASE_URL ? 1 : 0);

describe("fuzzing every public endpoint's input", () => {
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
          { numRuns: runsPerOperation(25), seed: seedOfThisDatabase(20261122), endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    // The inputs reach both sides: handlers that answer and validation that refuses.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  }, 300_000);

  it("never answers a 5xx to a NUL byte, an integer past the columns' range or a date that does not exist", async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      const query = fc.record(
        Object.fromEntries(Object.entries(operation.querySchemas).map(([name, schema]) => [name, valueFor(schema)])),
        { requiredKeys: [] },
      );
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: 4, maxLength: 4 }),
            query,
            valueFor(operation.bodySchema),
            fc.boolean(),
            async (segments, queryValues, body, signedIn) => {
              let index = 0;
              const url = operation.path.replace(/\{[^}]+\}/g, () => segments[index++ % segments.length] ?? "x");
              const search = new URLSearchParams(
                Object.entries(queryValues).map(([key, value]): [string, string] => [
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
                  "idempotency-key": "fuzz-key-0002",
                },
                ...(hasBody ? { payload: JSON.stringify(body ?? {}) } : {}),
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
          { numRuns: runsPerOperation(60), seed: seedOfThisDatabase(20261128), endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
