import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./passwords.ts";

// Made by better-auth 1.7 (@better-auth/utils 0.5.1 `hashPassword`), which hashed every password
// stored before this module: such rows must keep signing in.
const BETTER_AUTH_HASH =
  "a366efd9f634d9f6532a76bb233467c6:2e131311894d8133d5fa1034ae8791655f7c36c44953d4b74c04e29256b53c64b0435e8985941fc5e5270fe3b50b9c624923603997b7a347fc216cdeb0c2a53f";
const PASSWORD = "Sobremesa café 2024";

describe("password hashes", () => {
  it("verifies a hash better-auth made, and refuses another password against it", async () => {
    expect(await verifyPassword(BETTER_AUTH_HASH, PASSWORD)).toBe(true);
    expect(await verifyPassword(BETTER_AUTH_HASH, "Sobremesa cafe 2024")).toBe(false);
  });

  it("normalises like better-auth did: a decomposed accent is the same password", async () => {
    expect(await verifyPassword(BETTER_AUTH_HASH, "Sobremesa cafe\u0301 2024")).toBe(true);
  });

  it("writes the same format: a 16-byte hex salt, a colon and a 64-byte hex key, salted anew each time", async () => {
    const first = await hashPassword(PASSWORD);
    const second = await hashPassword(PASSWORD);
    expect(first).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, PASSWORD)).toBe(true);
    expect(await verifyPassword(first, `${PASSWORD}!`)).toBe(false);
  });

  it("answers false, not an error, for a stored value of another shape", async () => {
    for (const stored of ["", "nocolon", "abc:", ":abcd", "abc:zz", "abc:abcd", `${BETTER_AUTH_HASH}:extra`]) {
      expect(await verifyPassword(stored, PASSWORD), stored).toBe(false);
    }
  });
});
