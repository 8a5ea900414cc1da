import { describe, expect, it } from "vitest";
import { highlightMatch } from "./highlight";

describe("highlightMatch", () => {
  it("ignores accents and case like the server", () => {
    expect(highlightMatch("Querétaro", "queretaro")).toEqual([{ text: "Querétaro", match: true }]);
    expect(highlightMatch("San José del Cabo", "SAN JOSE")).toEqual([
      { text: "San José", match: true },
      { text: " del Cabo", match: false },
    ]);
  });

  it("marks a match in the middle", () => {
    expect(highlightMatch("Santiago de Querétaro", "quere")).toEqual([
      { text: "Santiago de ", match: false },
      { text: "Queré", match: true },
      { text: "taro", match: false },
    ]);
  });

  it("handles decomposed accents in the name", () => {
    const decomposed = "Me\u0301rida";
    expect(highlightMatch(decomposed, "merida")).toEqual([{ text: decomposed, match: true }]);
  });

  it("leaves the name unmarked without a match or a query", () => {
    expect(highlightMatch("Mérida", "cancun")).toEqual([{ text: "Mérida", match: false }]);
    expect(highlightMatch("Mérida", "  ")).toEqual([{ text: "Mérida", match: false }]);
  });
});
