import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
  it.each(["/", "/panel-de-usuario/", "/en/user-panel/?tab=reservations", "/lugar/la-casa/#menu", "/mx/?q=caf%C3%A9"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    "",
    "panel-de-usuario/",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%2F%2Fevil.example/",
    "/%5Cevil.example",
    "/\nhttps://evil.example",
    "/\t/evil.example",
    "/%E0%A4%A",
    `/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});
