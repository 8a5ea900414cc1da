import { describe, expect, it } from "vitest";
import { commonPasswordList, passwordProblem } from "./password-policy.ts";

describe("passwordProblem", () => {
  it("wants at least 8 characters, counted as code points", () => {
    expect(passwordProblem("Ab1-xyz")).toBe("too-short");
    expect(passwordProblem("ñandú🦩x")).toBe("too-short");
    expect(passwordProblem("Ab1-xyzQ")).toBeNull();
  });

  it("allows 64 and more, up to 128", () => {
    expect(passwordProblem("a-long passphrase ".repeat(4).slice(0, 64))).toBeNull();
    expect(passwordProblem(`${"k".repeat(127)}Z`)).toBeNull();
    expect(passwordProblem("k".repeat(129))).toBe("too-long");
  });

  it.each(["password", "Password1", "12345678", "qwertyuiop", "iloveyou", "contraseña", "TEAMO123", "1q2w3e4r"])(
    "rejects the common password %s",
    (password) => {
      expect(passwordProblem(password)).toBe("too-common");
    },
  );

  it("rejects trivial runs and the account's own e-mail or name", () => {
    expect(passwordProblem("zzzzzzzzzz")).toBe("too-common");
    expect(passwordProblem("abcdefghij")).toBe("too-common");
    expect(passwordProblem("98765432")).toBe("too-common");
    expect(passwordProblem("ana.lopez", { email: "ana.lopez@example.com" })).toBe("too-common");
    expect(passwordProblem("Guillermina", { names: ["guillermina"] })).toBe("too-common");
  });

  it("ships a list of common passwords of 8 characters or more", () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThan(200);
    expect([...list].every((entry) => entry === entry.toLowerCase())).toBe(true);
  });
});
