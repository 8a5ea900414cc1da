import { describe, expect, it } from "vitest";
import { describeError } from "./delivery.ts";

describe("describeError", () => {
  it("keeps the reason a provider call failed, from the error's causes", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3961"), { code: "ECONNREFUSED" });
    expect(describeError(new TypeError("fetch failed", { cause: refused }))).toBe(
      "fetch failed: connect ECONNREFUSED 127.0.0.1:3961",
    );
    expect(describeError("plain text")).toBe("plain text");
  });

  it("drops credentials from URLs, in the message and in its causes", () => {
    const text = describeError(
      new Error("smtps://user:secret@mail.example:465 failed", {
        cause: new Error("from smtp://other:hunter2@relay.example"),
      }),
    );
    expect(text).toBe("smtps://***@mail.example:465 failed: from smtp://***@relay.example");
    expect(describeError(new Error("x".repeat(2_000)))).toHaveLength(500);
  });
});
