import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";

class DrizzleQueryError extends Error {}
const network = (code: string) => Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
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
    ["the server shutting down (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" }), true],
    ["a connection exception (08006)", Object.assign(new Error("connection failure"), { code: "08006" }), true],
    [
      "a refused connection to another service",
      new TypeError("fetch failed", { cause: network("ECONNREFUSED") }),
      false,
    ],
    [
      "a constraint violation",
      new DrizzleQueryError("Failed query: insert", {
        cause: Object.assign(new Error("duplicate key"), { code: "23505" }),
      }),
      false,
    ],
    ["a plain bug", new TypeError("cannot read properties of undefined"), false],
  ])("%s", (_name, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});
