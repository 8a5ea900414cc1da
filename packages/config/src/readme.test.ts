import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { envSchema } from "./index.ts";

describe("the README's configuration table", () => {
  const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
  const documented = [...readme.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1]);

  it("documents every variable the server reads, and no other", () => {
    expect([...documented].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });
});
