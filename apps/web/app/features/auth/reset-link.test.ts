import { describe, expect, it } from "vitest";
import { resetLinkOf } from "./reset-link";

describe("reset link", () => {
  it("reads the e-mail's link (?email=&token=) and a link with the code", () => {
    const token = "a".repeat(43);
    expect(resetLinkOf(`?email=ana%40example.com&token=${token}`)).toEqual({ email: "ana@example.com", token });
    expect(resetLinkOf("?email=ana%40example.com&code=123456")).toEqual({ email: "ana@example.com", code: "123456" });
  });

  it("ignores links without an e-mail or with a malformed code or token", () => {
    expect(resetLinkOf("?code=123456")).toBeNull();
    expect(resetLinkOf("?email=ana%40example.com&code=12345")).toBeNull();
    expect(resetLinkOf("?email=ana%40example.com&token=short")).toBeNull();
    expect(resetLinkOf("")).toBeNull();
  });
});
