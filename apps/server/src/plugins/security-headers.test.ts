import { describe, expect, it } from "vitest";
import { freshNonce } from "./security-headers.ts";

describe("CSP nonces", () => {
  it("are 128 bits each and never repeat, across refills of their pool", () => {
    const nonces = Array.from({ length: 2_000 }, freshNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
