import { describe, expect, it } from "vitest";
import { sqlState } from "./errors.ts";

describe("sqlState", () => {
  it("reads the code of a wrapped driver error, or of the driver error itself", () => {
    expect(sqlState(Object.assign(new Error("query failed"), { cause: { code: "23P01" } }))).toBe("23P01");
    expect(sqlState(Object.assign(new Error("duplicate"), { code: "23505" }))).toBe("23505");
    expect(sqlState(new Error("no code"))).toBeUndefined();
    expect(sqlState(null)).toBeUndefined();
  });
});
