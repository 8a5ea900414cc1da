import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable, sqlState } from "./errors.ts";

describe("sqlState", () => {
  it("reads the code of a wrapped driver error, or of the driver error itself", () => {
    expect(sqlState(Object.assign(new Error("query failed"), { cause: { code: "23P01" } }))).toBe("23P01");
    expect(sqlState(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe("23505");
    expect(sqlState(new Error("no code"))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});

class DrizzleQueryError extends Error {}
const network = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code });
const withState = (code: string) => Object.assign(new Error("server says no"), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a connection the pool could not open", new DatabaseUnavailableError(network("ECONNREFUSED")), true],
    [
      "the same, rethrown by a caller that wrapped it",
      new Error("booking failed", { cause: new DatabaseUnavailableError(network("ECONNREFUSED")) }),
      true,
    ],
    [
      "a failed query whose connection was refused",
      new DrizzleQueryError("Failed query: select 1", { cause: network("ECONNREFUSED") }),
      true,
    ],
    [
      "a refused connection among several addresses",
      new DrizzleQueryError("Failed query: select 1", { cause: new AggregateError([network("ECONNREFUSED")]) }),
      true,
    ],
    ["a dropped connection", new Error("Connection terminated unexpectedly"), true],
    ["the pool's connect timeout", new Error("timeout exceeded when trying to connect"), true],
    ["an administrator shutdown (57P01)", withState("57P01"), true],
    ["a server starting up (57P03)", withState("57P03"), true],
    ["too many connections (53300)", withState("53300"), true],
    ["a connection exception (08006)", withState("08006"), true],
    ["the embedded database closed", new Error("PGlite is closed"), true],
    [
      "a refused connection to another service",
      new TypeError("fetch failed", { cause: network("ECONNREFUSED") }),
      false,
    ],
    ["a bare refused connection of unknown origin", network("ECONNREFUSED"), false],
    ["a constraint violation", new DrizzleQueryError("Failed query: insert", { cause: withState("23505") }), false],
    ["a plain bug", new TypeError("cannot read properties of undefined"), false],
  ])("%s: %s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
